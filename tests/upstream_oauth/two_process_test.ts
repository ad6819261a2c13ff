import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { call, connection, mcpClient, startGateway, textOf } from "../mcp/_harness.ts";
import { connect, member, oauthServer, stats } from "./_harness.ts";
import { createClient } from "../../src/storage/clients.ts";
import { issueAccessToken } from "../../src/oauth/tokens.ts";

/** Starts tests/upstream_oauth/_process.ts and waits for its "ready <port>" line. */
async function secondProcess(kvPath: string, catalogue: unknown) {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      new URL("./_process.ts", import.meta.url).pathname,
      kvPath,
      JSON.stringify(catalogue),
    ],
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!/ready (\d+)/.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`second process exited: ${text}`);
    text += value;
  }
  return { child, reader, port: Number(/ready (\d+)/.exec(text)![1]) };
}

Deno.test("two processes on one KV file: after expiry, 20 parallel calls make one refresh", async () => {
  const dir = await Deno.makeTempDir();
  const kvPath = `${dir}/kv.sqlite3`;
  const gw = await startGateway({
    deps: { kv: await Deno.openKv(kvPath) },
    extraServers: (o) => [oauthServer(o, "oa-two", { ttl: "2", rotate: "1" })],
  });
  const server = gw.deps.catalog.find((s) => s.slug === "oa-two")!;
  const b = await secondProcess(kvPath, [server]);
  const clients: Client[] = [];
  try {
    const m = await member(gw);
    assert.equal((await connect(gw, m, "oa-two")).status, 200);
    const a = await mcpClient(gw, (await connection(gw, m.accountId)).token);
    clients.push(a);
    assert.equal(
      textOf(await call(a, "run_tool", { name: "oa-two__echo", arguments: { text: "w" } })),
      "w",
    );
    // An MCP connection to process B: a token whose audience is B's own /mcp.
    const origin = `http://127.0.0.1:${b.port}`;
    const rec = await createClient(gw.deps.kv, gw.deps.now, {
      accountId: m.accountId,
      label: "b",
      name: "B",
      oauthClientId: null,
    });
    const { token } = await issueAccessToken(gw.deps.kv, gw.deps.now, {
      accountId: m.accountId,
      clientId: rec.id,
      audience: `${origin}/mcp`,
      grantId: null,
      scope: "mcp",
      ttlMs: 3_600_000,
    });
    const bc = new Client({ name: "b", version: "1" });
    await bc.connect(
      new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      }),
    );
    clients.push(bc);
    // Under load the warm-up may already have refreshed once: count from here.
    const before = (await stats(gw, server)).refreshRequests;
    await new Promise((r) => setTimeout(r, 2_100));
    const texts = await Promise.all(
      Array.from(
        { length: 20 },
        (_, i) =>
          call(i % 2 ? bc : a, "run_tool", { name: "oa-two__echo", arguments: { text: `n${i}` } })
            .then(textOf),
      ),
    );
    assert.deepEqual(texts, Array.from({ length: 20 }, (_, i) => `n${i}`));
    assert.equal((await stats(gw, server)).refreshRequests - before, 1);
  } finally {
    for (const c of clients) await c.close();
    b.child.kill();
    await b.reader.cancel().catch(() => {});
    await b.child.status;
    await gw.close();
    await Deno.remove(dir, { recursive: true });
  }
});
