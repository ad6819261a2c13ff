/** The Account page's contact-redaction checkbox in a real Chromium: tick, save, notice, log. */
import assert from "node:assert/strict";
import { browserTest, checkPage, signUpInBrowser } from "../_helpers/browser.ts";
import { startServer } from "../oauth/_helpers.ts";

browserTest("[browser] account: turning on e-mail and phone redaction", async (browser) => {
  const srv = await startServer();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1100, height: 800 } }))
      .newPage();
    await signUpInBrowser(page, srv.base, {
      email: "grace@example.com",
      password: "correct horse battery staple",
      account: "Hopper Labs",
    });
    await page.goto(`${srv.base}/app/account`);
    const box = page.getByLabel("Redact e-mail addresses and phone numbers");
    assert.equal(await box.isChecked(), false, "off by default");
    await box.check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(`${srv.base}/app/account`);
    assert.ok(await page.getByText("now redacted in new Activity rows").isVisible());
    assert.equal(
      await page.getByLabel("Redact e-mail addresses and phone numbers").isChecked(),
      true,
    );
    assert.ok(await page.getByText("turned on e-mail and phone redaction").isVisible());
    await checkPage(page, "account-contact-redaction");
  } finally {
    await srv.close();
  }
});
