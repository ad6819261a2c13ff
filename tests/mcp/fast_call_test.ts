/**
 * The prebuilt path for a plain 2025-11-25 tools/call (src/mcp/fast_call.ts) answers exactly as
 * the SDK's per-request server and transport do: the same request with `_meta: {}` in its
 * params takes the SDK path, and both answers must agree in status, content type and body.
 */
import assert from "node:assert/strict";
import { connection, type Gateway, tenant, withGateway } from "./_harness.ts";
import { plainToolCall } from "../../src/mcp/fast_call.ts";

const HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
};

async function post(gw: Gateway, token: string, body: unknown, headers = HEADERS) {
  const res = await fetch(gw.mcpUrl, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

const callOf = (id: number, name: string, args?: unknown, meta?: object) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, ...(args === undefined ? {} : { arguments: args }), ...meta },
});

Deno.test("fast call: plain tools/call answers byte for byte as the SDK path does", async () => {
  await withGateway(async (gw) => {
    const t = await tenant(gw, { plan: "pro" });
    const { token } = await connection(gw, t.account.id);
    const cases: [string, unknown][] = [
      ["search", { query: "notes" }],
      ["search", { query: 7 }],
      ["description", { name: "demo-notes__nope" }],
      ["run_tool", { name: "nowhere__nothing", arguments: {} }],
      ["run_tool", { arguments: {} }],
      ["run_tool", undefined],
    ];
    for (const [i, [name, args]] of cases.entries()) {
      const plain = callOf(i, name, args);
      assert.ok(plainToolCall(requestOf(gw, plain), plain), `${name} takes the prebuilt path`);
      const fast = await post(gw, token, plain);
      const sdk = await post(gw, token, callOf(i, name, args, { _meta: {} }));
      assert.equal(fast.status, 200);
      assert.deepEqual(fast, sdk, `${name} ${JSON.stringify(args)}`);
    }
    // Each of the 3 run_tool cases wrote exactly one row on each path: 6 rows.
    const page = await gw.services.activity.list(t.account.id, { limit: 50, retentionDays: 30 });
    assert.equal(page.rows.length, 6);
  });
});

Deno.test("fast call: anything the SDK would check or default is left to the SDK", async () => {
  await withGateway(async (gw) => {
    const t = await tenant(gw, { plan: "pro" });
    const { token } = await connection(gw, t.account.id);
    const body = callOf(1, "search", { query: "notes" });
    const req = (h: Record<string, string>, b: unknown = body) =>
      plainToolCall(requestOf(gw, b, { ...HEADERS, ...h }), b);
    assert.equal(req({ accept: "application/json" }), null);
    assert.equal(req({ "content-type": "text/plain" }), null);
    assert.equal(req({ "mcp-protocol-version": "1999-01-01" }), null);
    assert.equal(req({}, { ...body, id: 1.5 }), null);
    assert.equal(req({}, callOf(1, "echo", {})), null);
    assert.equal(req({}, callOf(1, "search", [])), null);
    assert.equal(req({}, callOf(1, "search", {}, { _meta: { progressToken: 1 } })), null);
    assert.equal(req({}, { ...body, method: "tools/list" }), null);
    // The SDK still answers what the prebuilt path leaves alone, with its own errors.
    const refused = await post(gw, token, body, { ...HEADERS, accept: "application/json" });
    assert.equal(refused.status, 406);
    const unknown = await post(gw, token, callOf(2, "echo", {}));
    assert.equal(JSON.parse(unknown.text).error.code, -32602);
    const version = await post(gw, token, body, { ...HEADERS, "mcp-protocol-version": "1999" });
    assert.equal(version.status, 400);
  });
});

function requestOf(gw: Gateway, body: unknown, headers: Record<string, string> = HEADERS) {
  return new Request(gw.mcpUrl, { method: "POST", headers, body: JSON.stringify(body) });
}
