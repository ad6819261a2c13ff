/**
 * Several processes on one KV file: SQLite answers "database is locked" when a transaction that
 * has read (an atomic with checks, a get) cannot take the write lock. Deno KV throws that at once
 * instead of waiting. This wraps the handle once, where it is opened, so every store retries.
 * A busy error means the transaction rolled back: retrying the same commit applies it once.
 */

/** Total time a call may spend retrying before the busy error is passed on. */
export const BUSY_RETRY_BUDGET_MS = 10_000;
const FIRST_DELAY_MS = 2;
const MAX_DELAY_MS = 100;

export function isBusy(err: unknown): boolean {
  return err instanceof Error && /database is locked|database is busy/i.test(err.message);
}

/** Runs `fn` again on busy errors, with full-jitter exponential backoff, within the budget. */
export async function withBusyRetry<T>(
  fn: () => Promise<T>,
  budgetMs = BUSY_RETRY_BUDGET_MS,
): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let attempt = 0;; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!isBusy(err) || Date.now() >= deadline) throw err;
      await backoff(attempt);
    }
  }
}

/** Full jitter: two processes retrying the same lock must not wake in lock step. */
function backoff(attempt: number): Promise<void> {
  const cap = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt, 10));
  return new Promise((r) => setTimeout(r, Math.random() * cap));
}

/**
 * The same handle with busy errors retried on get, getMany, set, delete, enqueue, list pages and
 * atomic commits. Anything else (close, listenQueue, watch) goes to the handle unchanged.
 */
export function busyRetryingKv(kv: Deno.Kv): Deno.Kv {
  const wrapped: Partial<Record<keyof Deno.Kv, unknown>> = {
    get: (...a: Parameters<Deno.Kv["get"]>) => withBusyRetry(() => kv.get(...a)),
    getMany: (...a: Parameters<Deno.Kv["getMany"]>) => withBusyRetry(() => kv.getMany(...a)),
    set: (...a: Parameters<Deno.Kv["set"]>) => withBusyRetry(() => kv.set(...a)),
    delete: (...a: Parameters<Deno.Kv["delete"]>) => withBusyRetry(() => kv.delete(...a)),
    enqueue: (...a: Parameters<Deno.Kv["enqueue"]>) => withBusyRetry(() => kv.enqueue(...a)),
    atomic: () => retryingAtomic(kv.atomic()),
    list: <T>(selector: Deno.KvListSelector, options?: Deno.KvListOptions) =>
      resumingList<T>(kv, selector, options ?? {}),
  };
  return new Proxy(kv, {
    get(target, prop) {
      if (Object.hasOwn(wrapped, prop)) return wrapped[prop as keyof Deno.Kv];
      const value = Reflect.get(target, prop, target);
      // Deno.Kv methods use private fields: they must run with the real handle as `this`.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** An atomic operation can be committed again: its checks and mutations are kept. */
function retryingAtomic(op: Deno.AtomicOperation): Deno.AtomicOperation {
  const commit = op.commit.bind(op);
  op.commit = () => withBusyRetry(commit);
  return op;
}

/** A list that, on a busy error between pages, resumes after the last entry it yielded. */
function resumingList<T>(
  kv: Deno.Kv,
  selector: Deno.KvListSelector,
  options: Deno.KvListOptions,
): Deno.KvListIterator<T> {
  let inner = kv.list<T>(selector, options);
  let yielded = 0;
  let cursor: string | undefined = options.cursor;
  const next = async (): Promise<IteratorResult<Deno.KvEntry<T>, undefined>> => {
    const until = Date.now() + BUSY_RETRY_BUDGET_MS;
    for (let attempt = 0;; attempt++) {
      try {
        const res = await inner.next();
        if (!res.done) {
          yielded++;
          cursor = inner.cursor;
        }
        return res;
      } catch (err) {
        if (!isBusy(err) || Date.now() >= until) throw err;
        await backoff(attempt);
        const limit = options.limit === undefined ? undefined : options.limit - yielded;
        if (limit === 0) return { done: true, value: undefined };
        inner = kv.list<T>(selector, { ...options, cursor, limit });
      }
    }
  };
  const it = {
    next,
    get cursor() {
      return cursor ?? inner.cursor;
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it as unknown as Deno.KvListIterator<T>;
}
