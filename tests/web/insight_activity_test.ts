import assert from "node:assert/strict";
import { createApiKey } from "../../src/storage/api_keys.ts";
import { SCAN_BUDGET } from "../../src/services/activity_pages.ts";
import { assertEscaped, getPage, member, NASTY, withServer } from "./_app.ts";
import { accountOf, append, clientOf, failed, row } from "./_insight.ts";

const ids = (html: string) =>
  [...html.matchAll(/href="\/app\/activity\/([0-9a-f-]{36})"/g)].map((m) => m[1]);
const older = (html: string) => {
  const m = /href="(\/app\/activity\?[^"]*cursor=[^"]*)">(Older calls|Keep searching older calls)/
    .exec(html);
  return m ? m[1].replaceAll("&amp;", "&") : null;
};

Deno.test("[insight] Activity pages with the same exclusive cursor as REST, newest first", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "pages@example.com");
    const accountId = await accountOf(srv, "pages@example.com");
    const clientId = await clientOf(srv, accountId);
    const rows = await append(srv, accountId, Array.from({ length: 60 }, () => row(clientId)));
    const { key } = await createApiKey(srv.deps.kv, srv.deps.now, accountId, "rest");
    const rest = await (await fetch(`${srv.base}/api/v1/activity?limit=50`, {
      headers: { authorization: `Bearer ${key}` },
    })).json();

    const first = await getPage(browser, `${srv.base}/app/activity`);
    assert.equal(first.status, 200);
    assert.deepEqual(ids(first.html), rows.slice(10).reverse().map((r) => r.id));
    const next = older(first.html);
    assert.equal(next, `/app/activity?cursor=${encodeURIComponent(rest.nextCursor)}`);
    const second = await getPage(browser, `${srv.base}${next}`);
    assert.deepEqual(ids(second.html), rows.slice(0, 10).reverse().map((r) => r.id));
    assert.equal(older(second.html), null, "the last page has no older link");
    assert.match(second.html, />Newest calls</);
  }));

Deno.test("[insight] Activity filters by outcome, error code, server, tool, client and days", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "filter@example.com");
    const accountId = await accountOf(srv, "filter@example.com");
    const a = await clientOf(srv, accountId, "agent A");
    const b = await clientOf(srv, accountId, "agent B");
    const [ok1, bad1, ok2, bad2] = await append(srv, accountId, [
      row(a),
      failed(a, "unknown_tool"),
      row(b, { serverSlug: "demo-weather", qualifiedName: "demo-weather__get_forecast" }),
      failed(b, "policy_denied"),
    ]);
    const list = async (q: string) =>
      ids((await getPage(browser, `${srv.base}/app/activity?${q}`)).html);
    assert.deepEqual(await list("outcome=failed"), [bad2.id, bad1.id]);
    assert.deepEqual(await list("outcome=succeeded"), [ok2.id, ok1.id]);
    assert.deepEqual(await list("code=policy_denied"), [bad2.id]);
    assert.deepEqual(await list("server=demo-weather"), [ok2.id]);
    assert.deepEqual(await list("tool=demo-notes__echo"), [ok1.id]);
    assert.deepEqual(await list(`client=${a}&outcome=failed`), [bad1.id]);
    const today = new Date().toISOString().slice(0, 10);
    assert.equal((await list(`from=${today}&to=${today}`)).length, 4);
    assert.deepEqual(await list("to=2020-01-01"), []);
    const form = (await getPage(browser, `${srv.base}/app/activity?outcome=failed`)).html;
    assert.match(form, /<form method="get" action="\/app\/activity"/);
    assert.match(form, /<option value="failed" selected>Failed<\/option>/);
  }));

Deno.test("[insight] a bad filter is a 400 page that says what is wrong; another account's client too", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "bad@example.com");
    const other = await member(srv, "other@example.com");
    const otherClient = await clientOf(srv, await accountOf(srv, "other@example.com"));
    for (
      const [q, says] of [
        ["from=yesterday", "From must be a date like 2026-11-25."],
        ["outcome=maybe", 'Outcome must be "succeeded" or "failed".'],
        ["from=2026-02-02&to=2026-02-01", "From must not be after To."],
        ["cursor=2026-13", "The page link is damaged"],
        [`tool=${encodeURIComponent(NASTY)}`, "Tool may hold only letters"],
        [`client=${otherClient}`, "There is no such client in this account."],
      ]
    ) {
      const page = await getPage(browser, `${srv.base}/app/activity?${q}`);
      assert.equal(page.status, 400, q);
      assert.ok(page.html.includes(says.replaceAll('"', "&quot;")), `${q}: ${says}`);
    }
    assertEscaped(
      (await getPage(browser, `${srv.base}/app/activity?tool=${encodeURIComponent(NASTY)}`)).html,
    );
    assert.equal(
      (await getPage(other, `${srv.base}/app/activity?client=${otherClient}`)).status,
      200,
    );
  }));

Deno.test("[insight] a rare filter stops at the scan budget and keeps searching from there", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "rare@example.com");
    const accountId = await accountOf(srv, "rare@example.com");
    const c = await clientOf(srv, accountId);
    const [needle] = await append(srv, accountId, [failed(c)]);
    await append(srv, accountId, Array.from({ length: SCAN_BUDGET + 5 }, () => row(c)));
    const first = await getPage(browser, `${srv.base}/app/activity?outcome=failed`);
    assert.deepEqual(ids(first.html), []);
    assert.match(first.html, /Searched the calls back to/);
    const next = older(first.html);
    assert.ok(next?.includes("outcome=failed"), "the filter rides along");
    const second = await getPage(browser, `${srv.base}${next}`);
    assert.deepEqual(ids(second.html), [needle.id]);
  }));

Deno.test("[insight] a row page shows the stored arguments, redactions, findings and approver", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "row@example.com");
    const stranger = await member(srv, "stranger@example.com");
    const accountId = await accountOf(srv, "row@example.com");
    const c = await clientOf(srv, accountId, NASTY);
    const [r] = await append(srv, accountId, [row(c, {
      arguments: { key: "[REDACTED:aws_access_key]", note: NASTY },
      redacted: [{ path: "/arguments/key", rule: "aws_access_key", category: "secret" }],
      injectionFindings: [{
        rule: "ignore_previous",
        severity: "high",
        path: "/result/content/0/text",
        excerpt: "ignore all previous instructions",
      }],
      approvedBy: "boss@example.com",
      durationMs: 321,
    })]);
    const page = await getPage(browser, `${srv.base}/app/activity/${r.id}`);
    assert.equal(page.status, 200);
    for (
      const text of [
        "[REDACTED:aws_access_key]",
        "<code>/arguments/key</code>",
        "aws_access_key",
        "ignore all previous instructions",
        "boss@example.com",
        "321 ms",
      ]
    ) assert.ok(page.html.includes(text), text);
    assertEscaped(page.html);
    assertEscaped((await getPage(browser, `${srv.base}/app/activity`)).html);

    const theirs = await getPage(stranger, `${srv.base}/app/activity/${r.id}`);
    assert.equal(theirs.status, 404);
    assert.match(theirs.html, /Not found/);
    assert.equal((await getPage(browser, `${srv.base}/app/activity/nope`)).status, 404);
    assert.equal(
      (await getPage(browser, `${srv.base}/app/activity/${crypto.randomUUID()}`)).status,
      404,
    );
  }));
