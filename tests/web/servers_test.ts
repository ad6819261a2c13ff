import assert from "node:assert/strict";
import { recentEvents } from "../../src/storage/account_events.ts";
import { getServer } from "../../src/services/servers.ts";
import { keys } from "../../src/storage/keys.ts";
import { notice, person, post, show, VAULT_TOKEN, withGw } from "./servers_harness.ts";

Deno.test("[app] the servers list shows the catalogue; enable and disable record who did it", () =>
  withGw(async (gw) => {
    const p = await person(gw, "list@example.com");
    const list = await show(gw, p, "/app/servers");
    assert.equal(list.status, 200);
    for (const slug of ["demo-notes", "demo-weather", "demo-vault", "demo-oauth"]) {
      assert.ok(list.html.includes(`href="/app/servers/${slug}"`), slug);
    }
    assert.match(list.html, /<span class="badge warn">pending<\/span>/);
    assert.match(list.html, /<span class="badge muted">disabled<\/span>/);
    assert.match(list.html, /aria-label="Enter token for Demo Vault"/);
    assert.match(list.html, /aria-current="page">Servers</);

    const on = await post(gw, p, "/app/servers", "/app/servers/demo-weather/enabled");
    assert.equal(on.status, 303);
    assert.equal(on.location, "/app/servers");
    assert.equal(await notice(gw, p, "/app/servers"), "Demo Weather is enabled.");
    const weather = await getServer(gw.deps, p.accountId, "demo-weather", { required: true });
    assert.equal(weather.status, "enabled");
    const [event] = await recentEvents(gw.deps.kv, p.accountId);
    assert.equal(event.action, "server.enabled");
    assert.equal(event.target, "demo-weather");
    assert.deepEqual(event.actor, { type: "user", userId: p.userId, email: p.email });

    const off = await post(gw, p, "/app/servers/demo-weather", "/app/servers/demo-weather/enabled");
    assert.equal(off.location, "/app/servers/demo-weather", "the server page's form returns there");
    assert.equal(
      (await getServer(gw.deps, p.accountId, "demo-weather", { required: true })).status,
      "disabled",
    );
    // A bearer server's status follows its token: the switch refuses it with the reason.
    const csrf = (await show(gw, p, "/app/servers")).html.match(/name="csrf" value="([^"]+)"/)![1];
    const vault = await p.browser.post(`${gw.origin}/app/servers/demo-vault/enabled`, {
      csrf,
      enabled: "true",
    });
    assert.equal(vault.status, 409);
    assert.match(await vault.text(), /uses bearer authentication/);
    const bad = await p.browser.post(`${gw.origin}/app/servers/demo-notes/enabled`, {
      csrf,
      enabled: "maybe",
    });
    assert.equal(bad.status, 400);
    await bad.body?.cancel();
  }));

