import { keys } from "./keys.ts";
import { commitOrBusy, KeyedMutex } from "./kv.ts";

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

  constructor(kv: Deno.Kv, now: () => number) {
    this.#kv = kv;
    this.#now = now;
  }

  hit(scope: string, id: string, limit: number): Promise<WindowResult> {
    return this.#mutex.run(`${scope}\u0000${id}`, () => this.#hit(scope, id, limit));
  }

  /** Reads the window without counting. */
  async peek(scope: string, id: string, limit: number): Promise<WindowResult> {
    const minute = Math.floor(this.#now() / 60_000);
    const entry = await this.#kv.get<number>(keys.rateWindow(scope, id, minute));
    return this.#result(entry.value ?? 0, limit, minute, true);
  }

  async #hit(scope: string, id: string, limit: number): Promise<WindowResult> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const minute = Math.floor(this.#now() / 60_000);
      const key = keys.rateWindow(scope, id, minute);
      const entry = await this.#kv.get<number>(key);
      const count = entry.value ?? 0;
      if (count >= limit) return this.#result(count, limit, minute, false);
      const op = this.#kv.atomic().check(entry).set(key, count + 1, { expireIn: 120_000 });
      const res = await commitOrBusy(op);
      if (res.ok) return this.#result(count + 1, limit, minute, true);
      if (attempt > 2) await new Promise((r) => setTimeout(r, Math.random() * 5));
    }
    throw new Error("Rate-limit counter kept conflicting");
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
