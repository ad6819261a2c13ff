/**
 * The write side of the activity log: one lane per account. A row appended while the account's
 * previous commit is in flight waits, and the waiting rows then commit together: ONE atomic
 * operation with the account clock's check and set, and each row's own mutations (row, indexes,
 * statistics, usage, outbox), as many rows as fit KV's limits. An idle lane commits at once.
 * Nothing resolves before its commit is durable; a group that cannot commit splits into rows.
 */
import { addCost, committerFor, fits, type GroupCommitter, Recorder } from "./group_commit.ts";

type Build<R> = (op: Deno.AtomicOperation, ms: number) => R;
type Committed<R> = { row: R; versionstamp: string };

interface Waiting<R> {
  build: Build<R>;
  done: PromiseWithResolvers<Committed<R>>;
}

/** `R`: what a build makes of its row (the stored row, given back once durable). */
export class ClockLanes<R> {
  #kv: Deno.Kv;
  #now: () => number;
  #clockKey: (accountId: string) => Deno.KvKey;
  #committer: GroupCommitter;
  /** Rows waiting per account while that account's previous group is being committed. */
  #lanes = new Map<string, Waiting<R>[]>();
  /**
   * The activity clock this process last committed per account. The next group checks against
   * it without reading; if another process appended since, the check fails and the clock is read.
   */
  #clocks = new Map<string, { value: number; versionstamp: string | null }>();

  constructor(kv: Deno.Kv, now: () => number, clockKey: (accountId: string) => Deno.KvKey) {
    this.#kv = kv;
    this.#now = now;
    this.#clockKey = clockKey;
    this.#committer = committerFor(kv);
  }

  /** Writes the row `build` makes at a createdAt from the clock; resolves once durable. */
  append(accountId: string, build: Build<R>): Promise<Committed<R>> {
    const waiting: Waiting<R> = { build, done: Promise.withResolvers() };
    const lane = this.#lanes.get(accountId);
    if (lane) lane.push(waiting);
    else {
      this.#lanes.set(accountId, [waiting]);
      void this.#drain(accountId);
    }
    return waiting.done.promise;
  }

  /** Commits the account's waiting rows, group after group, until none is left. */
  async #drain(accountId: string): Promise<void> {
    const lane = this.#lanes.get(accountId)!;
    while (lane.length > 0) {
      const group = lane.splice(0, lane.length);
      const rest = await this.#commitGroup(accountId, group).catch(async () => {
        // A group that cannot commit (too large, a bad value) splits: each row alone, so only
        // the row at fault fails.
        for (const w of group) {
          await this.#commitGroup(accountId, [w]).catch((err) => w.done.reject(err));
        }
        return [];
      });
      lane.unshift(...rest);
    }
    this.#lanes.delete(accountId);
  }

  /**
   * Checked-set of the account's clock with the rows' mutations (as many as fit one atomic
   * operation), retried until it commits; resolves those rows and gives back the others.
   */
  async #commitGroup(accountId: string, group: Waiting<R>[]): Promise<Waiting<R>[]> {
    const key = this.#clockKey(accountId);
    for (let attempt = 0; attempt < 64; attempt++) {
      let clock = attempt === 0 ? this.#clocks.get(accountId) : undefined;
      if (clock === undefined) {
        const entry = await this.#kv.get<number>(key);
        clock = { value: entry.value ?? 0, versionstamp: entry.versionstamp };
      }
      const rec = new Recorder().check({ key, versionstamp: clock.versionstamp });
      const rows: R[] = [];
      let ms = clock.value;
      for (const w of group) {
        const one = new Recorder();
        const at = Math.max(this.#now(), ms + 1);
        const row = w.build(one as unknown as Deno.AtomicOperation, at);
        // One mutation is kept for the clock's set; the first row always goes.
        const need = { ...one.cost, mutations: one.cost.mutations + 1 };
        if (rows.length > 0 && !fits(rec.cost, need)) break;
        rec.steps.push(...one.steps);
        addCost(rec, one);
        rows.push(row);
        ms = at;
      }
      rec.set(key, ms);
      const res = await this.#committer.commit(rec);
      if (res.ok) {
        if (!this.#clocks.has(accountId) && this.#clocks.size >= 10_000) this.#clocks.clear();
        this.#clocks.set(accountId, { value: ms, versionstamp: res.versionstamp });
        rows.forEach((row, i) => group[i].done.resolve({ row, versionstamp: res.versionstamp }));
        return group.slice(rows.length);
      }
      this.#clocks.delete(accountId);
      // Back off a little so two processes contending on one clock do not spin in lock step.
      if (attempt > 2) {
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(20, attempt * 2)));
      }
    }
    throw new Error("KV write kept conflicting; giving up");
  }
}
