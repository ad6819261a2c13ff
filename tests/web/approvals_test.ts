/** The Approvals pages over real HTTP with a real KV: queue, deep link, decisions, expiry. */
import assert from "node:assert/strict";
import { recentEvents } from "../../src/storage/account_events.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { createClient } from "../../src/storage/clients.ts";
import { countPendingApprovals, gateApproval, getApproval } from "../../src/services/approvals.ts";
import { PENDING_TTL_MS } from "../../src/gate/approval_port.ts";
import { callHash } from "../../src/gate/canonical.ts";
import { manualClock } from "../_helpers/deps.ts";
import {
  assertEscaped,
  csrfOf,
  getPage,
  member,
  NASTY,
  submit,
  type TestServer,
  withServer,
} from "./_app.ts";

async function signedUp(srv: TestServer, email: string) {
  const browser = await member(srv, email);
  const user = await getUserByEmail(srv.deps.kv, email);
  return { browser, accountId: user!.accountId };
}

/** Files a request as the run gate does for a call whose policy says approve. */
async function request(srv: TestServer, accountId: string, args: unknown, label = "laptop") {
  const client = await createClient(srv.deps.kv, srv.deps.now, {
    accountId,
    label,
    name: "Test MCP Client",
    oauthClientId: null,
  });
  const gate = await gateApproval(srv.deps, accountId, {
    clientId: client.id,
    qualifiedName: "demo-notes__add_note",
    callHash: await callHash("demo-notes__add_note", args),
    storedArguments: args,
    redacted: [{ path: "/token", rule: "bearer-token", category: "secret" }],
  });
  assert.equal(gate.kind, "pending");
  return gate.approval;
}

Deno.test("[app] approvals: pending first with arguments and client; approving records the member", () =>
  withServer(async (srv) => {
    const { browser, accountId } = await signedUp(srv, "ada@example.com");
    const empty = await getPage(browser, `${srv.base}/app/approvals`);
    assert.match(empty.html, /Nothing waits for approval/);
    const done = await request(srv, accountId, { title: "old" });
    const a = await request(srv, accountId, { title: "Launch", token: "[REDACTED]" });
    assert.equal(await countPendingApprovals(srv.deps, accountId), 2);
    // Decide the first one so the page has both sections.
    await submit(browser, srv.base, `/app/approvals/${done.id}`, `/app/approvals/${done.id}/deny`);
    await getPage(browser, `${srv.base}/app/approvals/${done.id}`); // shows (and spends) the notice

    const list = await getPage(browser, `${srv.base}/app/approvals`);
    assert.equal(list.status, 200);
    assert.ok(list.html.indexOf(a.id) < list.html.indexOf("Recent decisions"), "pending first");
    assert.ok(list.html.indexOf(done.id) > list.html.indexOf("Recent decisions"));
    assert.match(list.html, /&quot;title&quot;: &quot;Launch&quot;/, "the stored arguments");
    assert.match(list.html, /<code>\/token<\/code> \(bearer-token\)/, "what was redacted");
    assert.match(list.html, /laptop/, "the client label");
    assert.match(list.html, /denied by ada@example.com/);

    const res = await submit(browser, srv.base, "/app/approvals", `/app/approvals/${a.id}/approve`);
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), "/app/approvals");
    const stored = await getApproval(srv.deps, accountId, a.id);
    assert.equal(stored.status, "approved");
    assert.equal(stored.decidedBy, "ada@example.com");
    assert.equal(await countPendingApprovals(srv.deps, accountId), 0);
    const after = await getPage(browser, `${srv.base}/app/approvals`);
    assert.match(after.html, /role="status">You approved demo-notes__add_note/);
    assert.match(after.html, /approved by ada@example.com/);

    const user = await getUserByEmail(srv.deps.kv, "ada@example.com");
    const [event] = await recentEvents(srv.deps.kv, accountId);
    assert.equal(event.action, "approval.approved");
    assert.equal(event.target, `demo-notes__add_note (${a.id})`);
    assert.deepEqual(event.actor, { type: "user", userId: user!.id, email: "ada@example.com" });
  }));

