// Issue 13, redaction round 21: the benign margin of v24 (construction, real estate, agriculture)
// and the misses read with v15–v23's residuals. Each family next to look-alikes.
// Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { HEX, rand } from "./fixtures/random.ts";

Deno.test("a listing feed's record keys stay; a vendor's key beside them goes", () => {
  const hex = rand(HEX, 32);
  const row = { ListingKey: hex, OpenHouseKey: rand(HEX, 32), City: "Leeds", ListPrice: 412000 };
  assert.deepEqual(redactValue(row, "").value, row);
  kept(`Valuation note for the agent: ListingKey ${hex}`);
  kept(`unit 4;"ShowingKey ${hex}"`);
  kept(`listing_key=${hex}`);
  // A credential's own name beside the same value still goes, as does a key by another noun.
  gone(`Valuation note for the agent: API key ${hex}`, hex);
  gone(`MLS_FEED_SECRET=${hex}`, hex);
  const out = redactValue({ ListingKey: hex, FeedToken: hex.replace(/^./, "f") }, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/FeedToken"]);
});

Deno.test("a second factor's method under its name is a setting, its code is not", () => {
  for (const method of ["app", "sms", "push", "Authenticator app", "none", "enabled"]) {
    const v = { portal: { user: "ops@example.org", mfa: method } };
    assert.deepEqual(redactValue(v, "").value, v);
  }
  assert.deepEqual(redactValue({ "2fa": "email" }, "").value, { "2fa": "email" });
  // A code, a seed and a password under the same names still go.
  for (const secret of ["482913", "JBSWY3DPEHPK3PXP", "apple-Tree-77"]) {
    const out = redactValue({ mfa: secret, otp: secret }, "");
    assert.deepEqual(out.redacted.map((r) => r.path), ["/mfa", "/otp"]);
  }
});

Deno.test("an arrow's label ends at a sentence's end, an aside or a purpose", () => {
  const hex = rand(HEX, 40);
  gone(`Site diary — ${hex} <- Survey portal API key. Remove once logged in.`, hex);
  gone(`step 4 — ${hex} <- Lettings CRM client secret (do not forward)`, hex);
  const up = rand(HEX, 32).toUpperCase();
  gone(`reset; ${up} <- LoRaWAN AppSKey (ABP)\nnext`, up);
  const pw = "Xq7mDYuS=vR";
  gone(`use ${pw} <- weather station admin password for the sync job until Monday.`, pw);
  // What the arrow says it is not, an identifier, and words before the noun that name no secret.
  kept(`reset; ${up} <- not the key (old unit)\nnext`);
  kept(`reset; ${up} <- device EUI key id. Keep it.`);
  kept(`use gravel-path-north <- the gate password for the sync job.`);
});
