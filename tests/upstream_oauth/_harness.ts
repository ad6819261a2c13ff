/**
 * The real service on loopback with demo-oauth servers configured by knobs, a signed-up member
 * (a cookie-keeping fetch "browser") who connects them through the app, and helpers to read the
 * demo authorization server's counters.
 */
import assert from "node:assert/strict";
import type { CatalogServer } from "../../src/domain/catalog.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { type Gateway, startGateway } from "../mcp/_harness.ts";
import { Browser, hiddenFields, signUp } from "../oauth/_helpers.ts";
import { instanceId } from "../../src/demo/oauth_state.ts";

/** A catalogue entry for demo-oauth with the given knobs, under its own slug. */
export function oauthServer(
  origin: string,
  slug: string,
  knobs: Record<string, string> = {},
  oauth?: CatalogServer["oauth"],
): CatalogServer {
  const q = new URLSearchParams(knobs).toString();
  return {
    slug,
    name: `OAuth ${slug}`,
    description: "demo-oauth under test",
    category: "demo",
    authType: "oauth",
    endpoint: `${origin}/demo/demo-oauth/mcp${q ? `?${q}` : ""}`,
    defaultEnabled: false,
    ...(oauth ? { oauth } : {}),
  };
}

export interface Member {
  browser: Browser;
  accountId: string;
  csrf: string;
}

let n = 0;
export async function member(gw: Gateway): Promise<Member> {
  const browser = new Browser();
  const email = `m${++n}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  const res = await signUp(browser, gw.origin, email);
  assert.equal(res.status, 303);
  const user = await getUserByEmail(gw.deps.kv, email);
  const page = await browser.fetch(`${gw.origin}/app/servers/demo-oauth`);
  const { csrf } = hiddenFields(await page.text(), "/app/servers/demo-oauth/connect");
  return { browser, accountId: user!.accountId, csrf };
}

/** Posts Connect, follows the AS's auto-approval back to the callback; returns the last page. */
export async function connect(gw: Gateway, m: Member, slug: string) {
  const start = await m.browser.post(`${gw.origin}/app/servers/${slug}/connect`, { csrf: m.csrf });
  if (start.status !== 303) {
    return { status: start.status, html: await start.text(), authorize: null };
  }
  const authorize = new URL(start.headers.get("location")!);
  const approved = await m.browser.fetch(authorize.href);
  await approved.body?.cancel();
  assert.equal(approved.status, 302, "demo-oauth approves at once");
  const callback = await m.browser.fetch(approved.headers.get("location")!);
  return { status: callback.status, html: await callback.text(), authorize };
}

/** The demo AS counters of the instance behind a catalogue entry. */
export async function stats(gw: Gateway, server: CatalogServer) {
  const q = new URL(server.endpoint).searchParams;
  const id = instanceId(q);
  const other = q.get("issuer") === "other";
  const path = other ? `tenants/${id}/issuer` : `as/${id}`;
  const res = await fetch(`${gw.origin}/demo/demo-oauth/${path}/stats`);
  // deno-lint-ignore no-explicit-any
  return await res.json() as any;
}

export { startGateway };
export type { Gateway };
