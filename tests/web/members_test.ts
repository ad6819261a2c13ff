import assert from "node:assert/strict";
import { recentEvents } from "../../src/storage/account_events.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { keys } from "../../src/storage/keys.ts";
import { sha256Hex } from "../../src/lib/crypto.ts";
import { manualClock } from "../_helpers/deps.ts";
import {
  assertEscaped,
  Browser,
  csrfOf,
  getPage,
  hiddenFields,
  member,
  NASTY,
  submit,
  type TestServer,
  withServer,
} from "./_app.ts";
import { PASSWORD } from "../oauth/_helpers.ts";

/** Creates an invite from `owner`'s account page; returns the link shown once. */
async function invite(srv: TestServer, owner: Browser, note = "") {
  const res = await submit(owner, srv.base, "/app/account", "/app/account/invites", { note });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("cache-control"), "no-store");
  assert.equal(res.headers.get("location"), null);
  const m = /(http:\/\/127\.0\.0\.1:\d+\/app\/invite\?token=tginv_[A-Za-z0-9_-]{43})/.exec(
    await res.text(),
  );
  assert.ok(m, "the response shows the link");
  return m[1];
}

/** Opens the link: the token moves into a cookie and the browser lands on /app/invite. */
async function open(browser: Browser, link: string) {
  const res = await browser.fetch(link);
  assert.equal(res.status, 303);
  assert.equal(res.headers.get("location"), "/app/invite");
  return await getPage(browser, new URL("/app/invite", link).href);
}

async function join(srv: TestServer, link: string, email: string) {
  const browser = new Browser();
  const page = await open(browser, link);
  const res = await browser.post(`${srv.base}/app/invite/signup`, {
    ...hiddenFields(page.html, "/app/invite/signup"),
    email,
    password: PASSWORD,
  });
  return { browser, res };
}

Deno.test("[app] an invite link is shown once; the invitee signs up through it and joins", () =>
  withServer(async (srv) => {
    const owner = await member(srv, "owner@example.com", "Acme");
    const link = await invite(srv, owner, "Ada");
    const stored = JSON.stringify(await Array.fromAsync(srv.deps.kv.list({ prefix: [] })));
    const token = new URL(link).searchParams.get("token")!;
    assert.ok(!stored.includes(token), "only the digest is stored");
    assert.ok((await srv.deps.kv.get(keys.inviteByDigest(await sha256Hex(token)))).value);

    const listed = await getPage(owner, `${srv.base}/app/account`);
    assert.match(listed.html, /Pending invites/);
    assert.ok(!listed.html.includes(token), "the account page never shows the link again");

    const { browser, res } = await join(srv, link, "ada@example.com");
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), "/app/account");
    const ada = await getUserByEmail(srv.deps.kv, "ada@example.com");
    const boss = await getUserByEmail(srv.deps.kv, "owner@example.com");
    assert.equal(ada!.accountId, boss!.accountId);
    const page = await getPage(browser, `${srv.base}/app/account`);
    assert.match(page.html, /Welcome to Acme\./);
    assert.match(page.html, /owner@example\.com/);
    assert.match(page.html, /ada@example\.com/);
    assert.doesNotMatch(page.html, /Pending invites/);

    const actions = (await recentEvents(srv.deps.kv, boss!.accountId)).map((e) => e.action);
    assert.deepEqual(actions, ["member.joined", "invite.created"]);
    const reuse = await new Browser().fetch(link);
    assert.equal(reuse.status, 404, "an invite works once");
    await reuse.body?.cancel();
  }));

Deno.test("[app] an invite expires after seven days; a cancelled one stops at once", async () => {
  const clock = manualClock(Date.now());
  await withServer(async (srv) => {
    const owner = await member(srv, "exp-owner@example.com");
    const link = await invite(srv, owner);
    const second = await invite(srv, owner);
    const { html } = await getPage(owner, `${srv.base}/app/account`);
    const action = /action="(\/app\/account\/invites\/inv_[^"]+\/cancel)"/.exec(html)![1];
    const res = await owner.post(`${srv.base}${action}`, hiddenFields(html, action));
    assert.equal(res.status, 303);
    const statuses = await Promise.all([link, second].map(async (l) => {
      const r = await new Browser().fetch(l);
      await r.body?.cancel();
      return r.status;
    }));
    assert.deepEqual(statuses.sort(), [303, 404], "the cancelled one is gone, the other works");

    clock.advance(7 * 24 * 3600_000);
    const statusesLater = await Promise.all([link, second].map(async (l) => {
      const r = await new Browser().fetch(l);
      await r.body?.cancel();
      return r.status;
    }));
    assert.deepEqual(statusesLater, [404, 404], "both are gone after seven days");
  }, { now: clock.now });
});

