/**
 * Approvals and policies in a real Chromium against the whole service (demo upstreams mounted)
 * on loopback HTTP with a real KV, and a real SDK MCP client: a rule made in the app holds a
 * call, the link the agent gets opens the request, Approve lets the identical call run once.
 */
import assert from "node:assert/strict";
import {
  type Browser,
  browserTest,
  checkPage,
  type Page,
  signUpInBrowser,
} from "../_helpers/browser.ts";
import { call, connection, mcpClient, startGateway, textOf } from "../mcp/_harness.ts";
import type { Gateway } from "../mcp/_harness.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { createKey } from "../../src/services/api_keys.ts";
import { OPERATOR } from "../../src/storage/account_events.ts";

const PASSWORD = "correct horse battery staple";
const NOTE = { name: "demo-notes__add_note", arguments: { title: "Launch", body: "go" } };

async function withGateway(fn: (gw: Gateway) => Promise<void>) {
  const gw = await startGateway();
  try {
    await fn(gw);
  } finally {
    await gw.close();
  }
}

async function signUp(page: Page, gw: Gateway, email: string): Promise<string> {
  await signUpInBrowser(page, gw.origin, { email, password: PASSWORD, account: "Approvers Inc" });
  return (await getUserByEmail(gw.deps.kv, email))!.accountId;
}

async function addRule(page: Page, pattern: string, action: string) {
  await page.getByLabel("Pattern").fill(pattern);
  await page.getByLabel("Action").selectOption(action);
  await page.getByRole("button", { name: "Save rule" }).click();
  await page.getByRole("status").getByText(`Saved the rule ${pattern} → ${action}.`).waitFor();
}

type Client = Awaited<ReturnType<typeof mcpClient>>;

/** The agent's call: run_tool on the demo note tool with always the same arguments. */
async function runNote(client: Client) {
  return await call(client, "run_tool", NOTE);
}

async function freshPage(browser: Browser, colorScheme: "light" | "dark" = "light") {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, colorScheme });
  return await context.newPage();
}

async function activityRows(gw: Gateway, accountId: string) {
  const { secret } = await createKey(gw.deps, { accountId, name: "reader", actor: OPERATOR });
  const res = await fetch(`${gw.origin}/api/v1/activity`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  assert.equal(res.status, 200);
  return (await res.json()).data as { tool: string; ok: boolean; approvedBy?: string }[];
}

browserTest(
  "[browser] an approve rule holds a run_tool; the agent's link opens it; Approve runs the identical call once",
  (browser) =>
    withGateway(async (gw) => {
      const page = await freshPage(browser);
      const accountId = await signUp(page, gw, "approver@example.com");
      await page.getByRole("link", { name: "Policies" }).click();
      await checkPage(page, "policies-empty");
      await addRule(page, "demo-notes__*", "approve");
      await checkPage(page, "policies-list");

      const client = await mcpClient(gw, (await connection(gw, accountId, "Claude")).token);
      try {
        const held = await runNote(client);
        assert.equal(held.isError, true);
        const link = /(http:\/\/\S+\/app\/approvals\/apr_\w+)/.exec(textOf(held))?.[1];
        assert.ok(link, `the pending answer carries the link: ${textOf(held)}`);

        await page.goto(link);
        await checkPage(page, "approval-pending");
        assert.ok(await page.getByText('"title": "Launch"').isVisible(), "the exact arguments");
        await page.getByRole("button", { name: "Approve" }).click();
        await page.waitForURL(link);
        await page.getByRole("status").getByText(/You approved demo-notes__add_note/).waitFor();
        assert.ok(await page.getByText(/approved by approver@example\.com/).isVisible());
        await checkPage(page, "approval-approved");

        const ran = await runNote(client);
        assert.equal(textOf(ran), 'Saved note "Launch".');
        const again = await runNote(client);
        assert.match(textOf(again), /Approval required/, "the approval ran the call once");
      } finally {
        await client.close();
      }

      const ok = (await activityRows(gw, accountId)).filter((r) => r.ok);
      assert.equal(ok.length, 1);
      assert.equal(ok[0].tool, "add_note");
      assert.equal(ok[0].approvedBy, "approver@example.com");

      await page.getByRole("link", { name: "Approvals" }).click();
      await checkPage(page, "approvals-list");
      assert.ok(await page.getByText("Waiting for you (1)").isVisible(), "the repeat waits again");
      assert.ok(await page.getByText("approved, ran").isVisible());
      await page.getByRole("button", { name: "Deny" }).click();
      await page.getByRole("status").getByText(/You denied demo-notes__add_note/).waitFor();
      await checkPage(page, "approvals-decided");
      assert.ok(await page.getByText("Nothing waits for approval").isVisible());
    }),
);

browserTest(
  "[browser] the policy tester explains the deciding rule; delete asks first; dark 360 px fits",
  (browser) =>
    withGateway(async (gw) => {
      const page = await freshPage(browser, "dark");
      await signUp(page, gw, "tester@example.com");
      await page.goto(`${gw.origin}/app/policies`);
      await addRule(page, "demo-notes__*", "approve");
      await addRule(page, "demo-notes__echo", "allow");

      await page.getByLabel("Qualified tool name").fill("demo-notes__echo");
      await page.getByRole("button", { name: "Test" }).click();
      const result = page.getByRole("status");
      await result.getByText(/names the tool exactly/).waitFor();
      assert.match(await result.innerText(), /demo-notes__echo\s*→\s*allow/);
      await checkPage(page, "policies-tester");
      await page.getByLabel("Qualified tool name").fill("demo-notes__add_note");
      await page.getByRole("button", { name: "Test" }).click();
      await page.getByText(/Only "demo-notes__\*" matches demo-notes__add_note/).waitFor();

      await page.getByRole("link", { name: "Delete the rule demo-notes__echo" }).click();
      await checkPage(page, "policy-delete-confirm");
      await page.getByRole("button", { name: "Delete rule" }).click();
      await page.getByRole("status").getByText("Deleted the rule demo-notes__echo → allow.")
        .waitFor();

      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of ["/app/policies?tool=demo-notes__echo", "/app/approvals"]) {
        await page.goto(`${gw.origin}${path}`);
        const overflow = await page.evaluate(
          "document.documentElement.scrollWidth - document.documentElement.clientWidth",
        );
        assert.equal(overflow, 0, `${path} fits 360 px`);
        await checkPage(page, `phone-dark${path.replaceAll(/[/?=]/g, "-")}`);
      }
    }),
);
