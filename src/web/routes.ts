import { Hono } from "hono";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import { htmlSecurityHeaders } from "./request.ts";
import { APP_CSS } from "./style.ts";
import { notFoundPage } from "./guard.tsx";
import { registerAuthRoutes } from "./auth_routes.tsx";
import { registerKeyRoutes } from "./keys_routes.tsx";
import { registerClientRoutes } from "./clients_routes.tsx";
import { registerAccountRoutes } from "./account_routes.tsx";
import { registerInviteRoutes } from "./invite_routes.tsx";
import { registerUpstreamOAuthRoutes } from "./upstream_oauth_routes.tsx";
import { registerApprovalRoutes } from "./approvals_routes.tsx";
import { registerPolicyRoutes } from "./policies_routes.tsx";
import { registerServerRoutes } from "./servers_routes.tsx";
import { registerWebhookRoutes } from "./webhooks_routes.tsx";
import { registerOverviewRoutes } from "./overview_routes.tsx";
import { registerActivityRoutes } from "./activity_routes.tsx";
import { registerUsageRoutes } from "./usage_routes.tsx";

/** The signed-in app, mounted at /app. Each page module adds its one register line below. */
export function webRoutes(deps: Deps, services: Services): Hono {
  const app = new Hono();
  app.use("*", htmlSecurityHeaders);
  app.get("/static/app.css", (c) => {
    // The URL carries a content hash (style.ts), so a year of caching is safe.
    c.header("Content-Type", "text/css; charset=utf-8");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(APP_CSS);
  });
  registerAuthRoutes(app, deps, services);
  registerInviteRoutes(app, deps, services);
  registerKeyRoutes(app, deps);
  registerClientRoutes(app, deps, services);
  registerAccountRoutes(app, deps);
  registerUpstreamOAuthRoutes(app, deps, services);
  registerApprovalRoutes(app, deps);
  registerPolicyRoutes(app, deps);
  registerServerRoutes(app, deps, services);
  registerWebhookRoutes(app, deps, services);
  registerOverviewRoutes(app, deps); // "/": the landing page after sign-in and sign-up
  registerActivityRoutes(app, deps, services);
  registerUsageRoutes(app, deps);

  // Last: any other /app path is the HTML 404 page, never the REST error JSON.
  app.all("*", (c) => notFoundPage(c));
  return app;
}
