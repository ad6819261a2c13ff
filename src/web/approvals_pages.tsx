import type { ApprovalRow } from "../services/approvals.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, Empty, ErrorBox, PostForm, Table, type Tone, When } from "./ui.tsx";

const TONES: Record<ApprovalRow["status"], Tone> = {
  pending: "warn",
  approved: "ok",
  consumed: "ok",
  denied: "bad",
  expired: "muted",
};

const STATUS_TEXT: Record<ApprovalRow["status"], string> = {
  pending: "pending",
  approved: "approved",
  consumed: "approved, ran",
  denied: "denied",
  expired: "expired",
};

export function approvalHref(id: string): string {
  return `/app/approvals/${encodeURIComponent(id)}`;
}

/** "approved by <who>" and what became of it; the outcome of a request in one line. */
export function Outcome(props: { a: ApprovalRow }) {
  const a = props.a;
  if (a.status === "pending") {
    return (
      <span>
        waiting for a decision until <When iso={a.expiresAt} />
      </span>
    );
  }
  if (!a.decidedBy) return <span>nobody decided before it expired</span>;
  const verb = a.status === "denied" ? "denied" : "approved";
  const tail = a.status === "consumed"
    ? (
      <>
        ; the call ran at <When iso={a.consumedAt} />
      </>
    )
    : a.status === "expired"
    ? <>; the call was not repeated in time</>
    : a.status === "approved"
    ? (
      <>
        ; the identical call may run once until <When iso={a.expiresAt} />
      </>
    )
    : (
      <>
        ; that exact call is refused until <When iso={a.expiresAt} />
      </>
    );
  return (
    <span>
      {verb} by {a.decidedBy} at <When iso={a.decidedAt} />
      {tail}
    </span>
  );
}

/** The stored arguments exactly as kept (redacted, capped), and what was redacted. */
export function Arguments(props: { a: ApprovalRow; headingId: string }) {
  const a = props.a;
  return (
    <>
      <pre
        aria-labelledby={props.headingId}
      ><code>{JSON.stringify(a.arguments ?? {}, null, 2)}</code></pre>
      {a.redacted.length > 0 && (
        <p class="hint">
          Redacted before storage: {a.redacted.map((r, i) => (
            <>
              {i > 0 && ", "}
              <code>{r.path || "/"}</code> ({r.rule})
            </>
          ))}. The request is bound to the exact original values.
        </p>
      )}
    </>
  );
}

export function DecideButtons(props: { a: ApprovalRow; csrf: string; from?: "list" }) {
  const base = approvalHref(props.a.id);
  const what = `${props.a.qualifiedName} (${props.a.id})`;
  return (
    <div class="actions">
      <PostForm action={`${base}/approve`} csrf={props.csrf} inline label={`Approve ${what}`}>
        {props.from && <input type="hidden" name="from" value={props.from} />}
        <button type="submit">Approve</button>
      </PostForm>
      <PostForm action={`${base}/deny`} csrf={props.csrf} inline label={`Deny ${what}`}>
        {props.from && <input type="hidden" name="from" value={props.from} />}
        <button type="submit" class="danger">Deny</button>
      </PostForm>
    </div>
  );
}

function Facts(props: { a: ApprovalRow }) {
  const a = props.a;
  return (
    <dl class="facts">
      <dt>Tool</dt>
      <dd>
        <code>{a.qualifiedName}</code>
      </dd>
      <dt>Client</dt>
      <dd>{a.client}</dd>
      <dt>Requested</dt>
      <dd>
        <When iso={a.createdAt} />
      </dd>
      <dt>{a.status === "pending" ? "Expires" : "Outcome"}</dt>
      <dd>
        <Outcome a={a} />
      </dd>
    </dl>
  );
}

