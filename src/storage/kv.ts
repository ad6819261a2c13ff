/** Small helpers over Deno KV shared by the stores. */
import { isBusy } from "../lib/busy_kv.ts";

/** Collects every value under a selector. */
export async function listValues<T>(
  kv: Deno.Kv,
  selector: Deno.KvListSelector,
  options: Deno.KvListOptions = {},
): Promise<T[]> {
  const out: T[] = [];
  for await (const entry of kv.list<T>(selector, options)) out.push(entry.value);
  return out;
}

/**
 * Runs a read-modify-write until its versionstamp checks pass. `attempt` builds the atomic
 * operation from fresh reads and returns null when there is nothing to write.
 */
export async function retryAtomic<T>(
  attempt: () => Promise<{ op: Deno.AtomicOperation; result: T } | { op: null; result: T }>,
  maxAttempts = 64,
): Promise<T> {
  for (let i = 0; i < maxAttempts; i++) {
    const { op, result } = await attempt();
    if (op === null) return result;
    const res = await commitOrBusy(op);
    if (res.ok) return result;
    // Back off a little so two processes contending on one key do not spin in lock step.
    if (i > 2) await new Promise((r) => setTimeout(r, Math.random() * Math.min(20, i * 2)));
  }
  throw new Error("KV write kept conflicting; giving up");
}

/** Serializes async work per key inside this process, so CAS loops rarely conflict locally. */
export class KeyedMutex {
  #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.#tails.get(key) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => {});
    this.#tails.set(key, tail);
    tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return next;
  }
}

/**
 * Commits, reporting SQLite's "database is locked" (another process holds the write lock on a
 * shared KV file) as a failed check so CAS loops simply try again. The handle from `openKv`
 * already retries busy commits; this covers a handle opened elsewhere and a retry budget spent.
 */
export async function commitOrBusy(
  op: Deno.AtomicOperation,
): Promise<Deno.KvCommitResult | Deno.KvCommitError> {
  try {
    return await op.commit();
  } catch (err) {
    if (isBusy(err)) return { ok: false };
    throw err;
  }
}
