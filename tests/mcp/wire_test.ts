/** The wire rules of both eras on /mcp, in raw HTTP: batches, server/discover, headers, caching. */
import assert from "node:assert/strict";
import { connection, type Gateway, tenant, withGateway } from "./_harness.ts";

const MODERN = "2026-07-28";
const ENVELOPE = {
  "io.modelcontextprotocol/protocolVersion": MODERN,
  "io.modelcontextprotocol/clientInfo": { name: "raw", version: "1" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

async function post(gw: Gateway, token: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(gw.mcpUrl, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  // An SSE answer carries the JSON-RPC message in its data line.
  const json = text.startsWith("{") ? JSON.parse(text) : JSON.parse(/data: (.*)/.exec(text)![1]);
  return { status: res.status, json };
}

async function token(gw: Gateway) {
  const t = await tenant(gw, { plan: "pro" });
  return (await connection(gw, t.account.id)).token;
}

Deno.test("wire: JSON-RPC batches are refused in both eras (-32600, HTTP 400)", async () => {
  await withGateway(async (gw) => {
    const tk = await token(gw);
    const ping = (id: number) => ({ jsonrpc: "2.0", id, method: "ping" });
    for (const version of ["2025-11-25", MODERN]) {
      const r = await post(gw, tk, [ping(1), ping(2)], { "mcp-protocol-version": version });
      assert.equal(r.status, 400);
      assert.equal(r.json.error.code, -32600);
      assert.match(r.json.error.message, /batches are not supported/);
    }
  });
});

Deno.test("wire: 2026-07-28 server/discover, per-request version and cacheable tools/list", async () => {
  await withGateway(async (gw) => {
    const tk = await token(gw);
    const head = (method: string) => ({ "mcp-protocol-version": MODERN, "mcp-method": method });
    const discover = await post(
      gw,
      tk,
      { jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: ENVELOPE } },
      head("server/discover"),
    );
    assert.equal(discover.status, 200);
    // discover lists the modern revisions; 2025-era versions are negotiated by initialize.
    assert.deepEqual(discover.json.result.supportedVersions, [MODERN]);
    assert.deepEqual(discover.json.result.capabilities.tools, { listChanged: false });
    const list = await post(
      gw,
      tk,
      { jsonrpc: "2.0", id: 2, method: "tools/list", params: { _meta: ENVELOPE } },
      head("tools/list"),
    );
    const result = list.json.result;
    assert.deepEqual(result.tools.map((t: { name: string }) => t.name), [
      "search",
      "description",
      "run_tool",
    ]);
    assert.equal(result.ttlMs, 60_000);
    assert.equal(result.cacheScope, "private");
    // The header must agree with the envelope; a mismatch is refused before anything runs.
    const mismatch = await post(
      gw,
      tk,
      { jsonrpc: "2.0", id: 3, method: "tools/list", params: { _meta: ENVELOPE } },
      { "mcp-protocol-version": "2025-11-25", "mcp-method": "tools/list" },
    );
    assert.ok(mismatch.json.error, JSON.stringify(mismatch.json));
    // Without initialize, a 2025-11-25 request is still served statelessly.
    const legacy = await post(
      gw,
      tk,
      { jsonrpc: "2.0", id: 4, method: "tools/list", params: {} },
      { "mcp-protocol-version": "2025-11-25" },
    );
    assert.equal(legacy.json.result.tools.length, 3);
    assert.equal(legacy.json.result.ttlMs, undefined, "2025-11-25 results carry no cache fields");
  });
});