Deno.test("[app] a bearer token is write-only: saved, shown as set on a date, Test lists tools, removed", () =>
  withGw(async (gw) => {
    const p = await person(gw, "vault@example.com");
    const page = await show(gw, p, "/app/servers/demo-vault");
    assert.match(page.html, /No token yet/);
    assert.match(page.html, /<label for="token-input">Token<\/label>/);

    const saved = await post(
      gw,
      p,
      "/app/servers/demo-vault",
      "/app/servers/demo-vault/credential",
      {
        token: VAULT_TOKEN,
      },
    );
    assert.equal(saved.status, 303);
    assert.equal(saved.location, "/app/servers/demo-vault");
    assert.ok(!saved.location!.includes(VAULT_TOKEN));
    const after = await show(gw, p, "/app/servers/demo-vault");
    assert.match(after.html, /The token of Demo Vault was saved; the server is enabled\./);
    assert.match(after.html, /A token is set \(set on <time datetime="/);
    assert.ok(!after.html.includes(VAULT_TOKEN), "the token is never shown back");
    assert.match(after.html, /Replace token/);
    const [set] = await recentEvents(gw.deps.kv, p.accountId);
    assert.equal(set.action, "server.credential_set");

    const tested = await post(gw, p, "/app/servers/demo-vault", "/app/servers/demo-vault/test");
    assert.equal(tested.status, 303);
    const text = await notice(gw, p, "/app/servers/demo-vault");
    assert.match(text, /^Test passed: Listed 5 tools in \d+ ms\.$/);
    const tools = await show(gw, p, "/app/servers/demo-vault");
    assert.match(tools.html, /<code>get_secret_note<\/code>/);
    assert.match(tools.html, /as first seen/);

    const confirm = await show(gw, p, "/app/servers/demo-vault/credential/remove");
    assert.equal(confirm.status, 200);
    assert.match(confirm.html, /Remove the token of <strong>Demo Vault<\/strong>\?/);
    const removed = await post(
      gw,
      p,
      "/app/servers/demo-vault/credential/remove",
      "/app/servers/demo-vault/credential/remove",
    );
    assert.equal(removed.status, 303);
    assert.match(
      await notice(gw, p, "/app/servers/demo-vault"),
      /The token of Demo Vault was removed; the server is pending\./,
    );
    const entry = await gw.deps.kv.get(keys.serverCredential(p.accountId, "demo-vault"));
    assert.equal(entry.value, null);
    const [gone] = await recentEvents(gw.deps.kv, p.accountId);
    assert.equal(gone.action, "server.credential_removed");
    const again = await show(gw, p, "/app/servers/demo-vault/credential/remove");
    assert.equal(again.status, 303, "nothing to remove: back to the server page");
  }));

Deno.test("[app] a wrong token: Test shows the upstream's refusal and the server is pending", () =>
  withGw(async (gw) => {
    const p = await person(gw, "wrong@example.com");
    await post(gw, p, "/app/servers/demo-vault", "/app/servers/demo-vault/credential", {
      token: "not-the-vault-token",
    });
    await show(gw, p, "/app/servers/demo-vault"); // takes the save notice
    await post(gw, p, "/app/servers/demo-vault", "/app/servers/demo-vault/test");
    const text = await notice(gw, p, "/app/servers/demo-vault");
    assert.match(
      text,
      /^Test failed: Failed after \d+ ms: auth: the upstream refused the credential/,
    );
    const s = await getServer(gw.deps, p.accountId, "demo-vault", { required: true });
    assert.equal(s.status, "pending");
    // Pending now: Test says what to do instead of calling the upstream again.
    await post(gw, p, "/app/servers/demo-vault", "/app/servers/demo-vault/test");
    assert.match(await notice(gw, p, "/app/servers/demo-vault"), /pending: Enter its token first/);

    const bad = await post(gw, p, "/app/servers/demo-vault", "/app/servers/demo-vault/credential", {
      token: "has spaces in it",
    });
    assert.equal(bad.status, 400);
    assert.match(bad.html, /role="alert">The token must be 1-4096 printable ASCII characters/);
  }));

Deno.test("[app] servers: CSRF missing is 403 and changes nothing; unknown servers are 404", () =>
  withGw(async (gw) => {
    const p = await person(gw, "csrf@example.com");
    for (
      const [path, fields] of [
        ["/app/servers/demo-vault/credential", { token: VAULT_TOKEN }],
        ["/app/servers/demo-weather/enabled", { enabled: "true" }],
        ["/app/servers/demo-notes/test", {}],
        ["/app/servers", { slug: "x", name: "X", endpoint: "https://example.com/mcp" }],
      ] as const
    ) {
      const res = await p.browser.post(`${gw.origin}${path}`, fields);
      assert.equal(res.status, 403, path);
      await res.body?.cancel();
    }
    assert.equal(
      (await getServer(gw.deps, p.accountId, "demo-vault", { required: true })).status,
      "pending",
    );
    assert.equal(
      (await getServer(gw.deps, p.accountId, "demo-weather", { required: true })).status,
      "disabled",
    );
    for (
      const path of [
        "/app/servers/nope",
        "/app/servers/demo-notes/delete",
        "/app/servers/x/credential/remove",
      ]
    ) {
      const res = await show(gw, p, path);
      assert.equal(res.status, 404, path);
      assert.match(res.html, /There is no such page or item in your account\./);
    }
  }));

Deno.test("[app] an oauth server's page embeds the connection panel; the old address redirects", () =>
  withGw(async (gw) => {
    const p = await person(gw, "oauth@example.com");
    const page = await show(gw, p, "/app/servers/demo-oauth");
    assert.equal(page.status, 200);
    assert.match(page.html, /<h2 id="connection">OAuth connection<\/h2>/);
    assert.match(page.html, /action="\/app\/servers\/demo-oauth\/connect"/);
    assert.match(page.html, /Not connected\./);
    const old = await show(gw, p, "/app/servers/demo-oauth/connection");
    assert.equal(old.status, 303);
    assert.equal(old.res.headers.get("location"), "/app/servers/demo-oauth");
  }));