function PendingCard(props: { a: ApprovalRow; csrf: string }) {
  const a = props.a;
  const h = `req-${a.id}`;
  return (
    <article class="panel" aria-labelledby={h}>
      <h3 id={h}>
        <a href={approvalHref(a.id)}>{a.qualifiedName}</a> <Badge tone="warn">pending</Badge>
      </h3>
      <Facts a={a} />
      <p class="hint" id={`${h}-args`}>Arguments of this exact call:</p>
      <Arguments a={a} headingId={`${h}-args`} />
      <DecideButtons a={a} csrf={props.csrf} from="list" />
    </article>
  );
}

function DecidedRow(props: { a: ApprovalRow }) {
  const a = props.a;
  return (
    <tr>
      <td>
        <a href={approvalHref(a.id)}>
          <code>{a.qualifiedName}</code>
        </a>
      </td>
      <td>{a.client}</td>
      <td>
        <When iso={a.createdAt} />
      </td>
      <td>
        <Badge tone={TONES[a.status]}>{STATUS_TEXT[a.status]}</Badge>
      </td>
      <td>
        <Outcome a={a} />
      </td>
    </tr>
  );
}

/** Pending requests first (each with its arguments and buttons), then the recent decided ones. */
export function ApprovalsPage(
  props: { chrome: Chrome; pending: ApprovalRow[]; recent: ApprovalRow[] },
) {
  return (
    <AppLayout title="Approvals" chrome={props.chrome}>
      <p>
        A tool whose policy says <strong>approve</strong>{" "}
        waits here before it runs. Approving lets the agent's next identical call (same tool, same
        arguments) run once within 10 minutes; denying refuses that exact call for 10 minutes.
        Requests nobody answers expire after 24 hours. Rules live on the{" "}
        <a href="/app/policies">Policies</a> page.
      </p>
      <h2>Waiting for you ({props.pending.length})</h2>
      {props.pending.length === 0
        ? (
          <Empty title="Nothing waits for approval">
            <p>
              When an agent calls a tool with an <strong>approve</strong>{" "}
              rule, the request appears here and the agent gets a link to it.{" "}
              <a href="/app/policies">Add an approve rule</a> to require one.
            </p>
          </Empty>
        )
        : props.pending.map((a) => <PendingCard key={a.id} a={a} csrf={props.chrome.csrf} />)}
      <h2>Recent decisions</h2>
      {props.recent.length === 0
        ? <p class="muted">No request has been decided or expired in the last 30 days.</p>
        : (
          <Table
            label="Recent approval requests"
            head={["Tool", "Client", "Requested", "Status", "Outcome"]}
          >
            {props.recent.map((a) => <DecidedRow key={a.id} a={a} />)}
          </Table>
        )}
    </AppLayout>
  );
}

/** The page the agent's link opens: one request, its buttons while pending, its outcome after. */
export function ApprovalPage(props: { chrome: Chrome; a: ApprovalRow; error?: string | null }) {
  const a = props.a;
  return (
    <AppLayout title="Approval request" chrome={props.chrome}>
      <p>
        <Badge tone={TONES[a.status]}>{STATUS_TEXT[a.status]}</Badge> <code>{a.id}</code>
      </p>
      <ErrorBox message={props.error} />
      <Facts a={a} />
      <h2 id="args">Arguments</h2>
      <Arguments a={a} headingId="args" />
      {a.status === "pending"
        ? (
          <section class="panel" aria-labelledby="decide">
            <h2 id="decide">Decide</h2>
            <p class="hint">
              Approve to let the identical call run once within 10 minutes of now. Deny to refuse
              it; the agent is told who denied it.
            </p>
            <DecideButtons a={a} csrf={props.chrome.csrf} />
          </section>
        )
        : (
          <p class="hint">
            {a.status === "expired" && !a.decidedBy
              ? "This request expired and can no longer be approved. The agent's next identical call files a new request."
              : "This request is decided; nothing more to do here."}
          </p>
        )}
      <p>
        <a href="/app/approvals">All approval requests</a>
      </p>
    </AppLayout>
  );
}
