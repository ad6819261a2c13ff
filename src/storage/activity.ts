import { concatBytes } from "../lib/bytes.ts";
import { keys } from "./keys.ts";
import { ClockLanes } from "./activity_lanes.ts";
import { statsMutation } from "./usage_stats.ts";

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

export type NewActivity = Omit<ActivityRow, "id" | "createdAt">;
type Payload = Pick<ActivityRow, "arguments" | "result" | "redacted" | "injectionFindings">;
type Meta = Omit<ActivityRow, keyof Payload> & {
  expiresAt: number;
  /**
   * The payload JSON itself when small enough to sit beside the metadata, else null. Kept as a
   * string: listing pages of small rows is the hot read, and a string skips a decode step.
   */
  inline: string | null;
  chunks: number;
};

const DAY_MS = 86_400_000;
// Leaves headroom under the 64 KiB value limit for the metadata serialized beside it.
const INLINE_MAX = 48 * 1024;
const CHUNK_BYTES = 60_000;

/** Extra mutations that must commit with the row (usage counters, webhook outbox entries). */
export type RowMutation = (op: Deno.AtomicOperation, row: ActivityRow) => void;

export class ActivityStore {
  #kv: Deno.Kv;
  #now: () => number;
  #lanes: ClockLanes<ActivityRow>;

  constructor(kv: Deno.Kv, now: () => number) {
    this.#kv = kv;
    this.#now = now;
    this.#lanes = new ClockLanes(kv, now, keys.activityClock);
  }

  /**
   * Writes one row and its indexes in a single atomic commit. createdAt is allocated at commit
   * time from the account's activity clock (max(now, last + 1 ms)), so it is unique and strictly
   * increasing per account and a timestamp cursor never skips or repeats a row.
   */
  async append(
    accountId: string,
    input: NewActivity,
    retentionDays: number,
    extra: RowMutation[] = [],
  ): Promise<ActivityRow> {
    return (await this.appendCommitted(accountId, input, retentionDays, extra)).row;
  }

  /**
   * `append`, also giving the versionstamp of the commit that wrote the row and `extra`. Rows
   * appended while the account's previous commit is in flight are committed together in one
   * atomic operation (each row with all of its own mutations); it resolves once durable.
   */
  appendCommitted(
    accountId: string,
    input: NewActivity,
    retentionDays: number,
    extra: RowMutation[] = [],
  ): Promise<{ row: ActivityRow; versionstamp: string }> {
    const id = crypto.randomUUID();
    const { arguments: args, result, redacted, injectionFindings, ...scalars } = input;
    const payload = JSON.stringify({
      arguments: args ?? null,
      result: result ?? null,
      redacted,
      injectionFindings,
    });
    const ttl = retentionDays * DAY_MS;
    const build = (op: Deno.AtomicOperation, ms: number) => {
      const row: ActivityRow = { id, createdAt: new Date(ms).toISOString(), ...input };
      this.#writeRow(op, accountId, row, scalars, payload, ms, ttl);
      // The statistics counters ride in every row's commit, so they never drift from the rows.
      statsMutation(accountId)(op, row);
      for (const mutate of extra) mutate(op, row);
      return row;
    };
    return this.#lanes.append(accountId, build);
  }

  #writeRow(
    op: Deno.AtomicOperation,
    accountId: string,
    row: ActivityRow,
    scalars: Omit<NewActivity, keyof Payload>,
    payload: string,
    ms: number,
    ttl: number,
  ): void {
    // V8 stores a string in at most 2 bytes per UTF-16 unit, so this bound keeps the value < 64 KiB.
    const inline = payload.length * 2 <= INLINE_MAX;
    const bytes = inline ? null : new TextEncoder().encode(payload);
    const chunks = bytes === null ? 0 : Math.ceil(bytes.byteLength / CHUNK_BYTES);
    // id and createdAt first, so stored and served rows read in the contract's field order.
    const meta: Meta = {
      id: row.id,
      createdAt: row.createdAt,
      ...scalars,
      expiresAt: ms + ttl,
      inline: inline ? payload : null,
      chunks,
    };
    // Every key gets the same expireIn, which KV documents as expiring them atomically together.
    // No check of the row key: the clock's check makes (createdAt, random id) unique already.
    op.set(keys.activity(accountId, ms, row.id), meta, { expireIn: ttl })
      .set(keys.activityByClient(accountId, row.clientId, ms, row.id), row.id, { expireIn: ttl });
    for (let i = 0; i < chunks; i++) {
      const part = bytes!.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
      op.set(keys.activityChunk(accountId, row.id, i), part, { expireIn: ttl });
    }
  }

  /**
   * Newest first, strictly older than `beforeMs` when given. Rows past their expiresAt or older
   * than the current retention window are skipped: local KV keeps expired keys readable a while.
   */
  async list(
    accountId: string,
    opts: ListOptions,
  ): Promise<{ rows: ActivityRow[]; more: boolean }> {
    const cutoff = this.#now() - opts.retentionDays * DAY_MS;
    const metas = opts.clientId === undefined
      ? this.#scanAll(accountId, opts.beforeMs)
      : this.#scanClient(accountId, opts.clientId, opts.beforeMs);
    const rows: ActivityRow[] = [];
    for await (const meta of metas) {
      if (Date.parse(meta.createdAt) <= cutoff) break;
      if (meta.expiresAt <= this.#now()) continue;
      if (rows.length === opts.limit) return { rows, more: true };
      const row = await this.#hydrate(accountId, meta);
      if (row) rows.push(row);
    }
    return { rows, more: false };
  }

  async *#scanAll(accountId: string, beforeMs?: number): AsyncGenerator<Meta> {
    const prefix = keys.activities(accountId);
    const selector = beforeMs === undefined ? { prefix } : { prefix, end: [...prefix, beforeMs] };
    for await (const e of this.#kv.list<Meta>(selector, { reverse: true, batchSize: 100 })) {
      yield e.value;
    }
  }

  async *#scanClient(accountId: string, clientId: string, beforeMs?: number): AsyncGenerator<Meta> {
    const prefix = keys.activitiesByClient(accountId, clientId);
    const selector = beforeMs === undefined ? { prefix } : { prefix, end: [...prefix, beforeMs] };
    for await (const e of this.#kv.list<string>(selector, { reverse: true, batchSize: 100 })) {
      const ms = e.key[e.key.length - 2] as number;
      const meta = await this.#kv.get<Meta>(keys.activity(accountId, ms, e.value));
      if (meta.value) yield meta.value;
    }
  }

  async #hydrate(accountId: string, meta: Meta): Promise<ActivityRow | null> {
    const { expiresAt: _e, inline, chunks, ...scalars } = meta;
    let text = inline;
    if (text === null) {
      const parts: Uint8Array[] = [];
      for await (
        const e of this.#kv.list<Uint8Array>({ prefix: keys.activityChunks(accountId, meta.id) })
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
}

export interface ListOptions {
  limit: number;
  retentionDays: number;
  beforeMs?: number;
  clientId?: string;
}
