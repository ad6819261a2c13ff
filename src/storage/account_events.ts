import { keys } from "./keys.ts";

/** Who made a change: a signed-in person, or the operator at the command line. */
export type Actor =
  | { type: "user"; userId: string; email: string }
  | { type: "operator" };

export const OPERATOR: Actor = { type: "operator" };

export type AccountEventAction =
  | "api_key.created"
  | "api_key.revoked"
  | "invite.created"
  | "invite.cancelled"
  | "member.joined"
  | "member.left"
  | "member.removed"
  // approvals and policies pages
  | "approval.approved"
  | "approval.denied"
  | "policy.set"
  | "policy.deleted"
  // Servers (the app's Servers pages and the operator CLI)
  | "server.enabled"
  | "server.disabled"
  | "server.credential_set"
  | "server.credential_removed"
  | "server.added"
  | "server.deleted"
  // Webhooks (the app's Webhooks pages and the operator CLI)
  | "webhook.created"
  | "webhook.events_changed"
  | "webhook.paused"
  | "webhook.enabled"
  | "webhook.tested"
  | "webhook.secret_rotated"
  | "webhook.deleted"
  // Audit settings (the app's Account page and the operator CLI)
  | "audit.contact_redaction_on"
  | "audit.contact_redaction_off";

/** One line of an account's change log. `target` names what changed (a key, a person). */
export interface AccountEvent {
  id: string;
  accountId: string;
  at: string;
  actor: Actor;
  action: AccountEventAction;
  target: string;
}

// Kept a year: long enough to answer "who did this", bounded so the log never grows unchecked.
const EVENT_TTL_MS = 365 * 24 * 60 * 60 * 1000;

// Ids sort in creation order within a process, so events of one millisecond keep their order.
let sequence = 0;
function eventId(): string {
  sequence = (sequence + 1) % 1e12;
  return `${String(sequence).padStart(12, "0")}-${crypto.randomUUID()}`;
}

/**
 * Adds the event to an atomic operation, so the change and the record of who made it commit
 * together or not at all.
 */
export function withEvent(
  op: Deno.AtomicOperation,
  nowMs: number,
  event: Omit<AccountEvent, "id" | "at">,
): Deno.AtomicOperation {
  const full: AccountEvent = {
    ...event,
    id: eventId(),
    at: new Date(nowMs).toISOString(),
  };
  return op.set(keys.accountEvent(event.accountId, nowMs, full.id), full, {
    expireIn: EVENT_TTL_MS,
  });
}

/** The newest events of an account, newest first. */
export async function recentEvents(
  kv: Deno.Kv,
  accountId: string,
  limit = 20,
): Promise<AccountEvent[]> {
  const out: AccountEvent[] = [];
  const iter = kv.list<AccountEvent>({ prefix: keys.accountEvents(accountId) }, {
    reverse: true,
    limit,
  });
  for await (const entry of iter) out.push(entry.value);
  return out;
}

/** How an actor reads on a page or in CLI output. */
export function actorLabel(actor: Actor): string {
  return actor.type === "user" ? actor.email : "operator (command line)";
}
