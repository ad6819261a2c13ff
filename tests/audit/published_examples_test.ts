// Issue 13, redaction round red60: a value a vendor or a standard publishes as its documentation
// example is kept whichever rule finds it (prefixed token, clause reader, assignment, TOTP seed,
// IBAN), and a value of the same format that is not the published one still goes.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { groupsOf4, iban, rand } from "./fixtures/random.ts";

const MAILGUN_SAMPLE = "key-3ax6xnjp29jd6fds4gc373sgvjxteol0";
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const LOWER_ALNUM = "0123456789abcdefghijklmnopqrstuvwxyz";

Deno.test("Mailgun's published sample key is kept in prose, in an env line and after a label", () => {
  kept(`Our wiki copies the vendor guide verbatim: "set it like ${MAILGUN_SAMPLE}, then restart".`);
  kept(`MAILGUN_API_KEY=${MAILGUN_SAMPLE}  # from the getting-started page`);
  kept(`mail relay key (from their quick start): ${MAILGUN_SAMPLE} - swap in yours`);
});

Deno.test("a Mailgun-format key that is not the published sample still goes", () => {
  const key = `key-${rand(LOWER_ALNUM, 32)}`;
  gone(`mail relay key (from our account page): ${key} - rotate quarterly`, key.slice(4));
  gone(`MAILGUN_API_KEY=${key}`, key.slice(4));
  // The sample with one more character is another value.
  gone(`relay key for the shop: ${MAILGUN_SAMPLE}q9`, `${MAILGUN_SAMPLE}q9`);
});

Deno.test("the documentation TOTP seed is kept wherever a rule meets it", () => {
  kept("TOTP_SECRET=JBSWY3DPEHPK3PXP");
  kept("Authenticator tutorial, step 3 (sample secret): JBSWY3DPEHPK3PXP");
  kept("手册里的例子（2FA demo secret）：JBSWY3DPEHPK3PXP");
});

Deno.test("a TOTP seed that is not the documentation one still goes", () => {
  const seed = rand(BASE32, 16).replace(/^[A-Z]{16}$/, (s) => s.slice(0, 15) + "7");
  gone(`TOTP_SECRET=${seed}`, seed);
  gone(`2FA setup key for the office tablet: ${seed}`, seed);
});

Deno.test("the Swiss specimen IBAN is kept in JSON and text; a drawn Swiss IBAN goes", () => {
  const specimen = { payee: "Alpine Huts AG", iban: "CH56 0483 5012 3456 7800 9" };
  assert.deepEqual(redactValue(specimen, "").value, specimen);
  kept("Pay the deposit to CH5604835012345678009 and quote the booking.");
  const drawn = iban("CH", 21);
  const out = redactValue({ payee: "Alpine Huts AG", iban: groupsOf4(drawn) }, "");
  assert.equal(out.redacted.length, 1);
  gone(`Pay the deposit to ${drawn} and quote the booking.`, drawn);
});
