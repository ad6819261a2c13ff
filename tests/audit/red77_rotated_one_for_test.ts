// Issue 13, redaction round red77 (guided by v58's and v59's misses): "V is the one for <system>,
// the other stopped working", and a rotated value holding capitals beside small letters. Examples
// written here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a rotated value named as 'the one for <system>' is redacted", () => {
  const generated = "tQ7vLm2RpXw9Kd";
  gone(
    `${generated} is the one for the door entry panel, the other stopped working. Cheers`,
    generated,
  );
  const memorable = "Otter.Meadow58";
  gone(`Text 09:12: ${memorable} is the one for stock portal - the old one got changed`, memorable);
  const marked = "Tulip4419&";
  gone(`${marked} is the one for Sonos at the front desk. Old one expired.`, marked);
});

Deno.test("a rotated value with capitals in the '<system> one' order is redacted", () => {
  const value = "Willow.Brook33";
  gone(`${value} is the rota app one, the previous one no longer works`, value);
});

Deno.test("references, digests and unrotated values in the 'one for' order are kept", () => {
  // Capitals only: an order or customs reference, even beside the rotation clause.
  kept("PO-7731-20415 is the one for the paint order, the other stopped working");
  // Hex is a digest's or a commit's shape.
  kept("9c1e07ab44d2f6e8 is the one for the kiosk build, the other stopped working");
  // The W3C subresource-integrity digest is public, mixed case and all.
  kept(
    "sha384-Qm4hZt8Rk2LwYp0vXb7Nc3Jd9Fs6Ge1Ta5Ui8Oy2Ew4Rq7Tz0Pk3Mn6Bv9Cx1Lh is the one for the widget script, the other stopped working",
  );
  // Without the rotation clause the 'one for' order says nothing of a credential.
  kept("tQ7vLm2RpXw9Kd is the one for the door entry panel, thanks again");
  // An id label after "for" names an identifier, not a login.
  kept("Bx7Lm2Qp9Rt4 is the one for the tablet's device ID, the other stopped working");
});
