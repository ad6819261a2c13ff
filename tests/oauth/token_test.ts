import assert from "node:assert/strict";
import { verifyAccessToken } from "../../src/oauth/tokens.ts";
import { getClient, listClients } from "../../src/storage/clients.ts";
import { manualClock } from "../_helpers/deps.ts";
import {
  Browser,
  codeFor,
  exchange,
  hiddenFields,
  REDIRECT,
  registerClient,
  signUp,
  startServer,
  tokenRequest,
} from "./_helpers.ts";

type Srv = Awaited<ReturnType<typeof startServer>>;

async function withServer(fn: (srv: Srv) => Promise<void>, now?: () => number) {
  const srv = await startServer(now ? { now } : {});
  try {
    await fn(srv);
  } finally {
    await srv.close();
  }
}

function refresh(srv: Srv, clientId: string, token: string) {
  return tokenRequest(srv.base, {
    grant_type: "refresh_token",
    refresh_token: token,
    client_id: clientId,
  });
}

Deno.test("a token response is uncached and bound to {mcp_url}", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const res = await exchange(srv, c);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.equal(res.body.scope, "mcp");
    const token = res.body.access_token as string;
    assert.ok(await verifyAccessToken(srv.deps.kv, srv.deps.now, token, srv.mcpUrl));
    assert.equal(
      await verifyAccessToken(srv.deps.kv, srv.deps.now, token, `${srv.base}/api/v1`),
      null,
    );
  }));

Deno.test("a reused code is refused and revokes the tokens it produced", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const first = await exchange(srv, c);
    assert.equal(first.status, 200);
    const again = await exchange(srv, c);
    assert.equal(again.status, 400);
    assert.equal(again.body.error, "invalid_grant");
    assert.equal(again.headers.get("cache-control"), "no-store");
    const token = first.body.access_token as string;
    assert.equal(await verifyAccessToken(srv.deps.kv, srv.deps.now, token, srv.mcpUrl), null);
    assert.equal(
      (await refresh(srv, c.clientId, first.body.refresh_token as string)).body.error,
      "invalid_grant",
    );
  }));

Deno.test("a wrong PKCE verifier is refused and spends the code", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const wrong = await exchange(srv, { ...c, pkce: { ...c.pkce, verifier: "A".repeat(43) } });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error, "invalid_grant");
    assert.equal((await exchange(srv, c)).body.error, "invalid_grant");
    const missing = await tokenRequest(srv.base, {
      grant_type: "authorization_code",
      code: c.code,
      client_id: c.clientId,
    });
    assert.equal(missing.body.error, "invalid_request");
  }));

Deno.test("a wrong resource at the token endpoint is invalid_target", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const res = await tokenRequest(srv.base, {
      grant_type: "authorization_code",
      code: c.code,
      code_verifier: c.pkce.verifier,
      redirect_uri: REDIRECT,
      client_id: c.clientId,
      resource: `${srv.base}/api/v1`,
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, "invalid_target");
  }));

Deno.test("a redirect_uri other than the authorization request's is invalid_grant", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const res = await tokenRequest(srv.base, {
      grant_type: "authorization_code",
      code: c.code,
      code_verifier: c.pkce.verifier,
      redirect_uri: "http://127.0.0.1:53682/other",
      client_id: c.clientId,
    });
    assert.equal(res.body.error, "invalid_grant");
  }));

Deno.test("codes expire after 60 s and access tokens after an hour", async () => {
  const clock = manualClock(Date.now());
  await withServer(async (srv) => {
    const late = await codeFor(srv);
    clock.advance(61_000);
    assert.equal((await exchange(srv, late)).body.error, "invalid_grant");

    const c = await codeFor(srv);
    const res = await exchange(srv, c);
    const token = res.body.access_token as string;
    clock.advance(3_600_000 - 1);
    assert.ok(await verifyAccessToken(srv.deps.kv, srv.deps.now, token, srv.mcpUrl));
    clock.advance(1);
    assert.equal(await verifyAccessToken(srv.deps.kv, srv.deps.now, token, srv.mcpUrl), null);
    // The refresh token still works and yields a live access token.
    const next = await refresh(srv, c.clientId, res.body.refresh_token as string);
    assert.equal(next.status, 200);
    assert.ok(
      await verifyAccessToken(
        srv.deps.kv,
        srv.deps.now,
        next.body.access_token as string,
        srv.mcpUrl,
      ),
    );
  }, clock.now);
});

