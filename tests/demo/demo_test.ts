import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createDemoUpstreams } from "../../src/demo/mod.ts";
import { type DemoHost, serveDemo } from "./serve_helper.ts";

const TOKEN = "vault-test-token-123";

async function connect(host: DemoHost, slug: string, bearer?: string): Promise<Client> {
  const client = new Client({ name: "demo-test", version: "1.0.0" });
  const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
  const transport = new StreamableHTTPClientTransport(new URL(host.url(slug)), {
    requestInit: { headers },
  });
  await client.connect(transport);
  return client;
}

async function call(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<CallToolResult> {
  return await client.callTool({ name, arguments: args }) as CallToolResult;
}

function textOf(result: CallToolResult): string {
  return result.content.map((c) => c.type === "text" ? c.text : "").join("");
}

async function withDemo(slug: string, fn: (c: Client) => Promise<void>, bearer?: string) {
  const host = serveDemo({ bearerToken: TOKEN });
  const client = await connect(host, slug, bearer);
  try {
    await fn(client);
  } finally {
    await client.close();
    await host.close();
  }
}

Deno.test("demo-notes: plain text, notes, structured content and errors", async () => {
  await withDemo("demo-notes", async (client) => {
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name).sort();
    assert.deepEqual(names, [
      "add_note",
      "big_result",
      "echo",
      "fail",
      "fetch_page",
      "list_notes",
      "sleep",
      "word_stats",
    ]);
    assert.equal(textOf(await call(client, "echo", { text: "héllo" })), "héllo");
    assert.equal(textOf(await call(client, "list_notes")), "No notes yet.");
    await call(client, "add_note", { title: "groceries", body: "milk, eggs" });
    assert.equal(textOf(await call(client, "list_notes")), "1. groceries: milk, eggs");
    const stats = await call(client, "word_stats", { text: "a b a\nc" });
    assert.deepEqual(stats.structuredContent, {
      words: 4,
      characters: 7,
      lines: 2,
      uniqueWords: 3,
      topWords: [{ word: "a", count: 2 }, { word: "b", count: 1 }, { word: "c", count: 1 }],
    });
    assert.ok(tools.find((t) => t.name === "word_stats")?.outputSchema);
    const failed = await call(client, "fail", { message: "boom" });
    assert.equal(failed.isError, true);
    assert.equal(textOf(failed), "boom");
  });
});

Deno.test("demo-notes: slow, large and injected results", async () => {
  await withDemo("demo-notes", async (client) => {
    const started = performance.now();
    assert.equal(textOf(await call(client, "sleep", { ms: 50 })), "Slept 50 ms.");
    assert.ok(performance.now() - started >= 45);
    const tooLong = await call(client, "sleep", { ms: 60_001 });
    assert.equal(tooLong.isError, true);
    assert.ok(textOf(await call(client, "big_result")).length > 64 * 1024);
    assert.equal(textOf(await call(client, "big_result", { kb: 100 })).length, 100 * 1024);
    const page = textOf(await call(client, "fetch_page", { url: "https://example.com/lisbon" }));
    assert.match(page, /Ignore all previous instructions/);
    assert.match(page, /!\[[^\]]*\]\(https:\/\/attacker\.example\/collect\?data=/);
  });
});

Deno.test("demo-weather: valid calls are deterministic, bad arguments are refused", async () => {
  await withDemo("demo-weather", async (client) => {
    const { tools } = await client.listTools();
    const forecastTool = tools.find((t) => t.name === "get_forecast");
    assert.deepEqual(forecastTool?.inputSchema.required, ["city", "days"]);
    const a = await call(client, "get_forecast", { city: "Lisbon", days: 3 });
    const b = await call(client, "get_forecast", { city: "Lisbon", days: 3, units: "metric" });
    assert.deepEqual(a, b);
    const sc = a.structuredContent as { units: string; days: unknown[] };
    assert.equal(sc.units, "metric");
    assert.equal(sc.days.length, 3);
    const f = await call(client, "get_forecast", { city: "Lisbon", days: 3, units: "imperial" });
    assert.match(textOf(f), /°F/);
    for (
      const bad of [
        { city: "Lisbon", days: 8 },
        { city: "", days: 1 },
        { city: "Lisbon", days: 2, units: "kelvin" },
        { days: 2 },
      ]
    ) {
      const res = await call(client, "get_forecast", bad);
      assert.equal(res.isError, true, JSON.stringify(bad));
      assert.match(textOf(res), /Input validation error/);
    }
    assert.match(textOf(await call(client, "get_alerts", { region: "Algarve" })), /Algarve/);
  });
});

Deno.test("demo-vault: refuses without or with a wrong bearer", async () => {
  const host = serveDemo({ bearerToken: TOKEN });
  try {
    for (const bearer of [undefined, "wrong-token", `${TOKEN}x`]) {
      await assert.rejects(() => connect(host, "demo-vault", bearer), /Unauthorized/);
    }
    const res = await fetch(host.url("demo-vault"), { method: "POST", body: "{}" });
    assert.equal(res.status, 401);
    assert.equal(res.headers.get("www-authenticate"), 'Bearer realm="demo-vault"');
    await res.body?.cancel();
  } finally {
    await host.close();
  }
});

Deno.test("demo-vault: paginates tools/list two at a time and runs tools", async () => {
  await withDemo("demo-vault", async (client) => {
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listTools(cursor ? { cursor } : {});
      assert.ok(page.tools.length <= 2);
      names.push(...page.tools.map((t) => t.name));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual(names, [
      "list_items",
      "get_item",
      "search_items",
      "get_secret_note",
      "whoami",
    ]);
    assert.match(textOf(await call(client, "list_items")), /item-1: Staging database/);
    assert.match(textOf(await call(client, "get_secret_note", { id: "item-2" })), /AKIA/);
    assert.equal((await call(client, "get_item", { id: "nope" })).isError, true);
    assert.equal((await call(client, "get_item", {})).isError, true);
    await assert.rejects(() => client.listTools({ cursor: "page-99" }), /Invalid cursor/);
    await assert.rejects(() => call(client, "no_such_tool"), /Unknown tool/);
  }, TOKEN);
});

Deno.test("demo-vault: without a configured token every request is refused", async () => {
  const demo = createDemoUpstreams();
  const req = new Request("http://x/demo/demo-vault/mcp", {
    method: "POST",
    headers: { authorization: "Bearer " },
  });
  assert.equal((await demo.handle(req))?.status, 401);
});

Deno.test("handle: routes only /demo/<slug>/mcp and serves POST only", async () => {
  const demo = createDemoUpstreams({ bearerToken: TOKEN });
  assert.deepEqual(demo.servers.map((s) => [s.slug, s.authType, s.path]), [
    ["demo-notes", "none", "/demo/demo-notes/mcp"],
    ["demo-weather", "none", "/demo/demo-weather/mcp"],
    ["demo-vault", "bearer", "/demo/demo-vault/mcp"],
    ["demo-oauth", "oauth", "/demo/demo-oauth/mcp"],
  ]);
  for (const path of ["/demo/unknown/mcp", "/demo/demo-notes", "/mcp", "/demo/demo-notes/mcp/x"]) {
    assert.equal(await demo.handle(new Request(`http://x${path}`, { method: "POST" })), null);
  }
  const get = await demo.handle(new Request("http://x/demo/demo-notes/mcp"));
  assert.equal(get?.status, 405);
  assert.equal(get?.headers.get("allow"), "POST");
  const junk = await demo.handle(
    new Request("http://x/demo/demo-notes/mcp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: "{not json",
    }),
  );
  assert.equal(junk?.status, 400);
});
