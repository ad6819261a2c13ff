/**
 * Fuzz of the authorization server and the signed-in app over the real app: registration with
 * random and huge bodies, token and revocation forms, authorize queries and answers, discovery
 * paths, app forms without or with a wrong CSRF token. Never a 5xx; the JSON endpoints answer
 * RFC-shaped errors with CORS; afterwards a real client still connects and gets a token.
 */
import assert from "node:assert/strict";
import { cookieName } from "../../src/web/session.ts";
import {
  Browser,
  codeFor,
  exchange,
  registerClient,
  signUp,
  type TestServer,
} from "../oauth/_helpers.ts";
import { Findings, Rng, suiteSeed, watchRejections } from "./_rng.ts";
import { describeRequest, type FuzzGateway, fuzzGateway } from "./_gateway.ts";
import { type Known, type OAuthCase, oauthCase } from "./_oauth_cases.ts";

const CASES = 700;
const JSON_KINDS = ["register", "token", "revoke", "well-known"];

async function known(f: FuzzGateway): Promise<Known> {
  const pub = await registerClient(f.gw.origin);
  const conf = await registerClient(f.gw.origin, {
    token_endpoint_auth_method: "client_secret_basic",
  });
  const browser = new Browser();
  const res = await signUp(browser, f.gw.origin, "fuzz@example.com");
  await res.body?.cancel();
  assert.equal(res.status, 303);
  return {
    clientId: pub.client_id,
    confidentialId: conf.client_id,
    secret: conf.client_secret!,
    mcpUrl: f.gw.mcpUrl,
    sessionCookie: [...browser.cookies].map(([n, v]) => `${n}=${v}`).join("; "),
    csrfCookieName: cookieName(f.gw.deps.config.publicUrl, "tg_csrf"),
  };
}

async function checkAnswer(res: Response, c: OAuthCase): Promise<string[]> {
  const text = await res.text();
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}: ${text.slice(0, 300)}`);
  const type = res.headers.get("content-type") ?? "";
  if (!JSON_KINDS.includes(c.kind)) {
    if (res.status === 200 && c.method === "GET" && !type.includes("text/html")) {
      problems.push(`page answered ${type}`);
    }
    return problems;
  }
  if (c.method !== "OPTIONS" && !res.headers.get("access-control-allow-origin")) {
    problems.push("no CORS header");
  }
  if (res.status < 400 || c.method === "HEAD") return problems;
  try {
    const body = JSON.parse(text);
    if (typeof body.error !== "string") problems.push(`error body without "error": ${text}`);
  } catch {
    problems.push(`status ${res.status} body is not JSON: ${text.slice(0, 200)}`);
  }
  return problems;
}

Deno.test("fuzz OAuth and app endpoints: no 5xx, RFC errors, the flow still works", async () => {
  const seed = suiteSeed("oauth", 20261124);
  const rng = new Rng(seed);
  const findings = new Findings("oauth", seed);
  const watch = watchRejections();
  const f = await fuzzGateway();
  try {
    const k = await known(f);
    for (let i = 0; i < CASES; i++) {
      const c = oauthCase(rng, k);
      // A distinct peer address per case, so per-source limits do not hide the checks behind.
      const env = { remoteAddr: { hostname: `10.77.${(i >> 8) & 255}.${i & 255}` } };
      const init = { method: c.method, headers: c.headers, body: c.body };
      const res = await f.gw.app.request(`${f.gw.origin}${c.path}`, init, env);
      findings.saw(`${c.kind} ${c.method} ${res.status}`);
      for (const p of await checkAnswer(res, c)) {
        findings.add(i, p, describeRequest(c.method, c.path, c.headers, c.body));
      }
    }
    await assertFlowWorks(f);
  } finally {
    await f.gw.close();
    watch.stop();
  }
  for (const line of f.logged) findings.add(-1, "logged error", line);
  findings.assertClean(watch.reasons);
});

/** A new client registers, a user approves it, the code becomes a token that opens /mcp. */
async function assertFlowWorks(f: FuzzGateway) {
  const srv = { base: f.gw.origin, mcpUrl: f.gw.mcpUrl } as TestServer;
  const granted = await codeFor(srv, { email: "after-storm@example.com" });
  const token = await exchange(srv, granted);
  assert.equal(token.status, 200, JSON.stringify(token.body));
  const res = await fetch(f.gw.mcpUrl, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token.body.access_token}`,
      accept: "application/json, text/event-stream",
      "content-type": "application/json",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  assert.equal(res.status, 200);
  const names = (await res.json()).result.tools.map((t: { name: string }) => t.name);
  assert.deepEqual(names, ["search", "description", "run_tool"]);
}
