import { keys } from "./keys.ts";

/**
 * Last-used times are kept to this resolution: a busy key records at most one time per second
 * and process, so its write does not compete with the rate-limit commit of every request.
 */
export const LAST_USED_RESOLUTION_MS = 1000;

/**
 * Records API key last-used times behind the response. Writes for one key are coalesced:
 * while one is in flight only the newest time is kept, so a busy key costs one commit at a time.
 */
export class LastUsedWriter {
  #kv: Deno.Kv;
  #pending = new Map<string, string>();
  #inflight = new Map<string, Promise<void>>();
  #touched = new Map<string, number>();

  constructor(kv: Deno.Kv) {
    this.#kv = kv;
  }

  /** A use of the key at `now`, recorded unless one was recorded less than a second before. */
  used(keyId: string, now: number): void {
    const previous = this.#touched.get(keyId);
    if (previous !== undefined && now >= previous && now - previous < LAST_USED_RESOLUTION_MS) {
      return;
    }
    if (this.#touched.size >= 10_000) this.#touched.clear();
    this.#touched.set(keyId, now);
    this.touch(keyId, new Date(now).toISOString());
  }

  touch(keyId: string, at: string): void {
    this.#pending.set(keyId, at);
    if (!this.#inflight.has(keyId)) this.#inflight.set(keyId, this.#drain(keyId));
  }

  async #drain(keyId: string): Promise<void> {
    try {
      let at: string | undefined;
      while ((at = this.#pending.get(keyId)) !== undefined) {
        this.#pending.delete(keyId);
        await this.#kv.set(keys.apiKeyLastUsed(keyId), at).catch(() => {});
      }
    } finally {
      this.#inflight.delete(keyId);
    }
  }

  /** Waits until every recorded time is written (tests and shutdown). */
  async flush(): Promise<void> {
    while (this.#inflight.size > 0) await Promise.all(this.#inflight.values());
  }
}
