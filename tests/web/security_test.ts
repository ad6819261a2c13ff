import assert from "node:assert/strict";
import { APP_CSP } from "../../src/web/request.ts";
import { APP_CSS_URL } from "../../src/web/style.ts";
import { manualClock } from "../_helpers/deps.ts";
import { Browser, getPage, hiddenFields, member, withServer } from "./_app.ts";
import { PASSWORD, signUp } from "../oauth/_helpers.ts";

const PAGES = ["/app/keys", "/app/clients", "/app/account"];

Deno.test("[app] every page sends the script-free CSP, no framing and no caching", () =>
  withServer(async (srv) => {
    assert.match(APP_CSP, /default-src 'none'/);
    assert.match(APP_CSP, /frame-ancestors 'none'/);
    assert.doesNotMatch(APP_CSP, /script-src|unsafe-inline/);
    const browser = await member(srv, "csp@example.com");
    const anon = new Browser();
    const visits = [...PAGES, "/app/nope"].map((p) => [browser, p] as const)
      .concat([[anon, "/app/login"], [anon, "/app/signup"]]);
    for (const [who, path] of visits) {
      const page = await getPage(who, `${srv.base}${path}`);
      assert.equal(page.res.headers.get("content-security-policy"), APP_CSP, path);
      assert.equal(page.res.headers.get("x-frame-options"), "DENY", path);
      assert.equal(page.res.headers.get("cache-control"), "no-store", path);
      assert.doesNotMatch(page.html, /<script|<style|style=/, `${path} has no inline code`);
      assert.ok(page.html.includes(`href="${APP_CSS_URL}"`), path);
    }
  }));

Deno.test("[app] the stylesheet is served by the app, cached, under a content-hashed URL", () =>
  withServer(async (srv) => {
    const res = await fetch(`${srv.base}${APP_CSS_URL}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "text/css; charset=utf-8");
    assert.match(res.headers.get("cache-control") ?? "", /max-age=31536000/);
    const css = await res.text();
    assert.match(css, /prefers-color-scheme:dark/);
    assert.match(css, /system-ui/);
  }));

Deno.test("[app] signed-out visitors go to sign-in and come back; unknown paths are an HTML 404", () =>
  withServer(async (srv) => {
    const anon = new Browser();
    for (const path of PAGES) {
      const res = await anon.fetch(`${srv.base}${path}`);
      assert.equal(res.status, 303);
      assert.equal(res.headers.get("location"), `/app/login?next=${encodeURIComponent(path)}`);
    }
    const post = await anon.post(`${srv.base}/app/keys`, { name: "x" });
    assert.equal(post.status, 303);
    assert.equal(post.headers.get("location"), "/app/login?next=%2Fapp");
    const missing = await getPage(anon, `${srv.base}/app/does-not-exist`);
    assert.equal(missing.status, 404);
    assert.match(missing.res.headers.get("content-type") ?? "", /text\/html/);
  }));

Deno.test("[app] the one-time notice cookie is HttpOnly and SameSite=Lax like the session", () =>
  withServer(async (srv) => {
    const browser = await member(srv, "notice@example.com");
    const { html } = await getPage(browser, `${srv.base}/app/account`);
    const res = await browser.post(`${srv.base}/app/account/invites`, {
      ...hiddenFields(html, "/app/account/invites"),
    });
    assert.equal(res.status, 200);
    await res.body?.cancel();
    const id = (await srv.deps.kv.list({ prefix: ["invites"] }).next()).value!.key[2] as string;
    const action = `/app/account/invites/${id}/cancel`;
    const page = await getPage(browser, `${srv.base}/app/account`);
    const cancel = await browser.post(`${srv.base}${action}`, hiddenFields(page.html, action));
    assert.equal(cancel.status, 303);
    const cookie = browser.lastSetCookies.find((c) => c.startsWith("tg_notice="))!;
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.match(cookie, /Max-Age=60/);
  }));

Deno.test("[app] sign-in is throttled per client address, with a message that says so", async () => {
  const clock = manualClock(Date.UTC(2026, 10, 21, 12, 0, 0));
  await withServer(async (srv) => {
    await signUp(new Browser(), srv.base, "ip@example.com");
    const browser = new Browser();
    const page = await getPage(browser, `${srv.base}/app/login`);
    const fields = hiddenFields(page.html, "/app/login");
    // 30 attempts a minute from one address, spread over different emails (never 10 on one).
    for (let i = 0; i < 30; i++) {
      const res = await browser.post(`${srv.base}/app/login`, {
        ...fields,
        email: `guess${i}@example.com`,
        password: "wrong-password",
      });
      assert.equal(res.status, 401);
      await res.body?.cancel();
    }
    const limited = await browser.post(`${srv.base}/app/login`, {
      ...fields,
      email: "ip@example.com",
      password: PASSWORD,
    });
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get("retry-after"), "60");
    assert.match(await limited.text(), /Too many sign-in attempts from your network address/);
    clock.advance(60_000);
    const ok = await browser.post(`${srv.base}/app/login`, {
      ...fields,
      email: "ip@example.com",
      password: PASSWORD,
    });
    assert.equal(ok.status, 303);
  }, { now: clock.now });
});
