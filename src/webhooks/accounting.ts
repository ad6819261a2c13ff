/**
 * What one delivery attempt writes on its endpoint: the failure count and last outcome, the
 * automatic switch-off after 20 failures in a row, and the body chunks dropped when done.
 */
import { keys } from "../storage/keys.ts";
import { commitOrBusy } from "../storage/kv.ts";
import { markEndpointsChanged } from "./endpoints.ts";
import type { PostOutcome } from "./post.ts";
import { FAILURES_BEFORE_SWITCH_OFF, type OutboxEntry, type WebhookEndpoint } from "./types.ts";

/** The accounting write; the automatic switch-off also tells other processes the set changed. */
export function writeAccounting(
  op: Deno.AtomicOperation,
  before: WebhookEndpoint,
  after: WebhookEndpoint,
): Deno.AtomicOperation {
  op.set(keys.webhookEndpoint(after.accountId, after.id), after);
  if (before.enabled === after.enabled) return op;
  return markEndpointsChanged(op, after.accountId, after.id);
}

export function deleteBody(op: Deno.AtomicOperation, entry: OutboxEntry): Deno.AtomicOperation {
  for (let i = 0; i < entry.bodyChunks; i++) op.delete(keys.webhookBodyChunk(entry.rowId, i));
  return op;
}

/** Failure accounting: a 2xx resets the count; the 20th failure in a row switches it off. */
export function accountAttempt(
  e: WebhookEndpoint,
  outcome: Pick<PostOutcome, "ok" | "status" | "error">,
  attemptAt: string,
): WebhookEndpoint {
  const last = {
    lastAttemptAt: attemptAt,
    lastStatus: outcome.status,
    lastError: outcome.error,
    attemptSeq: (e.attemptSeq ?? 0) + 1,
  };
  if (outcome.ok) return { ...e, ...last, consecutiveFailures: 0 };
  const failures = e.consecutiveFailures + 1;
  return {
    ...e,
    ...last,
    consecutiveFailures: failures,
    enabled: failures >= FAILURES_BEFORE_SWITCH_OFF ? false : e.enabled,
  };
}

/** The last sibling to finish deletes the shared body; whoever reads last sees all final. */
export async function dropBodyIfLast(kv: Deno.Kv, entry: OutboxEntry): Promise<void> {
  const others = await kv.getMany<OutboxEntry[]>(entry.siblings.map(keys.webhookOutbox));
  const open = others.some((o) => o.value?.state === "queued" || o.value?.state === "sending");
  if (!open) await commitOrBusy(deleteBody(kv.atomic(), entry));
}
