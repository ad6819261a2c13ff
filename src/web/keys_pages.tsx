import type { ApiKeyView } from "../services/api_keys.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, Empty, ErrorBox, PostForm, Table, When } from "./ui.tsx";

interface Allowance {
  live: number;
  max: number;
}

function KeyRow(props: { k: ApiKeyView }) {
  const k = props.k;
  return (
    <tr>
      <td>{k.name}</td>
      <td>
        <code>{k.prefix}…</code>
      </td>
      <td>
        <When iso={k.createdAt} />
      </td>
      <td>
        <When iso={k.lastUsedAt} />
      </td>
      <td>
        {k.revokedAt ? <Badge tone="muted">revoked</Badge> : <Badge tone="ok">live</Badge>}
      </td>
      <td>
        {k.revokedAt ? <When iso={k.revokedAt} /> : (
          <a
            href={`/app/keys/${encodeURIComponent(k.id)}/revoke`}
            aria-label={`Revoke ${k.name}`}
          >
            Revoke
          </a>
        )}
      </td>
    </tr>
  );
}

function CreateForm(
  props: { csrf: string; allowance: Allowance; error?: string | null; name?: string },
) {
  const { live, max } = props.allowance;
  const full = live >= max;
  return (
    <section class="panel" aria-labelledby="create-key">
      <h2 id="create-key">Create a key</h2>
      <p class="hint">
        An account can have {max} live keys at once; this one has {live}.{" "}
        {full ? "Revoke a key you no longer use to make room." : "Revoked keys do not count."}
      </p>
      <ErrorBox message={props.error} />
      <PostForm action="/app/keys" csrf={props.csrf}>
        <label for="key-name">Key name</label>
        <input
          id="key-name"
          name="name"
          type="text"
          required
          maxlength={100}
          value={props.name ?? ""}
          aria-describedby="key-name-hint"
        />
        <p class="hint" id="key-name-hint">
          Where the key will live, e.g. "billing job" or "laptop".
        </p>
        <button type="submit" disabled={full}>Create key</button>
      </PostForm>
    </section>
  );
}

/** The list of keys and the form that creates one. */
export function KeysPage(
  props: {
    chrome: Chrome;
    keys: ApiKeyView[];
    allowance: Allowance;
    error?: string | null;
    name?: string;
  },
) {
  return (
    <AppLayout title="API keys" chrome={props.chrome}>
      <p>
        API keys authenticate the REST API: send <code>Authorization: Bearer svc_…</code> to{" "}
        <code>/api/v1</code>. A key is shown once, when it is created.
      </p>
      {props.keys.length === 0
        ? (
          <Empty title="No API keys yet">
            <p>Create one below, then call the REST API with it.</p>
          </Empty>
        )
        : (
          <Table
            label="API keys"
            head={["Name", "Prefix", "Created", "Last used", "Status", "Revoked"]}
          >
            {props.keys.map((k) => <KeyRow key={k.id} k={k} />)}
          </Table>
        )}
      <CreateForm
        csrf={props.chrome.csrf}
        allowance={props.allowance}
        error={props.error}
        name={props.name}
      />
    </AppLayout>
  );
}

/** The one response that shows a new key. Never cached; the key cannot be shown again. */
export function KeyCreatedPage(
  props: { chrome: Chrome; k: ApiKeyView; secret: string; baseUrl: string },
) {
  return (
    <AppLayout title="Key created" chrome={props.chrome}>
      <div class="secret" role="status">
        <p>
          <strong>Copy the key "{props.k.name}" now.</strong>{" "}
          Toolgate keeps only a digest of it and cannot show it again.
        </p>
        <label for="new-key">Your new API key</label>
        <input id="new-key" type="text" readonly value={props.secret} autocomplete="off" />
      </div>
      <p>Try it:</p>
      <pre><code>curl -H "Authorization: Bearer {props.secret.slice(0, 12)}…" {props.baseUrl}/usage</code></pre>
      <p>
        <a class="button" href="/app/keys">Done, back to API keys</a>
      </p>
    </AppLayout>
  );
}

/** Revocation asks first, on its own page, so it works without JavaScript. */
export function RevokeKeyPage(props: { chrome: Chrome; k: ApiKeyView }) {
  const k = props.k;
  return (
    <AppLayout title="Revoke API key" chrome={props.chrome}>
      <p>
        Revoke <strong>{k.name}</strong>{" "}
        (<code>{k.prefix}…</code>)? Requests with it are refused from the next one on. This cannot
        be undone; revoked keys stay listed.
      </p>
      <PostForm action={`/app/keys/${encodeURIComponent(k.id)}/revoke`} csrf={props.chrome.csrf}>
        <button type="submit" class="danger">Revoke key</button>
        <a class="button secondary" href="/app/keys">Cancel</a>
      </PostForm>
    </AppLayout>
  );
}
