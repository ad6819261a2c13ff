// Issue 13, redaction round red90 (guided by v33 and v65's misses): "<who> asked for <thing> again,
// it's V". Examples written here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("the value given again to one who asked for it again is redacted", () => {
  const pin = "40718253";
  gone(`[Noor 07:12] night porter asked for the voicemail PIN again, it's ${pin}`, pin);
  const groups = "qk72-mv4n-tz9c-pw3h";
  gone(
    `Ravi asked about Twitch (main stream) again, it's ${groups}, third time this week.`,
    groups,
  );
  const hex = "9d1e2c3b4a5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9";
  gone(`Lena said the front desk asked for the Stripe secret again, it's ${hex}, not again.`, hex);
});

Deno.test("ids, references and words given again are kept", () => {
  kept(
    "Marcia asked about the refund call again, it's 5a8e3c1d-2b4f-4e6a-9c7d-0f1e2d3c4b5a, told them twice.",
  );
  kept(
    "Jo asked about the build again, it's 3f9d2c14a8e07b55c2d1e9f0a6b4c3d2e1f0a9b8, still green.",
  );
  kept(
    "Lena asked about the booking system again, it's 9d1e2c3b4a5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071, I've told them.",
  );
  kept("Sam asked for the order number again, it's 88213344, same as yesterday.");
  kept("Ali asked for the door code again, it's on the fridge.");
  kept("Kim asked about the venue again, it's 14 Mill Lane, by the church.");
  kept("Ed asked about the booking again, it's 20391177, same as before.");
});
