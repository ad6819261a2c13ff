/**
 * The per-endpoint log of delivery attempts the app shows: the last 50, kept 7 days. Each attempt
 * lands in slot `attemptSeq mod 50` of its endpoint, set in the same commit as its accounting, so
 * the log costs one more mutation per attempt, no read, and never holds more than 50 rows.
 */
import { keys } from "../storage/keys.ts";
import type { PostOutcome } from "./post.ts";
import type { WebhookEndpoint, WebhookEvent } from "./types.ts";

export const ATTEMPT_LOG_SIZE = 50;
export const ATTEMPT_TTL_MS = 7 * 86_400_000;

export interface DeliveryAttempt {
  /** The endpoint's attempt number (1, 2, …): newest first sorts on it. */
  seq: number;
  at: string;
  event: WebhookEvent;
  deliveryId: string;
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
  /** KV expiry is lazy; reads skip a row past this time. */
  expiresAt: number;
}

/** Adds the attempt to the commit that writes `after` (whose attemptSeq already counts it). */
export function logAttempt(
  op: Deno.AtomicOperation,
  after: WebhookEndpoint,
  event: WebhookEvent,
  outcome: PostOutcome,
  nowMs: number,
): Deno.AtomicOperation {
  const seq = after.attemptSeq ?? 0;
  const row: DeliveryAttempt = {
    seq,
    at: new Date(outcome.startedAtMs).toISOString(),
    event,
    deliveryId: outcome.deliveryId,
    ok: outcome.ok,
    status: outcome.status,
    error: outcome.error,
    durationMs: outcome.durationMs,
    expiresAt: nowMs + ATTEMPT_TTL_MS,
  };
  const key = keys.webhookAttempt(after.accountId, after.id, seq % ATTEMPT_LOG_SIZE);
  return op.set(key, row, { expireIn: ATTEMPT_TTL_MS });
}

/** The endpoint's attempts younger than 7 days, newest first (at most 50). */
export async function recentAttempts(
  kv: Deno.Kv,
  accountId: string,
  endpointId: string,
  nowMs: number,
): Promise<DeliveryAttempt[]> {
  const out: DeliveryAttempt[] = [];
  const iter = kv.list<DeliveryAttempt>({ prefix: keys.webhookAttempts(accountId, endpointId) });
  for await (const entry of iter) if (entry.value.expiresAt > nowMs) out.push(entry.value);
  return out.sort((a, b) => b.seq - a.seq);
}

/** The log's keys, deleted with their endpoint (a new endpoint never shows an old log). */
export async function attemptKeys(
  kv: Deno.Kv,
  accountId: string,
  endpointId: string,
): Promise<Deno.KvKey[]> {
  const out: Deno.KvKey[] = [];
  const iter = kv.list({ prefix: keys.webhookAttempts(accountId, endpointId) });
  for await (const entry of iter) out.push(entry.key);
  return out;
}
