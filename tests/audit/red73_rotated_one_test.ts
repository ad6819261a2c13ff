// Issue 13, redaction round red73 (guided by v56's and v57's misses): "V is the <system> one, the
// old one stopped working" vouches for a lower-case run of letters and digits. Examples written
// here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a rotated value named as 'the <system> one' is redacted", () => {
  const memorable = "heron-maple-61";
  gone(
    `Text from Ines: ${memorable} is the payroll portal one, the old one got changed`,
    memorable,
  );
  const dotted = "pebble.pebble.907";
  gone(`${dotted} is the depot tablet one. Old one stopped working on Friday.`, dotted);
  const uuid = "5d2c81f0-9a7e-4c3b-b1d6-0e8f4a2b7c95";
  gone(`Note 16:05: ${uuid} is the paging service one - the previous one expired`, uuid);
});

Deno.test("ids, digests and unrotated values in the same frame are kept", () => {
  // Capitals: a reference, an invoice or a customs number, even when the old one failed.
  kept("Text to Sam, 10:02: PO-2031-884201 is the parts order one. Old one stopped working.");
  kept("7QXLM2RW9KD4 is the customs entry one, the old one got changed");
  // Bare hex: a digest or a commit is handed over the same way.
  kept("b3e91f0c5a7d24e8 is the controller firmware one, the other stopped working");
  // No rotation clause: the lower-case run alone is not enough.
  kept("heron-maple-61 is the payroll portal one, see you at ten");
  // A date and a plain word are not values.
  kept("2026-03-14 is the audit day one, the old one got changed");
  kept("tomorrow is the planning one, the old one got changed");
});
