/**
 * The webhook capability of one process: endpoint management (operator CLI, later the app), the
 * hook that joins outbox entries to an Activity commit, delivery and the sweep.
 */
import type { Deps } from "../deps.ts";
import type { RowMutation } from "../storage/activity.ts";
import { createEgressFetch, type EgressFetch } from "../egress/pinned_fetch.ts";
import { readCaFile } from "../egress/ca.ts";
import { checkUrlSyntax, EgressError, type EgressPolicy, resolveAndVet } from "../egress/policy.ts";
import { invalid } from "../errors.ts";
import { keys } from "../storage/keys.ts";
import { Deliverer } from "./deliverer.ts";
import { EndpointCache } from "./endpoint_cache.ts";
import * as store from "./endpoints.ts";
import { outboxMutation } from "./outbox.ts";
import type { Actor } from "../storage/account_events.ts";
import { OPERATOR } from "../storage/account_events.ts";
import { importSigningKey } from "./signing.ts";
import { sendTestEvent, type TestResult } from "./test_event.ts";
import { type SweepOptions, sweepOutbox, type SweepResult, withLease } from "./sweep.ts";
import {
  DELIVERY_TIMEOUT_MS,
  isDeliverMessage,
  type PublicEndpoint,
  publicEndpoint,
  type WebhookEndpoint,
} from "./types.ts";

export type { TestResult };

export interface WebhookOptions {
  /** DNS answers for the egress policy; tests map receiver names to loopback. */
  resolve?: (host: string) => Promise<string[]>;
  /** Extra trusted CAs (PEM); by default read from config.extraCaCertFile (DENO_CERT). */
  caCerts?: string[];
  timeoutMs?: number;
  /** Outbound POSTs in flight at once in this process. */
  maxConcurrent?: number;
  /** Outbound POSTs in flight at once per endpoint in this process (default 4). */
  perEndpoint?: number;
}

export type EndpointWithSecret = PublicEndpoint & { secret: string };

/** The account's endpoints-version entry as read in a snapshot (only its versionstamp counts). */
export type EndpointsVersion = Pick<Deno.KvEntryMaybe<unknown>, "versionstamp">;

const SWEEP_LEASE_MS = 55_000;

export class WebhookService {
  readonly policy: EgressPolicy;
  readonly deliverer: Deliverer;
  #deps: Deps;
  #opts: WebhookOptions;
  #fetch: Promise<EgressFetch> | null = null;
  #keys = new Map<string, Promise<CryptoKey>>();
  #planned = new Map<string, string[]>();
  #holder = crypto.randomUUID();
  #sweeping: Promise<SweepResult | null> | null = null;
  #targets: EndpointCache;

  constructor(deps: Deps, opts: WebhookOptions = {}) {
    this.#deps = deps;
    this.#opts = opts;
    this.#targets = new EndpointCache((accountId) => store.listTargets(deps.kv, accountId));
    this.policy = { allowPrivate: deps.config.allowPrivateEgress, resolve: opts.resolve };
    this.deliverer = new Deliverer({
      kv: deps.kv,
      now: deps.now,
      log: deps.log,
      egressFetch: () => this.egressFetch(),
      signingKey: (sealed) => this.signingKey(sealed),
      timeoutMs: opts.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      maxConcurrent: opts.maxConcurrent ?? 64,
      perEndpoint: opts.perEndpoint ?? 4,
    });
  }

