// Issue 13, redaction round red66 (guided by v53's and v40's misses): a lead naming a secret and
// then when or how it was set ("… reset after the outage:") points at the value below it, as a
// bare "… password:" does. Examples written here, not copied from a set.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a secret named with when or how it was set, the value on the next line, is redacted", () => {
  // Each is left by the base code: the noun is followed by neither a colon nor "for"/"of"/….
  const hex = "9C4E1A77D02B5F3E8A61C0D94B2E7F10A3C5D8E6B1F2";
  gone(
    `#infra Ravi: new billing consumer secret before the migration tonight, it's on both hosts:\n${hex}`,
    hex,
  );
  const key = "qT4mW8zR2xLn6Kp";
  gone(`kiosk admin passphrase rotated by the vendor on Monday:\n\n${key}\n\nThanks`, key);
});

Deno.test("a qualified noun or a set-clause over a non-secret line is kept", () => {
  // The noun qualifies the next noun: a fingerprint, not the key.
  kept("Signing key fingerprint changed after the rollover:\nSHA256 ab:cd:ef:01:23:45");
  // A clause after the noun, but the line below is prose, not a value.
  kept("Wi-Fi password updated after the router swap:\nask the front desk for the new one");
  // A participle with no clause after it ("password required") is a form's message.
  kept("Password required:\nEnterYourPassword");
  // Policy text under a set-clause lead.
  kept("Password rules changed since March:\nmin 12 characters, one digit");
});
