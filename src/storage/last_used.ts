import { keys } from "./keys.ts";

/**
 * Records API key last-used times behind the response. Writes for one key are coalesced:
 * while one is in flight only the newest time is kept, so a busy key costs one commit at a time.
 */
export class LastUsedWriter {
  #kv: Deno.Kv;
  #pending = new Map<string, string>();
  #inflight = new Map<string, Promise<void>>();

  constructor(kv: Deno.Kv) {
    this.#kv = kv;
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
