import type { Plan } from "../domain/plans.ts";
import type { UserRecord } from "../storage/users.ts";
import type { InviteRecord } from "../storage/invites.ts";
import { type AccountEvent, actorLabel } from "../storage/account_events.ts";
import { AppLayout, type Chrome } from "./layout.tsx";
import { Badge, ErrorBox, PostForm, Table, When } from "./ui.tsx";

export interface AccountPageProps {
  chrome: Chrome;
  accountName: string;
  plan: Plan;
  limits: { apiKeys: number; members: number; inviteDays: number };
  members: UserRecord[];
  invites: InviteRecord[];
  events: AccountEvent[];
  redactContactDetails: boolean;
  userId: string;
  error?: string | null;
}

function LimitsTable(props: { plan: Plan; limits: AccountPageProps["limits"] }) {
  const p = props.plan;
  const rows: [string, string][] = [
    ["MCP tool calls included per month", p.includedCalls.toLocaleString("en-US")],
    [
      "After the included calls",
      p.hardLimit
        ? "calls are refused until the month resets"
        : `€${p.overageEurPer1k ?? 0} per 1,000 calls`,
    ],
    ["MCP tool calls per minute", String(p.burstPerMinute)],
    ["REST requests per minute, per key", String(p.apiPerMinute)],
    ["Activity kept for", `${p.auditRetentionDays} days`],
    ["Live API keys", String(props.limits.apiKeys)],
    ["Members, pending invites included", String(props.limits.members)],
  ];
  return (
    <Table label="Plan limits" head={["Limit", "Value"]}>
      {rows.map(([k, v]) => (
        <tr>
          <td>{k}</td>
          <td>{v}</td>
        </tr>
      ))}
    </Table>
  );
}

function MemberRow(props: { m: UserRecord; you: boolean }) {
  const m = props.m;
  return (
    <tr>
      <td>
        {m.email} {props.you && <Badge tone="muted">you</Badge>}
      </td>
      <td>
        <When iso={m.createdAt} />
      </td>
      <td>
        {!props.you && (
          <a
            href={`/app/account/members/${encodeURIComponent(m.id)}/remove`}
            aria-label={`Remove ${m.email}`}
          >
            Remove
          </a>
        )}
      </td>
    </tr>
  );
}

function InviteRow(props: { i: InviteRecord; csrf: string }) {
  const i = props.i;
  const label = i.note || "anyone with the link";
  return (
    <tr>
      <td>{label}</td>
      <td>{actorLabel(i.invitedBy)}</td>
      <td>
        <When iso={new Date(i.expiresAt).toISOString()} />
      </td>
      <td>
        <PostForm
          action={`/app/account/invites/${encodeURIComponent(i.id)}/cancel`}
          csrf={props.csrf}
          inline
          label={`Cancel the invite for ${label}`}
        >
          <button type="submit" class="secondary">Cancel</button>
        </PostForm>
      </td>
    </tr>
  );
}

const ACTIONS: Record<AccountEvent["action"], string> = {
  "api_key.created": "created the API key",
  "api_key.revoked": "revoked the API key",
  "invite.created": "invited",
  "invite.cancelled": "cancelled the invite for",
  "member.joined": "joined:",
  "member.left": "left for another account:",
  "member.removed": "removed the member",
  "approval.approved": "approved the request",
  "approval.denied": "denied the request",
  "policy.set": "set the policy rule",
  "policy.deleted": "deleted the policy rule",
  "server.enabled": "enabled the server",
  "server.disabled": "disabled the server",
  "server.credential_set": "set the token of",
  "server.credential_removed": "removed the token of",
  "server.added": "added the server",
  "server.deleted": "deleted the server",
  "webhook.created": "added the webhook endpoint",
  "webhook.events_changed": "changed the events of the webhook endpoint",
  "webhook.paused": "paused the webhook endpoint",
  "webhook.enabled": "switched on the webhook endpoint",
  "webhook.tested": "sent a test event to",
  "webhook.secret_rotated": "replaced the signing secret of",
  "webhook.deleted": "deleted the webhook endpoint",
  "audit.contact_redaction_on": "turned on e-mail and phone redaction in the Activity log",
  "audit.contact_redaction_off": "turned off e-mail and phone redaction in the Activity log",
};

