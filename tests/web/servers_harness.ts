/**
 * The Servers pages' HTTP tests run against the whole gateway (default catalogue, demo upstreams
 * mounted on the same loopback origin) with signed-up members browsing without JavaScript.
 */
import assert from "node:assert/strict";
import { type Gateway, startGateway, VAULT_TOKEN } from "../mcp/_harness.ts";
import { Browser, getPage, hiddenFields, signUp } from "./_app.ts";
import { getUserByEmail } from "../../src/storage/users.ts";

export { VAULT_TOKEN };
export type { Gateway };

export interface Person {
  browser: Browser;
  accountId: string;
  userId: string;
  email: string;
}

export async function withGw(fn: (gw: Gateway) => Promise<void>, env: Record<string, string> = {}) {
  const gw = await startGateway({ env });
  try {
    await fn(gw);
  } finally {
    await gw.close();
  }
}

export async function person(gw: Gateway, email: string): Promise<Person> {
  const browser = new Browser();
  const res = await signUp(browser, gw.origin, email);
  assert.equal(res.status, 303);
  const user = await getUserByEmail(gw.deps.kv, email);
  return { browser, accountId: user!.accountId, userId: user!.id, email };
}

/** GETs `pageUrl`, then posts to `action` with that form's hidden fields plus `fields`. */
export async function post(
  gw: Gateway,
  p: Person,
  pageUrl: string,
  action: string,
  fields: Record<string, string> = {},
) {
  const { html } = await getPage(p.browser, `${gw.origin}${pageUrl}`);
  const res = await p.browser.post(`${gw.origin}${action}`, {
    ...hiddenFields(html, action),
    ...fields,
  });
  return { res, status: res.status, location: res.headers.get("location"), html: await res.text() };
}

export function show(gw: Gateway, p: Person, path: string) {
  return getPage(p.browser, `${gw.origin}${path}`);
}

/** The one-time notice of the page after a redirect. */
export async function notice(gw: Gateway, p: Person, path: string): Promise<string> {
  const { html } = await show(gw, p, path);
  const m = /<p class="notice" role="status">([^<]*)<\/p>/.exec(html);
  return m ? m[1] : "";
}
