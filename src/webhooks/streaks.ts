/**
 * The failure streak of each endpoint as it will stand once this process's finished attempts
 * are accounted: attempts finish before their group commit lands, and the switch-off check
 * before a new POST must count them, or a burst keeps sending past the 20th failure.
 */
import type { WebhookEndpoint } from "./types.ts";

export class FailureStreaks {
  /** Per endpoint, outcomes (ok?) of attempts finished here whose accounting is not committed. */
  #unflushed = new Map<string, boolean[]>();

  finished(endpointId: string, ok: boolean): void {
    const seen = this.#unflushed.get(endpointId) ?? [];
    this.#unflushed.set(endpointId, seen);
    seen.push(ok);
  }

  /** The oldest `n` outcomes are in KV now (or lost with a failed commit): stop counting them. */
  accounted(endpointId: string, n: number): void {
    const seen = this.#unflushed.get(endpointId);
    seen?.splice(0, n);
    if (seen?.length === 0) this.#unflushed.delete(endpointId);
  }

  /** Stored count plus failures not yet committed, or only those after a pending success. */
  projected(endpoint: WebhookEndpoint): number {
    const list = this.#unflushed.get(endpoint.id) ?? [];
    const lastOk = list.lastIndexOf(true);
    return lastOk === -1 ? endpoint.consecutiveFailures + list.length : list.length - lastOk - 1;
  }
}
