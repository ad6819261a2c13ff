/**
 * Overview, Activity and Usage in a real Chromium against the real service (with its demo
 * upstreams) on loopback HTTP: calls made through a real MCP SDK client show up on every page.
 */
import assert from "node:assert/strict";
import {
  type Browser,
  browserTest,
  checkPage,
  type Page,
  signUpInBrowser,
} from "../_helpers/browser.ts";
import { call, connection, type Gateway, mcpClient, withGateway } from "../mcp/_harness.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { PASSWORD } from "../oauth/_helpers.ts";

// An AWS access key id of the shape the redaction rules recognise (not a real key).
const AWS_KEY = "AKIANUX7BOYAE5YB4K6P";

async function signUp(page: Page, gw: Gateway, email: string) {
  await signUpInBrowser(page, gw.origin, { email, password: PASSWORD, account: "Insight Labs" });
}

/** Three calls that succeed (the last with a secret-looking argument) and one unknown tool. */
async function makeCalls(gw: Gateway, email: string) {
  const user = await getUserByEmail(gw.deps.kv, email);
  const { token } = await connection(gw, user!.accountId, "insight agent");
  const client = await mcpClient(gw, token);
  try {
    const run = (name: string, args: Record<string, unknown>) =>
      call(client, "run_tool", { name, arguments: args });
    assert.ok(!(await run("demo-notes__echo", { text: "one" })).isError);
    assert.ok(!(await run("demo-notes__echo", { text: "two" })).isError);
    assert.ok((await run("demo-notes__nope", { text: "three" })).isError);
    assert.ok(!(await run("demo-notes__echo", { text: `aws_access_key_id = ${AWS_KEY}` })).isError);
  } finally {
    await client.close();
  }
}

async function fitsPhone(page: Page, url: string, name: string) {
  await page.goto(url);
  const overflow = await page.evaluate(
    "document.documentElement.scrollWidth - document.documentElement.clientWidth",
  );
  assert.equal(overflow, 0, `${name} fits 360 px`);
  await checkPage(page, name);
}

async function freshPage(browser: Browser, colorScheme: "light" | "dark" = "light") {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, colorScheme });
  return await context.newPage();
}

browserTest(
  "[browser] MCP calls show on the Overview, filter on Activity, redact on the row page, sum on Usage",
  (browser) =>
    withGateway(async (gw) => {
      const page = await freshPage(browser);
      await signUp(page, gw, "insight@example.com");
      await checkPage(page, "overview-empty");
      // demo-vault (a token) and demo-oauth (a connection) wait for a member to set them up.
      const pending = page.getByRole("link", { name: "2 servers pending set-up" });
      assert.equal(await pending.getAttribute("href"), "/app/servers");
      assert.ok(await page.getByRole("link", { name: "0 calls waiting for approval" }).isVisible());
      assert.equal(await page.getByLabel("MCP server URL").inputValue(), `${gw.origin}/mcp`);

      await makeCalls(gw, "insight@example.com");
      await page.reload();
      await checkPage(page, "overview");
      // A viewport-sized picture for the docs (docs/img/app-overview.png is copied from it).
      await page.screenshot({ path: ".tmp/screenshots/docs-overview.png" });
      assert.ok(await page.getByText("4 of 2,000 calls this month").isVisible());
      const chart = page.getByRole("img", { name: /Calls per day, last 30 days/ });
      assert.match(
        (await chart.getAttribute("aria-labelledby")) ?? "",
        /days30-t days30-d/,
      );
      assert.equal(
        await page.locator("#days30-d").textContent(),
        "3 calls succeeded and 1 failed in the last 30 days.",
      );
      await page.getByText("Calls per day as a table").click();
      const today = new Date().toISOString().slice(0, 10);
      const todayRow = page.getByRole("row", { name: new RegExp(`^${today}`) });
      assert.deepEqual(await todayRow.locator("td").allTextContents(), [today, "3", "1"]);

      await page.getByRole("link", { name: "Activity", exact: true }).click();
      await checkPage(page, "activity");
      assert.equal(await page.getByRole("region", { name: "Calls" }).getByRole("link").count(), 4);
      await page.getByLabel("Outcome").selectOption("failed");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/outcome=failed/);
      await checkPage(page, "activity-failed");
      const rows = page.getByRole("region", { name: "Calls" }).getByRole("row");
      assert.equal(await rows.count(), 2, "the header and the one failed call");
      assert.ok(await rows.nth(1).getByText("unknown_tool").isVisible());

      await page.getByRole("link", { name: "Clear" }).click();
      await page.getByRole("region", { name: "Calls" }).getByRole("link").first().click();
      await page.waitForURL(/\/app\/activity\/[0-9a-f-]{36}$/);
      await checkPage(page, "activity-row");
      await page.screenshot({ path: ".tmp/screenshots/docs-activity-row.png" });
      const html = await page.content();
      assert.ok(!html.includes(AWS_KEY), "the key never reaches the page");
      assert.ok(await page.getByText("[REDACTED:", { exact: false }).first().isVisible());
      const redactions = page.getByRole("region", { name: "Redactions" });
      assert.ok(await redactions.getByText("/arguments/text").isVisible());

      await page.getByRole("link", { name: "Usage", exact: true }).click();
      await checkPage(page, "usage");
      const tools = page.getByRole("region", { name: "Top tools" });
      assert.deepEqual(
        await tools.getByRole("row", { name: /demo-notes__echo/ }).locator("td").allTextContents(),
        ["demo-notes__echo", "3"],
      );
      const errors = page.getByRole("region", { name: "Error codes" });
      assert.deepEqual(
        await errors.getByRole("row", { name: /unknown_tool/ }).locator("td").allTextContents(),
        ["unknown_tool", "1"],
      );

      // Dark mode on a 360 px phone: every page fits and stays accessible.
      const phone = await freshPage(browser, "dark");
      await phone.context().addCookies(await page.context().cookies());
      await phone.setViewportSize({ width: 360, height: 740 });
      for (const path of ["/app", "/app/activity", "/app/usage"]) {
        await fitsPhone(phone, `${gw.origin}${path}`, `phone-dark${path.replaceAll("/", "-")}`);
      }
      const missing = await phone.goto(`${gw.origin}/app/activity/${crypto.randomUUID()}`);
      assert.equal(missing?.status(), 404);
    }),
);
