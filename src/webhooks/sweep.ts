/**
 * The cron sweep: delivers entries no queue listener took in time (Deno Deploy has no KV queues;
 * a message can be lost with a crashed process) and closes claims a dead process left behind.
 */
import { keys } from "../storage/keys.ts";
import { commitOrBusy } from "../storage/kv.ts";
import type { EntryState, OutboxEntry } from "./types.ts";

export interface SweepOptions {
  /** Queued entries at least this old are delivered by the sweep (default 30 s). */
  queuedAgeMs?: number;
  /** A claim this old cannot still be in flight (the attempt limit is 8 s): it becomes unknown. */
  sendingAgeMs?: number;
  /** Bounds one run; the next run takes the rest. */
  maxEntries?: number;
}

export interface SweepResult {
  /** Entries this sweep claimed and finished (sent, failed or skipped). */
  taken: number;
  /** Stale claims closed as unknown: never re-sent, so never sent twice. */
  unknown: number;
}

export interface SweepDeps {
  kv: Deno.Kv;
  now: () => number;
  deliver: (entryId: string) => Promise<EntryState | null>;
}

export async function sweepOutbox(d: SweepDeps, opts: SweepOptions = {}): Promise<SweepResult> {
  const { queuedAgeMs = 30_000, sendingAgeMs = 60_000, maxEntries = 5_000 } = opts;
  const now = d.now();
  const late = await pointersBefore(d.kv, keys.webhookQueuedAll(), now - queuedAgeMs, maxEntries);
  const states = await Promise.all(late.map((p) => d.deliver(p.id)));
  const stuck = await pointersBefore(
    d.kv,
    keys.webhookSendingAll(),
    now - sendingAgeMs,
    maxEntries,
  );
  let unknown = 0;
  for (const p of stuck) if (await markUnknown(d, p.id, p.ms)) unknown++;
  return { taken: states.filter((s) => s !== null).length, unknown };
}

async function pointersBefore(
  kv: Deno.Kv,
  prefix: Deno.KvKey,
  cutoffMs: number,
  limit: number,
): Promise<{ ms: number; id: string }[]> {
  const out: { ms: number; id: string }[] = [];
  // Inclusive of the cutoff millisecond: an age of exactly the threshold counts as late.
  const selector = { prefix, end: [...prefix, cutoffMs + 1] };
  for await (const e of kv.list<string>(selector, { limit, batchSize: 500 })) {
    out.push({ ms: e.key[e.key.length - 2] as number, id: e.value });
  }
  return out;
}

async function markUnknown(d: SweepDeps, id: string, claimedAtMs: number): Promise<boolean> {
  const current = await d.kv.get<OutboxEntry>(keys.webhookOutbox(id));
  const op = d.kv.atomic().check(current).delete(keys.webhookSending(claimedAtMs, id));
  if (current.value?.state === "sending") {
    const closed: OutboxEntry = {
      ...current.value,
      state: "unknown",
      finishedAtMs: d.now(),
      error: "The process stopped during the attempt; whether the receiver got it is unknown",
    };
    op.set(keys.webhookOutbox(id), closed, { expireIn: 3 * 86_400_000 });
  }
  const res = await commitOrBusy(op);
  return res.ok && current.value?.state === "sending";
}

/**
 * Runs `fn` only if this process holds the named lease, so N processes (each with its own
 * Deno.cron) sweep once. The lease carries its own expiry: local KV keeps expired keys readable.
 */
export async function withLease<T>(
  kv: Deno.Kv,
  now: () => number,
  name: string,
  holder: string,
  ttlMs: number,
  fn: () => Promise<T>,
): Promise<T | null> {
  const key = keys.lock(name);
  const lease = await kv.get<{ holder: string; expiresAt: number }>(key);
  if (lease.value && lease.value.expiresAt > now() && lease.value.holder !== holder) return null;
  const mine = { holder, expiresAt: now() + ttlMs };
  const took = await commitOrBusy(kv.atomic().check(lease).set(key, mine, { expireIn: ttlMs }));
  if (!took.ok) return null;
  try {
    return await fn();
  } finally {
    const held = await kv.get<{ holder: string }>(key);
    if (held.value?.holder === holder) await commitOrBusy(kv.atomic().check(held).delete(key));
  }
}
