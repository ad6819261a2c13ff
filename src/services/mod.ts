import type { Deps } from "../deps.ts";
import { ActivityStore } from "../storage/activity.ts";
import { FixedWindowLimiter } from "../storage/rate_limit.ts";
import { LastUsedWriter } from "../storage/last_used.ts";
import { AccountCache } from "../storage/account_cache.ts";
import { WarmupQueue } from "../catalog/warmup_queue.ts";
import { WebhookService } from "../webhooks/service.ts";
import { GatewayRuntime } from "../gate/runtime.ts";

/**
 * The per-process services REST, MCP, the app and the workers share. Built once per app so
 * in-process serialization (activity clock, rate windows) covers every caller. Every cache this
 * process keeps hangs off this object: accounts, last-used writes, the gateway runtime (views,
 * upstream pools, validators, token hints, usage reservations) and the webhook endpoint cache.
 */
export interface Services {
  deps: Deps;
  activity: ActivityStore;
  limiter: FixedWindowLimiter;
  lastUsed: LastUsedWriter;
  /** Account records for REST authentication, reused for up to a second. */
  accounts: AccountCache;
  warmups: WarmupQueue;
  /** Webhooks: `rowMutationsFor(accountId, retentionDays)` joins outbox entries to a row commit. */
  webhooks: WebhookService;
  /** MCP gateway: upstream pools, cached account views, warm-ups, usage reservations. */
  gateway: GatewayRuntime;
}

export function createServices(deps: Deps): Services {
  const warmups = new WarmupQueue();
  return {
    deps,
    activity: new ActivityStore(deps.kv, deps.now),
    limiter: new FixedWindowLimiter(deps.kv, deps.now),
    lastUsed: new LastUsedWriter(deps.kv),
    accounts: new AccountCache(deps.kv, deps.now),
    warmups,
    webhooks: new WebhookService(deps),
    gateway: new GatewayRuntime(deps, warmups),
  };
}
