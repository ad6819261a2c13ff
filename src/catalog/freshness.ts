/**
 * When a server's cached tool list is refreshed: stale caches are re-listed in the background
 * after they were served, failing upstreams are not asked again within a minute.
 */
import type { Deps } from "../deps.ts";
import type { ServerState } from "../domain/catalog.ts";
import type { LibraryEntry } from "./library.ts";
import type { WarmupQueue } from "./warmup_queue.ts";

/** A cache older than this is refreshed in the background after it was served. */
export const CATALOG_STALE_MS = 15 * 60_000;
/** A server whose last warm-up attempt is this recent is not asked again (failing upstreams). */
export const WARMUP_RETRY_MS = 60_000;

export function isStale(state: ServerState | null, now: number): boolean {
  if (state?.lastAttemptAt && now - Date.parse(state.lastAttemptAt) < WARMUP_RETRY_MS) {
    return false;
  }
  return !state?.refreshedAt || now - Date.parse(state.refreshedAt) > CATALOG_STALE_MS;
}

/** Requests a background warm-up for every enabled server whose cache is stale or missing. */
export function refreshStale(
  deps: Deps,
  services: { warmups: WarmupQueue },
  accountId: string,
  entries: LibraryEntry[],
): void {
  const now = deps.now();
  for (const e of entries) {
    if (e.resolved.status === "enabled" && isStale(e.state, now)) {
      void services.warmups.request(accountId, e.resolved.slug);
    }
  }
}
