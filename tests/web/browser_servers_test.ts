/**
 * The Servers pages in a real Chromium against the whole gateway (default catalogue, demo
 * upstreams on the same loopback origin): demo-vault's token entered in the app makes a
 * run_tool from an SDK MCP client work; removing it makes the server pending again.
 */
import assert from "node:assert/strict";
import {
  type Browser,
  browserTest,
  checkPage,
  type Page,
  SCREENSHOT_DIR,
  signUpInBrowser,
} from "../_helpers/browser.ts";
import {
  call,
  connection,
  type Gateway,
  mcpClient,
  startGateway,
  textOf,
  VAULT_TOKEN,
} from "../mcp/_harness.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import { getServer } from "../../src/services/servers.ts";

const PASSWORD = "correct horse battery staple";

async function withGateway(fn: (gw: Gateway) => Promise<void>) {
  const gw = await startGateway();
  try {
    await fn(gw);
  } finally {
    await gw.close();
  }
}

async function signUp(page: Page, gw: Gateway, email: string) {
  await signUpInBrowser(page, gw.origin, { email, password: PASSWORD, account: "Vault Users" });
  return (await getUserByEmail(gw.deps.kv, email))!.accountId;
}

async function freshPage(browser: Browser, colorScheme: "light" | "dark" = "light") {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, colorScheme });
  return await context.newPage();
}

browserTest(
  "[browser] enter demo-vault's token, Test lists its tools, run_tool works from an MCP client, remove: pending",
  (browser) =>
    withGateway(async (gw) => {
      const page = await freshPage(browser);
      const accountId = await signUp(page, gw, "vault@example.com");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Servers" })
        .click();
      await page.waitForURL(`${gw.origin}/app/servers`);
      await checkPage(page, "servers-list");
      await page.screenshot({ path: `${SCREENSHOT_DIR}/doc-servers-list.png` });

      await page.getByRole("link", { name: "Enter token for Demo Vault" }).click();
      await page.waitForURL(`${gw.origin}/app/servers/demo-vault`);
      await checkPage(page, "server-vault-no-token");
      await page.getByLabel("Token", { exact: true }).fill(VAULT_TOKEN);
      await page.getByRole("button", { name: "Save token" }).click();
      await page.waitForURL(`${gw.origin}/app/servers/demo-vault`);
      assert.ok(await page.getByText("The token of Demo Vault was saved").isVisible());
      assert.equal(await page.getByLabel("New token").inputValue(), "", "never shown back");
      assert.ok(!(await page.content()).includes(VAULT_TOKEN));
      await checkPage(page, "server-vault-token-set");

      await page.getByRole("button", { name: "Test Demo Vault" }).click();
      await page.waitForURL(`${gw.origin}/app/servers/demo-vault`);
      const status = await page.getByRole("status").innerText();
      assert.match(status, /Test passed: Listed 5 tools in \d+ ms\./);
      assert.equal(
        await page.getByRole("region", { name: "Tools of Demo Vault" }).getByRole("row").count(),
        6,
      );
      await checkPage(page, "server-vault-tested");
      await page.screenshot({ path: `${SCREENSHOT_DIR}/doc-server-vault.png` });

      const { token } = await connection(gw, accountId);
      const client = await mcpClient(gw, token);
      try {
        const res = await call(client, "run_tool", { name: "demo-vault__whoami", arguments: {} });
        assert.equal(res.isError, undefined, textOf(res));
        assert.match(textOf(res), /valid bearer token/);

        await page.getByRole("link", { name: "Remove token" }).click();
        await checkPage(page, "server-vault-remove-confirm");
        await page.getByRole("button", { name: "Remove token" }).click();
        await page.waitForURL(`${gw.origin}/app/servers/demo-vault`);
        assert.match(await page.getByRole("status").innerText(), /the server is pending\./);
        await checkPage(page, "server-vault-removed");
        const server = await getServer(gw.deps, accountId, "demo-vault", { required: true });
        assert.equal(server.status, "pending");
        const after = await call(client, "run_tool", { name: "demo-vault__whoami", arguments: {} });
        assert.equal(after.isError, true, "a pending server's tools do not run");
      } finally {
        await client.close();
      }
    }),
);

browserTest(
  "[browser] servers: add a server (egress error at the field), oauth panel, dark 360 px",
  (browser) =>
    withGateway(async (gw) => {
      const page = await freshPage(browser, "dark");
      await signUp(page, gw, "add@example.com");
      await page.goto(`${gw.origin}/app/servers`);
      await page.getByLabel("Name", { exact: true }).fill("Internal");
      await page.getByLabel("Slug").fill("internal");
      await page.getByLabel("Endpoint URL").fill("https://10.0.0.7/mcp");
      await page.getByRole("button", { name: "Add server" }).click();
      const field = page.getByLabel("Endpoint URL");
      assert.equal(await field.getAttribute("aria-invalid"), "true");
      assert.match(await page.getByRole("alert").innerText(), /Refused endpoint/);
      await checkPage(page, "servers-add-refused-dark");

      await page.goto(`${gw.origin}/app/servers/demo-oauth`);
      assert.ok(await page.getByRole("button", { name: "Connect" }).isVisible());
      await checkPage(page, "server-oauth-dark");

      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of ["/app/servers", "/app/servers/demo-notes", "/app/servers/demo-vault"]) {
        await page.goto(`${gw.origin}${path}`);
        const overflow = await page.evaluate(
          "document.documentElement.scrollWidth - document.documentElement.clientWidth",
        );
        assert.equal(overflow, 0, `${path} fits 360 px`);
        await checkPage(page, `phone${path.replaceAll("/", "-")}`);
      }
    }),
);
