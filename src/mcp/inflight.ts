/**
 * The tool calls this process is running, by client connection and JSON-RPC id. On the stateless
 * 2025-11-25 endpoint a `notifications/cancelled` arrives in its own POST, answered by a fresh
 * server instance, so it finds the call to abort here. Scoped by client: a connection can only
 * cancel its own calls. (With several instances, a cancel that lands elsewhere finds nothing.)
 */
export class InFlightCalls {
  readonly #calls = new Map<string, AbortController>();

  /** Registers a call; `done` must be called when it settles. */
  start(clientId: string, requestId: unknown): { signal: AbortSignal; done(): void } {
    const key = keyOf(clientId, requestId);
    const controller = new AbortController();
    this.#calls.set(key, controller);
    return {
      signal: controller.signal,
      done: () => {
        if (this.#calls.get(key) === controller) this.#calls.delete(key);
      },
    };
  }

  /** Aborts the named call of this client, if it is running here; true when one was. */
  cancel(clientId: string, requestId: unknown, reason: string): boolean {
    const controller = this.#calls.get(keyOf(clientId, requestId));
    if (!controller) return false;
    controller.abort(new DOMException(reason.slice(0, 200), "AbortError"));
    return true;
  }

  get size(): number {
    return this.#calls.size;
  }
}

function keyOf(clientId: string, requestId: unknown): string {
  return `${clientId}\u0000${JSON.stringify(requestId)}`;
}

/** The request id and reason of a `notifications/cancelled` body, or null for anything else. */
export function cancellationOf(body: unknown): { requestId: unknown; reason: string } | null {
  const msg = body as { method?: unknown; params?: { requestId?: unknown; reason?: unknown } };
  if (!msg || typeof msg !== "object" || msg.method !== "notifications/cancelled") return null;
  const { requestId, reason } = msg.params ?? {};
  if (typeof requestId !== "string" && typeof requestId !== "number") return null;
  return { requestId, reason: typeof reason === "string" ? reason : "cancelled by the client" };
}
