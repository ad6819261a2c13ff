import assert from "node:assert/strict";
import { serveFaulty } from "./_faulty_upstream.ts";
import { call, connection, mcpClient, startGateway, tenant, textOf } from "../mcp/_harness.ts";
import { parseCatalogueFile } from "../../src/catalog/catalogue_file.ts";
import { UpstreamError, UpstreamPool } from "../../src/upstream/pool.ts";

async function kindOf(p: Promise<unknown>): Promise<UpstreamError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof UpstreamError) return err;
    throw err;
  }
  throw new Error("expected a failure");
}

Deno.test("[faults] pool: a dropped connection fails as uncertain, not at the timeout", async () => {
  const up = serveFaulty();
  // The timeout is far beyond the test's own bound: reaching it would fail the test.
  const pool = new UpstreamPool({ timeoutMs: 120_000 });
  try {
    const t = { url: up.url, key: "f" };
    const dropped = await kindOf(pool.callTool(t, "drop", {}));
    assert.equal(dropped.kind, "uncertain");
    assert.match(dropped.message, /broke off/);
    const five = await kindOf(pool.callTool(t, "five_hundred", {}));
    assert.equal(five.kind, "uncertain");
    assert.equal(five.message, "the upstream answered 500");
    const ok = await pool.callTool(t, "ok", {});
    assert.equal(ok.isError, undefined, "the session still works after the faults");
  } finally {
    await pool.close();
    await up.close();
  }
});

Deno.test("[faults] pool: an answer over the size cap is cut off while it is read", async () => {
  const up = serveFaulty();
  const pool = new UpstreamPool({ timeoutMs: 120_000, maxResultBytes: 1024 * 1024 });
  try {
    const t = { url: up.url, key: "h" };
    const big = await kindOf(pool.callTool(t, "huge", { bytes: 64 * 1024 * 1024 }));
    assert.equal(big.kind, "uncertain");
    assert.match(big.message, /exceeded 1048576 bytes/);
    // Reading stopped near the cap, long before the 64 MiB the upstream would have sent.
    assert.ok(up.seen.hugeBytesSent < 16 * 1024 * 1024, `${up.seen.hugeBytesSent} bytes sent`);
    const small = await pool.callTool(t, "huge", { bytes: 512 * 1024 });
    assert.equal((small.content as { text: string }[])[0].text.length, 512 * 1024);
  } finally {
    await pool.close();
    await up.close();
  }
});

Deno.test("[faults] run_tool: 5xx, drops and oversized answers are rows that say what is known", async () => {
  const up = serveFaulty();
  const server = {
    slug: "faulty",
    name: "Faulty",
    description: "misbehaves on purpose",
    category: "demo",
    authType: "none",
    endpoint: up.url,
    defaultEnabled: true,
  };
  const gw = await startGateway({
    env: { UPSTREAM_TIMEOUT_MS: "120000", UPSTREAM_MAX_RESULT_BYTES: String(1024 * 1024) },
    extraServers: (origin) => parseCatalogueFile(JSON.stringify({ servers: [server] }), origin),
  });
  const { account } = await tenant(gw);
  const { token } = await connection(gw, account.id);
  const client = await mcpClient(gw, token);
  try {
    const run = (name: string, args = {}) =>
      call(client, "run_tool", { name: `faulty__${name}`, arguments: args });
    const five = await run("five_hundred");
    assert.equal(five.isError, true);
    assert.match(textOf(five), /the upstream answered 500; the tool may or may not have run/);
    const dropped = await run("drop");
    assert.match(textOf(dropped), /broke off mid-answer.*may or may not have run/);
    const huge = await run("huge", { bytes: 8 * 1024 * 1024 });
    assert.match(textOf(huge), /exceeded 1048576 bytes.*may or may not have run/);
    const { rows } = await gw.services.activity.list(account.id, { limit: 10, retentionDays: 7 });
    const codes = rows.map((r) => [r.tool, r.error?.code]);
    assert.deepEqual(codes, [
      ["huge", "upstream_error"],
      ["drop", "upstream_error"],
      ["five_hundred", "upstream_error"],
    ]);
    assert.ok(rows.every((r) => /may or may not have run/.test(r.error!.message)));
  } finally {
    await client.close();
    await gw.close();
    await up.close();
  }
});
