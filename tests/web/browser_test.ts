/**
 * The app in a real Chromium against the real service on loopback HTTP with a real KV. Elements
 * are found by their accessible names; every page visited is screenshotted and checked by axe.
 */
import assert from "node:assert/strict";
import { type Browser, browserTest, checkPage, type Page } from "../_helpers/browser.ts";
import { startServer, type TestServer } from "../oauth/_helpers.ts";

const PASSWORD = "correct horse battery staple";

async function withApp(fn: (srv: TestServer) => Promise<void>) {
  const srv = await startServer();
  try {
    await fn(srv);
  } finally {
    await srv.close();
  }
}

async function signUp(page: Page, srv: TestServer, email: string, account: string) {
  await page.goto(`${srv.base}/app/signup`);
  await checkPage(page, "signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
  await page.getByLabel("Account name").fill(account);
  await page.getByRole("button", { name: "Create account" }).click();
  // The Overview is the landing page; these tests start from the API keys page.
  await page.waitForURL(`${srv.base}/app`);
  await page.getByRole("link", { name: "API keys" }).click();
  await page.waitForURL(`${srv.base}/app/keys`);
}

async function usageStatus(srv: TestServer, key: string): Promise<number> {
  const res = await fetch(`${srv.base}/api/v1/usage`, {
    headers: { authorization: `Bearer ${key}` },
  });
  await res.body?.cancel();
  return res.status;
}

async function freshPage(browser: Browser, colorScheme: "light" | "dark" = "light") {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, colorScheme });
  return await context.newPage();
}

browserTest(
  "[browser] sign up, create a key, call REST with it, revoke it: the next call is 401",
  (browser) =>
    withApp(async (srv) => {
      const page = await freshPage(browser);
      await signUp(page, srv, "grace@example.com", "Hopper Labs");
      await checkPage(page, "keys-empty");
      assert.ok(await page.getByText("No API keys yet").isVisible());

      await page.getByLabel("Key name").fill("billing job");
      await page.getByRole("button", { name: "Create key" }).click();
      await checkPage(page, "key-created");
      const key = await page.getByLabel("Your new API key").inputValue();
      assert.match(key, /^svc_[0-9A-Za-z]{49}$/);
      assert.ok(!page.url().includes(key), "the key is not in the URL");
      assert.equal(await usageStatus(srv, key), 200);

      await page.getByRole("link", { name: "Done, back to API keys" }).click();
      await checkPage(page, "keys-list");
      assert.equal(await page.getByLabel("Your new API key").count(), 0, "shown once only");
      await page.getByRole("link", { name: "Revoke billing job" }).click();
      await checkPage(page, "key-revoke-confirm");
      await page.getByRole("button", { name: "Revoke key" }).click();
      await page.waitForURL(`${srv.base}/app/keys`);
      assert.ok(
        await page.getByRole("status").getByText('The key "billing job" was revoked.').isVisible(),
      );
      await checkPage(page, "keys-revoked");
      assert.equal(await usageStatus(srv, key), 401);

      await page.getByRole("link", { name: "Clients" }).click();
      await checkPage(page, "clients-empty");
      const missing = await page.goto(`${srv.base}/app/keys/key_nope/revoke`);
      assert.equal(missing?.status(), 404);
      await checkPage(page, "not-found");
    }),
);

browserTest(
  "[browser] invite a member: they join through the link, sign in and see the account",
  (browser) =>
    withApp(async (srv) => {
      const owner = await freshPage(browser);
      await signUp(owner, srv, "owner@example.com", "Acme Robotics");
      await owner.getByRole("link", { name: "Account" }).click();
      await checkPage(owner, "account");
      await owner.getByLabel("Who is it for? (optional, shown in the pending list)").fill("Ada");
      await owner.getByRole("button", { name: "Create invite link" }).click();
      await checkPage(owner, "invite-created");
      const link = await owner.getByLabel("Invite link").inputValue();

      const ada = await freshPage(browser);
      await ada.goto(link);
      await ada.waitForURL(`${srv.base}/app/invite`);
      await checkPage(ada, "invite-join");
      await ada.getByLabel("Email").fill("ada@example.com");
      await ada.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
      await ada.getByRole("button", { name: "Create login and join" }).click();
      await ada.waitForURL(`${srv.base}/app/account`);
      assert.ok(await ada.getByRole("status").getByText("Welcome to Acme Robotics.").isVisible());
      await checkPage(ada, "account-welcome");
      await ada.getByRole("button", { name: "Sign out", exact: true }).click();
      await ada.waitForURL(`${srv.base}/app/login`);
      await checkPage(ada, "login");
      await ada.getByLabel("Email").fill("ada@example.com");
      await ada.getByLabel("Password").fill(PASSWORD);
      await ada.getByRole("button", { name: "Sign in" }).click();
      await ada.waitForURL(`${srv.base}/app`);
      await checkPage(ada, "overview-member");
      await ada.getByRole("link", { name: "Account" }).click();
      // The click starts a navigation; isVisible() does not wait for the new page, so wait for it.
      const accountHeading = ada.getByRole("heading", { name: "Acme Robotics", level: 1 });
      await accountHeading.waitFor();
      assert.ok(await accountHeading.isVisible());
      const team = ada.getByRole("region", { name: "Members" });
      assert.ok(await team.getByText("owner@example.com").isVisible());
      assert.ok(await team.getByText("ada@example.com").isVisible());
      await checkPage(ada, "account-team");

      await owner.goto(`${srv.base}/app/account`);
      await checkPage(owner, "account-two-members");
      await owner.getByRole("link", { name: "Remove ada@example.com" }).click();
      await checkPage(owner, "member-remove-confirm");
    }),
);

browserTest(
  "[browser] dark mode and a 360 px phone: no sideways scrolling, still accessible",
  (browser) =>
    withApp(async (srv) => {
      const page = await freshPage(browser, "dark");
      await signUp(page, srv, "dark@example.com", "Night Shift");
      await page.getByLabel("Key name").fill("phone");
      await page.getByRole("button", { name: "Create key" }).click();
      await checkPage(page, "key-created-dark");
      await page.goto(`${srv.base}/app/keys`);
      await checkPage(page, "keys-dark");
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of ["/app/keys", "/app/account", "/app/clients"]) {
        await page.goto(`${srv.base}${path}`);
        // A string, evaluated in the page: this file is type-checked without the DOM library.
        const overflow = await page.evaluate(
          "document.documentElement.scrollWidth - document.documentElement.clientWidth",
        );
        assert.equal(overflow, 0, `${path} fits 360 px`);
        await checkPage(page, `phone${path.replaceAll("/", "-")}`);
      }
    }),
);