Deno.test("[app] a signed-in person joins by moving, unless they are the last of their account", () =>
  withServer(async (srv) => {
    const owner = await member(srv, "a-owner@example.com", "Alpha");
    const solo = await member(srv, "solo@example.com", "Solo");
    const link = await invite(srv, owner);
    const page = await open(solo, link);
    assert.match(page.html, /Join Alpha/);
    const refused = await solo.post(
      `${srv.base}/app/invite/accept`,
      hiddenFields(page.html, "/app/invite/accept"),
    );
    assert.equal(refused.status, 409);
    assert.match(await refused.text(), /only member of your current account/);

    // Solo invites a colleague first; then leaving keeps Solo's account staffed.
    const link2 = await invite(srv, solo);
    assert.equal((await join(srv, link2, "colleague@example.com")).res.status, 303);
    const again = await getPage(solo, `${srv.base}/app/invite`);
    const moved = await solo.post(
      `${srv.base}/app/invite/accept`,
      hiddenFields(again.html, "/app/invite/accept"),
    );
    assert.equal(moved.status, 303);
    const account = await getPage(solo, `${srv.base}/app/account`);
    assert.match(account.html, /<h1>Alpha<\/h1>/);
    const colleague = await getUserByEmail(srv.deps.kv, "colleague@example.com");
    const events = await recentEvents(srv.deps.kv, colleague!.accountId);
    assert.equal(events[0].action, "member.left");
  }));

Deno.test("[app] removing a member asks first, ends their session, and never removes yourself", () =>
  withServer(async (srv) => {
    const owner = await member(srv, "r-owner@example.com");
    const { browser: bob } = await join(srv, await invite(srv, owner), "bob@example.com");
    const bobUser = await getUserByEmail(srv.deps.kv, "bob@example.com");
    const ownerUser = await getUserByEmail(srv.deps.kv, "r-owner@example.com");
    const confirm = `/app/account/members/${bobUser!.id}/remove`;
    const page = await getPage(owner, `${srv.base}${confirm}`);
    assert.match(page.html, /Remove <strong>bob@example\.com<\/strong>/);
    const res = await owner.post(`${srv.base}${confirm}`, hiddenFields(page.html, confirm));
    assert.equal(res.status, 303);
    assert.equal(await getUserByEmail(srv.deps.kv, "bob@example.com"), null);
    const after = await bob.fetch(`${srv.base}/app/keys`);
    assert.equal(after.status, 303, "the removed member's session is over");
    await after.body?.cancel();

    const self = `/app/account/members/${ownerUser!.id}/remove`;
    const csrf = await csrfOf(owner, srv.base);
    const mine = await owner.post(`${srv.base}${self}`, { csrf });
    assert.equal(mine.status, 409);
    assert.match(await mine.text(), /cannot remove yourself/);

    const stranger = await member(srv, "stranger@example.com");
    const foreign = await getPage(stranger, `${srv.base}${self}`);
    assert.equal(foreign.status, 404);
    const post = await stranger.post(`${srv.base}${self}`, {
      csrf: await csrfOf(stranger, srv.base),
    });
    assert.equal(post.status, 404);
    await post.body?.cancel();
    assert.ok(await getUserByEmail(srv.deps.kv, "r-owner@example.com"));
  }));

Deno.test("[app] invite forms need the CSRF token; notes and account names are escaped", () =>
  withServer(async (srv) => {
    const owner = await member(srv, "esc@example.com", NASTY);
    const res = await owner.post(`${srv.base}/app/account/invites`, { note: "x" });
    assert.equal(res.status, 403);
    await res.body?.cancel();
    const link = await invite(srv, owner, NASTY);
    assertEscaped((await getPage(owner, `${srv.base}/app/account`)).html);
    assertEscaped((await open(new Browser(), link)).html);
    const signup = await new Browser().post(`${srv.base}/app/invite/signup`, {
      email: "z@example.com",
      password: PASSWORD,
    });
    assert.equal(signup.status, 403);
    await signup.body?.cancel();
  }));
