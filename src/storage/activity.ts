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
import { commitOrBusy, KeyedMutex } from "./kv.ts";
import { statsMutation } from "./usage_stats.ts";

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
  #mutex = new KeyedMutex();
  /**
   * The activity clock this process last committed per account. The next append checks against
   * it without reading; if another process appended since, the check fails and the clock is read.
   */
  #clocks = new Map<string, { value: number; versionstamp: string | null }>();

  constructor(kv: Deno.Kv, now: () => number) {
    this.#kv = kv;
    this.#now = now;
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

  /** `append`, also giving the versionstamp of the commit that wrote the row and `extra`. */
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
    return this.#mutex.run(accountId, () => this.#commitOnClock(accountId, build));
  }

  /** Checked-set of the account's clock with the row's mutations, retried until it commits. */
  async #commitOnClock(
    accountId: string,
    build: (op: Deno.AtomicOperation, ms: number) => ActivityRow,
  ): Promise<{ row: ActivityRow; versionstamp: string }> {
    const key = keys.activityClock(accountId);
    for (let attempt = 0; attempt < 64; attempt++) {
      let clock = attempt === 0 ? this.#clocks.get(accountId) : undefined;
      if (clock === undefined) {
        const entry = await this.#kv.get<number>(key);
        clock = { value: entry.value ?? 0, versionstamp: entry.versionstamp };
      }
      const ms = Math.max(this.#now(), clock.value + 1);
      const op = this.#kv.atomic().check({ key, versionstamp: clock.versionstamp }).set(key, ms);
      const row = build(op, ms);
      const res = await commitOrBusy(op);
      if (res.ok) {
        if (!this.#clocks.has(accountId) && this.#clocks.size >= 10_000) this.#clocks.clear();
        this.#clocks.set(accountId, { value: ms, versionstamp: res.versionstamp });
        return { row, versionstamp: res.versionstamp };
      }
      this.#clocks.delete(accountId);
      // Back off a little so two processes contending on one clock do not spin in lock step.
      if (attempt > 2) {
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(20, attempt * 2)));
      }
    }
    throw new Error("KV write kept conflicting; giving up");
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
    op.check({ key: keys.activity(accountId, ms, row.id), versionstamp: null })
      .set(keys.activity(accountId, ms, row.id), meta, { expireIn: ttl })
      .set(keys.activityByClient(accountId, row.clientId, ms, row.id), row.id, { expireIn: ttl })
      .set(keys.activityById(accountId, row.id), ms, { expireIn: ttl });
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
