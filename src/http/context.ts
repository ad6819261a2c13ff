import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import type { Account } from "../storage/accounts.ts";
import type { Plan } from "../domain/plans.ts";
import type { ActivityPages } from "../services/activity_pages.ts";

/** Who a REST request acts for, set by the API key middleware. */
export interface Principal {
  accountId: string;
  keyId: string;
  account: Account;
  plan: Plan;
}

/** Request variables of the REST app: dependencies are set once per request, never imported. */
export interface ApiEnv {
  Variables: {
    deps: Deps;
    services: Services;
    principal: Principal;
    activityPages: ActivityPages;
  };
}

export type ApiApp = OpenAPIHono<ApiEnv>;
