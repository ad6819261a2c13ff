/**
 * The Webhooks pages in a real Chromium against the real service, a real KV and a real TLS
 * receiver on loopback that verifies every delivery with the README's check.
 */
import assert from "node:assert/strict";
import { browserTest, checkPage, SCREENSHOT_DIR, signUpInBrowser } from "../_helpers/browser.ts";
import { startReceiver } from "../webhooks/_harness.ts";
import { verifyToolgateWebhook } from "../../scripts/webhook_receiver.ts";
import { webhookServer } from "./webhooks_server.ts";
import type { Received, Receiver } from "../webhooks/_harness.ts";

const PASSWORD = "correct horse battery staple";

function verifies(secret: string, r: Received): Promise<boolean> {
  const h = r.headers;
  return verifyToolgateWebhook(
    secret,
    h.get("toolgate-timestamp"),
    h.get("toolgate-signature"),
    r.body,
  );
}

browserTest(
  "[browser] webhook: add against a TLS receiver, test, rotate (old secret stops), attempts, delete",
  async (browser) => {
    // The receiver knows only the secret the page showed; it answers 401 to anything else.
    let receiverSecret = "";
    // The harness reads the body before answering and records it as the newest entry.
    const rx: Receiver = await startReceiver(async () => {
      const ok = await verifies(receiverSecret, rx.received[rx.received.length - 1]);
      return new Response(null, { status: ok ? 204 : 401 });
    });
    const srv = await webhookServer();
    try {
      const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
      const page = await context.newPage();
      await signUpInBrowser(page, srv.base, {
        email: "hedy@example.com",
        password: PASSWORD,
        account: "Lamarr Labs",
      });

      await page.getByRole("link", { name: "Webhooks" }).click();
      await checkPage(page, "webhooks-empty");
      assert.ok(await page.getByText("No webhook endpoints yet").isVisible());
      await page.getByLabel("Receiver URL").fill(rx.url);
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await checkPage(page, "webhook-created");
      const secret = await page.getByLabel("Signing secret").inputValue();
      assert.match(secret, /^whsec_[A-Za-z0-9_-]{43}$/);
      assert.ok(!page.url().includes(secret), "the secret is not in the URL");
      receiverSecret = secret;

      await page.getByRole("link", { name: "Done, go to the endpoint" }).click();
      await checkPage(page, "webhook-endpoint-new");
      assert.ok(await page.getByText("No attempts in the last 7 days").isVisible());
      await page.getByRole("button", { name: "Send test event" }).click();
      await page.getByRole("status").getByText(/Test event delivered: .* 204 in/).waitFor();
      assert.equal(rx.received.length, 1);
      assert.ok(await verifies(secret, rx.received[0]), "the receiver verified the test event");

      await page.getByRole("link", { name: "Rotate secret" }).click();
      await checkPage(page, "webhook-rotate-confirm");
      assert.ok(await page.getByText("The current secret stops working at once.").isVisible());
      await page.getByRole("button", { name: "Rotate secret" }).click();
      await checkPage(page, "webhook-rotated");
      const fresh = await page.getByLabel("Signing secret").inputValue();
      assert.notEqual(fresh, secret);

      // The receiver still holds the old secret: a delivery signed after rotation fails there.
      await page.getByRole("link", { name: "Done, go to the endpoint" }).click();
      await page.getByRole("button", { name: "Send test event" }).click();
      await page.getByRole("status").getByText(/Test event failed .*Receiver answered 401/)
        .waitFor();
      assert.equal(await verifies(secret, rx.received[1]), false, "old secret: no longer valid");
      assert.equal(await verifies(fresh, rx.received[1]), true, "new secret: valid");
      receiverSecret = fresh;
      await page.getByRole("button", { name: "Send test event" }).click();
      await page.getByRole("status").getByText(/Test event delivered/).waitFor();
      assert.ok(await verifies(fresh, rx.received[2]));

      const rows = page.getByRole("region", { name: "Recent delivery attempts" }).locator(
        "tbody tr",
      );
      assert.equal(await rows.count(), 3);
      for (const [i, r] of rx.received.entries()) {
        const row = rows.nth(2 - i); // newest first
        assert.ok((await row.innerText()).includes(r.headers.get("toolgate-delivery")!));
      }
      assert.ok((await rows.nth(1).innerText()).includes("Receiver answered 401"));
      await checkPage(page, "webhook-endpoint-attempts");
      await Deno.mkdir(SCREENSHOT_DIR, { recursive: true });
      await page.setViewportSize({ width: 1200, height: 800 });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/app-webhook-endpoint.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 800 });
      await checkPage(page, "webhook-endpoint-360");
      await page.setViewportSize({ width: 1100, height: 800 });

      await page.getByRole("link", { name: "Back to all webhooks" }).click();
      await checkPage(page, "webhooks-list");
      assert.ok(await page.getByText("0 / 20").isVisible());
      await page.emulateMedia({ colorScheme: "dark" });
      await checkPage(page, "webhooks-list-dark");
      await page.emulateMedia({ colorScheme: "light" });
      await page.getByRole("link", { name: `Manage ${rx.url}` }).click();
      await page.getByRole("link", { name: "Delete endpoint" }).click();
      await checkPage(page, "webhook-delete-confirm");
      await page.getByRole("button", { name: "Delete endpoint" }).click();
      await page.waitForURL(`${srv.base}/app/webhooks`);
      assert.ok(await page.getByRole("status").getByText("was deleted").isVisible());
      await checkPage(page, "webhooks-deleted");
    } finally {
      await srv.close();
      await rx.close();
    }
  },
);
