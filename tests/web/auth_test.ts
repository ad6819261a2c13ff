import assert from "node:assert/strict";
import { createApp } from "../../src/app.ts";
import { getAccount } from "../../src/storage/accounts.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { keys } from "../../src/storage/keys.ts";
import { sha256Hex } from "../../src/lib/crypto.ts";
import { createTestDeps, manualClock } from "../_helpers/deps.ts";
import { Browser, hiddenFields, PASSWORD, signUp, startServer } from "../oauth/_helpers.ts";

type Srv = Awaited<ReturnType<typeof startServer>>;

async function withServer(fn: (srv: Srv) => Promise<void>, now?: () => number) {
  const srv = await startServer(now ? { now } : {});
  try {
    await fn(srv);
  } finally {
    await srv.close();
  }
}

async function formOf(browser: Browser, url: string, action: string) {
  return hiddenFields(await (await browser.fetch(url)).text(), action);
}

Deno.test("sign-up creates the user's own free account and signs them in", () =>
  withServer(async (srv) => {
    const browser = new Browser();
    const res = await signUp(browser, srv.base, "  Grace@Example.com ", "Hopper Labs");
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), "/app");
    const cookie = browser.lastSetCookies.find((c) => c.startsWith("tg_session="))!;
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.doesNotMatch(cookie, /Secure/); // loopback PUBLIC_URL: development over http
    const user = await getUserByEmail(srv.deps.kv, "grace@example.com");
    assert.ok(user);
    assert.match(user.passwordHash, /^pbkdf2-sha256\$600000\$/);
    assert.ok(!user.passwordHash.includes(PASSWORD));
    const account = await getAccount(srv.deps.kv, user.accountId);
    assert.equal(account?.name, "Hopper Labs");
    assert.equal(account?.plan, "free");
    const home = await browser.fetch(`${srv.base}/app/account`);
    assert.equal(home.status, 200);
    const html = await home.text();
    assert.match(html, /Hopper Labs/);
    assert.match(html, /grace@example\.com/);
    assert.equal(home.headers.get("x-frame-options"), "DENY");
    assert.equal(home.headers.get("cache-control"), "no-store");
  }));

Deno.test("sign-up refuses a taken email, a bad email and a short password", () =>
  withServer(async (srv) => {
    await signUp(new Browser(), srv.base, "taken@example.com");
    const browser = new Browser();
    const fields = await formOf(browser, `${srv.base}/app/signup`, "/app/signup");
    const post = (email: string, password: string) =>
      browser.post(`${srv.base}/app/signup`, { ...fields, email, password, account: "" });
    const taken = await post("TAKEN@example.com", PASSWORD);
    assert.equal(taken.status, 409);
    assert.match(await taken.text(), /already exists/);
    assert.equal((await post("not-an-email", PASSWORD)).status, 400);
    assert.equal((await post("new@example.com", "short")).status, 400);
    assert.equal(browser.cookies.has("tg_session"), false);
  }));

Deno.test("every form refuses a missing or forged CSRF token", () =>
  withServer(async (srv) => {
    const attacker = new Browser();
    const signup = await attacker.post(`${srv.base}/app/signup`, {
      csrf: "forged",
      email: "x@example.com",
      password: PASSWORD,
    });
    assert.equal(signup.status, 403);
    await signup.body?.cancel();
    assert.equal(await getUserByEmail(srv.deps.kv, "x@example.com"), null);

    const victim = new Browser();
    await signUp(victim, srv.base, "victim@example.com");
    const login = await victim.post(`${srv.base}/app/login`, {
      email: "victim@example.com",
      password: PASSWORD,
    });
    assert.equal(login.status, 403);
    await login.body?.cancel();
    const logout = await victim.post(`${srv.base}/app/logout`, { csrf: "forged" });
    assert.equal(logout.status, 403);
    await logout.body?.cancel();
    const home = await victim.fetch(`${srv.base}/app/keys`);
    assert.equal(home.status, 200); // still signed in
    await home.body?.cancel();
  }));

