/**
 * A second Toolgate process on the same KV file, for the cross-process refresh test.
 * Args: kvPath catalogueJson. Prints "ready <port>" once it serves; runs until killed.
 */
import type { Hono } from "hono";
import { createApp } from "../../src/app.ts";
import { createServices } from "../../src/services/mod.ts";
import type { CatalogServer } from "../../src/domain/catalog.ts";
import { createTestDeps } from "../_helpers/deps.ts";

const [kvPath, catalogue] = Deno.args;
const holder: { app?: Hono } = {};
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen: () => {} },
  (req) => holder.app ? holder.app.fetch(req) : new Response("starting", { status: 503 }),
);
const origin = `http://127.0.0.1:${server.addr.port}`;
const deps = await createTestDeps({
  kv: await Deno.openKv(kvPath),
  env: { PUBLIC_URL: origin, UPSTREAM_TIMEOUT_MS: "15000" },
  catalog: JSON.parse(catalogue) as CatalogServer[],
});
holder.app = createApp(deps, createServices(deps));
console.log(`ready ${server.addr.port}`);
