import type { Account } from "./accounts.ts";
import { getAccount } from "./accounts.ts";

/**
 * Account records (name, plan, team) change rarely; each process reuses one for up to this long,
 * so a plan change reaches the rate limit and GET /usage within a second. Keys are never cached.
 */
export const ACCOUNT_CACHE_MS = 1000;

/** The per-process account cache of REST authentication (held by Services). */
export class AccountCache {
  #kv: Deno.Kv;
  #now: () => number;
  #entries = new Map<string, { account: Account; until: number }>();

  constructor(kv: Deno.Kv, now: () => number) {
    this.#kv = kv;
    this.#now = now;
  }

  async get(accountId: string): Promise<Account | null> {
    const now = this.#now();
    const hit = this.#entries.get(accountId);
    // A clock that went back (tests) does not extend an entry's life.
    if (hit && now < hit.until && now >= hit.until - ACCOUNT_CACHE_MS) return hit.account;
    const account = await getAccount(this.#kv, accountId);
    if (this.#entries.size >= 10_000) this.#entries.clear();
    if (account) this.#entries.set(accountId, { account, until: now + ACCOUNT_CACHE_MS });
    else this.#entries.delete(accountId);
    return account;
  }
}
