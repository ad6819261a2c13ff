/**
 * Delivers one outbox entry at most once: an atomic claim (queued -> sending) comes before any
 * byte leaves, so queue redelivery, the sweep racing the listener, or a second process sharing
 * the KV file all find the entry taken and drop their copy.
 */
import { webhookAttempt } from "../telemetry/mod.ts";
import { concatBytes } from "../lib/bytes.ts";
import { keys } from "../storage/keys.ts";
import { commitOrBusy, KeyedMutex, retryAtomic } from "../storage/kv.ts";
import { accountAttempt, deleteBody, dropBodyIfLast, writeAccounting } from "./accounting.ts";
import { logAttempt } from "./attempts.ts";
import type { Logger } from "../lib/log.ts";
import { type PostOutcome, postSigned } from "./post.ts";
import { FairScheduler } from "./fair_scheduler.ts";
import { FailureStreaks } from "./streaks.ts";
import {
  type EntryState,
  FAILURES_BEFORE_SWITCH_OFF,
  type OutboxEntry,
  type WebhookEndpoint,
} from "./types.ts";

/** Finished entries are kept a while for inspection; the claim no longer needs them. */
const KEEP_FINISHED_MS = 3 * 86_400_000;
const CLAIM_ATTEMPTS = 16;
/** Outcomes per accounting commit: about 5 mutations each, far under KV's per-commit limits. */
const MAX_BATCH = 32;

interface Finished {
  entry: OutboxEntry;
  outcome: PostOutcome;
  done: (state: EntryState) => void;
  fail: (err: unknown) => void;
}

export interface DelivererDeps {
  kv: Deno.Kv;
  now: () => number;
  log: Logger;
  egressFetch: () => Promise<typeof fetch>;
  signingKey: (sealedSecret: string) => Promise<CryptoKey>;
  timeoutMs: number;
  maxConcurrent: number;
  /** Attempts in flight per endpoint in this process; the rest of its entries wait their turn. */
  perEndpoint: number;
}

export class Deliverer {
  #d: DelivererDeps;
  #slots: FairScheduler;
  #accounting = new KeyedMutex();
  /** Entries waiting for a slot here, so a queue redelivery does not wait twice. */
  #waiting = new Set<string>();
  #streaks = new FailureStreaks();

  constructor(d: DelivererDeps) {
    this.#d = d;
    this.#slots = new FairScheduler(d.maxConcurrent, d.perEndpoint);
  }

  /** Returns the entry's final state, or null when this call did not own the entry. */
  async deliver(entryId: string): Promise<EntryState | null> {
    if (this.#waiting.has(entryId)) return null;
    try {
      const peek = (await this.#d.kv.get<OutboxEntry>(keys.webhookOutbox(entryId))).value;
      if (peek === null || peek.state !== "queued") return null;
      this.#waiting.add(entryId);
      return await this.#slots.run(peek.accountId, peek.endpointId, async () => {
        this.#waiting.delete(entryId);
        const entry = await this.#claim(entryId);
        return entry === null ? null : await webhookAttempt(entry, () => this.#send(entry));
      });
    } catch (err) {
      this.#d.log.error("webhook delivery crashed", { entryId, error: String(err) });
      return null;
    } finally {
      this.#waiting.delete(entryId);
    }
  }

  /** Starts no new attempt; waits up to `boundMs` for those in flight. Entries stay queued. */
  drain(boundMs: number): Promise<boolean> {
    this.#slots.stop();
    return this.#slots.idle(boundMs);
  }

  async #claim(entryId: string): Promise<OutboxEntry | null> {
    const { kv, now } = this.#d;
    for (let i = 0; i < CLAIM_ATTEMPTS; i++) {
      const current = await kv.get<OutboxEntry>(keys.webhookOutbox(entryId));
      if (current.value === null || current.value.state !== "queued") return null;
      const at = now();
      const claimed: OutboxEntry = { ...current.value, state: "sending", claimedAtMs: at };
      const res = await commitOrBusy(
        kv.atomic().check(current)
          .set(keys.webhookOutbox(entryId), claimed)
          .delete(keys.webhookQueued(claimed.createdAtMs, entryId))
          .set(keys.webhookSending(at, entryId), entryId),
      );
      if (res.ok) return claimed;
    }
    return null;
  }

