import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { call, connection, mcpClient, startGateway, textOf } from "../mcp/_harness.ts";
import { connect, type Gateway, type Member, member, oauthServer, stats } from "./_harness.ts";
import { getConnection } from "../../src/storage/upstream_oauth.ts";
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

/**
 * Connects (again) until the new connection's first token is untouched after the warm-up: on a
 * loaded machine the warm-up can outlast the 2 s token's proactive window and refresh it
 * itself, and then the burst would not start from an expired token.
 */
async function freshConnection(gw: Gateway, m: Member, slug: string) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    assert.equal((await connect(gw, m, slug)).status, 200);
    await gw.services.warmups.idle();
    const conn = await getConnection(gw.deps.kv, m.accountId, slug);
    if (conn.value?.refreshedAt === null) return conn.value;
  }
  throw new Error("five connections in a row were refreshed during their warm-up");
}

Deno.test("two processes on one KV file: after expiry, 20 parallel calls make one refresh", async () => {
  const dir = await Deno.makeTempDir();
  const kvPath = `${dir}/kv.sqlite3`;
  // Upstream time limits sized for a loaded machine: 20 calls and a refresh at once.
  const gw = await startGateway({
    env: { UPSTREAM_TIMEOUT_MS: "15000" },
    deps: { kv: await Deno.openKv(kvPath) },
    // First tokens live 2 s; refreshed ones 30 s, so however slowly the burst runs on a
    // loaded machine, exactly one refresh is the right answer.
    extraServers: (o) => [oauthServer(o, "oa-two", { ttl: "2", rttl: "30", rotate: "1" })],
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
    // Reconnect for a first token nobody has refreshed, then wait for its stored expiry.
    const conn = await freshConnection(gw, m, "oa-two");
    const before = (await stats(gw, server)).refreshRequests;
    await new Promise((r) => setTimeout(r, conn.expiresAt! - Date.now() + 50));
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
    const after = await getConnection(gw.deps.kv, m.accountId, "oa-two");
    assert.notEqual(after.value?.refreshedAt, null, "the refreshed tokens were stored");
  } finally {
    for (const c of clients) await c.close();
    b.child.kill();
    await b.reader.cancel().catch(() => {});
    await b.child.status;
    await gw.close();
    await Deno.remove(dir, { recursive: true });
  }
});
