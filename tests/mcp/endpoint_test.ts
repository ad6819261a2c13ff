/** The MCP endpoint's HTTP surface: authentication, DNS-rebinding checks, CORS, methods. */
import assert from "node:assert/strict";
import {
  call,
  connection,
  type Gateway,
  mcpClient,
  rest,
  tenant,
  withGateway,
} from "./_harness.ts";
import { issueAccessToken } from "../../src/oauth/tokens.ts";
import { revokeClient } from "../../src/storage/clients.ts";
import { keys } from "../../src/storage/keys.ts";

const INIT = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "t", version: "1" },
  },
});

function post(gw: Gateway, headers: Record<string, string>, body = INIT) {
  return fetch(gw.mcpUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body,
  });
}

/** fetch cannot set Host, so the rebinding case speaks HTTP/1.1 over a raw socket. */
async function rawPost(gw: Gateway, host: string, token: string): Promise<number> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port: Number(new URL(gw.origin).port) });
  const request = [
    "POST /mcp HTTP/1.1",
    `Host: ${host}`,
    `Authorization: Bearer ${token}`,
    "Content-Type: application/json",
    "Accept: application/json, text/event-stream",
    `Content-Length: ${new TextEncoder().encode(INIT).byteLength}`,
    "Connection: close",
    "",
    INIT,
  ].join("\r\n");
  await conn.write(new TextEncoder().encode(request));
  const text = await new Response(conn.readable).text();
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
}

Deno.test("auth: no, malformed, unknown, expired, wrong-audience, revoked and API-key tokens get 401", async () => {
  await withGateway(async (gw) => {
    const t = await tenant(gw);
    const live = await connection(gw, t.account.id);
    const expired = await issueAccessToken(gw.deps.kv, gw.deps.now, {
      accountId: t.account.id,
      clientId: live.clientId,
      audience: gw.mcpUrl,
      grantId: null,
      scope: "mcp",
      ttlMs: 1,
    });
    const otherAudience = await issueAccessToken(gw.deps.kv, gw.deps.now, {
      accountId: t.account.id,
      clientId: live.clientId,
      audience: `${gw.origin}/api/v1`,
      grantId: null,
      scope: "mcp",
      ttlMs: 60_000,
    });
    const revoked = await connection(gw, t.account.id, "to revoke");
    await revokeClient(gw.deps.kv, gw.deps.now, t.account.id, revoked.clientId);
    await new Promise((r) => setTimeout(r, 5));
    const metadata =
      `Bearer resource_metadata="${gw.origin}/.well-known/oauth-protected-resource/mcp"`;
    const cases: [Record<string, string>, RegExp | null][] = [
      [{}, null],
      [{ authorization: "Basic abc" }, /invalid_request/],
      [{ authorization: "Bearer tgat_" + "x".repeat(43) }, /invalid_token/],
      [{ authorization: `Bearer ${expired.token}` }, /invalid_token/],
      [{ authorization: `Bearer ${otherAudience.token}` }, /invalid_token/],
      [{ authorization: `Bearer ${revoked.token}` }, /invalid_token/],
      [{ authorization: `Bearer ${t.apiKey}` }, /API keys cannot call the MCP endpoint/],
    ];
    for (const [headers, error] of cases) {
      const res = await post(gw, headers);
      const body = await res.json();
      assert.equal(res.status, 401, JSON.stringify(headers));
      const challenge = res.headers.get("www-authenticate")!;
      assert.ok(challenge.startsWith(metadata), challenge);
      if (error === null) assert.equal(challenge, metadata);
      else assert.match(challenge, error);
      assert.equal(body.error, "unauthorized");
    }
    const ok = await post(gw, { authorization: `Bearer ${live.token}` });
    assert.equal(ok.status, 200);
    assert.equal((await ok.json()).result.serverInfo.name, "toolgate");
  });
});

Deno.test("auth: revoking a connection stops its very next request", async () => {
  await withGateway(async (gw) => {
    const t = await tenant(gw);
    const conn = await connection(gw, t.account.id);
    const client = await mcpClient(gw, conn.token);
    await call(client, "search", { query: "echo" });
    await revokeClient(gw.deps.kv, gw.deps.now, t.account.id, conn.clientId);
    await assert.rejects(() => call(client, "search", { query: "echo" }), /401|Unauthorized/i);
  });
});

