import type { Config } from "./config.ts";
import type { Plan, PlanId } from "./domain/plans.ts";
import type { SecretBox } from "./lib/secret_box.ts";
import type { Logger } from "./lib/log.ts";
import type { CatalogServer } from "./domain/catalog.ts";

/**
 * What the app is built from. main.ts builds the real one; tests pass their own KV (":memory:"),
 * clock and fetch.
 */
export interface Deps {
  kv: Deno.Kv;
  config: Config;
  now: () => number;
  /** Outbound fetch for trusted destinations; account-supplied URLs go through the egress policy. */
  fetch: typeof fetch;
  plans: Record<PlanId, Plan>;
  secrets: SecretBox;
  log: Logger;
  /** The operator catalogue (validated at start-up). */
  catalog: CatalogServer[];
}