  async #send(entry: OutboxEntry): Promise<EntryState> {
    const { kv } = this.#d;
    const endpoint =
      (await kv.get<WebhookEndpoint>(keys.webhookEndpoint(entry.accountId, entry.endpointId)))
        .value;
    if (endpoint === null) return await this.#skip(entry, "Endpoint was deleted");
    if (!endpoint.enabled) return await this.#skip(entry, "Endpoint is switched off");
    if (!endpoint.events.includes(entry.event)) {
      return await this.#skip(entry, `Endpoint no longer subscribes to ${entry.event}`);
    }
    const body = await this.#body(entry);
    if (body === null) return await this.#skip(entry, "Event body expired with its Activity row");
    const [fetch, key] = await Promise.all([
      this.#d.egressFetch(),
      this.#d.signingKey(endpoint.sealedSecret),
    ]);
    // Checked last before the POST: an attempt finished here may have reached the switch-off.
    if (this.#streaks.projected(endpoint) >= FAILURES_BEFORE_SWITCH_OFF) {
      return await this.#skip(entry, "Endpoint is switched off");
    }
    const outcome = await postSigned({
      fetch,
      url: endpoint.url,
      key,
      event: entry.event,
      body,
      timeoutMs: this.#d.timeoutMs,
      now: this.#d.now,
    });
    return await this.#finish(entry, outcome);
  }

  async #body(entry: OutboxEntry): Promise<Uint8Array<ArrayBuffer> | null> {
    if (entry.bodyExpiresAt <= this.#d.now()) return null;
    const parts: Uint8Array[] = [];
    for await (
      const e of this.#d.kv.list<Uint8Array>({ prefix: keys.webhookBodyChunks(entry.rowId) })
    ) {
      parts.push(e.value);
    }
    if (parts.length !== entry.bodyChunks) return null;
    return concatBytes(parts);
  }

  #pending = new Map<string, Finished[]>();

  /**
   * Group commit per endpoint: whoever holds the endpoint's turn writes every outcome waiting by
   * then (in order, so the failure count stays exact) in one atomic commit.
   */
  #finish(entry: OutboxEntry, outcome: PostOutcome): Promise<EntryState> {
    this.#streaks.finished(entry.endpointId, outcome.ok);
    return new Promise<EntryState>((done, fail) => {
      const list = this.#pending.get(entry.endpointId) ?? [];
      this.#pending.set(entry.endpointId, list);
      list.push({ entry, outcome, done, fail });
      void this.#accounting.run(entry.endpointId, () => this.#flush(entry.endpointId));
    });
  }

  async #flush(endpointId: string): Promise<void> {
    const list = this.#pending.get(endpointId) ?? [];
    const batch = list.splice(0, MAX_BATCH);
    if (list.length === 0) this.#pending.delete(endpointId);
    if (batch.length === 0) return;
    const { kv, now } = this.#d;
    const key = keys.webhookEndpoint(batch[0].entry.accountId, endpointId);
    try {
      await retryAtomic(async () => {
        const op = kv.atomic();
        const endpoint = await kv.get<WebhookEndpoint>(key);
        let e = endpoint.value;
        for (const { entry, outcome } of batch) {
          const state = outcome.ok ? "sent" : "failed";
          const final = {
            ...entry,
            state,
            status: outcome.status,
            error: outcome.error,
            finishedAtMs: now(),
          };
          op.set(keys.webhookOutbox(entry.id), final, { expireIn: KEEP_FINISHED_MS })
            .delete(keys.webhookSending(entry.claimedAtMs ?? 0, entry.id));
          if (entry.siblings.length === 0) deleteBody(op, entry);
          const at = new Date(entry.claimedAtMs ?? now()).toISOString();
          if (e !== null) {
            logAttempt(op, e = accountAttempt(e, outcome, at), entry.event, outcome, now());
          }
        }
        if (e !== null) writeAccounting(op.check(endpoint), endpoint.value!, e);
        return { op, result: null };
      });
    } catch (err) {
      this.#streaks.accounted(endpointId, batch.length);
      for (const item of batch) item.fail(err);
      return;
    }
    this.#streaks.accounted(endpointId, batch.length);
    for (const { entry, outcome, done } of batch) {
      if (entry.siblings.length > 0) await dropBodyIfLast(this.#d.kv, entry);
      done(outcome.ok ? "sent" : "failed");
    }
  }

  /**
   * Failure accounting and the log row for an attempt made outside the outbox (the `test`
   * event); `also` adds to the same commit (who asked for it).
   */
  recordAttempt(
    endpoint: WebhookEndpoint,
    outcome: PostOutcome,
    also: (op: Deno.AtomicOperation) => Deno.AtomicOperation = (op) => op,
  ): Promise<WebhookEndpoint | null> {
    const { kv } = this.#d;
    const key = keys.webhookEndpoint(endpoint.accountId, endpoint.id);
    const attemptAt = new Date(this.#d.now()).toISOString();
    return this.#accounting.run(endpoint.id, () =>
      retryAtomic(async () => {
        const current = await kv.get<WebhookEndpoint>(key);
        if (current.value === null) return { op: null, result: null };
        const next = accountAttempt(current.value, outcome, attemptAt);
        const op = writeAccounting(kv.atomic().check(current), current.value, next);
        return { op: also(logAttempt(op, next, "test", outcome, this.#d.now())), result: next };
      }));
  }

  /** A skipped entry is final without an attempt; the endpoint's accounting is untouched. */
  async #skip(entry: OutboxEntry, reason: string): Promise<EntryState> {
    const { kv, now } = this.#d;
    const final: OutboxEntry = { ...entry, state: "skipped", status: null, error: reason };
    await retryAtomic(() => {
      const op = kv.atomic()
        .set(keys.webhookOutbox(entry.id), { ...final, finishedAtMs: now() }, {
          expireIn: KEEP_FINISHED_MS,
        })
        .delete(keys.webhookSending(entry.claimedAtMs ?? 0, entry.id));
      if (entry.siblings.length === 0) deleteBody(op, entry);
      return Promise.resolve({ op, result: null });
    });
    if (entry.siblings.length > 0) await dropBodyIfLast(kv, entry);
    return "skipped";
  }
}
