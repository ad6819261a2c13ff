/** Monthly MCP usage of an account's pool (its team, else the account itself). */
import type { Deps } from "../deps.ts";
import type { Plan } from "../domain/plans.ts";
import { keys } from "../storage/keys.ts";
import { type Account, planOf, usagePoolId } from "../storage/accounts.ts";
import { nextMonthStart, utcMonth } from "../domain/months.ts";

export interface Usage {
  month: string;
  calls: number;
  resetsAt: string;
  team: string | null;
  plan: Plan;
  blocked: boolean;
}

/** Calls counted this month in a pool; the counter is a KvU64 sum and absent until the first call. */
export async function callsThisMonth(kv: Deno.Kv, poolId: string, month: string): Promise<number> {
  const entry = await kv.get<Deno.KvU64>(keys.usageCalls(poolId, month));
  return entry.value === null ? 0 : Number(entry.value.value);
}

export async function getUsage(deps: Deps, account: Account): Promise<Usage> {
  const now = deps.now();
  const month = utcMonth(now);
  const plan = planOf(account, deps.plans);
  const calls = await callsThisMonth(deps.kv, usagePoolId(account), month);
  return {
    month,
    calls,
    resetsAt: nextMonthStart(now),
    team: account.team,
    plan,
    blocked: plan.hardLimit && calls >= plan.includedCalls,
  };
}
