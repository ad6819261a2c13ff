/** The Policies page over real HTTP with a real KV: rules, add, delete, the tester. */
import assert from "node:assert/strict";
import { recentEvents } from "../../src/storage/account_events.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { listPolicies, setPolicy } from "../../src/services/policies.ts";
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

Deno.test("[app] policies: add a rule, see it listed, the change log names the member", () =>
  withServer(async (srv) => {
    const { browser, accountId } = await signedUp(srv, "pol@example.com");
    const empty = await getPage(browser, `${srv.base}/app/policies`);
    assert.match(empty.html, /No rules: every tool is allowed/);

    const fields = { pattern: " demo-notes__* ", action: "approve" };
    const res = await submit(browser, srv.base, "/app/policies", "/app/policies", fields);
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), "/app/policies");
    const [rule] = await listPolicies(srv.deps, accountId);
    assert.equal(rule.pattern, "demo-notes__*");
    assert.equal(rule.action, "approve");

    const list = await getPage(browser, `${srv.base}/app/policies`);
    assert.match(list.html, /role="status">Saved the rule demo-notes__\* → approve\./);
    assert.match(list.html, /<code>demo-notes__\*<\/code>/);
    const [event] = await recentEvents(srv.deps.kv, accountId);
    assert.equal(event.action, "policy.set");
    assert.equal(event.target, "demo-notes__* → approve");
    assert.equal(event.actor.type === "user" && event.actor.email, "pol@example.com");

    const bad = await submit(browser, srv.base, "/app/policies", "/app/policies", {
      pattern: "has space",
      action: "approve",
    });
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /role="alert">pattern must be 1-200 characters/);
    assert.match(badHtml, /value="has space"/, "the entered value is kept");
    const badAction = await submit(browser, srv.base, "/app/policies", "/app/policies", {
      pattern: "x__y",
      action: "maybe",
    });
    assert.equal(badAction.status, 400);
    assert.match(await badAction.text(), /action must be one of allow, deny, approve/);
    assert.equal((await listPolicies(srv.deps, accountId)).length, 1);
  }));

Deno.test("[app] policies: delete through a confirm page; CSRF missing is 403", () =>
  withServer(async (srv) => {
    const { browser, accountId } = await signedUp(srv, "del@example.com");
    await setPolicy(srv.deps, accountId, "*__delete_*", "deny");
    const confirm = `/app/policies/delete?pattern=${encodeURIComponent("*__delete_*")}`;
    const page = await getPage(browser, `${srv.base}${confirm}`);
    assert.equal(page.status, 200);
    assert.match(page.html, /Delete the rule <code>\*__delete_\*<\/code>/);
    assert.equal((await listPolicies(srv.deps, accountId)).length, 1, "showing deletes nothing");

    const noToken = await browser.post(`${srv.base}/app/policies/delete`, {
      pattern: "*__delete_*",
    });
    assert.equal(noToken.status, 403);
    await noToken.body?.cancel();
    assert.equal((await listPolicies(srv.deps, accountId)).length, 1);

    const res = await submit(browser, srv.base, confirm, "/app/policies/delete");
    assert.equal(res.status, 303);
    assert.deepEqual(await listPolicies(srv.deps, accountId), []);
    const [event] = await recentEvents(srv.deps.kv, accountId);
    assert.equal(event.action, "policy.deleted");
    const after = await getPage(browser, `${srv.base}/app/policies`);
    assert.match(after.html, /Deleted the rule \*__delete_\* → deny\./);
  }));

Deno.test("[app] policies: another account's rule is the 404 page and stays", () =>
  withServer(async (srv) => {
    const owner = await signedUp(srv, "a@example.com");
    const other = await signedUp(srv, "b@example.com");
    await setPolicy(srv.deps, owner.accountId, "github__*", "approve");
    const confirm = `/app/policies/delete?pattern=${encodeURIComponent("github__*")}`;
    assert.equal((await getPage(other.browser, `${srv.base}${confirm}`)).status, 404);
    const csrf = await csrfOf(other.browser, srv.base);
    const res = await other.browser.post(`${srv.base}/app/policies/delete`, {
      csrf,
      pattern: "github__*",
    });
    assert.equal(res.status, 404);
    assert.match(await res.text(), /Not found/);
    assert.equal((await listPolicies(srv.deps, owner.accountId)).length, 1);
    const odd = await getPage(
      other.browser,
      `${srv.base}/app/policies/delete?pattern=${"x".repeat(3000)}`,
    );
    assert.equal(odd.status, 404);
  }));

Deno.test("[app] policies tester: which rule applies and why", () =>
  withServer(async (srv) => {
    const { browser, accountId } = await signedUp(srv, "test@example.com");
    await setPolicy(srv.deps, accountId, "demo-notes__*", "approve");
    await setPolicy(srv.deps, accountId, "demo-notes__add_note", "deny");
    await setPolicy(srv.deps, accountId, "*__add_*", "allow");
    const ask = async (tool: string) =>
      await getPage(browser, `${srv.base}/app/policies?tool=${encodeURIComponent(tool)}`);

    const exact = await ask("demo-notes__add_note");
    assert.equal(exact.status, 200);
    assert.match(exact.html, /badge bad">deny/);
    assert.match(exact.html, /&quot;demo-notes__add_note&quot; names the tool exactly/);
    assert.ok(exact.html.includes("decides"), "the candidates are listed");
    assert.ok(exact.html.includes("<code>*__add_*</code>"), "with the losing candidates");

    const glob = await ask("demo-notes__echo");
    assert.match(glob.html, /badge warn">approve/);
    assert.match(glob.html, /Only &quot;demo-notes__\*&quot; matches demo-notes__echo/);

    const none = await ask("demo-weather__forecast");
    assert.match(none.html, /badge ok">allow/);
    assert.match(none.html, /None of the 3 rules matches demo-weather__forecast/);

    const bad = await ask("not qualified");
    assert.equal(bad.status, 400);
    assert.match(bad.html, /role="alert">Enter a qualified tool name/);
  }));

Deno.test("[app] policies: patterns and tool names with markup are escaped", () =>
  withServer(async (srv) => {
    const { browser } = await signedUp(srv, "esc@example.com");
    const res = await submit(browser, srv.base, "/app/policies", "/app/policies", {
      pattern: NASTY,
      action: "deny",
    });
    assert.equal(res.status, 400);
    assertEscaped(await res.text());
    const tested = await getPage(
      browser,
      `${srv.base}/app/policies?tool=${encodeURIComponent(NASTY)}`,
    );
    assertEscaped(tested.html);
    const confirm = await getPage(
      browser,
      `${srv.base}/app/policies/delete?pattern=${encodeURIComponent(NASTY)}`,
    );
    assert.equal(confirm.status, 404);
  }));
