/**
 * The app's Usage read model for one UTC month: per-day calls and failures, top tools, error
 * codes and p50/p95 duration per server, all from the daily counters (one range read, no rows).
 */
import type { Deps } from "../deps.ts";
import { invalid } from "../errors.ts";
import { type DayStats, percentileMs, rangeStats } from "../storage/usage_stats.ts";
import { utcMonth } from "../domain/months.ts";

export const TOP_TOOLS = 10;

export interface Count {
  name: string;
  calls: number;
}

export interface ServerTiming {
  server: string;
  calls: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

export interface MonthUsage {
  month: string;
  previous: string;
  /** Null for the current month (nothing to show after it). */
  next: string | null;
  days: { day: string; calls: number; failures: number }[];
  calls: number;
  failures: number;
  tools: Count[];
  /** How many distinct tools were called (the table shows the top ones). */
  toolCount: number;
  errors: Count[];
  servers: ServerTiming[];
}

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

function shift(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

/** "YYYY-MM" from the query (default: this month); a bad or future month is a clear 400. */
export function parseMonth(raw: string | undefined, now: number): string {
  const current = utcMonth(now);
  if (raw === undefined || raw === "") return current;
  if (!MONTH_RE.test(raw)) throw invalid("Month must look like 2026-11.");
  if (raw > current) throw invalid(`There is no usage yet for ${raw}; this month is ${current}.`);
  return raw;
}

function sorted(counts: Map<string, number>): Count[] {
  return [...counts].map(([name, calls]) => ({ name, calls }))
    .sort((a, b) => b.calls - a.calls || a.name.localeCompare(b.name));
}

/** Sums the month's days: calls per tool and per error code, one duration histogram per server. */
function merge(stats: DayStats[]) {
  const tools = new Map<string, number>();
  const errors = new Map<string, number>();
  const hist = new Map<string, Record<number, number>>();
  const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
  for (const d of stats) {
    for (const [k, n] of Object.entries(d.tools)) add(tools, k, n);
    for (const [k, n] of Object.entries(d.errors)) add(errors, k, n);
    for (const [slug, h] of Object.entries(d.durations)) {
      const into = hist.get(slug) ?? {};
      for (const [b, n] of Object.entries(h)) into[Number(b)] = (into[Number(b)] ?? 0) + n;
      hist.set(slug, into);
    }
  }
  return { tools: sorted(tools), errors: sorted(errors), hist };
}

function timings(hist: Map<string, Record<number, number>>): ServerTiming[] {
  return [...hist].map(([server, h]) => ({
    server,
    calls: Object.values(h).reduce((a, b) => a + b, 0),
    p50Ms: percentileMs(h, 0.5),
    p95Ms: percentileMs(h, 0.95),
  })).sort((a, b) => b.calls - a.calls || a.server.localeCompare(b.server));
}

/** The month's usage; the current month runs to today. */
export async function monthUsage(
  deps: Deps,
  accountId: string,
  month: string,
): Promise<MonthUsage> {
  const now = deps.now();
  const current = utcMonth(now);
  const last = month === current
    ? new Date(now).toISOString().slice(0, 10)
    : new Date(Date.parse(`${shift(month, 1)}-01T00:00:00Z`) - 1).toISOString().slice(0, 10);
  const stats = await rangeStats(deps.kv, accountId, `${month}-01`, last);
  const { tools, errors, hist } = merge(stats);
  return {
    month,
    previous: shift(month, -1),
    next: month === current ? null : shift(month, 1),
    days: stats.map((d) => ({ day: d.day, calls: d.calls, failures: d.failures })),
    calls: stats.reduce((n, d) => n + d.calls, 0),
    failures: stats.reduce((n, d) => n + d.failures, 0),
    tools: tools.slice(0, TOP_TOOLS),
    toolCount: tools.length,
    errors,
    servers: timings(hist),
  };
}