Deno.test("a replayed rotated refresh token revokes the whole grant", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const first = await exchange(srv, c);
    const r1 = first.body.refresh_token as string;
    const second = await refresh(srv, c.clientId, r1);
    assert.equal(second.status, 200);
    const r2 = second.body.refresh_token as string;
    const a2 = second.body.access_token as string;
    const record = await verifyAccessToken(srv.deps.kv, srv.deps.now, a2, srv.mcpUrl);
    assert.ok(record);

    const replay = await refresh(srv, c.clientId, r1);
    assert.equal(replay.status, 400);
    assert.equal(replay.body.error, "invalid_grant");
    assert.match(replay.body.error_description as string, /grant is revoked/);
    assert.equal(await verifyAccessToken(srv.deps.kv, srv.deps.now, a2, srv.mcpUrl), null);
    assert.equal((await refresh(srv, c.clientId, r2)).body.error, "invalid_grant");
    const [connection] = await listClients(srv.deps.kv, record.accountId);
    assert.equal(connection.active, false);
  }));

Deno.test("a connection revoked in the app loses its access and refresh tokens", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const tokens = await exchange(srv, c);
    const access = tokens.body.access_token as string;
    const record = await verifyAccessToken(srv.deps.kv, srv.deps.now, access, srv.mcpUrl);
    assert.ok(record);
    const home = await c.browser.fetch(`${srv.base}/app/clients`);
    const html = await home.text();
    assert.match(html, /My agent/);
    const action = `/app/clients/${record.clientId}/revoke`;
    const { csrf } = hiddenFields(html, action);
    const res = await c.browser.post(`${srv.base}${action}`, { csrf });
    assert.equal(res.status, 303);
    assert.equal(await verifyAccessToken(srv.deps.kv, srv.deps.now, access, srv.mcpUrl), null);
    assert.equal((await getClient(srv.deps.kv, record.accountId, record.clientId))?.active, false);
    assert.equal(
      (await refresh(srv, c.clientId, tokens.body.refresh_token as string)).body.error,
      "invalid_grant",
    );
  }));

Deno.test("codes and refresh tokens of one client are refused for another client", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const other = await registerClient(srv.base, { client_name: "Other" });
    const stolen = await exchange(srv, { ...c, clientId: other.client_id });
    assert.equal(stolen.body.error, "invalid_grant");

    const d = await codeFor(srv);
    const tokens = await exchange(srv, d);
    const res = await refresh(srv, other.client_id, tokens.body.refresh_token as string);
    assert.equal(res.body.error, "invalid_grant");
    // The rightful client keeps its grant: refusing a foreign client revokes nothing.
    assert.equal((await refresh(srv, d.clientId, tokens.body.refresh_token as string)).status, 200);
  }));

Deno.test("a token is bound to the account that approved it; other accounts cannot revoke it", () =>
  withServer(async (srv) => {
    const a = await codeFor(srv, { email: "a@example.com" });
    const tokens = await exchange(srv, a);
    const record = await verifyAccessToken(
      srv.deps.kv,
      srv.deps.now,
      tokens.body.access_token as string,
      srv.mcpUrl,
    );
    const b = new Browser();
    await signUp(b, srv.base, "b@example.com");
    const bHome = await (await b.fetch(`${srv.base}/app/clients`)).text();
    assert.doesNotMatch(bHome, /My agent/);
    const { csrf } = hiddenFields(bHome, "/app/logout");
    const res = await b.post(`${srv.base}/app/clients/${record!.clientId}/revoke`, { csrf });
    assert.equal(res.status, 404);
    assert.ok(
      await verifyAccessToken(
        srv.deps.kv,
        srv.deps.now,
        tokens.body.access_token as string,
        srv.mcpUrl,
      ),
    );
  }));

Deno.test("token endpoint errors follow RFC 6749 and never answer 500", () =>
  withServer(async (srv) => {
    const { client_id } = await registerClient(srv.base);
    const cases: [Record<string, string>, number, string][] = [
      [{ client_id }, 400, "invalid_request"],
      [{ client_id, grant_type: "password" }, 400, "unsupported_grant_type"],
      [{ grant_type: "authorization_code", code: "x", code_verifier: "y" }, 401, "invalid_client"],
      [
        { client_id: "tgc_nope", grant_type: "refresh_token", refresh_token: "x" },
        401,
        "invalid_client",
      ],
      [{ client_id, grant_type: "refresh_token", refresh_token: "garbage" }, 400, "invalid_grant"],
      [{ client_id, grant_type: "refresh_token" }, 400, "invalid_request"],
      [
        { client_id, grant_type: "authorization_code", code: "tgac_x", code_verifier: "short" },
        400,
        "invalid_request",
      ],
    ];
    for (const [params, status, error] of cases) {
      const res = await tokenRequest(srv.base, params);
      assert.equal(res.status, status, JSON.stringify(params));
      assert.equal(res.body.error, error, JSON.stringify(params));
      assert.equal(typeof res.body.error_description, "string");
      assert.equal(res.headers.get("cache-control"), "no-store");
    }
    const json = await fetch(`${srv.base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    assert.equal(json.status, 400);
    assert.equal((await json.json()).error, "invalid_request");
    const dup = await fetch(`${srv.base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `client_id=${client_id}&grant_type=refresh_token&grant_type=authorization_code`,
    });
    assert.equal((await dup.json()).error, "invalid_request");
    const get = await fetch(`${srv.base}/oauth/token`);
    assert.equal(get.status, 405);
    assert.equal(get.headers.get("allow"), "POST");
    await get.body?.cancel();
  }));

