/**
 * The whole service on a real loopback port (PUBLIC_URL = the served origin, demo upstreams
 * mounted in the same app), with accounts, MCP client connections, access tokens and SDK clients.
 */
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Hono } from "hono";
import { createApp } from "../../src/app.ts";
import { createServices, type Services } from "../../src/services/mod.ts";
import type { Deps } from "../../src/deps.ts";
import type { Plan } from "../../src/domain/plans.ts";
import type { CatalogServer } from "../../src/domain/catalog.ts";
import type { Account } from "../../src/storage/accounts.ts";
import { createClient } from "../../src/storage/clients.ts";
import { issueAccessToken } from "../../src/oauth/tokens.ts";
import { parseCatalogueFile } from "../../src/catalog/catalogue_file.ts";
import { accountWithKey, createTestDeps } from "../_helpers/deps.ts";

export const VAULT_TOKEN = "vault-demo-token-for-tests";

export interface Gateway {
  origin: string;
  mcpUrl: string;
  deps: Deps;
  services: Services;
  app: Hono;
  close(): Promise<void>;
}

export interface GatewayOptions {
  env?: Record<string, string>;
  deps?: Partial<Deps>;
  /** Servers appended to the default catalogue (given the served origin). */
  extraServers?: (origin: string) => CatalogServer[];
}

/** Serves createApp on 127.0.0.1:0, then builds it with PUBLIC_URL set to that origin. */
export async function startGateway(opts: GatewayOptions = {}): Promise<Gateway> {
  const holder: { app?: Hono } = {};
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (req) => holder.app ? holder.app.fetch(req) : new Response("starting", { status: 503 }),
  );
  const origin = `http://127.0.0.1:${server.addr.port}`;
  const text = await Deno.readTextFile(new URL("../../config/catalog.json", import.meta.url));
  const deps = await createTestDeps({
    env: {
      PUBLIC_URL: origin,
      DEMO_VAULT_TOKEN: VAULT_TOKEN,
      UPSTREAM_TIMEOUT_MS: "2000",
      ...opts.env,
    },
    catalog: [...parseCatalogueFile(text, origin), ...(opts.extraServers?.(origin) ?? [])],
    ...opts.deps,
  });
  const services = createServices(deps);
  const app = createApp(deps, services);
  holder.app = app;
  return {
    origin,
    mcpUrl: `${origin}/mcp`,
    deps,
    services,
    app,
    async close() {
      await services.warmups.idle();
      await services.gateway.close();
      await services.lastUsed.flush();
      await server.shutdown();
      deps.kv.close();
    },
  };
}

export interface Tenant {
  account: Account;
  apiKey: string;
}

export async function tenant(
  gw: Gateway,
  input: { plan?: Plan["id"]; team?: string | null; planOverride?: Partial<Omit<Plan, "id">> } = {},
): Promise<Tenant> {
  const { account, key } = await accountWithKey(gw.deps, input);
  return { account, apiKey: key };
}

/** A client connection of the account with a live access token bound to {mcp_url}. */
export async function connection(gw: Gateway, accountId: string, label = "test client") {
  const record = await createClient(gw.deps.kv, gw.deps.now, {
    accountId,
    label,
    name: "Test MCP Client",
    oauthClientId: null,
  });
  const { token } = await issueAccessToken(gw.deps.kv, gw.deps.now, {
    accountId,
    clientId: record.id,
    audience: `${gw.deps.config.publicUrl}/mcp`,
    grantId: null,
    scope: "mcp",
    ttlMs: 3_600_000,
  });
  return { clientId: record.id, token };
}

/** A connected SDK client (real Streamable HTTP over loopback). */
export async function mcpClient(gw: Gateway, token: string): Promise<Client> {
  const client = new Client({ name: "toolgate-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(gw.mcpUrl), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

export async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  return await client.callTool({ name, arguments: args }) as CallToolResult;
}

export function textOf(result: CallToolResult): string {
  return result.content.map((c) => (c.type === "text" ? c.text : "")).join("");
}

/** A REST request with an API key against the same app. */
export async function rest(gw: Gateway, key: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${key}`);
  const res = await fetch(`${gw.origin}/api/v1${path}`, { ...init, headers });
  // deno-lint-ignore no-explicit-any
  const json: any = await res.json();
  return { status: res.status, json };
}

/** Runs `fn` against a fresh gateway and always closes it. */
export async function withGateway(
  fn: (gw: Gateway) => Promise<void>,
  opts: GatewayOptions = {},
): Promise<void> {
  const gw = await startGateway(opts);
  try {
    await fn(gw);
  } finally {
    await gw.close();
  }
}
