/** Shared steps of the app's HTTP tests: a signed-up browser, forms by action, pages as text. */
import assert from "node:assert/strict";
import { Browser, hiddenFields, signUp, startServer, type TestServer } from "../oauth/_helpers.ts";

export { Browser, hiddenFields, signUp, startServer };
export type { TestServer };

export async function withServer(
  fn: (srv: TestServer) => Promise<void>,
  over: Parameters<typeof startServer>[0] = {},
) {
  const srv = await startServer(over);
  try {
    await fn(srv);
  } finally {
    await srv.close();
  }
}

/** A browser signed up as a new user of a new account. */
export async function member(srv: TestServer, email: string, account = "Test account") {
  const browser = new Browser();
  const res = await signUp(browser, srv.base, email, account);
  assert.equal(res.status, 303);
  return browser;
}

/** GETs a page and returns its status and HTML. */
export async function getPage(browser: Browser, url: string) {
  const res = await browser.fetch(url);
  return { res, status: res.status, html: await res.text() };
}

/** Loads `pageUrl`, then submits the form posting to `action` with its hidden fields plus `fields`. */
export async function submit(
  browser: Browser,
  base: string,
  pageUrl: string,
  action: string,
  fields: Record<string, string> = {},
) {
  const { html } = await getPage(browser, `${base}${pageUrl}`);
  return await browser.post(`${base}${action}`, { ...hiddenFields(html, action), ...fields });
}

/** The session's CSRF token, read from the sign-out form every signed-in page has. */
export async function csrfOf(browser: Browser, base: string): Promise<string> {
  const { html } = await getPage(browser, `${base}/app/keys`);
  return hiddenFields(html, "/app/logout").csrf;
}

/** Calls the REST API with a key; returns the status. */
export async function apiStatus(base: string, key: string): Promise<number> {
  const res = await fetch(`${base}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
  await res.body?.cancel();
  return res.status;
}

export function keyIn(html: string): string {
  const m = /svc_[0-9A-Za-z]{49}/.exec(html);
  assert.ok(m, "the page shows a full key");
  return m[0];
}

export const NASTY = `<script>alert(1)</script>"'><img src=x onerror=alert(2)>`;

/** The nasty string never appears raw; its escaped form does. */
export function assertEscaped(html: string) {
  assert.ok(!html.includes("<script>alert(1)</script>"), "no raw script tag");
  assert.ok(!html.includes(`"'><img`), "no attribute breakout");
  assert.ok(html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"), "the text is shown escaped");
}