Deno.test("a confidential client authenticates with client_secret_basic and a wrong secret is 401", () =>
  withServer(async (srv) => {
    const reg = await registerClient(srv.base, { token_endpoint_auth_method: undefined });
    assert.ok(reg.client_secret?.startsWith("tgcs_"));
    const c = await codeFor(srv, { clientId: reg.client_id });
    const basic = (secret: string) => ({
      authorization: `Basic ${
        btoa(`${encodeURIComponent(reg.client_id)}:${encodeURIComponent(secret)}`)
      }`,
    });
    const params = {
      grant_type: "authorization_code",
      code: c.code,
      code_verifier: c.pkce.verifier,
      redirect_uri: REDIRECT,
    };
    const wrong = await tokenRequest(srv.base, params, basic("tgcs_wrong"));
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.error, "invalid_client");
    assert.match(wrong.headers.get("www-authenticate") ?? "", /^Basic/);
    const none = await tokenRequest(srv.base, { ...params, client_id: reg.client_id });
    assert.equal(none.status, 401);

    const d = await codeFor(srv, { clientId: reg.client_id });
    const ok = await tokenRequest(srv.base, {
      ...params,
      code: d.code,
      code_verifier: d.pkce.verifier,
    }, basic(reg.client_secret!));
    assert.equal(ok.status, 200);
  }));

Deno.test("revocation answers 200 for unknown tokens and refuses tokens of another client", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const tokens = await exchange(srv, c);
    const other = await registerClient(srv.base);
    const revoke = (token: string, clientId: string) =>
      fetch(`${srv.base}/oauth/revoke`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token, client_id: clientId }),
      });
    const unknown = await revoke("tgat_unknown", c.clientId);
    assert.equal(unknown.status, 200);
    await unknown.body?.cancel();
    const foreign = await revoke(tokens.body.access_token as string, other.client_id);
    assert.equal(foreign.status, 400);
    assert.equal((await foreign.json()).error, "unauthorized_client");
    const access = tokens.body.access_token as string;
    assert.ok(await verifyAccessToken(srv.deps.kv, srv.deps.now, access, srv.mcpUrl));
    const own = await revoke(access, c.clientId);
    assert.equal(own.status, 200);
    await own.body?.cancel();
    assert.equal(await verifyAccessToken(srv.deps.kv, srv.deps.now, access, srv.mcpUrl), null);
    // Revoking one access token leaves the grant: the refresh token still works.
    assert.equal((await refresh(srv, c.clientId, tokens.body.refresh_token as string)).status, 200);
  }));

Deno.test("of three concurrent exchanges of one code at most one gets tokens, and none survive", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const results = await Promise.all([exchange(srv, c), exchange(srv, c), exchange(srv, c)]);
    // The code is consumed atomically, so at most one exchange wins. The losers are replays, and a
    // replay revokes what the code produced (RFC 6749 section 4.1.2); depending on timing that
    // revocation lands before or after the winner's tokens, so the winner may also be refused.
    const won = results.filter((r) => r.status === 200);
    assert.ok(won.length <= 1);
    for (const r of results.filter((r) => r.status !== 200)) {
      assert.equal(r.status, 400);
      assert.equal(r.body.error, "invalid_grant");
    }
    for (const r of won) {
      const access = r.body.access_token as string;
      assert.equal(await verifyAccessToken(srv.deps.kv, srv.deps.now, access, srv.mcpUrl), null);
    }
  }));

Deno.test("browser clients get CORS preflight answers on the token and registration endpoints", () =>
  withServer(async (srv) => {
    for (
      const path of [
        "/oauth/token",
        "/oauth/register",
        "/oauth/revoke",
        "/.well-known/oauth-authorization-server",
      ]
    ) {
      const res = await fetch(`${srv.base}${path}`, {
        method: "OPTIONS",
        headers: {
          origin: "http://localhost:6274",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      assert.equal(res.status, 204, path);
      assert.equal(res.headers.get("access-control-allow-origin"), "*", path);
      await res.body?.cancel();
    }
  }));

Deno.test("two refreshes racing with one refresh token count as reuse: one wins, then the grant ends", () =>
  withServer(async (srv) => {
    const c = await codeFor(srv);
    const tokens = await exchange(srv, c);
    const r = tokens.body.refresh_token as string;
    const [a, b] = await Promise.all([refresh(srv, c.clientId, r), refresh(srv, c.clientId, r)]);
    assert.deepEqual([a.status, b.status].sort(), [200, 400]);
    const winner = a.status === 200 ? a : b;
    const access = winner.body.access_token as string;
    assert.equal(await verifyAccessToken(srv.deps.kv, srv.deps.now, access, srv.mcpUrl), null);
  }));
