import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { UpstreamError, UpstreamPool, type UpstreamTarget } from "../../src/upstream/pool.ts";
import { closedPort, type DemoHost, serveDemo } from "../demo/serve_helper.ts";
import { serveStateful } from "../demo/stateful_helper.ts";

const TOKEN = "vault-secret-token-42";

function target(host: DemoHost, slug: string, bearer?: string, key = slug): UpstreamTarget {
  return { url: host.url(slug), bearer, key };
}

function textOf(result: CallToolResult): string {
  return result.content.map((c) => c.type === "text" ? c.text : "").join("");
}

async function rejectsUpstream(
  p: Promise<unknown>,
  kind: UpstreamError["kind"],
  pattern?: RegExp,
): Promise<UpstreamError> {
  const err = await p.then(() => null, (e) => e);
  assert.ok(err instanceof UpstreamError, `expected UpstreamError, got ${err}`);
  assert.equal(err.kind, kind, err.message);
  if (pattern) assert.match(err.message, pattern);
  return err;
}

/** Runs `fn` with a fresh demo host and pool, always tearing both down. */
async function withPool(
  fn: (host: DemoHost, pool: UpstreamPool) => Promise<void>,
  opts: { timeoutMs?: number; idleMs?: number; now?: () => number } = {},
): Promise<void> {
  const host = serveDemo({ bearerToken: TOKEN });
  const pool = new UpstreamPool({ timeoutMs: opts.timeoutMs ?? 5_000, ...opts });
  try {
    await fn(host, pool);
  } finally {
    await pool.close();
    await host.close();
  }
}

Deno.test("pool: every demo tool answers through the pool", async () => {
  await withPool(async (host, pool) => {
    const notes = target(host, "demo-notes");
    assert.equal((await pool.listTools(notes)).length, 8);
    assert.equal(textOf(await pool.callTool(notes, "echo", { text: "hi" })), "hi");
    await pool.callTool(notes, "add_note", { title: "t", body: "b" });
    assert.equal(textOf(await pool.callTool(notes, "list_notes", {})), "1. t: b");
    const stats = await pool.callTool(notes, "word_stats", { text: "x y" });
    assert.equal((stats.structuredContent as { words: number }).words, 2);
    assert.equal(textOf(await pool.callTool(notes, "sleep", { ms: 5 })), "Slept 5 ms.");
    assert.ok(textOf(await pool.callTool(notes, "big_result", {})).length > 65_536);
    assert.match(
      textOf(await pool.callTool(notes, "fetch_page", { url: "https://e.com" })),
      /Ignore all previous instructions/,
    );
    const weather = target(host, "demo-weather");
    assert.deepEqual((await pool.listTools(weather)).map((t) => t.name), [
      "get_forecast",
      "get_alerts",
    ]);
    const f = await pool.callTool(weather, "get_forecast", { city: "Porto", days: 2 });
    assert.equal((f.structuredContent as { days: unknown[] }).days.length, 2);
    assert.match(textOf(await pool.callTool(weather, "get_alerts", { region: "Porto" })), /Porto/);
  });
});

Deno.test("pool: an upstream tool error is a result, not an exception", async () => {
  await withPool(async (host, pool) => {
    const res = await pool.callTool(target(host, "demo-notes"), "fail", { message: "nope" });
    assert.equal(res.isError, true);
    assert.equal(textOf(res), "nope");
    const bad = await pool.callTool(target(host, "demo-weather"), "get_forecast", { days: 9 });
    assert.equal(bad.isError, true);
  });
});

Deno.test("pool: listTools follows vault pagination to the end", async () => {
  await withPool(async (host, pool) => {
    const tools = await pool.listTools(target(host, "demo-vault", TOKEN));
    assert.deepEqual(tools.map((t) => t.name), [
      "list_items",
      "get_item",
      "search_items",
      "get_secret_note",
      "whoami",
    ]);
  });
});

Deno.test("pool: tools/list pagination stops at the page cap", async () => {
  const host = serveDemo({ bearerToken: TOKEN });
  const pool = new UpstreamPool({ timeoutMs: 2_000, maxPages: 2 });
  try {
    const vault = target(host, "demo-vault", TOKEN);
    await rejectsUpstream(pool.listTools(vault), "protocol", /exceeded 2 pages/);
    assert.equal((await pool.callTool(vault, "whoami", {})).isError, undefined);
    assert.equal(host.initializes.get("demo-vault"), 1);
  } finally {
    await pool.close();
    await host.close();
  }
});

