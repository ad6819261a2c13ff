/**
 * The app's Overview read model: the month's usage against the plan, 30 days of calls from the
 * daily counters (never the rows), and the counts that need a person's attention.
 */
import type { Deps } from "../deps.ts";
import { requireAccount } from "../storage/accounts.ts";
import { rangeStats, utcDay } from "../storage/usage_stats.ts";
import { listEndpoints } from "../webhooks/endpoints.ts";
import { AUTH_ERROR_PREFIX } from "../catalog/library.ts";
import { getUsage, type Usage } from "./usage.ts";
import { listApprovals } from "./approvals.ts";
import { listServers } from "./servers.ts";

export const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

export interface DayCount {
  day: string;
  succeeded: number;
  failed: number;
}

export interface Attention {
  pendingApprovals: number;
  /** Endpoints with consecutive failures (a switched-off one has at least 20). */
  failingWebhooks: number;
  pendingServers: number;
  reauthServers: number;
}

export interface Overview {
  usage: Usage;
  days: DayCount[];
  attention: Attention;
  mcpUrl: string;
}

/** Calls and failures of the last `n` UTC days (today last), from one range read of counters. */
export async function recentDays(
  kv: Deno.Kv,
  accountId: string,
  now: number,
  n = CHART_DAYS,
): Promise<DayCount[]> {
  const days = await rangeStats(kv, accountId, utcDay(now - (n - 1) * DAY_MS), utcDay(now));
  return days.map(({ day, calls, failures }) => ({
    day,
    succeeded: Math.max(0, calls - failures),
    failed: failures,
  }));
}

export async function attentionCounts(deps: Deps, accountId: string): Promise<Attention> {
  const [approvals, endpoints, servers] = await Promise.all([
    listApprovals(deps, accountId, { status: "pending" }),
    listEndpoints(deps.kv, accountId),
    listServers(deps, accountId),
  ]);
  return {
    pendingApprovals: approvals.length,
    failingWebhooks: endpoints.filter((e) => e.consecutiveFailures > 0).length,
    pendingServers: servers.filter((s) => s.status === "pending").length,
    reauthServers: servers.filter((s) => s.lastError?.startsWith(AUTH_ERROR_PREFIX)).length,
  };
}

export async function overview(deps: Deps, accountId: string): Promise<Overview> {
  const account = await requireAccount(deps.kv, accountId);
  const [usage, days, attention] = await Promise.all([
    getUsage(deps, account),
    recentDays(deps.kv, accountId, deps.now()),
    attentionCounts(deps, accountId),
  ]);
  return { usage, days, attention, mcpUrl: `${deps.config.publicUrl}/mcp` };
}
