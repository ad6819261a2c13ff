/**
 * Warm-up requests (PATCH enabling, first use, stale caches) fan out to whoever listens: the
 * catalogue warm-up worker. Requests for the same server coalesce while one is outstanding.
 */
export class WarmupQueue {
  #listeners: ((accountId: string, slug: string) => Promise<void>)[] = [];
  #outstanding = new Map<string, Promise<void>>();

  listen(listener: (accountId: string, slug: string) => Promise<void>): void {
    this.#listeners.push(listener);
  }

  /** Starts a warm-up in the background; the returned promise settles when it is done. */
  request(accountId: string, slug: string): Promise<void> {
    const key = `${accountId}\u0000${slug}`;
    const running = this.#outstanding.get(key);
    if (running) return running;
    const run = Promise.all(this.#listeners.map((l) => l(accountId, slug).catch(() => {})))
      .then(() => {})
      .finally(() => this.#outstanding.delete(key));
    this.#outstanding.set(key, run);
    return run;
  }

  /** Waits for every outstanding warm-up (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#outstanding.size > 0) await Promise.all(this.#outstanding.values());
  }
}
