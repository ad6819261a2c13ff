import assert from "node:assert/strict";
import { withGateway } from "../mcp/_harness.ts";
import { connect, member, oauthServer, stats } from "./_harness.ts";
import { keys } from "../../src/storage/keys.ts";
import { findServerEntry } from "../../src/catalog/library.ts";

const servers = (origin: string) => [oauthServer(origin, "oa-cb")];

Deno.test("callback refuses unknown, replayed and foreign state, and shows AS errors escaped", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    const other = await member(gw);
    const cb = `${gw.origin}/app/oauth/callback`;
    const unknown = await m.browser.fetch(`${cb}?state=nope&code=x`);
    assert.equal(unknown.status, 400);
    assert.match(await unknown.text(), /unknown or was already used/);

    const start = await m.browser.post(`${gw.origin}/app/servers/oa-cb/connect`, { csrf: m.csrf });
    assert.equal(start.status, 303);
    const approved = await m.browser.fetch(start.headers.get("location")!);
    const back = approved.headers.get("location")!;
    const foreign = await other.browser.fetch(back);
    assert.equal(foreign.status, 400);
    assert.match(await foreign.text(), /another browser session/);
    const replay = await m.browser.fetch(back); // the foreign attempt consumed it: one-shot
    assert.match(await replay.text(), /unknown or was already used/);

    const s2 = await m.browser.post(`${gw.origin}/app/servers/oa-cb/connect`, { csrf: m.csrf });
    const state = new URL(s2.headers.get("location")!).searchParams.get("state")!;
    const err = await m.browser.fetch(
      `${cb}?state=${state}&error=access_denied&error_description=${
        encodeURIComponent("<script>alert(1)</script>")
      }`,
    );
    const html = await err.text();
    assert.match(html, /access_denied: &lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.ok(!html.includes("<script>alert"));
    const stored = await gw.deps.kv.get(keys.upstreamOAuthConnection(m.accountId, "oa-cb"));
    assert.equal(stored.value, null);
  }, { extraServers: servers }));

Deno.test("Connect needs the session's CSRF token and a signed-in member", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    const bad = await m.browser.post(`${gw.origin}/app/servers/oa-cb/connect`, { csrf: "x" });
    assert.equal(bad.status, 403);
    await bad.body?.cancel();
    const anon = await fetch(`${gw.origin}/app/servers/oa-cb/connect`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ csrf: m.csrf }),
    });
    assert.equal(anon.status, 303);
    assert.equal(anon.headers.get("location"), "/app/login");
    await anon.body?.cancel();
    const vault = await m.browser.post(`${gw.origin}/app/servers/demo-vault/connect`, {
      csrf: m.csrf,
    });
    assert.equal(vault.status, 400);
    assert.match(await vault.text(), /does not use OAuth/);
  }, { extraServers: servers }));

Deno.test("Disconnect revokes at the AS (both tokens), deletes them, and the server is pending", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    assert.equal((await connect(gw, m, "oa-cb")).status, 200);
    const res = await m.browser.post(`${gw.origin}/app/servers/oa-cb/disconnect`, { csrf: m.csrf });
    assert.equal(res.status, 303);
    await res.body?.cancel();
    const s = await stats(gw, gw.deps.catalog.find((x) => x.slug === "oa-cb")!);
    assert.equal(s.revocations, 2);
    const stored = await gw.deps.kv.get(keys.upstreamOAuthConnection(m.accountId, "oa-cb"));
    assert.equal(stored.value, null);
    const entry = await findServerEntry(gw.deps, m.accountId, "oa-cb");
    assert.equal(entry?.resolved.status, "pending");
  }, { extraServers: servers }));

Deno.test("the client metadata document is served at its stable URL and names itself", () =>
  withGateway(async (gw) => {
    const res = await fetch(`${gw.origin}/app/oauth/client-metadata.json`);
    const doc = await res.json();
    assert.equal(doc.client_id, `${gw.origin}/app/oauth/client-metadata.json`);
    assert.deepEqual(doc.redirect_uris, [`${gw.origin}/app/oauth/callback`]);
    assert.ok(doc.grant_types.includes("refresh_token"));
  }));