  /**
   * THE hook for the run gate: call it just before `activity.append` and pass the result in
   * `extra`, so the row, its outbox entries and their queue messages commit together. `version`:
   * the account's endpoints-version entry if the caller read it already (keys.
   * webhookEndpointsVersion, e.g. in its auth snapshot); otherwise it is read here. The endpoints
   * are listed only when that version is newer than the set this process holds.
   */
  async rowMutationsFor(
    accountId: string,
    retentionDays: number,
    version?: EndpointsVersion,
  ): Promise<RowMutation[]> {
    const read = version ??
      await this.#deps.kv.get(keys.webhookEndpointsVersion(accountId));
    const endpoints = await this.#targets.get(accountId, read.versionstamp);
    if (endpoints.length === 0) return [];
    const plan = (rowId: string, ids: string[]) => this.#plan(rowId, ids);
    return [outboxMutation(endpoints, retentionDays, plan, !this.#deps.config.deployMode)];
  }

  #plan(rowId: string, ids: string[]): void {
    // Bounded: a row whose caller never calls afterCommit is still delivered by the queue.
    if (this.#planned.size > 10_000) this.#planned.clear();
    this.#planned.set(rowId, ids);
  }

  /**
   * Optional fast path after `activity.append` resolved: starts this row's deliveries in-process
   * now instead of waiting for the KV queue's dispatch (about 50 ms). The claim keeps it at most
   * once when the queue message arrives too.
   */
  afterCommit(rowId: string): void {
    const ids = this.#planned.get(rowId);
    if (ids === undefined) return;
    this.#planned.delete(rowId);
    for (const id of ids) void this.deliverer.deliver(id);
  }

  /** The SSRF-safe client: vetted, pinned addresses, no redirects, pooled keep-alive connections. */
  egressFetch(): Promise<EgressFetch> {
    this.#fetch ??= this.#caCerts().then((caCerts) =>
      createEgressFetch({ policy: this.policy, caCerts })
    );
    return this.#fetch;
  }

  /** Shutdown: starts no new delivery and waits up to `boundMs` for those in flight. */
  drain(boundMs: number): Promise<boolean> {
    return this.deliverer.drain(boundMs);
  }

  /** Closes the pooled receiver connections (shutdown, tests); a later delivery opens new ones. */
  async close(): Promise<void> {
    const made = this.#fetch;
    this.#fetch = null;
    if (made !== null) (await made.catch(() => null))?.close();
  }

  async #caCerts(): Promise<string[]> {
    if (this.#opts.caCerts) return this.#opts.caCerts;
    return await readCaFile(this.#deps.config.extraCaCertFile ?? undefined);
  }

  /** Cached by sealed form: a rotation changes it, so the old secret is never used again. */
  signingKey(sealed: string): Promise<CryptoKey> {
    let key = this.#keys.get(sealed);
    if (key === undefined) {
      if (this.#keys.size > 4096) this.#keys.clear();
      key = this.#deps.secrets.open(sealed).then(importSigningKey);
      key.catch(() => this.#keys.delete(sealed));
      this.#keys.set(sealed, key);
    }
    return key;
  }

  /** Refuses anything the egress policy refuses, resolving the name now. */
  async vetUrl(raw: string): Promise<URL> {
    try {
      const url = checkUrlSyntax(raw, this.policy);
      await resolveAndVet(url, this.policy);
      return url;
    } catch (err) {
      if (err instanceof EgressError) throw invalid(`Refused webhook URL: ${err.message}`);
      throw err;
    }
  }

  /** Management below records `actor` in the account's change log, in the change's commit. */
  async create(
    accountId: string,
    rawUrl: string,
    events: string,
    actor: Actor = OPERATOR,
  ): Promise<EndpointWithSecret> {
    const parsed = store.parseEvents(events);
    const url = await this.vetUrl(rawUrl);
    const made = await store.createEndpoint(this.#deps, accountId, url, parsed, actor);
    return { ...publicEndpoint(made.endpoint), secret: made.secret };
  }

  async list(accountId: string): Promise<PublicEndpoint[]> {
    return (await store.listEndpoints(this.#deps.kv, accountId)).map(publicEndpoint);
  }

  pause(accountId: string, id: string, actor: Actor = OPERATOR): Promise<PublicEndpoint> {
    return this.#update(accountId, id, (e) => ({ ...e, enabled: false }), actor, "webhook.paused");
  }

  /** Switching on clears the failure count, as the contract's state table says. */
  enable(accountId: string, id: string, actor: Actor = OPERATOR): Promise<PublicEndpoint> {
    const on = (e: WebhookEndpoint) => ({ ...e, enabled: true, consecutiveFailures: 0 });
    return this.#update(accountId, id, on, actor, "webhook.enabled");
  }

  /** Async, so bad input rejects like every other failure here instead of throwing. */
  async subscribe(accountId: string, id: string, events: string, actor: Actor = OPERATOR) {
    const parsed = store.parseEvents(events);
    const change = (e: WebhookEndpoint) => ({ ...e, events: parsed });
    return await this.#update(accountId, id, change, actor, "webhook.events_changed");
  }

  async rotate(accountId: string, id: string, actor = OPERATOR): Promise<EndpointWithSecret> {
    const { endpoint, secret } = await store.rotateSecret(this.#deps, accountId, id, actor);
    return { ...publicEndpoint(endpoint), secret };
  }

  async remove(accountId: string, id: string, actor = OPERATOR): Promise<PublicEndpoint> {
    return publicEndpoint(await store.deleteEndpoint(this.#deps, accountId, id, actor));
  }

  async #update(
    accountId: string,
    id: string,
    change: (e: WebhookEndpoint) => WebhookEndpoint,
    actor: Actor,
    action: store.ChangeBy["action"],
  ): Promise<PublicEndpoint> {
    const by = { actor, action, nowMs: this.#deps.now() };
    return publicEndpoint(await store.updateEndpoint(this.#deps.kv, accountId, id, change, by));
  }

  /** Sends a real signed `test` event now (paused endpoints too) and records the attempt. */
  sendTest(accountId: string, id: string, actor: Actor = OPERATOR): Promise<TestResult> {
    const timeoutMs = this.#opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
    return sendTestEvent({ ...this.#deps, webhooks: this, timeoutMs }, accountId, id, actor);
  }

  /** The queue handler: never throws, so the queue never retries (delivery is at most once). */
  async handleQueueMessage(msg: unknown): Promise<void> {
    if (!isDeliverMessage(msg)) {
      this.#deps.log.warn("ignored an unknown queue message");
      return;
    }
    await this.deliverer.deliver(msg.entryId);
  }

  /** One sweep at a time per process, and one process at a time through the KV lease. */
  sweep(opts: SweepOptions = {}): Promise<SweepResult | null> {
    this.#sweeping ??= withLease(
      this.#deps.kv,
      this.#deps.now,
      "webhook-sweep",
      this.#holder,
      SWEEP_LEASE_MS,
      () => sweepOutbox({ ...this.#deps, deliver: (id) => this.deliverer.deliver(id) }, opts),
    ).finally(() => (this.#sweeping = null));
    return this.#sweeping;
  }
}
