/**
 * Writes of an upstream OAuth connection that must not be lost to a busy store. Two processes
 * on one KV file make SQLite answer "database is locked" at once (no waiting) whenever both
 * write; after a refresh the rotated refresh token exists only in memory, so the write is
 * retried until it lands or someone else really changed the connection.
 */
import { commitOrBusy } from "../storage/kv.ts";
import type { UpstreamConnection } from "../storage/upstream_oauth.ts";

const MAX_ATTEMPTS = 200;
const MAX_PAUSE_MS = 100;

/** true when written; false when the connection changed since `seen` (a reconnect, a delete). */
export async function writeConnection(
  kv: Deno.Kv,
  seen: Deno.KvEntryMaybe<UpstreamConnection>,
  next: UpstreamConnection,
): Promise<boolean> {
  for (let i = 1; i <= MAX_ATTEMPTS; i++) {
    const res = await commitOrBusy(kv.atomic().check(seen).set(seen.key, next));
    if (res.ok) return true;
    const current = await kv.get(seen.key);
    if (current.versionstamp !== seen.versionstamp) return false;
    // Busy: the other process holds the write lock; back off a little, randomly.
    await new Promise((r) => setTimeout(r, Math.random() * Math.min(MAX_PAUSE_MS, 5 * i)));
  }
  throw new Error("the store stayed busy; the refreshed tokens could not be written");
}
