/**
 * Each account's enabled endpoints, kept per process under the versionstamp of the account's
 * endpoints-version key, which every change to the set rewrites in the change's own commit (in
 * any process sharing the KV file). A call that read the version key reuses the cached set when
 * it is at least that new, and lists the endpoints only otherwise.
 */
import type { EndpointTarget as Target } from "./types.ts";

interface Cached {
  /** Of the version key, read BEFORE the list began: the set is at least this new. */
  versionstamp: string | null;
  targets: Promise<Target[]>;
}

export const MAX_CACHED_ACCOUNTS = 10_000;

export class EndpointCache {
  #entries = new Map<string, Cached>();
  #list: (accountId: string) => Promise<Target[]>;
  #max: number;

  constructor(list: (accountId: string) => Promise<Target[]>, max = MAX_CACHED_ACCOUNTS) {
    this.#list = list;
    this.#max = max;
  }

  /**
   * The enabled endpoints as of at least the version read by the caller (`versionstamp` of the
   * version key, null when never written). Concurrent misses of one version share one list.
   */
  get(accountId: string, versionstamp: string | null): Promise<Target[]> {
    const hit = this.#entries.get(accountId);
    this.#entries.delete(accountId);
    if (hit !== undefined && covers(hit.versionstamp, versionstamp)) {
      this.#entries.set(accountId, hit);
      return hit.targets;
    }
    const entry: Cached = { versionstamp, targets: this.#list(accountId) };
    this.#entries.set(accountId, entry);
    // Least recently used first: Map keeps insertion order and every use re-inserts.
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value!);
    entry.targets.catch(() => {
      if (this.#entries.get(accountId) === entry) this.#entries.delete(accountId);
    });
    return entry.targets;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * Versionstamps are fixed-width hex growing with every commit to the database. A key seen and
 * then absent (removed by hand) is not trusted: the set is listed again.
 */
function covers(cached: string | null, read: string | null): boolean {
  if (read === null) return cached === null;
  return cached !== null && cached >= read;
}
