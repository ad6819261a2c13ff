/**
 * Monthly metering of MCP tool calls. The month's counter is a KvU64 sum per usage pool (team or
 * account): a run_tool's increment commits with its Activity row, a discovery call's alone.
 * Hard-limited plans admit a call with one check-and-increment of a `pending` counter, checked
 * against calls + pending under the versionstamps of both keys, so any number of processes on
 * one store admit exactly the allowance; the row's commit then moves the call from pending to
 * calls. Soft-limited plans read nothing and write nothing before the call (the fast path).
 */
import { keys } from "../storage/keys.ts";
import type { RowMutation } from "../storage/activity.ts";
import { commitOrBusy, KeyedMutex } from "../storage/kv.ts";
import type { Plan } from "../domain/plans.ts";

export interface Admission {
  blocked: boolean;
  /** Calls counted this month before this one (committed plus admitted, not yet committed). */
  calls: number;
  /** The usage mutation for the row's commit (moves an admitted call from pending to calls). */
  mutation(): RowMutation;
  /** Marks the row (and so the mutation) committed; a later release gives nothing back. */
  committed(): void;
  /** Gives an admitted slot back when the row was never committed. Call once, at the end. */
  release(): Promise<void>;
}

/** sum() wraps at 2^64, so adding 2^64 - 1 subtracts one. */
const MINUS_ONE = new Deno.KvU64(0xffff_ffff_ffff_ffffn);
const ATTEMPTS = 200;

export class UsageMeter {
  #kv: Deno.Kv;
  /** Admissions of one pool queue in this process, so only other processes cause conflicts. */
  #mutex = new KeyedMutex();

  constructor(kv: Deno.Kv) {
    this.#kv = kv;
  }

  async calls(poolId: string, month: string): Promise<number> {
    const entry = await this.#kv.get<Deno.KvU64>(keys.usageCalls(poolId, month));
    return entry.value === null ? 0 : Number(entry.value.value);
  }

  /** Admission for a run_tool: blocked when a hard-limited plan has spent its included calls. */
  async admit(plan: Plan, poolId: string, month: string): Promise<Admission> {
    if (!plan.hardLimit) return this.#open(poolId, month);
    const slot = `${poolId}\u0000${month}`;
    const { admitted, calls } = await this.#mutex.run(
      slot,
      () => this.#reserve(poolId, month, plan.includedCalls),
    );
    if (!admitted) return { ...this.#open(poolId, month), blocked: true, calls };
    let done = false;
    const pending = keys.usagePending(poolId, month);
    const callsKey = keys.usageCalls(poolId, month);
    return {
      blocked: false,
      calls,
      mutation: () => (op) =>
        void op.sum(callsKey, 1n).mutate({ key: pending, type: "sum", value: MINUS_ONE }),
      committed: () => (done = true),
      release: async () => {
        if (done) return;
        done = true;
        await this.#kv.atomic().mutate({ key: pending, type: "sum", value: MINUS_ONE }).commit();
      },
    };
  }

  #open(poolId: string, month: string): Admission {
    return {
      blocked: false,
      calls: 0,
      mutation: () => this.mutation(poolId, month),
      committed: () => {},
      release: () => Promise.resolve(),
    };
  }

  /** One CAS over both counters, retried while another process (or a row commit) moves them. */
  async #reserve(
    poolId: string,
    month: string,
    limit: number,
  ): Promise<{ admitted: boolean; calls: number }> {
    const callsKey = keys.usageCalls(poolId, month);
    const pendingKey = keys.usagePending(poolId, month);
    for (let i = 0; i < ATTEMPTS; i++) {
      const [c, p] = await this.#kv.getMany<[Deno.KvU64, Deno.KvU64]>([callsKey, pendingKey]);
      const pending = p.value === null ? 0n : p.value.value;
      const calls = Number((c.value?.value ?? 0n) + pending);
      if (calls >= limit) return { admitted: false, calls };
      const op = this.#kv.atomic().check(c, p).set(pendingKey, new Deno.KvU64(pending + 1n));
      if ((await commitOrBusy(op)).ok) return { admitted: true, calls };
      // Another process moved a counter: back off a little so two processes do not lock-step.
      if (i > 1) await new Promise((r) => setTimeout(r, Math.random() * Math.min(20, i * 2)));
    }
    throw new Error("usage counter kept conflicting; giving up");
  }

  /** The plain increment that commits with an Activity row (no admission slot to move). */
  mutation(poolId: string, month: string): RowMutation {
    const key = keys.usageCalls(poolId, month);
    return (op) => {
      op.sum(key, 1n);
    };
  }

  /** Counts a discovery call (search, description), which writes no row. */
  async countAlone(poolId: string, month: string): Promise<void> {
    await this.#kv.atomic().sum(keys.usageCalls(poolId, month), 1n).commit();
  }
}
