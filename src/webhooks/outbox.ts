/**
 * From a committed Activity row to outbox entries: the body, one entry per subscribed enabled
 * endpoint and one queue message per entry all join the row's own atomic commit.
 */
import { keys } from "../storage/keys.ts";
import type { ActivityRow, RowMutation } from "../storage/activity.ts";
import type { DeliverMessage, EndpointTarget, OutboxEntry, ToolCallEvent } from "./types.ts";

const DAY_MS = 86_400_000;
/** Raw byte chunks stay under the 64 KiB value limit (Uint8Array is stored without overhead). */
export const BODY_CHUNK_BYTES = 60_000;

export function eventOf(row: Pick<ActivityRow, "ok">): ToolCallEvent {
  return row.ok ? "tool_call.succeeded" : "tool_call.failed";
}

/** The delivery body: the retained row under `data`, with the row's own id and createdAt. */
export function buildEventBody(row: ActivityRow): Uint8Array {
  const body = {
    id: row.id,
    event: eventOf(row),
    createdAt: row.createdAt,
    data: {
      clientId: row.clientId,
      server: row.server,
      serverSlug: row.serverSlug,
      tool: row.tool,
      qualifiedName: row.qualifiedName,
      ok: row.ok,
      durationMs: row.durationMs,
      error: row.error ?? null,
      arguments: row.arguments ?? null,
      result: row.result ?? null,
      redacted: row.redacted,
      injectionFindings: row.injectionFindings,
    },
  };
  return new TextEncoder().encode(JSON.stringify(body));
}

/**
 * The mutation for one commit. `endpoints` is the account's list read just before the commit;
 * delivery re-reads each endpoint, so one paused or deleted in between is skipped, not sent.
 */
export function outboxMutation(
  endpoints: EndpointTarget[],
  retentionDays: number,
  onPlanned: (rowId: string, entryIds: string[]) => void = () => {},
  enqueue = true,
): RowMutation {
  return (op: Deno.AtomicOperation, row: ActivityRow) => {
    const event = eventOf(row);
    const targets = endpoints.filter((e) => e.enabled && e.events.includes(event));
    if (targets.length === 0) return;
    const ttl = Math.max(1, retentionDays) * DAY_MS;
    const createdAtMs = Date.parse(row.createdAt);
    const body = buildEventBody(row);
    const chunks = Math.ceil(body.byteLength / BODY_CHUNK_BYTES);
    // The body has the row's TTL, so the copy never outlives the audit row it reports.
    for (let i = 0; i < chunks; i++) {
      const part = body.subarray(i * BODY_CHUNK_BYTES, (i + 1) * BODY_CHUNK_BYTES);
      op.set(keys.webhookBodyChunk(row.id, i), part, { expireIn: ttl });
    }
    const ids = targets.map(() => crypto.randomUUID());
    // A retried commit calls this again with new ids; the last call is the one that committed.
    onPlanned(row.id, ids);
    targets.forEach((endpoint, n) => {
      const entry: OutboxEntry = {
        id: ids[n],
        accountId: endpoint.accountId,
        endpointId: endpoint.id,
        event,
        rowId: row.id,
        bodyChunks: chunks,
        bodyExpiresAt: createdAtMs + ttl,
        siblings: ids.filter((id) => id !== ids[n]),
        state: "queued",
        createdAtMs,
        claimedAtMs: null,
        finishedAtMs: null,
        status: null,
        error: null,
      };
      const message: DeliverMessage = { type: "webhook.deliver", entryId: entry.id };
      op.set(keys.webhookOutbox(entry.id), entry)
        .set(keys.webhookQueued(createdAtMs, entry.id), entry.id);
      // No queue retries: the outbox entry, not the queue, decides whether a POST happens.
      // Deploy mode has no queues: the sweep takes what the in-process start does not.
      if (enqueue) op.enqueue(message, { backoffSchedule: [] });
    });
  };
}
