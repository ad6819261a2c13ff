/**
 * Monthly metering of MCP tool calls. The month's counter is a KvU64 sum per usage pool (team or
 * account): a run_tool's increment commits with its Activity row, a discovery call's alone.
 * Hard-limited plans also hold an in-process reservation per call from admission to commit, so
 * concurrent calls in one process neither overshoot the allowance nor refuse a call it still has.
 */
import { keys } from "../storage/keys.ts";
import type { RowMutation } from "../storage/activity.ts";
import type { Plan } from "../domain/plans.ts";

export interface Admission {
  blocked: boolean;
  /** Calls counted this month before this one (counter plus admitted calls not yet in it). */
  calls: number;
  /** The commit carrying this call's increment, resolving to its versionstamp. */
  committing(commit: Promise<string>): void;
  /** Gives the reservation back; call once the row (and its increment) is committed. */
  release(): void;
}

interface Reservation {
  /** Whether the call was admitted; false too when it was released undecided. */
  decided: Promise<boolean>;
  /** Versionstamp of its increment's commit (null: that commit failed); null until it starts. */
  commit: Promise<string | null> | null;
}

/** Soft-limited plans reserve nothing; a failed commit is the caller's to report, so ignore it. */
const OPEN: Admission = {
  blocked: false,
  calls: 0,
  committing: (commit) => void commit.catch(() => {}),
  release: () => {},
};

export class UsageMeter {
  #kv: Deno.Kv;
  #slots = new Map<string, Set<Reservation>>();

  constructor(kv: Deno.Kv) {
    this.#kv = kv;
  }

  async calls(poolId: string, month: string): Promise<number> {
    const entry = await this.#kv.get<Deno.KvU64>(keys.usageCalls(poolId, month));
    return entry.value === null ? 0 : Number(entry.value.value);
  }

  /**
   * Admission for a run_tool: blocked when a hard-limited plan has spent its included calls.
   * Admissions of one pool decide in arrival order; each counts the counter plus the earlier
   * admitted calls whose increment it does not hold yet (a commit newer than the counter read,
   * by versionstamp, or none started), so in-process calls are counted exactly once.
   */
  async admit(plan: Plan, poolId: string, month: string): Promise<Admission> {
    if (!plan.hardLimit) return OPEN;
    const slot = `${poolId}\u0000${month}`;
    const live = this.#slots.get(slot) ?? new Set<Reservation>();
    this.#slots.set(slot, live);
    const earlier = [...live];
    let decide!: (admitted: boolean) => void;
    const me: Reservation = { decided: new Promise((r) => (decide = r)), commit: null };
    live.add(me);
    const release = () => {
      decide(false);
      live.delete(me);
      if (live.size === 0 && this.#slots.get(slot) === live) this.#slots.delete(slot);
    };
    let calls: number;
    try {
      calls = await this.#count(poolId, month, earlier);
    } catch (err) {
      release();
      throw err;
    }
    const blocked = calls >= plan.includedCalls;
    if (blocked) release();
    else decide(true);
    const committing = (commit: Promise<string>) => {
      me.commit = commit.catch(() => null);
    };
    return { blocked, calls, committing, release };
  }

  async #count(poolId: string, month: string, earlier: Reservation[]): Promise<number> {
    const entry = await this.#kv.get<Deno.KvU64>(keys.usageCalls(poolId, month));
    let calls = entry.value === null ? 0 : Number(entry.value.value);
    for (const r of earlier) {
      if (!(await r.decided)) continue;
      // A commit not started now, after the read, is certainly not in it.
      if (r.commit === null) {
        calls++;
        continue;
      }
      // Versionstamps grow with every commit: one newer than the counter's landed after the read.
      const stamp = await r.commit;
      if (stamp !== null && (entry.versionstamp === null || stamp > entry.versionstamp)) calls++;
    }
    return calls;
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
