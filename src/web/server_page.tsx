/**
 * One server: its state, Test, the bearer token (write-only) or the OAuth connection, and its
 * tools with changed definitions highlighted. Also the confirm pages of its destructive actions.
 */
import type { CachedTool, ResolvedServer } from "../domain/catalog.ts";
import type { ServerTools } from "../services/server_detail.ts";
import type { ConnectionView } from "../services/upstream_connection_view.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, Empty, ErrorBox, PostForm, Table, When } from "./ui.tsx";
import { serverPath, StatusBadge, SwitchForm } from "./servers_pages.tsx";
import { ConnectionPanel } from "./upstream_oauth_routes.tsx";

export interface ServerPageData {
  chrome: Chrome;
  server: ResolvedServer;
  tools: ServerTools;
  credentialSetAt: string | null;
  connection: ConnectionView | null;
  tokenError?: string | null;
}

function Facts(props: { s: ResolvedServer }) {
  const s = props.s;
  return (
    <dl class="facts">
      <dt>Status</dt>
      <dd>
        <StatusBadge status={s.status} />
      </dd>
      <dt>Authentication</dt>
      <dd>{s.authType}</dd>
      <dt>Endpoint</dt>
      <dd>
        <code>{s.endpoint}</code>
      </dd>
      <dt>Tools</dt>
      <dd>{s.toolCount}</dd>
      <dt>Last attempt</dt>
      <dd>
        <When iso={s.lastAttemptAt} />
      </dd>
      <dt>Last error</dt>
      <dd>{s.lastError ? <span class="error-text">{s.lastError}</span> : "none"}</dd>
    </dl>
  );
}

function TestPanel(props: { s: ResolvedServer; csrf: string }) {
  const s = props.s;
  return (
    <section class="panel" aria-labelledby="test">
      <h2 id="test">Test</h2>
      <p class="hint">Connects to the server now and lists its tools, refreshing the cache.</p>
      <PostForm action={serverPath(s.slug, "/test")} csrf={props.csrf} inline>
        <button type="submit">Test {s.name}</button>
      </PostForm>
      {s.authType === "none" && <SwitchForm s={s} csrf={props.csrf} back="page" />}
    </section>
  );
}

function TokenPanel(
  props: { s: ResolvedServer; csrf: string; setAt: string | null; error?: string | null },
) {
  const { s, setAt } = props;
  return (
    <section class="panel" aria-labelledby="token">
      <h2 id="token">Bearer token</h2>
      {setAt
        ? (
          <p>
            A token is set (set on{" "}
            <When iso={setAt} />). It is never shown again; replace or remove it.
          </p>
        )
        : (
          <p>
            No token yet: the server stays pending until you enter the one its operator gave you.
          </p>
        )}
      <ErrorBox message={props.error} />
      <PostForm action={serverPath(s.slug, "/credential")} csrf={props.csrf}>
        <label for="token-input">{setAt ? "New token" : "Token"}</label>
        <input
          id="token-input"
          name="token"
          type="password"
          required
          maxlength={4096}
          autocomplete="off"
          aria-describedby="token-hint"
        />
        <p class="hint" id="token-hint">
          Sent to the server as Authorization: Bearer …; stored encrypted.
        </p>
        <button type="submit">{setAt ? "Replace token" : "Save token"}</button>
        {setAt && (
          <a class="button secondary" href={serverPath(s.slug, "/credential/remove")}>
            Remove token
          </a>
        )}
      </PostForm>
    </section>
  );
}

function ToolRow(props: { t: CachedTool }) {
  const t = props.t;
  return (
    <tr class={t.changed ? "changed" : undefined}>
      <td>
        <code>{t.name}</code>
        {t.title && (
          <>
            <br />
            {t.title}
          </>
        )}
      </td>
      <td>{t.description || <span class="muted">no description</span>}</td>
      <td>
        {t.changed
          ? <Badge tone="bad">changed since first seen</Badge>
          : <Badge tone="muted">as first seen</Badge>}
        {t.poisoning.length > 0 && (
          <>
            {" "}
            <Badge tone="warn">
              {t.poisoning.length} finding{t.poisoning.length === 1 ? "" : "s"}
            </Badge>
          </>
        )}
      </td>
    </tr>
  );
}

