import { Hono } from "hono";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import { htmlSecurityHeaders } from "./request.ts";
import { registerAuthRoutes } from "./auth_routes.tsx";
import { registerHomeRoutes } from "./home_routes.tsx";
import { registerUpstreamOAuthRoutes } from "./upstream_oauth_routes.tsx";

/** The signed-in app, mounted at /app: sign-up, sign-in, sign-out, connections. */
export function webRoutes(deps: Deps, services: Services): Hono {
  const app = new Hono();
  app.use("*", htmlSecurityHeaders);
  registerAuthRoutes(app, deps, services);
  registerHomeRoutes(app, deps);
  registerUpstreamOAuthRoutes(app, deps, services);
  return app;
}