Deno.test("DNS rebinding: a foreign Host or Origin is refused with 403 before anything else", async () => {
  await withGateway(async (gw) => {
    const t = await tenant(gw);
    const { token } = await connection(gw, t.account.id);
    const port = new URL(gw.origin).port;
    assert.equal(await rawPost(gw, "evil.example.com", token), 403);
    assert.equal(await rawPost(gw, `evil.example.com:${port}`, token), 403);
    assert.equal(await rawPost(gw, `127.0.0.1:${port}`, token), 200);
    assert.equal(await rawPost(gw, `localhost:${port}`, token), 200);
    const auth = { authorization: `Bearer ${token}` };
    const evil = await post(gw, { ...auth, origin: "http://evil.example.com" });
    assert.equal(evil.status, 403);
    assert.match((await evil.json()).error.message, /Origin/);
    const noToken = await post(gw, { origin: "https://evil.example.com" });
    assert.equal(noToken.status, 403, "the origin check runs before authentication");
    await noToken.body?.cancel();
    for (const origin of [gw.origin, "http://localhost:6274", "https://inspector.example.com"]) {
      const res = await post(gw, { ...auth, origin });
      assert.equal(res.status, 200, origin);
      assert.equal(res.headers.get("access-control-allow-origin"), origin);
      assert.match(res.headers.get("access-control-expose-headers")!, /WWW-Authenticate/);
      await res.body?.cancel();
    }
  }, { env: { MCP_ALLOWED_ORIGINS: "https://inspector.example.com" } });
});

Deno.test("CORS preflight and methods: OPTIONS 204 for allowed origins, GET and DELETE 405", async () => {
  await withGateway(async (gw) => {
    const t = await tenant(gw);
    const { token } = await connection(gw, t.account.id);
    const pre = await fetch(gw.mcpUrl, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:6274", "access-control-request-method": "POST" },
    });
    assert.equal(pre.status, 204);
    assert.match(pre.headers.get("access-control-allow-headers")!, /Authorization/);
    assert.match(pre.headers.get("access-control-allow-headers")!, /Mcp-Protocol-Version/);
    assert.equal(pre.headers.get("access-control-max-age"), "600");
    await pre.body?.cancel();
    for (const method of ["GET", "DELETE"]) {
      const res = await fetch(gw.mcpUrl, { method, headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.get("allow"), "POST, OPTIONS");
      await res.body?.cancel();
    }
    const bad = await post(gw, { authorization: `Bearer ${token}` }, "{not json");
    assert.equal(bad.status, 400);
    await bad.body?.cancel();
  });
});

Deno.test("protocol: three tools with catalogue-aware descriptions; protocol requests are free", async () => {
  await withGateway(async (gw) => {
    const t = await tenant(gw, { plan: "pro" });
    const conn = await connection(gw, t.account.id);
    const client = await mcpClient(gw, conn.token);
    assert.match(client.getInstructions() ?? "", /search.*description.*run_tool/s);
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((x) => x.name), ["search", "description", "run_tool"]);
    assert.match(tools[0].description!, /holds 8 tools on 1 enabled server: Demo Notes \(8\)/);
    assert.match(tools[0].description!, /then call `description`.*then `run_tool`/);
    assert.match(tools[2].description!, /qualified name/);
    assert.deepEqual(tools[0].inputSchema.required, ["query"]);
    await client.ping();
    await rest(gw, t.apiKey, "/servers/demo-weather", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ enabled: true }),
    });
    await gw.services.warmups.idle();
    const after = await client.listTools();
    assert.match(
      after.tools[0].description!,
      /holds 10 tools on 2 enabled servers: Demo Notes \(8\), Demo Weather \(2\)/,
    );
    const usage = await rest(gw, t.apiKey, "/usage");
    assert.equal(usage.json.calls, 0, "initialize, tools/list and ping are not tool calls");
    await gw.services.gateway.clientActivity.flush();
    const last = await gw.deps.kv.get<string>(keys.clientLastActive(t.account.id, conn.clientId));
    assert.ok(last.value !== null && Date.parse(last.value) > 0);
    // An unknown tool name is the protocol error -32602 (2025-11-25), not an isError result.
    await assert.rejects(
      () => call(client, "github__create_issue", {}),
      (err: { code?: number; message?: string }) =>
        err.code === -32602 && /find its qualified name with search/.test(err.message ?? ""),
    );
  });
});