function ToolsSection(props: { s: ResolvedServer; tools: ServerTools }) {
  const { tools, total } = props.tools;
  const changed = tools.filter((t) => t.changed).length;
  return (
    <section aria-labelledby="tools">
      <h2 id="tools">Tools</h2>
      {changed > 0 && (
        <p class="error" role="alert">
          {changed} tool definition{changed === 1 ? " has" : "s have"}{" "}
          changed since Toolgate first saw{" "}
          {changed === 1 ? "it" : "them"}. Check the server before relying on{" "}
          {changed === 1 ? "it" : "them"}.
        </p>
      )}
      {total === 0
        ? (
          <Empty title="No tools listed yet">
            <p>
              Press Test above to list them{props.s.status === "enabled"
                ? ""
                : " once the server is enabled"}.
            </p>
          </Empty>
        )
        : (
          <Table label={`Tools of ${props.s.name}`} head={["Tool", "Description", "Definition"]}>
            {tools.map((t) => <ToolRow key={t.name} t={t} />)}
          </Table>
        )}
      {total > tools.length && <p class="hint">Showing {tools.length} of {total} tools.</p>}
    </section>
  );
}

export function ServerPage(props: ServerPageData) {
  const { server: s, chrome } = props;
  return (
    <AppLayout title={s.name} chrome={chrome}>
      <p>
        <a href="/app/servers">All servers</a> · <code>{s.slug}</code>
        {s.description && ` · ${s.description}`}
      </p>
      <Facts s={s} />
      {s.authType === "bearer" && (
        <TokenPanel
          s={s}
          csrf={chrome.csrf}
          setAt={props.credentialSetAt}
          error={props.tokenError}
        />
      )}
      {props.connection && (
        <section class="panel" aria-labelledby="connection">
          <h2 id="connection">OAuth connection</h2>
          <ConnectionPanel view={props.connection} csrf={chrome.csrf} />
        </section>
      )}
      <TestPanel s={s} csrf={chrome.csrf} />
      <ToolsSection s={s} tools={props.tools} />
      {s.owned && (
        <p>
          <a href={serverPath(s.slug, "/delete")}>Delete this server</a>
        </p>
      )}
    </AppLayout>
  );
}

/** Asks before removing a token, on its own page, so it works without JavaScript. */
export function RemoveTokenPage(props: { chrome: Chrome; s: ResolvedServer }) {
  const s = props.s;
  return (
    <AppLayout title="Remove token" chrome={props.chrome}>
      <p>
        Remove the token of{" "}
        <strong>{s.name}</strong>? The server becomes pending and its tools stop working until a new
        token is entered.
      </p>
      <PostForm action={serverPath(s.slug, "/credential/remove")} csrf={props.chrome.csrf}>
        <button type="submit" class="danger">Remove token</button>
        <a class="button secondary" href={serverPath(s.slug)}>Cancel</a>
      </PostForm>
    </AppLayout>
  );
}

export function DeleteServerPage(props: { chrome: Chrome; s: ResolvedServer }) {
  const s = props.s;
  return (
    <AppLayout title="Delete server" chrome={props.chrome}>
      <p>
        Delete <strong>{s.name}</strong>{" "}
        (<code>{s.slug}</code>)? Its token, its cached tools and their pinned definitions are
        deleted too. This cannot be undone.
      </p>
      <PostForm action={serverPath(s.slug, "/delete")} csrf={props.chrome.csrf}>
        <button type="submit" class="danger">Delete server</button>
        <a class="button secondary" href={serverPath(s.slug)}>Cancel</a>
      </PostForm>
    </AppLayout>
  );
}
