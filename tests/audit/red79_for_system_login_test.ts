// Issue 13, redaction round red79 (guided by v47's, v52's, v57's, v58's and v60's misses): a login
// handed over as "for <system> it's V", written as one run with a small letter and a digit.
// Examples written here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a login in one run of letters and digits after 'for <system> it's' is redacted", () => {
  const word = "harbourside7731";
  gone(`Nia: for the parcel desk login it's ${word}`, word);
  const marked = "Thistle%lantern40";
  gone(`[08:12] Owen: for the allotment booking site it's ${marked}`, marked);
  const generated = "bx7kq2mw9tz";
  gone(
    `Jay: which one for the label printer?\nAmy: for the label printer it's ${generated}`,
    generated,
  );
});

Deno.test("ids and references after 'for <system> it's' are kept", () => {
  // A UUID is a request id or an idempotency key as often as a key here.
  kept("Ben: for the refund call it's 7c1e4b2a-93d0-4f5e-b8a6-2d9c0e1f3a47");
  // Digits, capitals and digits, hex.
  kept("Ben: for the parcel it's 004215987733210456");
  kept("Ben: for the van booking it's QX72LM4TR9");
  kept("Ben: for the release build it's 4be1c07d92a35f68e0b1");
  // An id kind named after "for".
  kept("Ben: for the order reference it's ord7734abc21");
  // Plain words.
  kept("Ben: for the staff party it's Saturday");
});
