import { keys } from "./keys.ts";
import { KeyedMutex } from "./kv.ts";
import { committerFor, type GroupCommitter } from "./group_commit.ts";

export interface WindowResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which the next clock-minute window starts. */
  resetAt: number;
  /** Whole seconds until resetAt, at least 1. */
  retryAfter: number;
}

/**
 * Fixed clock-minute counters. Each admitted hit is a versionstamp-checked set, so of N
 * concurrent hits against a ceiling C exactly C are admitted, across processes too. A set
 * (unlike sum) keeps expireIn, and the minute in the key means an unswept row never counts.
 */
export class FixedWindowLimiter {
  #kv: Deno.Kv;
  #now: () => number;
  // In-process serialization per counter removes local CAS conflicts; other processes still retry.
  #mutex = new KeyedMutex();
  /**
   * Hits of different counters commit together while a commit is in flight: KV serves one
   * operation at a time, so fewer commits means shorter queues for every read and write.
   * Each hit keeps its own check; a group whose check fails is retried member by member.
   */
  #committer: GroupCommitter;
  /**
   * What this process last wrote per counter. The next hit tries its checked set against that
   * versionstamp without reading first; if another process wrote since, the check fails and the
   * counter is read as before. A guess never admits a hit the stored counter would refuse.
   */
  #last = new Map<string, Known>();

  constructor(kv: Deno.Kv, now: () => number) {
    this.#kv = kv;
    this.#now = now;
    this.#committer = committerFor(kv);
  }

  hit(scope: string, id: string, limit: number): Promise<WindowResult> {
    const counter = `${scope}\u0000${id}`;
    return this.#mutex.run(counter, () => this.#hit(counter, scope, id, limit));
  }

  /** Reads the window without counting. */
  async peek(scope: string, id: string, limit: number): Promise<WindowResult> {
    const minute = Math.floor(this.#now() / 60_000);
    const entry = await this.#kv.get<number>(keys.rateWindow(scope, id, minute));
    return this.#result(entry.value ?? 0, limit, minute, true);
  }

  async #hit(counter: string, scope: string, id: string, limit: number): Promise<WindowResult> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const minute = Math.floor(this.#now() / 60_000);
      const key = keys.rateWindow(scope, id, minute);
      const known = attempt === 0 ? this.#guess(counter, minute) : null;
      const entry = known ?? await this.#read(key);
      const count = entry.count;
      if (count >= limit) return this.#result(count, limit, minute, false);
      const check = { key, versionstamp: entry.versionstamp };
      const res = await this.#committer.commit((op) =>
        void op.check(check).set(key, count + 1, { expireIn: 120_000 })
      );
      if (res.ok) {
        this.#remember(counter, { minute, versionstamp: res.versionstamp, count: count + 1 });
        return this.#result(count + 1, limit, minute, true);
      }
      this.#last.delete(counter);
      if (attempt > 2) await new Promise((r) => setTimeout(r, Math.random() * 5));
    }
    throw new Error("Rate-limit counter kept conflicting");
  }

  /** The remembered state of this minute's counter; a new minute's row is guessed absent. */
  #guess(counter: string, minute: number): Known | null {
    const known = this.#last.get(counter);
    if (known === undefined) return null;
    if (known.minute !== minute) return { minute, versionstamp: null, count: 0 };
    // A minute's counter only grows, so a remembered count at the limit is a stored refusal too.
    return known;
  }

  async #read(key: Deno.KvKey): Promise<Omit<Known, "minute">> {
    const entry = await this.#kv.get<number>(key);
    return { versionstamp: entry.versionstamp, count: entry.value ?? 0 };
  }

  #remember(counter: string, known: Known): void {
    if (!this.#last.has(counter) && this.#last.size >= 10_000) this.#last.clear();
    this.#last.set(counter, known);
  }

  #result(count: number, limit: number, minute: number, allowed: boolean): WindowResult {
    const resetAt = (minute + 1) * 60;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - count),
      resetAt,
      retryAfter: Math.max(1, Math.ceil(resetAt - this.#now() / 1000)),
    };
  }
}

interface Known {
  minute: number;
  versionstamp: string | null;
  count: number;
}
