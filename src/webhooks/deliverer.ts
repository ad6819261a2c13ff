/**
 * Delivers one outbox entry at most once: an atomic claim (queued -> sending) comes before any
 * byte leaves, so queue redelivery, the sweep racing the listener, or a second process sharing
 * the KV file all find the entry taken and drop their copy.
 */
import { concatBytes } from "../lib/bytes.ts";
import { keys } from "../storage/keys.ts";
import { commitOrBusy, KeyedMutex, retryAtomic } from "../storage/kv.ts";
import { accountAttempt, deleteBody, writeAccounting } from "./accounting.ts";
import type { Logger } from "../lib/log.ts";
import { type PostOutcome, postSigned } from "./post.ts";
import { Semaphore } from "./semaphore.ts";
import { type EntryState, type OutboxEntry, type WebhookEndpoint } from "./types.ts";

/** Finished entries are kept a while for inspection; the claim no longer needs them. */
const KEEP_FINISHED_MS = 3 * 86_400_000;
const CLAIM_ATTEMPTS = 16;
/** Outcomes per accounting commit: about 4 mutations each, far under KV's per-commit limits. */
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
}

export class Deliverer {
  #d: DelivererDeps;
  #slots: Semaphore;
  #accounting = new KeyedMutex();

  constructor(d: DelivererDeps) {
    this.#d = d;
    this.#slots = new Semaphore(d.maxConcurrent);
  }

  /** Returns the entry's final state, or null when this call did not own the entry. */
  deliver(entryId: string): Promise<EntryState | null> {
    return this.#slots.run(async () => {
      try {
        const entry = await this.#claim(entryId);
        return entry === null ? null : await this.#send(entry);
      } catch (err) {
        this.#d.log.error("webhook delivery crashed", { entryId, error: String(err) });
        return null;
      }
    });
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
    const outcome = await postSigned({
      fetch: await this.#d.egressFetch(),
      url: endpoint.url,
      key: await this.#d.signingKey(endpoint.sealedSecret),
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

  #skip(entry: OutboxEntry, reason: string): Promise<EntryState> {
    return this.#finalize(entry, { state: "skipped", status: null, error: reason }, null);
  }

  #pending = new Map<string, Finished[]>();

  /**
   * Group commit per endpoint: whoever holds the endpoint's turn writes every outcome waiting by
   * then (in order, so the failure count stays exact) in one atomic commit.
   */
  #finish(entry: OutboxEntry, outcome: PostOutcome): Promise<EntryState> {
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
          if (e !== null) e = accountAttempt(e, outcome, at);
        }
        if (e !== null) writeAccounting(op.check(endpoint), endpoint.value!, e);
        return { op, result: null };
      });
    } catch (err) {
      for (const item of batch) item.fail(err);
      return;
    }
    for (const { entry, outcome, done } of batch) {
      if (entry.siblings.length > 0) await this.#dropBodyIfLast(entry);
      done(outcome.ok ? "sent" : "failed");
    }
  }

  /** Failure accounting for an attempt made outside the outbox (the `test` event). */
  recordAttempt(endpoint: WebhookEndpoint, outcome: PostOutcome): Promise<WebhookEndpoint | null> {
    const { kv } = this.#d;
    const key = keys.webhookEndpoint(endpoint.accountId, endpoint.id);
    const attemptAt = new Date(this.#d.now()).toISOString();
    return this.#accounting.run(endpoint.id, () =>
      retryAtomic(async () => {
        const current = await kv.get<WebhookEndpoint>(key);
        if (current.value === null) return { op: null, result: null };
        const next = accountAttempt(current.value, outcome, attemptAt);
        return {
          op: writeAccounting(kv.atomic().check(current), current.value, next),
          result: next,
        };
      }));
  }

  async #finalize(
    entry: OutboxEntry,
    result: { state: EntryState; status: number | null; error: string | null },
    account: ((e: WebhookEndpoint) => WebhookEndpoint) | null,
  ): Promise<EntryState> {
    const { kv, now } = this.#d;
    const final: OutboxEntry = { ...entry, ...result, finishedAtMs: now() };
    const endpointKey = keys.webhookEndpoint(entry.accountId, entry.endpointId);
    await retryAtomic(async () => {
      const op = kv.atomic()
        .set(keys.webhookOutbox(entry.id), final, { expireIn: KEEP_FINISHED_MS })
        .delete(keys.webhookSending(entry.claimedAtMs ?? 0, entry.id));
      if (account !== null) {
        const endpoint = await kv.get<WebhookEndpoint>(endpointKey);
        if (endpoint.value !== null) {
          writeAccounting(op.check(endpoint), endpoint.value, account(endpoint.value));
        }
      }
      if (entry.siblings.length === 0) deleteBody(op, entry);
      return { op, result: null };
    });
    if (entry.siblings.length > 0) await this.#dropBodyIfLast(entry);
    return result.state;
  }

  /** The last sibling to finish deletes the shared body; whoever reads last sees all final. */
  async #dropBodyIfLast(entry: OutboxEntry): Promise<void> {
    const { kv } = this.#d;
    const others = await kv.getMany<OutboxEntry[]>(entry.siblings.map(keys.webhookOutbox));
    const open = others.some((o) => o.value?.state === "queued" || o.value?.state === "sending");
    if (!open) await commitOrBusy(deleteBody(kv.atomic(), entry));
  }
}
