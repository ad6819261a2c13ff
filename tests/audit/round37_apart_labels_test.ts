// Issue 13, redaction round 37 (guided by v33's benign changes): a store gift card's number whose
// label is hyphenated or puts the card's code apart ("(the code is separate)"), an account's SID
// after a colon, and a "password rule" field are kept; the secrets beside them still go.
// Examples written for this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { cardNumber, groupsOf4, HEX, password, rand } from "./fixtures/random.ts";
import { isSensitiveKey } from "../../src/audit/key_names.ts";
import assert from "node:assert/strict";

Deno.test("a gift card's number with its code put apart is kept", () => {
  const n = groupsOf4(cardNumber("6036", 16));
  kept(`Bakery file: store gift-card number (the code is separate) ${n}, confirmed by phone.`);
  kept(`Kiosk notes: the gift card number (codes are sent separately) is ${n}.`);
  kept(`Loyalty desk: prepaid gift-card number ${n} on file.`);
});

Deno.test("a card number beside a gift-card label that names the code still goes", () => {
  const n = groupsOf4(cardNumber("4539", 16));
  gone(`gift-card code (the PIN) ${n}`, n);
  // The aside puts the code apart, but the label then names a credit card.
  gone(`gift-card number (the code is separate), charged to credit card ${n}`, n);
  const visa = groupsOf4(cardNumber("4716", 16));
  gone(`Customer paid with card ${visa} for the flowers.`, visa);
});

Deno.test("an account SID after a colon is kept; a session SID and the auth token go", () => {
  const sid = `AC${rand(HEX, 32)}`;
  kept(`Messaging setup for the reminders: Twilio account SID: ${sid}, confirmed.`);
  kept(`Subaccount SID: ${sid}`);
  const token = rand(HEX, 32);
  gone(`Twilio account SID: ${sid}\nTwilio auth token: ${token}`, token);
  const session = rand("abcdefghijklmnopqrstuvwxyz0123456789", 26);
  gone(`Browser session SID: ${session}`, session);
});

Deno.test("a password rule or requirement names no password; the password does", () => {
  assert.equal(isSensitiveKey("password rule"), false);
  assert.equal(isSensitiveKey("passwordRequirement"), false);
  assert.equal(isSensitiveKey("password_requirements"), false);
  assert.equal(isSensitiveKey("password"), true);
  assert.equal(isSensitiveKey("admin_password"), true);
  const rule = '{"field":"password rule","value":"min 12 chars, 1 digit, 1 symbol"}';
  kept(rule);
  const p = password();
  gone(`{"field":"password","value":"${p}"}`, p);
});
