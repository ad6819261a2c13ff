/** Shared pieces of the OAuth and app tests: a real loopback server, a cookie jar, form parsing. */
import type { Hono } from "hono";
import { createApp } from "../../src/app.ts";
import { createServices, type Services } from "../../src/services/mod.ts";
import type { Deps } from "../../src/deps.ts";
import { createTestDeps } from "../_helpers/deps.ts";
import { base64url, randomBytes } from "../../src/lib/crypto.ts";

export interface TestServer {
  deps: Deps;
  services: Services;
  app: Hono;
  base: string;
  mcpUrl: string;
  close(): Promise<void>;
}

/** The whole app on Deno.serve (port 0) with PUBLIC_URL set to its own loopback origin. */
export async function startServer(
  over: {
    now?: () => number;
    env?: Record<string, string>;
    /** Builds a different app from the same deps (default: the whole app). */
    build?: (deps: Deps, services: Services) => Hono;
  } = {},
): Promise<TestServer> {
  let handler: (req: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response> = () =>
    new Response("starting", { status: 503 });
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (req, info) => handler(req, info),
  );
  const base = `http://127.0.0.1:${server.addr.port}`;
  const deps = await createTestDeps({
    env: { PUBLIC_URL: base, ...over.env },
    ...(over.now ? { now: over.now } : {}),
  });
  const services = createServices(deps);
  const app = (over.build ?? createApp)(deps, services);
  handler = (req, info) => app.fetch(req, info);
  return {
    deps,
    services,
    app,
    base,
    mcpUrl: `${base}/mcp`,
    async close() {
      await server.shutdown();
      deps.kv.close();
    },
  };
}

/** A browser without JavaScript: keeps cookies per name, never follows redirects. */
export class Browser {
  cookies = new Map<string, string>();
  /** The raw Set-Cookie headers of the last response. */
  lastSetCookies: string[] = [];

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    this.lastSetCookies = res.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Submits a form as a browser would (application/x-www-form-urlencoded). */
  post(url: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  }
}

function decodeEntities(s: string): string {
  return s.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/** The hidden inputs of the first form whose action matches, as name -> value. */
export function hiddenFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  if (start < 0) throw new Error(`No form with action ${action}`);
  const form = html.slice(start, html.indexOf("</form>", start));
  const out: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g)) {
    out[decodeEntities(m[1])] = decodeEntities(m[2]);
  }
  return out;
}

export const PASSWORD = "correct horse battery staple";

/** Signs up a new user (and account) over HTTP; the browser then holds the session cookie. */
export async function signUp(
  browser: Browser,
  base: string,
  email: string,
  account = "Test account",
): Promise<Response> {
  const page = await browser.fetch(`${base}/app/signup`);
  const { csrf } = hiddenFields(await page.text(), "/app/signup");
  return await browser.post(`${base}/app/signup`, { csrf, email, password: PASSWORD, account });
}

export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(randomBytes(32));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

export const REDIRECT = "http://127.0.0.1:53682/callback";

/** Registers a public client over HTTP (RFC 7591). */
export async function registerClient(
  base: string,
  meta: Record<string, unknown> = {},
): Promise<{ client_id: string; client_secret?: string }> {
  const res = await fetch(`${base}/oauth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_name: "Test Agent",
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: "none",
      ...meta,
    }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${await res.text()}`);
  return await res.json();
}

export function authorizeUrl(base: string, params: Record<string, string>): string {
  return `${base}/oauth/authorize?${new URLSearchParams(params)}`;
}

/** Opens the consent page and answers it; returns the redirect the browser is sent to. */
export async function consent(
  browser: Browser,
  url: string,
  decision: "approve" | "deny",
  label = "My agent",
): Promise<URL> {
  const page = await browser.fetch(url);
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${await page.text()}`);
  const fields = hiddenFields(await page.text(), "/oauth/authorize");
  const base = new URL(url).origin;
  const res = await browser.post(`${base}/oauth/authorize`, { ...fields, label, decision });
  if (res.status !== 303) throw new Error(`consent answer: ${res.status} ${await res.text()}`);
  return new URL(res.headers.get("location")!);
}

/** Posts a token request (form-encoded) and returns status and JSON body. */
export async function tokenRequest(
  base: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${base}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(params),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** Everything up to a fresh code: client registered, user signed up, consent approved. */
export async function codeFor(
  srv: TestServer,
  opts: { browser?: Browser; email?: string; clientId?: string } = {},
) {
  const browser = opts.browser ?? new Browser();
  if (!opts.browser) {
    await signUp(browser, srv.base, opts.email ?? `u${crypto.randomUUID()}@ex.com`);
  }
  const clientId = opts.clientId ?? (await registerClient(srv.base)).client_id;
  const pkce = await pkcePair();
  const url = authorizeUrl(srv.base, {
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: "code",
    code_challenge: pkce.challenge,
    code_challenge_method: "S256",
    state: "xyz",
    resource: srv.mcpUrl,
  });
  const back = await consent(browser, url, "approve");
  return { browser, clientId, pkce, code: back.searchParams.get("code")!, redirect: back };
}

/** Exchanges a code from `codeFor`. */
export function exchange(srv: TestServer, c: Awaited<ReturnType<typeof codeFor>>) {
  return tokenRequest(srv.base, {
    grant_type: "authorization_code",
    code: c.code,
    code_verifier: c.pkce.verifier,
    redirect_uri: REDIRECT,
    client_id: c.clientId,
    resource: srv.mcpUrl,
  });
}
