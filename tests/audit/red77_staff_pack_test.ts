// Issue 13, redaction round red77 (guided by v58's and v59's misses): a value written in both
// cases on a new starter's or a locum's pack line. Examples written here, not copied from a set;
// each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a mixed-case value on a staff pack line is redacted", () => {
  const spaced = "Rw7kPz2QmXc9Lt";
  gone(`Welcome pack, Otley: stock app  ${spaced}  (the rest is in the office)`, spaced);
  const second = "mQ3xTw8RzLp5Vc";
  gone(`Starters pack, Selby: the shared mailbox  ${second}  (more on the back)`, second);
});

Deno.test("ids, barcodes and words on a staff pack line are kept", () => {
  kept("New starter pack, Otley: booking API  3c9e7a12-5b4d-4f60-8e21-9a0b7c6d5e4f  (ask Jo)");
  kept("Locum pack, Selby, sheet 2. a box of gloves: 5012345678900. Call Jo if stuck.");
  kept("Locum pack, Selby, sheet 2. supplier LEI: 2138ABCD5EFGH67IJK89. Call Jo if stuck.");
  // Joined words change case only at word heads: a product name, not a generated value.
  kept("Welcome pack, Otley: till model  ProTouchStation  (ask Jo)");
  // Not a pack line: the same value in passing is left to the other rules.
  kept("Packed the van at Otley: Rw7kPz2QmXc9Lt was the crate label");
});
