/**
 * Reading Activity rows: pages newest first (all rows or one client's index), optional filters
 * checked on the stored metadata with a bounded scan, and one row by id.
 */
import { concatBytes } from "../lib/bytes.ts";
import { keys } from "./keys.ts";
import { rowIdMs } from "./row_id.ts";

const DAY_MS = 86_400_000;

export interface ActivityError {
  code: string;
  message: string;
}

/** One stored run_tool call, as GET /activity and webhooks show it. */
export interface ActivityRow {
  id: string;
  createdAt: string;
  clientId: string;
  server: string;
  serverSlug: string;
  tool: string;
  qualifiedName: string;
  ok: boolean;
  durationMs: number;
  error: ActivityError | null;
  arguments: unknown;
  result: unknown;
  redacted: { path: string; rule: string; category: string }[];
  injectionFindings: { rule: string; severity: string; path: string; excerpt: string }[];
  /** Who approved the call, when an approval rule let it run. */
  approvedBy?: string;
}

export type Payload = Pick<ActivityRow, "arguments" | "result" | "redacted" | "injectionFindings">;
export type Meta = Omit<ActivityRow, keyof Payload> & {
  expiresAt: number;
  /**
   * The payload JSON itself when small enough to sit beside the metadata, else null. Kept as a
   * string: listing pages of small rows is the hot read, and a string skips a decode step.
   */
  inline: string | null;
  chunks: number;
};

/** Conditions on a row's metadata (the client filter uses its own index instead). */
export interface RowFilter {
  serverSlug?: string;
  qualifiedName?: string;
  ok?: boolean;
  errorCode?: string;
}

export interface ListOptions {
  limit: number;
  retentionDays: number;
  /** Only rows strictly older than this (the exclusive cursor). */
  beforeMs?: number;
  /** Only rows at or after this. */
  afterMs?: number;
  clientId?: string;
  filter?: RowFilter;
  /**
   * At most this many rows examined. When it runs out before the page fills, the page ends early
   * with `scannedToMs`, so a rare filter costs the same whatever the number of rows.
   */
  scanBudget?: number;
}

export interface ListResult {
  rows: ActivityRow[];
  more: boolean;
  /** Set when the scan budget ended the page: createdAt (ms) of the last row examined. */
  scannedToMs?: number;
}

function matches(meta: Meta, f: RowFilter | undefined): boolean {
  if (f === undefined) return true;
  if (f.serverSlug !== undefined && meta.serverSlug !== f.serverSlug) return false;
  if (f.qualifiedName !== undefined && meta.qualifiedName !== f.qualifiedName) return false;
  if (f.ok !== undefined && meta.ok !== f.ok) return false;
  if (f.errorCode !== undefined && meta.error?.code !== f.errorCode) return false;
  return true;
}

export async function readPage(
  kv: Deno.Kv,
  accountId: string,
  opts: ListOptions,
  now: number,
): Promise<ListResult> {
  const cutoff = Math.max(now - opts.retentionDays * DAY_MS, (opts.afterMs ?? -Infinity) - 1);
  const budget = opts.scanBudget ?? Infinity;
  const metas = opts.clientId === undefined
    ? scanAll(kv, accountId, opts.beforeMs)
    : scanClient(kv, accountId, opts.clientId, opts.beforeMs);
  const rows: ActivityRow[] = [];
  let examined = 0;
  for await (const meta of metas) {
    const ms = Date.parse(meta.createdAt);
    if (ms <= cutoff) break;
    if (meta.expiresAt > now && matches(meta, opts.filter)) {
      if (rows.length === opts.limit) return { rows, more: true };
      const row = await hydrate(kv, accountId, meta);
      if (row) rows.push(row);
    }
    if (++examined >= budget) return { rows, more: true, scannedToMs: ms };
  }
  return { rows, more: false };
}

/**
 * One row by id, or null when absent, expired or out of retention. A version 7 id names its row's
 * key; an older id goes through the id index.
 */
export async function readById(
  kv: Deno.Kv,
  accountId: string,
  id: string,
  retentionDays: number,
  now: number,
): Promise<ActivityRow | null> {
  const ms = rowIdMs(id) ?? (await kv.get<number>(keys.activityById(accountId, id))).value;
  if (ms === null) return null;
  const meta = (await kv.get<Meta>(keys.activity(accountId, ms, id))).value;
  if (meta === null || meta.expiresAt <= now) return null;
  if (ms <= now - retentionDays * DAY_MS) return null;
  return await hydrate(kv, accountId, meta);
}

async function* scanAll(kv: Deno.Kv, accountId: string, beforeMs?: number): AsyncGenerator<Meta> {
  const prefix = keys.activities(accountId);
  const selector = beforeMs === undefined ? { prefix } : { prefix, end: [...prefix, beforeMs] };
  for await (const e of kv.list<Meta>(selector, { reverse: true, batchSize: 100 })) {
    yield e.value;
  }
}

async function* scanClient(
  kv: Deno.Kv,
  accountId: string,
  clientId: string,
  beforeMs?: number,
): AsyncGenerator<Meta> {
  const prefix = keys.activitiesByClient(accountId, clientId);
  const selector = beforeMs === undefined ? { prefix } : { prefix, end: [...prefix, beforeMs] };
  for await (const e of kv.list<string>(selector, { reverse: true, batchSize: 100 })) {
    const ms = e.key[e.key.length - 2] as number;
    const meta = await kv.get<Meta>(keys.activity(accountId, ms, e.value));
    if (meta.value) yield meta.value;
  }
}

async function hydrate(kv: Deno.Kv, accountId: string, meta: Meta): Promise<ActivityRow | null> {
  const { expiresAt: _e, inline, chunks, ...scalars } = meta;
  let text = inline;
  if (text === null) {
    const parts: Uint8Array[] = [];
    for await (
      const e of kv.list<Uint8Array>({ prefix: keys.activityChunks(accountId, meta.id) })
    ) {
      parts.push(e.value);
    }
    // A torn or half-swept row is skipped rather than shown with a corrupt payload.
    if (parts.length !== chunks) return null;
    text = new TextDecoder().decode(concatBytes(parts));
  }
  const payload = JSON.parse(text) as Payload;
  return { ...scalars, ...payload };
}
