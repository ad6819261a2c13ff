import assert from "node:assert/strict";
import { createApiKey } from "../../src/storage/api_keys.ts";
import { verifyAccessToken } from "../../src/oauth/tokens.ts";
import { manualClock } from "../_helpers/deps.ts";
import { codeFor, exchange, startServer } from "./_helpers.ts";

const INIT = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "t", version: "1" },
  },
});

function mcp(url: string, bearer: string) {
  return fetch(url, {
    method: "POST",
    headers: {
      authorization: `Bearer ${bearer}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: INIT,
  });
}

Deno.test("an OAuth access token is refused at REST, where GET /clients lists its connection", async () => {
  const srv = await startServer();
  try {
    const c = await codeFor(srv, { email: "rest@example.com" });
    const tokens = await exchange(srv, c);
    const access = tokens.body.access_token as string;
    const record = await verifyAccessToken(srv.deps.kv, srv.deps.now, access, srv.mcpUrl);
    assert.ok(record);

    const withToken = await fetch(`${srv.base}/api/v1/clients`, {
      headers: { authorization: `Bearer ${access}` },
    });
    assert.equal(withToken.status, 401);
    assert.equal((await withToken.json()).error, "unauthorized");

    const { key } = await createApiKey(srv.deps.kv, srv.deps.now, record.accountId, "rest");
    const res = await fetch(`${srv.base}/api/v1/clients?active=true`, {
      headers: { authorization: `Bearer ${key}` },
    });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.total, 1);
    assert.equal(body.retentionDays, 7);
    const [row] = body.data;
    assert.equal(row.id, record.clientId);
    assert.equal(row.label, "My agent");
    assert.equal(row.name, "Test Agent");
    assert.equal(row.active, true);
    assert.equal(row.calls, 0);
    assert.equal(typeof row.authorizedAt, "string");
  } finally {
    await srv.close();
  }
});

Deno.test("{mcp_url} accepts the OAuth token, refuses an API key and an expired token with 401", async () => {
  const clock = manualClock(Date.now());
  const srv = await startServer({ now: clock.now });
  try {
    const c = await codeFor(srv);
    const tokens = await exchange(srv, c);
    const access = tokens.body.access_token as string;
    const ok = await mcp(srv.mcpUrl, access);
    assert.equal(ok.status, 200);
    await ok.body?.cancel();

    const record = await verifyAccessToken(srv.deps.kv, srv.deps.now, access, srv.mcpUrl);
    const { key } = await createApiKey(srv.deps.kv, srv.deps.now, record!.accountId, "not for mcp");
    const withKey = await mcp(srv.mcpUrl, key);
    assert.equal(withKey.status, 401);
    assert.match(withKey.headers.get("www-authenticate") ?? "", /resource_metadata=/);
    await withKey.body?.cancel();

    clock.advance(3_600_000);
    const expired = await mcp(srv.mcpUrl, access);
    assert.equal(expired.status, 401);
    assert.match(expired.headers.get("www-authenticate") ?? "", /error="invalid_token"/);
    await expired.body?.cancel();
  } finally {
    await srv.close();
  }
});
