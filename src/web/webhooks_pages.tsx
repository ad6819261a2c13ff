/** The Webhooks list, the create form and the one response that shows a signing secret. */
import {
  FAILURES_BEFORE_SWITCH_OFF,
  type PublicEndpoint,
  TOOL_CALL_EVENTS,
} from "../services/webhook_endpoints.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, Empty, PostForm, Table, When } from "./ui.tsx";

export function endpointHref(e: { id: string }, action = ""): string {
  return `/app/webhooks/${encodeURIComponent(e.id)}${action}`;
}

export function OnOff(props: { e: PublicEndpoint }) {
  return props.e.enabled ? <Badge tone="ok">on</Badge> : <Badge tone="muted">off</Badge>;
}

export function Failures(props: { e: PublicEndpoint }) {
  const n = props.e.consecutiveFailures;
  const tone = n === 0 ? "ok" : n >= FAILURES_BEFORE_SWITCH_OFF ? "bad" : "warn";
  return <Badge tone={tone}>{n} / {FAILURES_BEFORE_SWITCH_OFF}</Badge>;
}

/** The last attempt as time plus its status or error. */
export function LastAttempt(props: { e: PublicEndpoint }) {
  const e = props.e;
  if (!e.lastAttemptAt) return <span class="muted">never</span>;
  return (
    <>
      <When iso={e.lastAttemptAt} />
      <br />
      {e.lastError === null
        ? <span>answered {e.lastStatus}</span>
        : <span class="muted">{e.lastError}</span>}
    </>
  );
}

function EndpointRow(props: { e: PublicEndpoint }) {
  const e = props.e;
  return (
    <tr>
      <td>
        <a href={endpointHref(e)} aria-label={`Manage ${e.url}`}>
          <code>{e.url}</code>
        </a>
      </td>
      <td>{e.events.join(", ")}</td>
      <td>
        <OnOff e={e} />
      </td>
      <td>
        <Failures e={e} />
      </td>
      <td>
        <LastAttempt e={e} />
      </td>
    </tr>
  );
}

// A plain function, not a keyed element: Hono would print a `key` attribute into the HTML.
function eventBox(ev: string, checked: boolean) {
  return (
    <label>
      <input type="checkbox" name={ev} value="on" checked={checked} /> {ev}
    </label>
  );
}

/** Event checkboxes, named after the events; `checked` lists those ticked. */
export function EventChoices(props: { checked: readonly string[]; error?: string | null }) {
  return (
    <fieldset aria-describedby={props.error ? "events-error" : undefined}>
      <legend>Events</legend>
      {props.error && <p class="error" role="alert" id="events-error">{props.error}</p>}
      {TOOL_CALL_EVENTS.map((ev) => eventBox(ev, props.checked.includes(ev)))}
      <p class="hint">
        succeeded: an upstream tool ran and returned a result; failed: Toolgate refused the call or
        the upstream returned an error.
      </p>
    </fieldset>
  );
}

export interface CreateState {
  url?: string;
  events?: readonly string[];
  urlError?: string | null;
  eventsError?: string | null;
}

function CreateForm(props: { csrf: string; count: number; max: number; state: CreateState }) {
  const { count, max, state } = props;
  const full = count >= max;
  return (
    <section class="panel" aria-labelledby="add-endpoint">
      <h2 id="add-endpoint">Add an endpoint</h2>
      <p class="hint">
        An account can have {max} endpoints, one per URL; this one has {count}.{" "}
        {full ? "Delete one you no longer use to make room." : ""}
      </p>
      <PostForm action="/app/webhooks" csrf={props.csrf}>
        <label for="webhook-url">Receiver URL</label>
        <input
          id="webhook-url"
          name="url"
          type="text"
          inputmode="url"
          required
          maxlength={2048}
          placeholder="https://hooks.example.com/toolgate"
          value={state.url ?? ""}
          aria-describedby={state.urlError
            ? "webhook-url-error webhook-url-hint"
            : "webhook-url-hint"}
          aria-invalid={state.urlError ? "true" : undefined}
        />
        {state.urlError && <p class="error" role="alert" id="webhook-url-error">{state.urlError}
        </p>}
        <p class="hint" id="webhook-url-hint">
          HTTPS only, on a public address: loopback, private and internal names are refused.
        </p>
        <EventChoices checked={state.events ?? TOOL_CALL_EVENTS} error={state.eventsError} />
        <button type="submit" disabled={full}>Add endpoint</button>
      </PostForm>
    </section>
  );
}

export function WebhooksPage(
  props: { chrome: Chrome; endpoints: PublicEndpoint[]; max: number; state?: CreateState },
) {
  return (
    <AppLayout title="Webhooks" chrome={props.chrome}>
      <p>
        When a tool call finishes, Toolgate sends one signed HTTPS POST to every endpoint that
        subscribes to its event. Delivery is at most once, never retried; an endpoint switches
        itself off after {FAILURES_BEFORE_SWITCH_OFF} failures in a row.
      </p>
      {props.endpoints.length === 0
        ? (
          <Empty title="No webhook endpoints yet">
            <p>Add your receiver's URL below, then send it a test event from its page.</p>
          </Empty>
        )
        : (
          <Table
            label="Webhook endpoints"
            head={["URL", "Events", "Status", "Failures in a row", "Last attempt"]}
          >
            {props.endpoints.map((e) => <EndpointRow key={e.id} e={e} />)}
          </Table>
        )}
      <CreateForm
        csrf={props.chrome.csrf}
        count={props.endpoints.length}
        max={props.max}
        state={props.state ?? {}}
      />
    </AppLayout>
  );
}

/** The one response that shows a signing secret (after create or rotate). Never cached. */
export function SecretPage(
  props: { chrome: Chrome; e: PublicEndpoint; secret: string; rotated: boolean },
) {
  const { e, secret, rotated } = props;
  return (
    <AppLayout title={rotated ? "Secret replaced" : "Endpoint added"} chrome={props.chrome}>
      <div class="secret" role="status">
        <p>
          <strong>Copy the signing secret for {e.url} now.</strong>{" "}
          Toolgate keeps it encrypted and cannot show it again.
          {rotated && " The old secret stopped working: deliveries are now signed with this one."}
        </p>
        <label for="new-secret">Signing secret</label>
        <input id="new-secret" type="text" readonly value={secret} autocomplete="off" />
      </div>
      <p>
        Each delivery carries <code>toolgate-timestamp</code> and{" "}
        <code>toolgate-signature: v1=…</code>, the hex HMAC-SHA256 of{" "}
        <code>{"<timestamp>.<raw body>"}</code> keyed with this whole <code>whsec_…</code>{" "}
        string. The README shows receiver code.
      </p>
      <p>
        <a class="button" href={endpointHref(e)}>Done, go to the endpoint</a>
      </p>
    </AppLayout>
  );
}
