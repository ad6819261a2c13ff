import type { Deps } from "../deps.ts";
import { ActivityStore } from "../storage/activity.ts";
import { FixedWindowLimiter } from "../storage/rate_limit.ts";
import { LastUsedWriter } from "../storage/last_used.ts";
import { WarmupQueue } from "./warmup_queue.ts";

/**
 * The per-process services REST, MCP and the workers share. Built once per app so in-process
 * serialization (activity clock, rate windows) covers every caller.
 */
export interface Services {
  deps: Deps;
  activity: ActivityStore;
  limiter: FixedWindowLimiter;
  lastUsed: LastUsedWriter;
  warmups: WarmupQueue;
}

export function createServices(deps: Deps): Services {
  return {
    deps,
    activity: new ActivityStore(deps.kv, deps.now),
    limiter: new FixedWindowLimiter(deps.kv, deps.now),
    lastUsed: new LastUsedWriter(deps.kv),
    warmups: new WarmupQueue(),
  };
}
