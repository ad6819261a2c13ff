/** The Servers list: the catalogue and the account's own servers, and the form that adds one. */
import type { ResolvedServer, ServerStatus } from "../domain/catalog.ts";
import type { OwnedField } from "../services/owned_servers.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, Empty, ErrorBox, PostForm, Table, type Tone, When } from "./ui.tsx";

const TONES: Record<ServerStatus, Tone> = { enabled: "ok", pending: "warn", disabled: "muted" };

export function StatusBadge(props: { status: ServerStatus }) {
  return <Badge tone={TONES[props.status]}>{props.status}</Badge>;
}

export function serverPath(slug: string, rest = ""): string {
  return `/app/servers/${encodeURIComponent(slug)}${rest}`;
}

/** Enable or Disable for a server that needs no credential; `back` says where to return. */
export function SwitchForm(props: { s: ResolvedServer; csrf: string; back: "list" | "page" }) {
  const on = props.s.status === "enabled";
  return (
    <PostForm
      action={serverPath(props.s.slug, "/enabled")}
      csrf={props.csrf}
      inline
      label={`${on ? "Disable" : "Enable"} ${props.s.name}`}
    >
      <input type="hidden" name="enabled" value={on ? "false" : "true"} />
      <input type="hidden" name="back" value={props.back} />
      <button type="submit" class={on ? "secondary" : undefined}>
        {on ? "Disable" : "Enable"}
      </button>
    </PostForm>
  );
}

/** What to do about a server in the list: flip it, or go enter what it needs. */
function NextStep(props: { s: ResolvedServer; csrf: string }) {
  const s = props.s;
  if (s.authType === "none") return <SwitchForm s={s} csrf={props.csrf} back="list" />;
  if (s.status === "enabled") return <span class="muted">ready</span>;
  const what = s.authType === "oauth" ? "Connect" : "Enter token";
  return <a href={serverPath(s.slug)} aria-label={`${what} for ${s.name}`}>{what}</a>;
}

function Row(props: { s: ResolvedServer; csrf: string }) {
  const s = props.s;
  return (
    <tr>
      <td>
        <a href={serverPath(s.slug)}>{s.name}</a>
        <br />
        <span class="muted">
          <code>{s.slug}</code> · {s.owned ? "added by this account" : s.category}
        </span>
      </td>
      <td>
        <StatusBadge status={s.status} />
      </td>
      <td>{s.authType}</td>
      <td class="num">{s.toolCount}</td>
      <td>
        <When iso={s.lastAttemptAt} />
      </td>
      <td>{s.lastError ?? <span class="muted">none</span>}</td>
      <td>
        <NextStep s={s} csrf={props.csrf} />
      </td>
    </tr>
  );
}

export interface AddFormState {
  values: Record<string, string>;
  error: { field: OwnedField | null; message: string } | null;
}

export function ServersPage(
  props: { chrome: Chrome; servers: ResolvedServer[]; form: AddFormState },
) {
  const pending = props.servers.filter((s) => s.status === "pending").length;
  return (
    <AppLayout title="Servers" chrome={props.chrome}>
      <p>
        The upstream MCP servers your clients reach through Toolgate. A server that needs a token or
        a connection stays <strong>pending</strong> until you give it one on its page.
        {pending > 0 && ` ${pending} ${pending === 1 ? "server is" : "servers are"} pending.`}
      </p>
      {props.servers.length === 0
        ? (
          <Empty title="No servers yet">
            <p>The operator's catalogue is empty. Add a server of your own below.</p>
          </Empty>
        )
        : (
          <Table
            label="Servers"
            head={["Server", "Status", "Auth", "Tools", "Last attempt", "Last error", "Action"]}
          >
            {props.servers.map((s) => <Row key={s.slug} s={s} csrf={props.chrome.csrf} />)}
          </Table>
        )}
      <AddForm csrf={props.chrome.csrf} state={props.form} />
    </AppLayout>
  );
}

function FieldError(props: { id: string; show: boolean; message?: string }) {
  return props.show ? <p class="error" id={props.id} role="alert">{props.message}</p> : null;
}

function TextField(
  props: {
    name: OwnedField;
    label: string;
    hint: string;
    state: AddFormState;
    type?: string;
    required?: boolean;
    max: number;
  },
) {
  const { name, state } = props;
  const bad = state.error?.field === name;
  const id = `add-${name}`;
  return (
    <>
      <label for={id}>{props.label}</label>
      <input
        id={id}
        name={name}
        type={props.type ?? "text"}
        required={props.required}
        maxlength={props.max}
        value={state.values[name] ?? ""}
        aria-invalid={bad ? "true" : undefined}
        aria-describedby={bad ? `${id}-error ${id}-hint` : `${id}-hint`}
      />
      <FieldError id={`${id}-error`} show={bad} message={state.error?.message} />
      <p class="hint" id={`${id}-hint`}>{props.hint}</p>
    </>
  );
}

function AddForm(props: { csrf: string; state: AddFormState }) {
  const { state } = props;
  const auth = state.values.authType === "bearer" ? "bearer" : "none";
  const general = state.error && state.error.field === null ? state.error.message : null;
  return (
    <section class="panel" aria-labelledby="add-server">
      <h2 id="add-server">Add a server of your own</h2>
      <p class="hint">
        Any MCP server reachable over https at a public address. Toolgate refuses internal names and
        private addresses, when adding it and on every connection.
      </p>
      <ErrorBox message={general} />
      <PostForm action="/app/servers" csrf={props.csrf}>
        <TextField
          name="name"
          label="Name"
          hint="Shown in lists, e.g. Billing tools."
          state={state}
          required
          max={100}
        />
        <TextField
          name="slug"
          label="Slug"
          hint="Lowercase letters, digits and '-'; tools are named slug__tool."
          state={state}
          required
          max={63}
        />
        <TextField
          name="endpoint"
          label="Endpoint URL"
          type="url"
          hint="The server's Streamable HTTP endpoint, e.g. https://mcp.example.com/mcp."
          state={state}
          required
          max={2048}
        />
        <TextField
          name="description"
          label="Description (optional)"
          hint="What the server is for; models read it."
          state={state}
          max={1000}
        />
        <fieldset>
          <legend>Authentication</legend>
          <label class="choice">
            <input type="radio" name="authType" value="none" checked={auth === "none"} /> None
          </label>
          <label class="choice">
            <input type="radio" name="authType" value="bearer" checked={auth === "bearer"} />{" "}
            Bearer token (you enter it on the server's page next)
          </label>
        </fieldset>
        <button type="submit">Add server</button>
      </PostForm>
    </section>
  );
}
