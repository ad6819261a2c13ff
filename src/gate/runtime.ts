/**
 * The per-process state of the MCP gateway: upstream session pools, cached account views, the
 * argument validator cache, usage reservations, client last-activity writes and the warm-up
 * worker. Built once in createServices; the MCP mount attaches the warm-up listener.
 */
import type { Deps } from "../deps.ts";
import type { WarmupQueue } from "../catalog/warmup_queue.ts";
import { UpstreamConnector } from "../catalog/upstreams.ts";
import { AccountViews } from "../catalog/account_view.ts";
import { CatalogWarmup } from "../catalog/warmup.ts";
import { ArgumentValidator } from "./validate_args.ts";
import { UsageMeter } from "./usage_meter.ts";
import { ClientActivityWriter } from "../storage/client_activity.ts";
import { TokenHints } from "./token_hints.ts";

export class GatewayRuntime {
  readonly upstreams: UpstreamConnector;
  readonly views: AccountViews;
  readonly validator = new ArgumentValidator();
  readonly usage: UsageMeter;
  readonly clientActivity: ClientActivityWriter;
  readonly warmup: CatalogWarmup;
  readonly tokenHints = new TokenHints();
  /** Warm-up requests of this process (PATCH, first use, stale caches); see attach(). */
  readonly warmups: WarmupQueue;
  #attached = new WeakSet<WarmupQueue>();

  constructor(deps: Deps, warmups: WarmupQueue) {
    this.warmups = warmups;
    this.upstreams = new UpstreamConnector(deps);
    this.views = new AccountViews(deps);
    this.usage = new UsageMeter(deps.kv);
    this.clientActivity = new ClientActivityWriter(deps.kv);
    this.warmup = new CatalogWarmup(deps, this.upstreams);
  }

  /** Makes `warmups` run catalogue warm-ups (idempotent per queue). */
  attach(warmups: WarmupQueue): void {
    if (this.#attached.has(warmups)) return;
    this.#attached.add(warmups);
    warmups.listen((accountId, slug) => this.warmup.warm(accountId, slug));
  }

  /** Writes pending last-activity times and closes upstream sessions (tests, shutdown). */
  async close(): Promise<void> {
    await this.clientActivity.flush();
    await this.upstreams.close();
  }
}
