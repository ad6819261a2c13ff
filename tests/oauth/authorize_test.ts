import assert from "node:assert/strict";
import { listClients } from "../../src/storage/clients.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import {
  authorizeUrl,
  Browser,
  consent,
  hiddenFields,
  PASSWORD,
  pkcePair,
  REDIRECT,
  registerClient,
  signUp,
  startServer,
} from "./_helpers.ts";

type Srv = Awaited<ReturnType<typeof startServer>>;

async function setup() {
  const srv = await startServer();
  const browser = new Browser();
  await signUp(browser, srv.base, "owner@example.com");
  const { client_id } = await registerClient(srv.base);
  const pkce = await pkcePair();
  const params = {
    client_id,
    redirect_uri: REDIRECT,
    response_type: "code",
    code_challenge: pkce.challenge,
    code_challenge_method: "S256",
    state: "s-123",
    resource: srv.mcpUrl,
  };
  return { srv, browser, params };
}

async function connections(srv: Srv) {
  const user = await getUserByEmail(srv.deps.kv, "owner@example.com");
  return await listClients(srv.deps.kv, user!.accountId);
}

/** An error page: shown here, no Location header, so nothing is redirected anywhere. */
async function assertErrorPage(res: Response, status: number) {
  assert.equal(res.status, status);
  assert.equal(res.headers.get("location"), null);
  assert.match(res.headers.get("content-type") ?? "", /text\/html/);
  await res.body?.cancel();
}

Deno.test("an unregistered redirect URI gets an error page, never a redirect", async () => {
  const { srv, browser, params } = await setup();
  try {
    for (
      const uri of [
        "https://evil.example/cb",
        "http://127.0.0.1:53682/other",
        "http://localhost:53682/callback",
      ]
    ) {
      await assertErrorPage(
        await browser.fetch(authorizeUrl(srv.base, { ...params, redirect_uri: uri })),
        400,
      );
    }
    // An unknown client gets the same page, even with a plausible redirect URI.
    await assertErrorPage(
      await browser.fetch(authorizeUrl(srv.base, { ...params, client_id: "tgc_unknown" })),
      400,
    );
    // Loopback redirects may change the port only (RFC 8252 section 7.3).
    const port = await browser.fetch(
      authorizeUrl(srv.base, { ...params, redirect_uri: "http://127.0.0.1:1234/callback" }),
    );
    assert.equal(port.status, 200);
    await port.body?.cancel();
  } finally {
    await srv.close();
  }
});

Deno.test("a wrong resource, missing PKCE or plain PKCE go back as OAuth errors with state", async () => {
  const { srv, browser, params } = await setup();
  try {
    const cases: [Record<string, string>, string][] = [
      [{ ...params, resource: `${srv.base}/api/v1` }, "invalid_target"],
      [{ ...params, resource: "https://other.example/mcp" }, "invalid_target"],
      [{ ...params, code_challenge_method: "plain" }, "invalid_request"],
      [{ ...params, code_challenge: "" }, "invalid_request"],
      [{ ...params, response_type: "token" }, "unsupported_response_type"],
    ];
    for (const [p, error] of cases) {
      const res = await browser.fetch(authorizeUrl(srv.base, p));
      assert.equal(res.status, 302, error);
      const to = new URL(res.headers.get("location")!);
      assert.equal(to.origin + to.pathname, REDIRECT);
      assert.equal(to.searchParams.get("error"), error);
      assert.equal(to.searchParams.get("state"), "s-123");
      assert.equal(to.searchParams.get("code"), null);
    }
    assert.equal((await connections(srv)).length, 0);
  } finally {
    await srv.close();
  }
});

Deno.test("deny returns access_denied with state and creates no connection", async () => {
  const { srv, browser, params } = await setup();
  try {
    const back = await consent(browser, authorizeUrl(srv.base, params), "deny");
    assert.equal(back.searchParams.get("error"), "access_denied");
    assert.equal(back.searchParams.get("state"), "s-123");
    assert.equal(back.searchParams.get("code"), null);
    assert.equal((await connections(srv)).length, 0);
  } finally {
    await srv.close();
  }
});

Deno.test("the consent form refuses a forged or missing CSRF token without redirecting", async () => {
  const { srv, browser, params } = await setup();
  try {
    const page = await browser.fetch(authorizeUrl(srv.base, params));
    const html = await page.text();
    assert.match(html, /Test Agent/);
    assert.match(html, /127\.0\.0\.1:53682/);
    const fields = hiddenFields(html, "/oauth/authorize");
    for (const csrf of ["forged", ""]) {
      const res = await browser.post(`${srv.base}/oauth/authorize`, {
        ...fields,
        csrf,
        decision: "approve",
      });
      await assertErrorPage(res, 403);
    }
    // A cross-site post without the session cookie only reaches the sign-in page.
    const anon = await new Browser().post(`${srv.base}/oauth/authorize`, {
      ...fields,
      decision: "approve",
    });
    assert.equal(anon.status, 303);
    assert.match(anon.headers.get("location")!, /^\/app\/login\?next=/);
    assert.equal((await connections(srv)).length, 0);
  } finally {
    await srv.close();
  }
});

Deno.test("a consent form with a swapped redirect URI cannot send the code elsewhere", async () => {
  const { srv, browser, params } = await setup();
  try {
    const page = await browser.fetch(authorizeUrl(srv.base, params));
    const fields = hiddenFields(await page.text(), "/oauth/authorize");
    const res = await browser.post(`${srv.base}/oauth/authorize`, {
      ...fields,
      redirect_uri: "https://evil.example/cb",
      decision: "approve",
    });
    await assertErrorPage(res, 400);
    assert.equal((await connections(srv)).length, 0);
  } finally {
    await srv.close();
  }
});

Deno.test("a signed-out user signs in and comes back to the same authorization request", async () => {
  const { srv, params } = await setup();
  try {
    const browser = new Browser();
    const url = authorizeUrl(srv.base, params);
    const res = await browser.fetch(url);
    assert.equal(res.status, 303);
    const login = new URL(res.headers.get("location")!, srv.base);
    assert.equal(login.pathname, "/app/login");
    const page = await browser.fetch(login.href);
    const fields = hiddenFields(await page.text(), "/app/login");
    const signedIn = await browser.post(`${srv.base}/app/login`, {
      ...fields,
      email: "owner@example.com",
      password: PASSWORD,
    });
    assert.equal(signedIn.status, 303);
    const next = new URL(signedIn.headers.get("location")!, srv.base);
    assert.equal(next.href, url);
    const back = await consent(browser, next.href, "approve", "Laptop");
    assert.ok(back.searchParams.get("code")?.startsWith("tgac_"));
    const [conn] = await connections(srv);
    assert.equal(conn.label, "Laptop");
  } finally {
    await srv.close();
  }
});

Deno.test("sign-in never redirects off-site through next", async () => {
  const srv = await startServer();
  try {
    const browser = new Browser();
    await signUp(browser, srv.base, "n@example.com");
    const bad = [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/oauth/token",
      "javascript:alert(1)",
    ];
    for (const next of bad) {
      const fresh = new Browser();
      const page = await fresh.fetch(`${srv.base}/app/login?next=${encodeURIComponent(next)}`);
      const fields = hiddenFields(await page.text(), "/app/login");
      assert.equal(fields.next, undefined, next);
      const res = await fresh.post(`${srv.base}/app/login`, {
        ...fields,
        next,
        email: "n@example.com",
        password: PASSWORD,
      });
      assert.equal(res.status, 303);
      assert.equal(res.headers.get("location"), "/app", next);
    }
  } finally {
    await srv.close();
  }
});
