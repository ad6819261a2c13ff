/**
 * Users generate SDKs from the committed spec; this proves one works: openapi-typescript turns
 * openapi/openapi.json into types, a client on openapi-fetch is type-checked against them, and
 * then drives a real server over loopback HTTP.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath as fromFileUrl, pathToFileURL as toFileUrl } from "node:url";
import { harness, seedTools, tenant } from "./_helpers.ts";
import { OPENAPI_FILE } from "../../scripts/gen_openapi.ts";

const OPENAPI_TS = "openapi-typescript@7.13.0";
const CONFIG = fromFileUrl(new URL("../../deno.json", import.meta.url));

// The client an SDK user would write. Mistyped calls must not compile (@ts-expect-error).
const CLIENT = `
import createClient from "openapi-fetch";
import type { components, paths } from "./api.d.ts";

type ErrorCode = components["schemas"]["Error"]["error"];

export async function tour(baseUrl: string, key: string) {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: "Bearer " + key } });
  const usage = await api.GET("/usage");
  const month: string | undefined = usage.data?.month;
  const servers = await api.GET("/servers", { params: { query: { status: "enabled" } } });
  const enabled = await api.PATCH("/servers/{slug}", {
    params: { path: { slug: "weather" } },
    body: { enabled: true },
  });
  const tools = await api.GET("/tools", { params: { query: { limit: 2, schema: true } } });
  const activity = await api.GET("/activity", { params: { query: { limit: 1 } } });
  const clients = await api.GET("/clients", { params: { query: { active: true } } });
  const missing = await api.GET("/servers/{slug}", { params: { path: { slug: "nope" } } });
  const code: ErrorCode | undefined = missing.error?.error;
  // @ts-expect-error limit is an integer, not a string
  void (() => api.GET("/tools", { params: { query: { limit: "2" } } }));
  // @ts-expect-error the body has exactly one boolean field
  void (() => api.PATCH("/servers/{slug}", { params: { path: { slug: "x" } }, body: { on: 1 } }));
  return {
    month,
    serverSlugs: servers.data?.data.map((s) => s.slug),
    enabledStatus: enabled.data?.status,
    toolNames: tools.data?.data.map((t) => t.qualifiedName),
    firstSchema: tools.data?.data[0]?.inputSchema,
    total: tools.data?.total,
    nextOffset: tools.data?.nextOffset,
    nextCursor: activity.data?.nextCursor,
    clientTotal: clients.data?.total,
    missingStatus: missing.response.status,
    code,
  };
}
`;

async function run(cmd: string, args: string[]) {
  const out = await new Deno.Command(cmd, { args, stdout: "piped", stderr: "piped" }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  return { code: out.code, text };
}

Deno.test("a TypeScript client generated from the committed spec type-checks and works", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate-sdk-" });
  const h = await harness();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, h.app.fetch);
  try {
    const types = join(dir, "api.d.ts");
    const gen = await run("npx", ["-y", OPENAPI_TS, fromFileUrl(OPENAPI_FILE), "-o", types]);
    assert.equal(gen.code, 0, gen.text);
    const client = join(dir, "client.ts");
    await Deno.writeTextFile(client, CLIENT);
    const check = await run(Deno.execPath(), ["check", "--config", CONFIG, client]);
    assert.equal(check.code, 0, check.text);

    const { account, key } = await tenant(h);
    await seedTools(h.deps, account.id, "notes", ["b", "a", "c"]);
    const { tour } = await import(toFileUrl(client).href);
    const got = await tour(`http://127.0.0.1:${server.addr.port}/api/v1`, key);
    assert.deepEqual(got, {
      month: new Date().toISOString().slice(0, 7),
      serverSlugs: ["notes"],
      enabledStatus: "enabled",
      toolNames: ["notes__a", "notes__b"],
      firstSchema: { type: "object", properties: { q: { type: "string" } } },
      total: 3,
      nextOffset: 2,
      nextCursor: null,
      clientTotal: 0,
      missingStatus: 404,
      code: "not_found",
    });
  } finally {
    await server.shutdown();
    h.deps.kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});