Deno.test("pool: vault refuses a missing or wrong bearer, accepts the right one", async () => {
  await withPool(async (host, pool) => {
    for (const bearer of [undefined, "wrong-bearer-value"]) {
      const t = target(host, "demo-vault", bearer, `vault-${bearer}`);
      const err = await rejectsUpstream(pool.callTool(t, "whoami", {}), "connection", /HTTP 401/);
      assert.equal(err.status, 401);
      if (bearer) assert.ok(!err.message.includes(bearer));
    }
    const ok = await pool.callTool(target(host, "demo-vault", TOKEN), "whoami", {});
    assert.match(textOf(ok), /valid bearer token/);
  });
});

Deno.test("pool: one initialize per key, shared by concurrent first calls", async () => {
  await withPool(async (host, pool) => {
    const notes = target(host, "demo-notes");
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pool.callTool(notes, "echo", { text: `m${i}` })),
    );
    assert.deepEqual(results.map(textOf), Array.from({ length: 8 }, (_, i) => `m${i}`));
    for (let i = 0; i < 10; i++) await pool.callTool(notes, "echo", { text: "again" });
    await pool.listTools(notes);
    assert.equal(host.initializes.get("demo-notes"), 1);
    assert.equal(host.calls.get("demo-notes"), 18);
    await pool.callTool({ ...notes, key: "other-account" }, "echo", { text: "x" });
    assert.equal(host.initializes.get("demo-notes"), 2);
    assert.equal(pool.size, 2);
  });
});

Deno.test("pool: a timeout is reported as such and the pool recovers", async () => {
  await withPool(async (host, pool) => {
    const notes = target(host, "demo-notes");
    await pool.callTool(notes, "echo", { text: "warm" });
    const err = await rejectsUpstream(
      pool.callTool(notes, "sleep", { ms: 1_500 }, { timeoutMs: 100 }),
      "timeout",
      /timed out after 100 ms/,
    );
    assert.equal(err.status, undefined);
    assert.equal(textOf(await pool.callTool(notes, "echo", { text: "after" })), "after");
  });
});

Deno.test("pool: the default per-call timeout comes from the options", async () => {
  await withPool(async (host, pool) => {
    const notes = target(host, "demo-notes");
    await rejectsUpstream(pool.callTool(notes, "sleep", { ms: 1_000 }), "timeout", /150 ms/);
  }, { timeoutMs: 150 });
});

Deno.test("pool: an unreachable endpoint is a connection error", async () => {
  const pool = new UpstreamPool({ timeoutMs: 2_000 });
  try {
    const url = `http://127.0.0.1:${closedPort()}/mcp?api_key=in-url-secret`;
    const t = { url, key: "dead", bearer: "dead-bearer-secret" };
    const err = await rejectsUpstream(pool.listTools(t), "connection", /could not reach/);
    assert.ok(!err.message.includes("in-url-secret") && !err.message.includes("dead-bearer"));
    await rejectsUpstream(pool.callTool({ url: "not a url", key: "x" }, "a", {}), "connection");
  } finally {
    await pool.close();
  }
});

Deno.test("pool: reconnects after the upstream restarts on the same port", async () => {
  let host = serveDemo();
  const pool = new UpstreamPool({ timeoutMs: 2_000 });
  try {
    const notes = target(host, "demo-notes");
    await pool.callTool(notes, "echo", { text: "before" });
    await host.close();
    await rejectsUpstream(pool.callTool(notes, "echo", { text: "down" }), "connection");
    host = serveDemo({ port: host.port });
    assert.equal(textOf(await pool.callTool(notes, "echo", { text: "back" })), "back");
    assert.equal(host.initializes.get("demo-notes"), 1);
  } finally {
    await pool.close();
    await host.close();
  }
});

Deno.test("pool: a forgotten stateful session is re-initialized and the call retried", async () => {
  const upstream = serveStateful();
  const pool = new UpstreamPool({ timeoutMs: 2_000 });
  try {
    const t = { url: upstream.url, key: "stateful" };
    await pool.callTool(t, "get_alerts", { region: "Minho" });
    assert.equal(upstream.sessionCount(), 1);
    upstream.forgetSessions();
    const res = await pool.callTool(t, "get_alerts", { region: "Minho" });
    assert.match(textOf(res), /Minho/);
    assert.equal(upstream.initializes(), 2);
  } finally {
    await pool.close();
    await upstream.close();
  }
  // pool.close() sends DELETE for the live session.
  assert.equal(upstream.sessionCount(), 0);
});