Deno.test("[app] approvals: the deep link shows buttons while pending, the outcome after", () =>
  withServer(async (srv) => {
    const { browser, accountId } = await signedUp(srv, "link@example.com");
    const a = await request(srv, accountId, { title: "x" });
    const path = `/app/approvals/${a.id}`;
    const anonymous = await fetch(`${srv.base}${path}`, { redirect: "manual" });
    await anonymous.body?.cancel();
    assert.equal(anonymous.status, 303, "signed out, the link goes through sign-in and back");
    assert.equal(anonymous.headers.get("location"), `/app/login?next=${encodeURIComponent(path)}`);
    const pending = await getPage(browser, `${srv.base}${path}`);
    assert.equal(pending.status, 200);
    assert.match(pending.html, /<button type="submit">Approve<\/button>/);
    assert.match(pending.html, /Deny<\/button>/);

    const res = await submit(browser, srv.base, path, `${path}/deny`);
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), path);
    const decided = await getPage(browser, `${srv.base}${path}`);
    assert.doesNotMatch(decided.html, />Approve<\/button>/);
    assert.match(decided.html, /denied by link@example.com/);
    assert.match(decided.html, /You denied demo-notes__add_note/);
    // A second decision (an old tab) is refused with the state it is in.
    const csrf = await csrfOf(browser, srv.base);
    const again = await browser.post(`${srv.base}${path}/approve`, { csrf });
    assert.equal(again.status, 409);
    assert.match(await again.text(), /is denied/);
  }));

Deno.test("[app] approvals: an expired request cannot be approved, and says so", async () => {
  const clock = manualClock();
  await withServer(async (srv) => {
    const { browser, accountId } = await signedUp(srv, "late@example.com");
    const a = await request(srv, accountId, { title: "x" });
    const path = `/app/approvals/${a.id}`;
    const { html } = await getPage(browser, `${srv.base}${path}`);
    clock.advance(PENDING_TTL_MS + 1);
    const fields = { csrf: /name="csrf" value="([^"]+)"/.exec(html)![1] };
    const res = await browser.post(`${srv.base}${path}/approve`, fields);
    assert.equal(res.status, 409);
    const text = await res.text();
    assert.match(text, /expired at .* and can no longer be decided/);
    assert.doesNotMatch(text, />Approve<\/button>/);
    assert.equal((await getApproval(srv.deps, accountId, a.id)).status, "expired");
    const list = await getPage(browser, `${srv.base}/app/approvals`);
    assert.match(list.html, /nobody decided before it expired/);
  }, { now: clock.now });
});

Deno.test("[app] approvals: CSRF missing is 403; another account's request is the 404 page", () =>
  withServer(async (srv) => {
    const owner = await signedUp(srv, "owner@example.com");
    const other = await signedUp(srv, "other@example.com");
    const a = await request(srv, owner.accountId, { title: "x" });
    const path = `/app/approvals/${a.id}`;

    const noToken = await owner.browser.post(`${srv.base}${path}/approve`, {});
    assert.equal(noToken.status, 403);
    await noToken.body?.cancel();
    assert.equal((await getApproval(srv.deps, owner.accountId, a.id)).status, "pending");

    assert.equal((await getPage(other.browser, `${srv.base}${path}`)).status, 404);
    const csrf = await csrfOf(other.browser, srv.base);
    for (const verb of ["approve", "deny"]) {
      const res = await other.browser.post(`${srv.base}${path}/${verb}`, { csrf });
      assert.equal(res.status, 404);
      assert.match(await res.text(), /Not found/);
    }
    assert.equal((await getApproval(srv.deps, owner.accountId, a.id)).status, "pending");
    const odd = await getPage(owner.browser, `${srv.base}/app/approvals/${"x".repeat(3000)}`);
    assert.equal(odd.status, 404, "a malformed id is simply not found");
  }));

Deno.test("[app] approvals: arguments and client labels with markup are escaped", () =>
  withServer(async (srv) => {
    const { browser, accountId } = await signedUp(srv, "nasty@example.com");
    const a = await request(srv, accountId, { title: NASTY }, NASTY);
    for (const path of ["/app/approvals", `/app/approvals/${a.id}`]) {
      const { html } = await getPage(browser, `${srv.base}${path}`);
      assertEscaped(html);
    }
  }));
