import { keys } from "./keys.ts";
import {
  type ActivityError,
  type ActivityRow,
  type ListOptions,
  type ListResult,
  type Meta,
  type Payload,
  readById,
  readPage,
  type RowFilter,
} from "./activity_read.ts";
import { ClockLanes } from "./activity_lanes.ts";
import { statsMutation } from "./usage_stats.ts";
import { rowId } from "./row_id.ts";

export type { ActivityError, ActivityRow, Meta, Payload };

export type NewActivity = Omit<ActivityRow, "id" | "createdAt">;
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
    const { arguments: args, result, redacted, injectionFindings, ...scalars } = input;
    const payload = JSON.stringify({
      arguments: args ?? null,
      result: result ?? null,
      redacted,
      injectionFindings,
    });
    const ttl = retentionDays * DAY_MS;
    const build = (op: Deno.AtomicOperation, ms: number) => {
      // The id carries createdAt, so it is made with it (again on a retry at another ms).
      const row: ActivityRow = { id: rowId(ms), createdAt: new Date(ms).toISOString(), ...input };
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
    // No id index either: the id carries createdAt (row_id.ts).
    op.set(keys.activity(accountId, ms, row.id), meta, { expireIn: ttl })
      .set(keys.activityByClient(accountId, row.clientId, ms, row.id), row.id, { expireIn: ttl });
    for (let i = 0; i < chunks; i++) {
      const part = bytes!.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
      op.set(keys.activityChunk(accountId, row.id, i), part, { expireIn: ttl });
    }
  }

  /**
   * Newest first, strictly older than `beforeMs` when given, optionally filtered with a bounded
   * scan (activity_read.ts). Rows past their expiresAt or outside the retention window are skipped.
   */
  list(accountId: string, opts: ListOptions): Promise<ListResult> {
    return readPage(this.#kv, accountId, opts, this.#now());
  }

  /** One row by id, or null when absent, expired or outside the retention window. */
  get(accountId: string, id: string, retentionDays: number): Promise<ActivityRow | null> {
    return readById(this.#kv, accountId, id, retentionDays, this.#now());
  }
}

export type { ListOptions, ListResult, RowFilter };
