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

// red92: a login's shape in a heading-less row, as the third cell or as the second after the
// system's name with a person or a place after it. Examples written here.
Deno.test("red92: a login's shape in a sheet row is redacted", () => {
  gone("the Leeds depot\tthe fleet portal\tcopperfinch2291!\tSam\t2026-03-02", "copperfinch2291!");
  gone(
    "the back office\tStockly stock app\tmaple-kettle-harbour-27\tJo",
    "maple-kettle-harbour-27",
  );
  gone("the alarm panel\tbramble-otter-quay-62\tHull (High Street)\tAnna", "bramble-otter-quay-62");
  gone("Tip jar site\tharbourlamp5830#\tRuth\tDerby", "harbourlamp5830#");
});

Deno.test("red92: ids, digests and words in a sheet row are kept", () => {
  kept("the Leeds depot\tthe fleet portal\tinvoice 44172\tSam");
  kept("the Leeds depot\torder reference\tKX83PLQ7ZT52MWR9VN\tSam");
  kept("the build server\t9f86d081884c7d659a2feaa0c55ad015a3bf4f1b\tJo\tLeeds");
  kept("Staff room\tkettle\tbroken\tSam");
  kept("the Leeds depot\tB/L\tMSKU728304119\tSam\t2026-03-02");
  kept("the Leeds office\tthe bank's form\tGB29 NWBK 6016 1331 9268 19");
  kept("Tip jar site\t3f2b8c1d-6a4e-4d9b-8e7f-0a1b2c3d4e5f\tRuth\tDerby");
});

Deno.test("red93: digits beside a lock's or an alarm's name in a sheet row are redacted", () => {
  gone("the Ely office alarm\t40718826\tEly\tPriya", "40718826");
  gone("the stables\tback gate keypad\t5521#07", "5521#07");
  gone("Staff lockers\t318804\tOmar", "318804");
  gone("the cellar\tkey safe\t7093\tJo", "7093");
});

Deno.test("red93: counts, years and numbers beside other things in a sheet row are kept", () => {
  kept("the Ely office alarm\t2024\tEly\tPriya");
  kept("the stables\tback gate keypad\t12");
  kept("the cellar\tparcel lockers\t318804-22");
  kept("the Ely office\tinvoice\t40718826\tPriya");
  kept("Door survey\t2024\tLeeds\nfront door\t1834\tJo");
});
