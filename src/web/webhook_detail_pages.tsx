/** One endpoint: its state, actions, events form, recent attempts; the rotate and delete asks. */
import type { DeliveryAttempt, PublicEndpoint } from "../services/webhook_endpoints.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, Empty, PostForm, Table, When } from "./ui.tsx";
import { endpointHref, EventChoices, Failures, LastAttempt, OnOff } from "./webhooks_pages.tsx";

/** Attempts come in bursts, so their time shows seconds. */
function AttemptRow(props: { a: DeliveryAttempt }) {
  const a = props.a;
  return (
    <tr>
      <td>
        <time datetime={a.at}>{a.at.slice(0, 19).replace("T", " ")} UTC</time>
      </td>
      <td>{a.event}</td>
      <td>
        <code>{a.deliveryId}</code>
      </td>
      <td>
        {a.ok ? <Badge tone="ok">{a.status}</Badge> : <Badge tone="bad">failed</Badge>}
        {a.error !== null && <div class="muted">{a.error}</div>}
      </td>
      <td class="num">{a.durationMs} ms</td>
    </tr>
  );
}

function Attempts(props: { attempts: DeliveryAttempt[] }) {
  return (
    <section aria-labelledby="attempts">
      <h2 id="attempts">Recent delivery attempts</h2>
      <p class="hint">The last 50 attempts of the past 7 days, newest first.</p>
      {props.attempts.length === 0
        ? (
          <Empty title="No attempts in the last 7 days">
            <p>Send a test event above to check that your receiver answers and verifies it.</p>
          </Empty>
        )
        : (
          <Table
            label="Recent delivery attempts"
            head={["Time", "Event", "Delivery id", "Result", "Duration"]}
          >
            {props.attempts.map((a) => <AttemptRow key={String(a.seq)} a={a} />)}
          </Table>
        )}
    </section>
  );
}

function Actions(props: { e: PublicEndpoint; csrf: string }) {
  const { e, csrf } = props;
  return (
    <section class="panel" aria-labelledby="actions">
      <h2 id="actions">Actions</h2>
      <PostForm action={endpointHref(e, "/test")} csrf={csrf} inline>
        <button type="submit">Send test event</button>
      </PostForm>
      {e.enabled
        ? (
          <PostForm action={endpointHref(e, "/pause")} csrf={csrf} inline>
            <button type="submit" class="secondary">Pause</button>
          </PostForm>
        )
        : (
          <PostForm action={endpointHref(e, "/enable")} csrf={csrf} inline>
            <button type="submit" class="secondary">Switch on</button>
          </PostForm>
        )}
      <a class="button secondary" href={endpointHref(e, "/rotate")}>Rotate secret</a>
      <a class="button secondary" href={endpointHref(e, "/delete")}>Delete endpoint</a>
      <p class="hint">
        A test event (<code>"event": "test"</code>) is signed like any delivery, is sent even while
        the endpoint is paused, and counts towards its failures. Switching on clears the count.
      </p>
    </section>
  );
}

export function WebhookPage(
  props: {
    chrome: Chrome;
    e: PublicEndpoint;
    attempts: DeliveryAttempt[];
    eventsError?: string | null;
  },
) {
  const { e } = props;
  return (
    <AppLayout title="Webhook endpoint" chrome={props.chrome}>
      <p>
        <code>{e.url}</code>
      </p>
      <Table label="Endpoint state" head={["Status", "Failures in a row", "Last attempt", "Added"]}>
        <tr>
          <td>
            <OnOff e={e} />
          </td>
          <td>
            <Failures e={e} />
          </td>
          <td>
            <LastAttempt e={e} />
          </td>
          <td>
            <When iso={e.createdAt} />
          </td>
        </tr>
      </Table>
      <Actions e={e} csrf={props.chrome.csrf} />
      <section class="panel" aria-labelledby="subscriptions">
        <h2 id="subscriptions">Subscriptions</h2>
        <PostForm action={endpointHref(e, "/events")} csrf={props.chrome.csrf}>
          <EventChoices checked={e.events} error={props.eventsError} />
          <button type="submit">Save events</button>
        </PostForm>
      </section>
      <Attempts attempts={props.attempts} />
      <p>
        <a href="/app/webhooks">Back to all webhooks</a>
      </p>
    </AppLayout>
  );
}

export function RotatePage(props: { chrome: Chrome; e: PublicEndpoint }) {
  const { e } = props;
  return (
    <AppLayout title="Rotate signing secret" chrome={props.chrome}>
      <div class="secret" role="note">
        <p>
          <strong>The current secret stops working at once.</strong> Every delivery to{" "}
          <code>{e.url}</code>{" "}
          signed after you confirm uses the new secret only; your receiver rejects them until it has
          the new one. The new secret is shown once, on the next page.
        </p>
      </div>
      <PostForm action={endpointHref(e, "/rotate")} csrf={props.chrome.csrf}>
        <button type="submit" class="danger">Rotate secret</button>
        <a class="button secondary" href={endpointHref(e)}>Cancel</a>
      </PostForm>
    </AppLayout>
  );
}

export function DeletePage(props: { chrome: Chrome; e: PublicEndpoint }) {
  const { e } = props;
  return (
    <AppLayout title="Delete webhook endpoint" chrome={props.chrome}>
      <p>
        Delete{" "}
        <code>{e.url}</code>? Deliveries to it stop now (events already queued for it are skipped)
        and its attempt log is deleted. This cannot be undone.
      </p>
      <PostForm action={endpointHref(e, "/delete")} csrf={props.chrome.csrf}>
        <button type="submit" class="danger">Delete endpoint</button>
        <a class="button secondary" href={endpointHref(e)}>Cancel</a>
      </PostForm>
    </AppLayout>
  );
}
