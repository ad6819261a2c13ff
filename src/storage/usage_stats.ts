/**
 * Statistics counters kept as calls happen: KvU64 sums written in the same atomic commit as the
 * Activity row, so reading a statistic costs a handful of keys whatever the number of rows.
 * Layout (docs/faults.md): per account per UTC day ONE counter per (server, tool, duration bucket,
 * outcome, error code), from which calls, failures, per tool, per error code and the per-server
 * duration histogram are all summed on read; per client per day calls and its newest row time.
 * Stores written before that layout hold one counter per statistic (`stats_days`); reads add both.
 */
import { keys } from "./keys.ts";

/** The fields of an Activity row the counters need (activity.ts imports this module). */
export interface CountedRow {
  createdAt: string;
  clientId: string;
  qualifiedName: string;
  serverSlug: string;
  ok: boolean;
  durationMs: number;
  error: { code: string } | null;
}

/** Upper bounds (ms) of the duration histogram's buckets; the last one catches the rest. */
export const DURATION_BUCKETS_MS = [
  5,
  10,
  25,
  50,
  100,
  250,
  500,
  1_000,
  2_500,
  5_000,
  10_000,
  30_000,
  60_000,
  Number.MAX_SAFE_INTEGER,
];

const DAY_MS = 86_400_000;

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function bucketOf(durationMs: number): number {
  return DURATION_BUCKETS_MS.find((b) => durationMs <= b)!;
}

/**
 * The row's counters: 3 small mutations, one of them the day's combined counter (one sum instead
 * of the 5 to 7 a counter per statistic took), far inside KV's 1,000-mutation / 800 KiB limits.
 * Its key stays under KV's 2 KiB: the gate cuts names at 300 UTF-16 units, and the slug is a prefix.
 */
export function statsMutation(accountId: string) {
  return (op: Deno.AtomicOperation, row: CountedRow): void => {
    const ms = Date.parse(row.createdAt);
    const day = utcDay(ms);
    const outcome = row.ok ? 1 : 0;
    const code = row.error?.code ?? "";
    const bucket = bucketOf(row.durationMs);
    op.sum(
      keys.statsDayCall(accountId, day, row.serverSlug, row.qualifiedName, bucket, outcome, code),
      1n,
    )
      .sum(keys.statsClientDay(accountId, row.clientId, day), 1n)
      // Rows of an account commit in clock order, so this set only ever moves forward.
      .set(keys.statsClientLast(accountId, row.clientId), ms);
  };
}

export interface ClientStats {
  calls: number;
  lastCallAt: string | null;
}

/**
 * A client's calls inside the retention window, counted in whole UTC days: the day the window
 * starts in counts entirely. Reads at most `retentionDays + 1` keys, never the rows.
 */
export async function clientStats(
  kv: Deno.Kv,
  accountId: string,
  clientId: string,
  retentionDays: number,
  now: number,
): Promise<ClientStats> {
  const firstDay = utcDay(now - retentionDays * DAY_MS);
  const prefix = keys.statsClientDays(accountId, clientId);
  const [last, days] = await Promise.all([
    kv.get<number>(keys.statsClientLast(accountId, clientId)),
    Array.fromAsync(
      kv.list<Deno.KvU64>({ start: [...prefix, firstDay], end: [...prefix, "\uffff"] }, {
        batchSize: 1000,
      }),
    ),
  ]);
  const calls = days.reduce((n, e) => n + Number(e.value.value), 0);
  const lastMs = last.value;
  const inWindow = lastMs !== null && utcDay(lastMs) >= firstDay;
  return { calls, lastCallAt: inWindow ? new Date(lastMs).toISOString() : null };
}

export interface DayStats {
  day: string;
  calls: number;
  failures: number;
  tools: Record<string, number>;
  errors: Record<string, number>;
  /** Per server slug: bucket upper bound (ms) -> calls. */
  durations: Record<string, Record<number, number>>;
}

/** One account's counters for one UTC day (keys bounded by distinct tools, codes, servers). */
export async function dayStats(kv: Deno.Kv, accountId: string, day: string): Promise<DayStats> {
  return (await rangeStats(kv, accountId, day, day))[0];
}

/**
 * Every day from `firstDay` to `lastDay` (inclusive, oldest first; days without calls are zeros)
 * in one range read: the cost follows days × distinct tools, codes and servers, never the rows.
 */
export async function rangeStats(
  kv: Deno.Kv,
  accountId: string,
  firstDay: string,
  lastDay: string,
): Promise<DayStats[]> {
  const out = new Map<string, DayStats>();
  for (let ms = Date.parse(firstDay); utcDay(ms) <= lastDay; ms += DAY_MS) {
    const day = utcDay(ms);
    out.set(day, { day, calls: 0, failures: 0, tools: {}, errors: {}, durations: {} });
  }
  const range = (prefix: Deno.KvKey, add: Adder) =>
    addDays(kv, prefix, firstDay, lastDay, out, add);
  await Promise.all([
    range(keys.statsDays(accountId), addLegacy),
    range(keys.statsDayCalls(accountId), addCombined),
  ]);
  return [...out.values()];
}

/** Adds one counter (the key parts after its day, and its value) to its day's statistics. */
type Adder = (d: DayStats, parts: Deno.KvKeyPart[], n: number) => void;

/** Walks one counter layout's keys of the days asked for, adding each to its day. */
async function addDays(
  kv: Deno.Kv,
  prefix: Deno.KvKey,
  firstDay: string,
  lastDay: string,
  out: Map<string, DayStats>,
  add: Adder,
): Promise<void> {
  const range = { start: [...prefix, firstDay], end: [...prefix, `${lastDay}\uffff`] };
  for await (const e of kv.list<Deno.KvU64>(range, { batchSize: 1000 })) {
    const [day, ...parts] = e.key.slice(prefix.length);
    const d = out.get(day as string);
    if (d !== undefined) add(d, parts, Number(e.value.value));
  }
}

const bump = (to: Record<string | number, number>, k: string | number, n: number) => {
  to[k] = (to[k] ?? 0) + n;
};

/** The combined counters: each one adds to calls, its tool, its bucket and maybe its failure. */
const addCombined: Adder = (d, [slug, tool, bucket, outcome, code], n) => {
  d.calls += n;
  if (outcome === 0) d.failures += n;
  bump(d.tools, tool as string, n);
  if (code !== "") bump(d.errors, code as string, n);
  bump(d.durations[slug as string] ??= {}, bucket as number, n);
};

/** The counters of the earlier layout, one key per statistic. */
const addLegacy: Adder = (d, [kind, a, b], n) => {
  if (kind === "calls") d.calls += n;
  else if (kind === "failures") d.failures += n;
  else if (kind === "tool") bump(d.tools, a as string, n);
  else if (kind === "error") bump(d.errors, a as string, n);
  else if (kind === "duration") bump(d.durations[a as string] ??= {}, b as number, n);
};

/** The bucket bound at or below which a share `p` (0..1) of the calls finished. */
export function percentileMs(histogram: Record<number, number>, p: number): number | null {
  const bounds = Object.keys(histogram).map(Number).sort((a, b) => a - b);
  const total = bounds.reduce((n, b) => n + histogram[b], 0);
  if (total === 0) return null;
  let seen = 0;
  for (const b of bounds) {
    seen += histogram[b];
    if (seen >= p * total) return b;
  }
  return bounds.at(-1)!;
}
