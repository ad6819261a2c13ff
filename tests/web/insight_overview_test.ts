import assert from "node:assert/strict";
import { keys } from "../../src/storage/keys.ts";
import { utcMonth } from "../../src/domain/months.ts";
import { getPage, member, NASTY, withServer } from "./_app.ts";
import { accountOf, append, clientOf, failed, row } from "./_insight.ts";
import { Browser } from "../oauth/_helpers.ts";

Deno.test("[insight] sign-up lands on the Overview; signed out, /app asks to sign in", () =>
  withServer(async (srv) => {
    const anon = new Browser();
    const res = await anon.fetch(`${srv.base}/app`);
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), "/app/login?next=%2Fapp");

    const browser = await member(srv, "land@example.com");
    const page = await getPage(browser, `${srv.base}/app`);
    assert.equal(page.status, 200);
    assert.match(page.html, /<h1>Overview<\/h1>/);
    assert.match(page.html, /0 of 2,000 calls this month/);
    assert.match(page.html, /Nothing needs you right now/);
    assert.ok(
      page.html.includes(`<input id="mcp-url" type="text" readonly value="${srv.base}/mcp">`),
    );
    assert.match(page.html, /href="\/app\/keys"/, "the keys page stays in the nav");
  }));

Deno.test("[insight] the Overview counts 30 days from the counters and shows the blocked banner", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "over@example.com");
    const accountId = await accountOf(srv, "over@example.com");
    const clientId = await clientOf(srv, accountId);
    await append(srv, accountId, [row(clientId), row(clientId), failed(clientId)]);
    let page = await getPage(browser, `${srv.base}/app`);
    const today = new Date().toISOString().slice(0, 10);
    assert.match(
      page.html,
      new RegExp(`<td>${today}</td><td class="num">2</td><td class="num">1</td>`),
    );
    assert.match(page.html, /2 calls succeeded and 1 failed in the last 30 days/);
    assert.match(page.html, /<svg class="chart"[^>]*role="img"/);
    assert.doesNotMatch(page.html, /Calls are blocked/);

    // The Free plan's 2,000 included calls used up: refused until the month resets.
    await srv.deps.kv.atomic().sum(
      keys.usageCalls(`account:${accountId}`, utcMonth(Date.now())),
      2000n,
    )
      .commit();
    page = await getPage(browser, `${srv.base}/app`);
    assert.match(page.html, /role="alert">Calls are blocked/);
    assert.match(page.html, /<progress id="month-bar" max="2000" value="2000">/);
  }));

Deno.test("[insight] the Overview escapes the team name", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "esc@example.com");
    const accountId = await accountOf(srv, "esc@example.com");
    const key = keys.account(accountId);
    const acc = await srv.deps.kv.get<Record<string, unknown>>(key);
    await srv.deps.kv.set(key, { ...acc.value, team: NASTY });
    const page = await getPage(browser, `${srv.base}/app`);
    assert.equal(page.status, 200);
    assert.ok(!page.html.includes("<script>alert(1)</script>"));
    assert.ok(page.html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"));
  }));
