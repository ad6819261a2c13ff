/**
 * Records each MCP client's last-activity time behind the response. Writes per client are
 * coalesced and spaced at least `spacingMs` apart, so a busy client costs about one commit per
 * second instead of one per request; `flush()` writes whatever is still pending at once.
 */
import { keys } from "./keys.ts";

export class ClientActivityWriter {
  #kv: Deno.Kv;
  #spacingMs: number;
  #pending = new Map<string, { accountId: string; clientId: string; at: string }>();
  #draining = new Map<string, Promise<void>>();
  #wakers = new Map<string, () => void>();
  /** Wall-clock time of the last write per client: spacing is about load, not the app clock. */
  #written = new Map<string, number>();
  #flushing = false;

  constructor(kv: Deno.Kv, spacingMs = 1_000) {
    this.#kv = kv;
    this.#spacingMs = spacingMs;
  }

  touch(accountId: string, clientId: string, at: string): void {
    const id = `${accountId}\u0000${clientId}`;
    this.#pending.set(id, { accountId, clientId, at });
    if (!this.#draining.has(id)) this.#draining.set(id, this.#drain(id));
  }

  async #drain(id: string): Promise<void> {
    try {
      let next;
      while ((next = this.#pending.get(id)) !== undefined) {
        const since = Date.now() - (this.#written.get(id) ?? 0);
        if (since < this.#spacingMs) await this.#pause(id, this.#spacingMs - since);
        next = this.#pending.get(id) ?? next;
        this.#pending.delete(id);
        this.#written.set(id, Date.now());
        await this.#kv.set(keys.clientLastActive(next.accountId, next.clientId), next.at)
          .catch(() => {});
      }
    } finally {
      this.#draining.delete(id);
      if (this.#written.size > 10_000) this.#written.clear();
    }
  }

  /** Waits out the spacing; flush() cuts it short. */
  #pause(id: string, ms: number): Promise<void> {
    if (this.#flushing) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      const wake = () => done();
      this.#wakers.set(id, wake);
      function done() {
        clearTimeout(timer);
        resolve();
      }
    }).finally(() => this.#wakers.delete(id));
  }

  /** Writes every pending time now (tests and shutdown). */
  async flush(): Promise<void> {
    this.#flushing = true;
    try {
      while (this.#draining.size > 0) {
        for (const wake of this.#wakers.values()) wake();
        await Promise.all(this.#draining.values());
      }
    } finally {
      this.#flushing = false;
    }
  }
}
