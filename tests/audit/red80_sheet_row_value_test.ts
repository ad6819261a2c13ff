// Issue 13, redaction round red80 (guided by v53's and v60's misses): random material as the
// third cell of a tab-separated row with no heading, after a place and a system named in words.
// Examples written here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("random material beside a system's name in a headless row is redacted", () => {
  const hex = "b83e0c5a9f1d47e26a0c3b8d5f7e9a14";
  gone(`the loading dock\tParcelhub\t${hex}`, hex);
  const run = "r5x2kq8mw3zt9vn4hc7jd6pl";
  gone(`north office\tRoute planner\t${run}\tAmira\t12/03`, run);
});

Deno.test("ids, digests and rows under a heading are left to the other rules", () => {
  // A repository's commit, a checksum and a record's number are named in the system's cell.
  kept("head office\tstock app repo\t3c9e1a7f5b2d4068ac1e3f5a7c9b0d2e4f6a8c0b");
  kept("the warehouse\tlabel PDF checksum\t9d2f4b6a8c0e1a3c5e7f9b1d3f5a7c9e");
  kept("east yard\tdelivery number\t4c8e2a6f0b3d7a91c5e2");
  // A UUID and a word cell.
  kept("the barn\tbooking feed\t3f7a1c9e-2b4d-4e6f-8a0c-1d3e5f7a9b2c");
  kept("the barn\tnotes\tcall the farrier on Monday");
  // Under a heading the column says what its cells are: the table rules decide.
  kept("Site\tSystem\tChecksum\nthe barn\tfeed app\t6e0a2c4f8b1d3e5a7c9f0b2d4e6a8c1f");
});
