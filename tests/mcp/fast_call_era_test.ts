/**
 * serve.ts takes the prebuilt path before asking the SDK which era a request speaks: every request
 * plainToolCall accepts must be one the SDK classifies as 2025-era (legacy).
 */
import assert from "node:assert/strict";
import { isLegacyRequest, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/server";
import { plainToolCall } from "../../src/mcp/fast_call.ts";
import { TOOL_NAMES } from "../../src/mcp/tool_text.ts";

function request(version: string, body: unknown): Request {
  return new Request("http://localhost/mcp", {
    method: "POST",
    headers: {
      accept: "application/json, text/event-stream",
      "content-type": "application/json",
      "mcp-protocol-version": version,
    },
    body: JSON.stringify(body),
  });
}

Deno.test("[fast call] every request the prebuilt path takes is legacy to the SDK", async () => {
  let taken = 0;
  for (const version of SUPPORTED_PROTOCOL_VERSIONS) {
    for (const name of TOOL_NAMES) {
      for (const params of [{ name }, { name, arguments: {} }, { name, arguments: { q: "x" } }]) {
        for (const id of [1, "a", 0]) {
          const body = { jsonrpc: "2.0", id, method: "tools/call", params };
          const req = request(version, body);
          assert.ok(plainToolCall(req, body), `${version} ${name} taken`);
          assert.equal(await isLegacyRequest(req, body), true, `${version} ${name} is legacy`);
          taken++;
        }
      }
    }
  }
  assert.equal(taken, SUPPORTED_PROTOCOL_VERSIONS.length * TOOL_NAMES.length * 9);
});

Deno.test("[fast call] a modern version header or an envelope is left to the SDK", async () => {
  const body = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: TOOL_NAMES[0] } };
  const modern = request("2026-07-28", body);
  assert.equal(plainToolCall(modern, body), null);
  assert.equal(await isLegacyRequest(modern, body), false);
  const meta = { ...body, params: { ...body.params, _meta: { "io.modelcontextprotocol/x": 1 } } };
  assert.equal(plainToolCall(request("2025-11-25", meta), meta), null);
});