Deno.test("sign-in issues a fresh session; a wrong password or unknown email gets the same answer", () =>
  withServer(async (srv) => {
    await signUp(new Browser(), srv.base, "linus@example.com");
    const browser = new Browser();
    const fields = await formOf(browser, `${srv.base}/app/login`, "/app/login");
    const wrong = await browser.post(`${srv.base}/app/login`, {
      ...fields,
      email: "linus@example.com",
      password: "nope-nope-nope",
    });
    assert.equal(wrong.status, 401);
    const unknown = await browser.post(`${srv.base}/app/login`, {
      ...fields,
      email: "ghost@example.com",
      password: "nope-nope-nope",
    });
    assert.equal(unknown.status, 401);
    assert.match(await wrong.text(), /Email or password is wrong/);
    assert.match(await unknown.text(), /Email or password is wrong/);

    browser.cookies.set("tg_session", "A".repeat(43)); // a planted value is never adopted
    const ok = await browser.post(`${srv.base}/app/login`, {
      ...fields,
      email: "linus@example.com",
      password: PASSWORD,
    });
    assert.equal(ok.status, 303);
    const session = browser.cookies.get("tg_session")!;
    assert.notEqual(session, "A".repeat(43));
    assert.ok((await srv.deps.kv.get(keys.session(await sha256Hex(session)))).value);
    assert.equal((await srv.deps.kv.get(keys.session(session))).value, null);
  }));

Deno.test("sign-out ends the session on the server, not just in the browser", () =>
  withServer(async (srv) => {
    const browser = new Browser();
    await signUp(browser, srv.base, "out@example.com");
    const stolen = browser.cookies.get("tg_session")!;
    const { csrf } = await formOf(browser, `${srv.base}/app/keys`, "/app/logout");
    const res = await browser.post(`${srv.base}/app/logout`, { csrf });
    assert.equal(res.status, 303);
    assert.equal(browser.cookies.has("tg_session"), false);
    const replay = new Browser();
    replay.cookies.set("tg_session", stolen);
    const home = await replay.fetch(`${srv.base}/app/keys`);
    assert.equal(home.status, 303);
    assert.equal(home.headers.get("location"), "/app/login?next=%2Fapp%2Fkeys");
  }));

Deno.test("sessions expire after seven days even though local KV still holds the row", async () => {
  const clock = manualClock(Date.now());
  await withServer(async (srv) => {
    const browser = new Browser();
    await signUp(browser, srv.base, "exp@example.com");
    clock.advance(7 * 24 * 3600_000 - 1);
    const before = await browser.fetch(`${srv.base}/app/keys`);
    assert.equal(before.status, 200);
    await before.body?.cancel();
    clock.advance(1);
    const after = await browser.fetch(`${srv.base}/app/keys`);
    assert.equal(after.status, 303);
    assert.equal(after.headers.get("location"), "/app/login?next=%2Fapp%2Fkeys");
  }, clock.now);
});

Deno.test("sign-in is throttled per email", async () => {
  const clock = manualClock(Date.UTC(2026, 10, 21, 12, 0, 0));
  await withServer(async (srv) => {
    await signUp(new Browser(), srv.base, "slow@example.com");
    const browser = new Browser();
    const fields = await formOf(browser, `${srv.base}/app/login`, "/app/login");
    const attempt = (password: string) =>
      browser.post(`${srv.base}/app/login`, { ...fields, email: "slow@example.com", password });
    for (let i = 0; i < 10; i++) {
      const res = await attempt(`wrong-password-${i}`);
      assert.equal(res.status, 401);
      await res.body?.cancel();
    }
    const limited = await attempt(PASSWORD);
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get("retry-after"), "60");
    await limited.body?.cancel();
    clock.advance(60_000);
    assert.equal((await attempt(PASSWORD)).status, 303);
  }, clock.now);
});

Deno.test("cookies are Secure with the __Host- prefix outside localhost", async () => {
  const deps = await createTestDeps({ env: { PUBLIC_URL: "https://toolgate.example" } });
  try {
    const app = createApp(deps);
    const page = await app.request("/app/signup");
    const pre = page.headers.getSetCookie()[0];
    assert.match(pre, /^__Host-tg_csrf=/);
    assert.match(pre, /Secure/);
    assert.match(pre, /HttpOnly/);
    const csrf = hiddenFields(await page.text(), "/app/signup").csrf;
    const res = await app.request("/app/signup", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: pre.split(";")[0],
      },
      body: new URLSearchParams({ csrf, email: "sec@example.com", password: PASSWORD }),
    });
    assert.equal(res.status, 303);
    const session = res.headers.getSetCookie().find((c) => c.startsWith("__Host-tg_session="))!;
    assert.match(session, /Secure/);
    assert.match(session, /HttpOnly/);
    assert.match(session, /SameSite=Lax/);
    assert.match(session, /Path=\//);
  } finally {
    deps.kv.close();
  }
});
