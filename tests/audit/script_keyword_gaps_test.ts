// Two gaps cost round 21 found: a rule whose only keyword present is non-ASCII (a Hindi "OTP")
// was skipped (1) in a one-string value of 2,048+ characters, whose shared pass read only the
// ASCII keywords, and (2) in a value of more than eight strings, whose plan listed only ASCII
// keywords. The same sentence in a short string was always redacted; length and company must not
// decide whether a secret is kept.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { findSecretSpans } from "../../src/audit/text_scan.ts";

const HINDI_OTP = "आपका ओटीपी 482913 है। इसे किसी के साथ साझा न करें।";
// No redaction keyword in the filler: only the Hindi sentence can wake a rule.
const FILLER = "The nightly build finished and the cache was archived at noon. ".repeat(40);

Deno.test("a long one-string value keeps a rule gated only by a non-ASCII keyword", () => {
  const body = `${FILLER}\n${HINDI_OTP}\n${FILLER}`;
  assert.ok(body.length >= 2048);
  const own = findSecretSpans(body).map((s) => s.rule);
  assert.ok(own.includes("foreign-one-time-code"));
  const got = redactValue(body, "/r");
  assert.deepEqual(got.redacted.map((r) => r.rule), own);
  assert.ok(!(got.value as string).includes("482913"));
});

Deno.test("a planned value's short string with only a non-ASCII keyword is still read", () => {
  const items = Array.from({ length: 10 }, (_, i) => ({ id: `row-${i}`, status: "open" }));
  const got = redactValue({ items, note: HINDI_OTP }, "/r");
  assert.deepEqual(got.redacted.map((r) => r.rule), ["foreign-one-time-code"]);
  assert.ok(!JSON.stringify(got.value).includes("482913"));
});

Deno.test("near miss: the same Hindi sentence with an order number keeps it", () => {
  const items = Array.from({ length: 10 }, (_, i) => ({ id: `row-${i}`, status: "open" }));
  const note = "आपका ऑर्डर नंबर 482913 है। डिलीवरी कल होगी।";
  const got = redactValue({ items, note }, "/r");
  assert.deepEqual(got.redacted, []);
  assert.deepEqual(got.value, { items, note });
});
