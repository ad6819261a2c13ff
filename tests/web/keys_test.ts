import assert from "node:assert/strict";
import { recentEvents } from "../../src/storage/account_events.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { listApiKeys } from "../../src/storage/api_keys.ts";
import {
  apiStatus,
  assertEscaped,
  csrfOf,
  getPage,
  keyIn,
  member,
  NASTY,
  submit,
  withServer,
} from "./_app.ts";

Deno.test("[app] a created key is shown once, on the uncached response, and works at REST", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "keys@example.com");
    const res = await submit(browser, srv.base, "/app/keys", "/app/keys", { name: "billing job" });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("location"), null);
    assert.equal(res.headers.get("cache-control"), "no-store");
    const key = keyIn(await res.text());
    assert.equal(await apiStatus(srv.base, key), 200);

    const list = await getPage(browser, `${srv.base}/app/keys`);
    assert.equal(list.status, 200);
    assert.ok(!list.html.includes(key), "the list never shows the key again");
    assert.match(list.html, /billing job/);
    assert.ok(list.html.includes(`${key.slice(0, 12)}…`), "the prefix is listed");
    assert.match(list.html, /live/);

    const user = await getUserByEmail(srv.deps.kv, "keys@example.com");
    const [event] = await recentEvents(srv.deps.kv, user!.accountId);
    assert.equal(event.action, "api_key.created");
    assert.deepEqual(event.actor, { type: "user", userId: user!.id, email: "keys@example.com" });
  }));

Deno.test("[app] revoke asks on a confirm page, then the next REST call is 401", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "revoke@example.com");
    const created = await submit(browser, srv.base, "/app/keys", "/app/keys", { name: "old" });
    const key = keyIn(await created.text());
    const user = await getUserByEmail(srv.deps.kv, "revoke@example.com");
    const [record] = await listApiKeys(srv.deps.kv, user!.accountId);
    const confirm = `/app/keys/${record.id}/revoke`;
    const page = await getPage(browser, `${srv.base}${confirm}`);
    assert.equal(page.status, 200);
    assert.match(page.html, /Revoke <strong>old<\/strong>/);
    assert.equal(await apiStatus(srv.base, key), 200, "showing the confirm page revokes nothing");

    const res = await submit(browser, srv.base, confirm, confirm);
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), "/app/keys");
    assert.equal(await apiStatus(srv.base, key), 401);

    const after = await getPage(browser, `${srv.base}/app/keys`);
    assert.match(after.html, /role="status">The key &quot;old&quot; was revoked\./);
    assert.match(after.html, /revoked/);
    const again = await getPage(browser, `${srv.base}/app/keys`);
    assert.doesNotMatch(again.html, /was revoked\./, "the notice is shown once");
  }));

Deno.test("[app] the ten-key limit is explained at the form and enforced", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "ten@example.com");
    for (let i = 0; i < 10; i++) {
      const res = await submit(browser, srv.base, "/app/keys", "/app/keys", { name: `k${i}` });
      assert.equal(res.status, 200);
      await res.body?.cancel();
    }
    const full = await getPage(browser, `${srv.base}/app/keys`);
    assert.match(full.html, /An account can have 10 live keys at once; this one has 10\./);
    assert.match(full.html, /Revoke a key you no longer use to make room/);
    assert.match(full.html, /<button type="submit" disabled>Create key<\/button>/);
    // A form sent anyway (an old tab) is refused by the service with the reason.
    const csrf = await csrfOf(browser, srv.base);
    const res = await browser.post(`${srv.base}/app/keys`, { csrf, name: "eleventh" });
    assert.equal(res.status, 400);
    assert.match(await res.text(), /already has 10 live API keys; revoke one first/);
  }));

Deno.test("[app] another account's key is a 404 page, to view and to revoke", () =>
  withServer(async (srv) => {
    const owner = await member(srv, "owner@example.com");
    const made = await submit(owner, srv.base, "/app/keys", "/app/keys", { name: "mine" });
    const key = keyIn(await made.text());
    const user = await getUserByEmail(srv.deps.kv, "owner@example.com");
    const [record] = await listApiKeys(srv.deps.kv, user!.accountId);

    const other = await member(srv, "other@example.com");
    const view = await getPage(other, `${srv.base}/app/keys/${record.id}/revoke`);
    assert.equal(view.status, 404);
    assert.match(view.html, /Not found/);
    assert.doesNotMatch(view.html, /mine/);
    const csrf = await csrfOf(other, srv.base);
    const post = await other.post(`${srv.base}/app/keys/${record.id}/revoke`, { csrf });
    assert.equal(post.status, 404);
    await post.body?.cancel();
    assert.equal(await apiStatus(srv.base, key), 200);
  }));

Deno.test("[app] key forms without the CSRF token are refused with 403 and change nothing", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "csrf@example.com");
    const user = await getUserByEmail(srv.deps.kv, "csrf@example.com");
    const res = await browser.post(`${srv.base}/app/keys`, { name: "sneaky" });
    assert.equal(res.status, 403);
    await res.body?.cancel();
    const forged = await browser.post(`${srv.base}/app/keys`, { name: "sneaky", csrf: "x" });
    assert.equal(forged.status, 403);
    await forged.body?.cancel();
    assert.equal((await listApiKeys(srv.deps.kv, user!.accountId)).length, 0);

    const made = await submit(browser, srv.base, "/app/keys", "/app/keys", { name: "real" });
    const key = keyIn(await made.text());
    const [record] = await listApiKeys(srv.deps.kv, user!.accountId);
    const revoke = await browser.post(`${srv.base}/app/keys/${record.id}/revoke`, {});
    assert.equal(revoke.status, 403);
    await revoke.body?.cancel();
    assert.equal(await apiStatus(srv.base, key), 200);
  }));

Deno.test("[app] a key name with markup is escaped on every page that shows it", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "xss@example.com", NASTY);
    const made = await submit(browser, srv.base, "/app/keys", "/app/keys", { name: NASTY });
    assertEscaped(await made.text());
    assertEscaped((await getPage(browser, `${srv.base}/app/keys`)).html);
    const user = await getUserByEmail(srv.deps.kv, "xss@example.com");
    const [record] = await listApiKeys(srv.deps.kv, user!.accountId);
    assertEscaped((await getPage(browser, `${srv.base}/app/keys/${record.id}/revoke`)).html);
    assertEscaped((await getPage(browser, `${srv.base}/app/account`)).html); // account name, log
    // An email may hold markup too (the address check only wants an @ and a dot).
    const odd = await member(srv, `"'><script>alert(1)</script>@evil.example`);
    for (const path of ["/app/keys", "/app/account", "/app/clients"]) {
      assertEscaped((await getPage(odd, `${srv.base}${path}`)).html);
    }
  }));