Deno.test("pool: HTTP 5xx is a connection error without the bearer in the message", async () => {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    // Echo the credential back, as a careless upstream might.
    return new Response(`upstream broke for ${req.headers.get("authorization")}`, { status: 502 });
  });
  const pool = new UpstreamPool({ timeoutMs: 2_000 });
  try {
    const t = { url: `http://127.0.0.1:${server.addr.port}/mcp`, key: "k", bearer: "tok-SECRET-1" };
    const err = await rejectsUpstream(pool.listTools(t), "connection", /HTTP 502/);
    assert.equal(err.status, 502);
    assert.ok(!err.message.includes("tok-SECRET-1"), err.message);
    assert.match(err.message, /\[redacted\]/);
  } finally {
    await pool.close();
    await server.shutdown();
  }
});

Deno.test("pool: an unknown upstream tool is a protocol error and keeps the session", async () => {
  await withPool(async (host, pool) => {
    const vault = target(host, "demo-vault", TOKEN);
    await rejectsUpstream(pool.callTool(vault, "no_such_tool", {}), "protocol", /Unknown tool/);
    await pool.callTool(vault, "whoami", {});
    assert.equal(host.initializes.get("demo-vault"), 1);
  });
});

Deno.test("pool: idle sessions are closed and reopened on demand", async () => {
  let clock = 1_000_000;
  await withPool(async (host, pool) => {
    const notes = target(host, "demo-notes");
    await pool.callTool(notes, "echo", { text: "1" });
    clock += 500;
    await pool.callTool(notes, "echo", { text: "2" });
    assert.equal(host.initializes.get("demo-notes"), 1);
    clock += 1_001;
    await pool.callTool(notes, "echo", { text: "3" });
    assert.equal(host.initializes.get("demo-notes"), 2);
    // With no traffic at all, the background sweep (every idleMs / 2, at least 1 s) closes it.
    clock += 1_001;
    for (let i = 0; i < 40 && pool.size > 0; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(pool.size, 0);
  }, { idleMs: 1_000, now: () => clock });
});

Deno.test("pool: a closed pool refuses calls", async () => {
  await withPool(async (host, pool) => {
    await pool.close();
    const t = target(host, "demo-notes");
    await rejectsUpstream(pool.callTool(t, "echo", { text: "x" }), "connection", /pool is closed/);
  });
});

/** A hand-written upstream: valid initialize, then deliberately malformed tools/call answers. */
function serveMalformed(): Deno.HttpServer<Deno.NetAddr> {
  return Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const msg = await req.json().catch(() => null);
    if (msg?.id === undefined) return new Response(null, { status: 202 });
    const json = { headers: { "content-type": "application/json" } };
    if (msg.method === "initialize") {
      const result = {
        protocolVersion: "2025-06-18",
        capabilities: { tools: {} },
        serverInfo: { name: "malformed", version: "1" },
      };
      return Response.json({ jsonrpc: "2.0", id: msg.id, result });
    }
    if (msg.params?.name === "garbage") return new Response("{not json", json);
    if (msg.params?.name === "html") return new Response("<html>", { headers: {} });
    return Response.json({ jsonrpc: "2.0", id: msg.id, result: { content: "not an array" } });
  });
}

Deno.test("pool: malformed tools/call answers leave the outcome uncertain", async () => {
  const server = serveMalformed();
  const pool = new UpstreamPool({ timeoutMs: 2_000 });
  try {
    const t = { url: `http://127.0.0.1:${server.addr.port}/mcp`, key: "m" };
    await rejectsUpstream(pool.callTool(t, "shape", {}), "uncertain", /expected array/);
    await rejectsUpstream(pool.callTool(t, "garbage", {}), "uncertain", /JSON/);
    await rejectsUpstream(pool.callTool(t, "html", {}), "uncertain", /content type/);
  } finally {
    await pool.close();
    await server.shutdown();
  }
});

Deno.test("pool: the given fetch carries every request; its refusal is a connection error", async () => {
  await withPool(async (host) => {
    const seen: string[] = [];
    let refuse = false;
    const guarded: typeof fetch = (input, init) => {
      seen.push(init?.method ?? "GET");
      if (refuse) return Promise.reject(new Error("egress to this address is not allowed"));
      return fetch(input, init);
    };
    const pool = new UpstreamPool({ timeoutMs: 2_000, fetch: guarded });
    try {
      const notes = target(host, "demo-notes");
      await pool.callTool(notes, "echo", { text: "x" });
      // initialize, notifications/initialized, the optional GET stream (405), tools/call.
      assert.deepEqual(seen, ["POST", "POST", "GET", "POST"]);
      refuse = true;
      await rejectsUpstream(pool.callTool(notes, "echo", { text: "y" }), "connection", /egress/);
    } finally {
      await pool.close();
    }
  });
});