function Team(props: AccountPageProps) {
  return (
    <section aria-labelledby="team">
      <h2 id="team">Team</h2>
      <Table label="Members" head={["Member", "Joined", ""]}>
        {props.members.map((m) => <MemberRow key={m.id} m={m} you={m.id === props.userId} />)}
      </Table>
      {props.invites.length > 0 && (
        <>
          <h3>Pending invites</h3>
          <Table label="Pending invites" head={["For", "Invited by", "Expires", ""]}>
            {props.invites.map((i) => <InviteRow key={i.id} i={i} csrf={props.chrome.csrf} />)}
          </Table>
        </>
      )}
      <div class="panel">
        <h3>Invite someone</h3>
        <p class="hint">
          You get a link to send them. It works once and expires after {props.limits.inviteDays}
          {" "}
          days; they sign up (or sign in) through it and join this account.
        </p>
        <ErrorBox message={props.error} />
        <PostForm action="/app/account/invites" csrf={props.chrome.csrf}>
          <label for="invite-note">Who is it for? (optional, shown in the pending list)</label>
          <input id="invite-note" name="note" type="text" maxlength={200} />
          <button type="submit">Create invite link</button>
        </PostForm>
      </div>
    </section>
  );
}

/** The audit-trail setting: one checkbox, saved by its own form. */
function AuditSettings(props: { on: boolean; csrf: string }) {
  return (
    <section aria-labelledby="audit-settings">
      <h2 id="audit-settings">Activity log</h2>
      <p class="hint">
        Credentials, card numbers and bank accounts are always redacted before a call is stored.
        E-mail addresses and phone numbers are kept unless you turn this on; it applies to calls
        made from now on.
      </p>
      <PostForm action="/app/account/contact-redaction" csrf={props.csrf}>
        <input type="hidden" name="submitted" value="1" />
        <label>
          <input type="checkbox" name="redactContactDetails" value="on" checked={props.on} />{" "}
          Redact e-mail addresses and phone numbers
        </label>
        <button type="submit">Save</button>
      </PostForm>
    </section>
  );
}

function Changes(props: { events: AccountEvent[] }) {
  return (
    <section aria-labelledby="changes">
      <h2 id="changes">Recent changes</h2>
      {props.events.length === 0
        ? <p class="muted">Nothing changed yet.</p>
        : (
          <Table label="Recent changes" head={["When", "Who", "What"]}>
            {props.events.map((e) => (
              <tr>
                <td>
                  <When iso={e.at} />
                </td>
                <td>{actorLabel(e.actor)}</td>
                <td>{ACTIONS[e.action]} {e.target}</td>
              </tr>
            ))}
          </Table>
        )}
    </section>
  );
}

/** The account: plan limits, the team and its invites, who changed what, sign out. */
export function AccountPage(props: AccountPageProps) {
  return (
    <AppLayout title={props.accountName} chrome={props.chrome}>
      <p>
        Plan: <Badge tone="ok">{props.plan.name}</Badge>
      </p>
      <h2>Plan limits</h2>
      <LimitsTable plan={props.plan} limits={props.limits} />
      <Team {...props} />
      <AuditSettings on={props.redactContactDetails} csrf={props.chrome.csrf} />
      <Changes events={props.events} />
      <h2>Sign out</h2>
      <PostForm action="/app/logout" csrf={props.chrome.csrf}>
        <button type="submit" class="secondary">Sign out of {props.chrome.email}</button>
      </PostForm>
    </AppLayout>
  );
}
