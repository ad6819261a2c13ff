import type { Hono } from "hono";
import { createApp } from "../../src/app.ts";
import { createServices, type Services } from "../../src/services/mod.ts";
import type { Deps } from "../../src/deps.ts";
import type { CachedTool, CatalogServer } from "../../src/domain/catalog.ts";
import type { NewActivity } from "../../src/storage/activity.ts";
import { keys } from "../../src/storage/keys.ts";
import { accountWithKey, createTestDeps } from "../_helpers/deps.ts";

/** A small operator catalogue: one server per auth/default combination. */
export const CATALOG: CatalogServer[] = [
  server("notes", "none", true, "demo"),
  server("weather", "none", false, "demo"),
  server("vault", "bearer", false, "storage"),
];

function server(
  slug: string,
  authType: CatalogServer["authType"],
  defaultEnabled: boolean,
  category: string,
): CatalogServer {
  return {
    slug,
    name: slug[0].toUpperCase() + slug.slice(1),
    description: `The ${slug} server`,
    category,
    authType,
    endpoint: `http://127.0.0.1:9/demo/${slug}/mcp`,
    defaultEnabled,
  };
}

export interface Harness {
  deps: Deps;
  services: Services;
  app: Hono;
}

/** The whole app over a fresh ":memory:" KV with the test catalogue. */
export async function harness(over: Partial<Deps> = {}): Promise<Harness> {
  const deps = await createTestDeps({ catalog: CATALOG, ...over });
  const services = createServices(deps);
  return { deps, services, app: createApp(deps, services) };
}

export async function tenant(h: Harness, input: Parameters<typeof accountWithKey>[1] = {}) {
  return await accountWithKey(h.deps, input);
}

/** One request with an API key (or none), answering status, headers and parsed JSON. */
export async function call(
  h: Harness,
  path: string,
  opts: { key?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key !== undefined) headers.authorization = `Bearer ${opts.key}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await h.app.request(`/api/v1${path}`, {
    method: opts.method ?? "GET",
    headers,
    body,
  });
  const text = await res.text();
  // deno-lint-ignore no-explicit-any
  const json: any = text.length > 0 && res.headers.get("content-type")?.includes("json")
    ? JSON.parse(text)
    : null;
  return { status: res.status, headers: res.headers, json, text };
}

export function cachedTool(
  slug: string,
  name: string,
  at = "2026-11-21T12:00:00.000Z",
): CachedTool {
  return {
    serverSlug: slug,
    name,
    title: `Title of ${name}`,
    description: `Does ${name}`,
    inputSchema: { type: "object", properties: { q: { type: "string" } } },
    outputSchema: null,
    hash: "0".repeat(64),
    changed: false,
    poisoning: [],
    cachedAt: at,
  };
}

/** Writes cached tool rows (what the catalogue warm-up stores). */
export async function seedTools(deps: Deps, accountId: string, slug: string, names: string[]) {
  const op = deps.kv.atomic();
  for (const n of names) op.set(keys.cachedTool(accountId, slug, n), cachedTool(slug, n));
  await op.commit();
}

export function activityInput(clientId: string, tool = "add_note"): NewActivity {
  return {
    clientId,
    server: "Notes",
    serverSlug: "notes",
    tool,
    qualifiedName: `notes__${tool}`,
    ok: true,
    durationMs: 5,
    error: null,
    arguments: { title: "x" },
    result: { content: [{ type: "text", text: "ok" }] },
    redacted: [],
    injectionFindings: [],
  };
}
