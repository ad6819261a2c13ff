import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/auth"
import { auth, extractWWWAuthenticateParams } from "@modelcontextprotocol/sdk/client/auth.js";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/shared/auth"
import {
  OAuthMetadataSchema,
  OAuthProtectedResourceMetadataSchema,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { verifyAccessToken } from "../../src/oauth/tokens.ts";
import { getClient, listClients } from "../../src/storage/clients.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { Browser, consent, signUp, startServer } from "./_helpers.ts";
import { MemoryOAuthProvider } from "./sdk_provider.ts";

const MCP_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
};
const INIT = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "raw", version: "1" },
  },
});

Deno.test("discovery documents follow RFC 9728 and RFC 8414 and name each other", async () => {
  const srv = await startServer();
  try {
    for (
      const path of [
        "/.well-known/oauth-protected-resource/mcp",
        "/.well-known/oauth-protected-resource",
      ]
    ) {
      const res = await fetch(`${srv.base}${path}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("access-control-allow-origin"), "*");
      const prm = OAuthProtectedResourceMetadataSchema.parse(await res.json());
      assert.equal(prm.resource, srv.mcpUrl);
      assert.deepEqual(prm.authorization_servers, [srv.base]);
    }
    const res = await fetch(`${srv.base}/.well-known/oauth-authorization-server`);
    const meta = OAuthMetadataSchema.parse(await res.json());
    assert.equal(meta.issuer, srv.base);
    assert.equal(meta.authorization_endpoint, `${srv.base}/oauth/authorize`);
    assert.equal(meta.token_endpoint, `${srv.base}/oauth/token`);
    assert.equal(meta.registration_endpoint, `${srv.base}/oauth/register`);
    assert.equal(meta.revocation_endpoint, `${srv.base}/oauth/revoke`);
    assert.deepEqual(meta.code_challenge_methods_supported, ["S256"]);
    assert.equal(meta.client_id_metadata_document_supported, true);
  } finally {
    await srv.close();
  }
});

Deno.test("the SDK's client OAuth runs the whole flow: register, sign up, consent, token, refresh, revoke", async () => {
  const srv = await startServer();
  try {
    const browser = new Browser();
    assert.equal((await signUp(browser, srv.base, "ada@example.com", "Ada's team")).status, 303);
    const user = await getUserByEmail(srv.deps.kv, "ada@example.com");
    assert.ok(user);

    // An MCP request without a token: 401 naming the protected-resource metadata.
    const first401 = await fetch(srv.mcpUrl, { method: "POST", headers: MCP_HEADERS, body: INIT });
    assert.equal(first401.status, 401);
    await first401.body?.cancel();
    const { resourceMetadataUrl } = extractWWWAuthenticateParams(first401);
    assert.equal(resourceMetadataUrl?.href, `${srv.base}/.well-known/oauth-protected-resource/mcp`);

    // Discovery from there, dynamic registration, then the redirect to our authorize endpoint.
    const provider = new MemoryOAuthProvider();
    assert.equal(await auth(provider, { serverUrl: srv.mcpUrl, resourceMetadataUrl }), "REDIRECT");
    assert.ok(provider.client?.client_id.startsWith("tgc_"));
    const authUrl = provider.authorizationUrl!;
    assert.equal(authUrl.origin + authUrl.pathname, `${srv.base}/oauth/authorize`);
    assert.equal(authUrl.searchParams.get("resource"), srv.mcpUrl);

    // The user approves on the consent page; the browser is sent back with code, state and iss.
    const back = await consent(browser, authUrl.href, "approve", "Ada's laptop");
    assert.equal(back.origin + back.pathname, provider.redirectUrl);
    assert.equal(back.searchParams.get("state"), provider.lastState);
    assert.equal(back.searchParams.get("iss"), srv.base);
    const code = back.searchParams.get("code")!;

    assert.equal(
      await auth(provider, { serverUrl: srv.mcpUrl, authorizationCode: code }),
      "AUTHORIZED",
    );
    const first = provider.saved!;
    assert.equal(first.token_type, "Bearer");
    assert.equal(first.expires_in, 3600);
    assert.ok(first.refresh_token?.startsWith("tgrt_"));
    const record = await verifyAccessToken(
      srv.deps.kv,
      srv.deps.now,
      first.access_token,
      srv.mcpUrl,
    );
    assert.equal(record?.accountId, user.accountId);

    // The connection is in the registry with the chosen label and the registered name.
    const [connection] = await listClients(srv.deps.kv, user.accountId);
    assert.equal(connection.label, "Ada's laptop");
    assert.equal(connection.name, "SDK Test Agent");
    assert.equal(connection.oauthClientId, provider.client!.client_id);
    assert.equal(record?.clientId, connection.id);

    // A real MCP session with the token: the SDK client sends it as a bearer token.
    const client = new Client({ name: "oauth-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(srv.mcpUrl), { authProvider: provider }),
    );
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t: { name: string }) => t.name).sort(), [
      "description",
      "run_tool",
      "search",
    ]);
    await client.close();

    // A second auth() with a refresh token rotates it.
    assert.equal(await auth(provider, { serverUrl: srv.mcpUrl }), "AUTHORIZED");
    const second = provider.saved!;
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.notEqual(second.access_token, first.access_token);
    assert.ok(await verifyAccessToken(srv.deps.kv, srv.deps.now, second.access_token, srv.mcpUrl));

    // RFC 7009 revocation of the refresh token ends the grant: the access token stops working.
    const res = await fetch(`${srv.base}/oauth/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token: second.refresh_token!,
        client_id: provider.client!.client_id,
      }),
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.equal(
      await verifyAccessToken(srv.deps.kv, srv.deps.now, second.access_token, srv.mcpUrl),
      null,
    );
    assert.equal((await getClient(srv.deps.kv, user.accountId, connection.id))?.active, false);
    const after = await fetch(srv.mcpUrl, {
      method: "POST",
      headers: { ...MCP_HEADERS, authorization: `Bearer ${second.access_token}` },
      body: INIT,
    });
    assert.equal(after.status, 401);
    assert.match(after.headers.get("www-authenticate") ?? "", /error="invalid_token"/);
    await after.body?.cancel();

    // The client's next auth() cannot refresh any more and falls back to a new authorization.
    assert.equal(await auth(provider, { serverUrl: srv.mcpUrl }), "REDIRECT");
  } finally {
    await srv.close();
  }
});
