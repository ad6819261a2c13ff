import { Hono } from "hono";
import { cors } from "hono/cors";
import type { Deps } from "./deps.ts";
import { createServices, type Services } from "./services/mod.ts";
import { errorJson, renderError } from "./http/error_body.ts";
import { createApiApp } from "./http/api.ts";
import { oauthRoutes } from "./web/oauth/routes.ts";
import { webRoutes } from "./web/routes.ts";
import { mcpRoutes } from "./mcp/route.ts";
import { demoRoutes } from "./mcp/demo_mount.ts";

/** Builds the whole service (REST, MCP, OAuth, app, demo upstreams) from its dependencies. */
export function createApp(deps: Deps, services: Services = createServices(deps)): Hono {
  const app = new Hono();
  app.get("/healthz", (c) => c.json({ ok: true }));

  // Mounts: the OAuth endpoints, the app, REST, MCP and the demo upstreams.
  app.route("/", oauthRoutes(deps, services));
  app.route("/app", webRoutes(deps, services));
  app.route("/api/v1", createApiApp(deps, services));
  app.route("/", mcpRoutes(deps, services));
  app.route("/", demoRoutes(deps));

  // Paths no module claims still answer in the error model, with CORS like every response.
  app.use("*", cors({ origin: "*", maxAge: 600 }));
  app.notFound((c) => errorJson(c, "not_found", `No route for ${c.req.method} ${c.req.path}`, 404));
  app.onError((err, c) => renderError(c, err, deps.log));
  return app;
}
