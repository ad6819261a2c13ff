/**
 * Mounts the built-in demo upstream servers at /demo/<slug>/mcp on the service's own origin,
 * so the default catalogue works with no network. demo-vault expects DEMO_VAULT_TOKEN; demo-oauth
 * also answers its path-inserted well-known metadata under /.well-known/…/demo/demo-oauth/….
 */
import { Hono } from "hono";
import type { Deps } from "../deps.ts";
import { createDemoUpstreams } from "../demo/mod.ts";

export function demoRoutes(deps: Deps): Hono {
  const demo = createDemoUpstreams({ bearerToken: deps.config.demoVaultToken, now: deps.now });
  const app = new Hono();
  app.all("/demo/*", async (c) => {
    const res = await demo.handle(c.req.raw);
    return res ?? c.json({ error: "not_found", message: `No demo server at ${c.req.path}` }, 404);
  });
  app.get("/.well-known/*", async (c, next) => {
    const res = await demo.handle(c.req.raw);
    return res ?? await next();
  });
  return app;
}
