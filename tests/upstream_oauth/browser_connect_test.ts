/**
 * A person connects demo-oauth from the app in Chromium (sign up, Connect, the demo's
 * authorization server and back), an agent runs its tool for several token lifetimes with no
 * 401 reaching it, and Disconnect leaves the server pending. Runs through the shared Chromium
 * helper (skipped with the reason printed when the browser is missing, unless required).
 */
import assert from "node:assert/strict";
import { browserTest } from "../_helpers/browser.ts";
import { call, connection, mcpClient, textOf, withGateway } from "../mcp/_harness.ts";
import { oauthServer, stats } from "./_harness.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { findServerEntry } from "../../src/catalog/library.ts";

const SLUG = "oa-browser";
const RUN_MS = 8_000; // four lifetimes of the demo's 2 s tokens
// One call per 400 ms at most: 20 calls, inside the free plan's 30 calls a minute.
const PACE_MS = 400;

browserTest(
  "Chromium: connect demo-oauth in the app, run_tool over several token lifetimes, disconnect",
  async (browser) => {
    await withGateway(async (gw) => {
      const page = await browser.newPage();
      const email = `browser-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await page.goto(`${gw.origin}/app/signup`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel(/^Password/).fill("correct horse battery staple");
      await page.getByLabel("Account name").fill("Browser account");
      await page.getByRole("button", { name: "Create account" }).click();
      await page.waitForURL((u) => !u.pathname.startsWith("/app/signup"));

      await page.goto(`${gw.origin}/app/servers/${SLUG}/connection`);
      await page.getByText("Not connected.").waitFor();
      const authorizeHosts: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname.endsWith("/authorize")) authorizeHosts.push(r.url());
      });
      await page.getByRole("button", { name: "Connect" }).click();
      await page.getByText(`Connected by ${email}`).waitFor();
      assert.equal(authorizeHosts.length, 1, "the browser went through demo-oauth's /authorize");
      assert.match(new URL(page.url()).pathname, /^\/app\//, "and came back to the app");

      const user = await getUserByEmail(gw.deps.kv, email);
      const server = gw.deps.catalog.find((s) => s.slug === SLUG)!;
      const agent = await mcpClient(gw, (await connection(gw, user!.accountId)).token);
      const refreshesBefore = (await stats(gw, server)).refreshRequests;
      try {
        const until = Date.now() + RUN_MS;
        let n = 0;
        while (Date.now() < until) {
          const slot = Date.now() + PACE_MS;
          const out = await call(agent, "run_tool", {
            name: `${SLUG}__echo`,
            arguments: { text: `call ${n}` },
          });
          assert.ok(!out.isError, `call ${n} reached the agent as an error: ${textOf(out)}`);
          assert.equal(textOf(out), `call ${n}`);
          n++;
          await new Promise((r) => setTimeout(r, Math.max(0, slot - Date.now())));
        }
        // The tokens really expired and were replaced while the agent worked.
        assert.ok((await stats(gw, server)).refreshRequests - refreshesBefore >= 3);
      } finally {
        await agent.close();
      }

      await page.getByRole("button", { name: "Disconnect" }).click();
      await page.waitForLoadState();
      await page.goto(`${gw.origin}/app/servers/${SLUG}/connection`);
      await page.getByText("Not connected.").waitFor();
      assert.equal(await page.getByRole("button", { name: "Disconnect" }).count(), 0);
      const entry = await findServerEntry(gw.deps, user!.accountId, SLUG);
      assert.equal(entry?.resolved.status, "pending");
    }, {
      env: { UPSTREAM_TIMEOUT_MS: "10000" },
      extraServers: (o) => [oauthServer(o, SLUG, { ttl: "2", rotate: "1" })],
    });
  },
);
