/**
 * Monthly metering of MCP tool calls. The month's counter is a KvU64 sum per usage pool (team or
 * account): a run_tool's increment commits with its Activity row, a discovery call's alone.
 * Hard-limited plans also hold an in-process reservation per call between the admission check
 * and the commit, so concurrent calls in one process cannot overshoot the allowance.
 */
import { keys } from "../storage/keys.ts";
import type { RowMutation } from "../storage/activity.ts";
import type { Plan } from "../domain/plans.ts";
import { nextMonthStart, utcMonth } from "./usage.ts";

export { nextMonthStart, utcMonth };

export interface Admission {
  blocked: boolean;
  /** Calls counted this month before this one (counter plus calls still in flight here). */
  calls: number;
  /** Gives the reservation back; call once the row (and its increment) is committed. */
  release(): void;
}

export class UsageMeter {
  #kv: Deno.Kv;
  #inflight = new Map<string, number>();

  constructor(kv: Deno.Kv) {
    this.#kv = kv;
  }

  async calls(poolId: string, month: string): Promise<number> {
    const entry = await this.#kv.get<Deno.KvU64>(keys.usageCalls(poolId, month));
    return entry.value === null ? 0 : Number(entry.value.value);
  }

  /**
   * Admission for a run_tool: blocked when a hard-limited plan has spent its included calls.
   * The reservation is taken before the counter is read and other reservations are counted
   * after it, so a call is never admitted past the allowance (near the boundary, a call whose
   * commit lands during the read may be counted twice: the error is on the safe side).
   */
  async admit(plan: Plan, poolId: string, month: string): Promise<Admission> {
    if (!plan.hardLimit) return { blocked: false, calls: 0, release: () => {} };
    const slot = `${poolId}\u0000${month}`;
    this.#inflight.set(slot, (this.#inflight.get(slot) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const n = (this.#inflight.get(slot) ?? 1) - 1;
      if (n <= 0) this.#inflight.delete(slot);
      else this.#inflight.set(slot, n);
    };
    let counted: number;
    try {
      counted = await this.calls(poolId, month);
    } catch (err) {
      release();
      throw err;
    }
    const calls = counted + (this.#inflight.get(slot) ?? 1) - 1;
    if (calls >= plan.includedCalls) {
      release();
      return { blocked: true, calls, release };
    }
    return { blocked: false, calls, release };
  }

  /** The increment that commits with an Activity row. */
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
