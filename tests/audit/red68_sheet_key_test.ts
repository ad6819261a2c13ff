// Issue 13, redaction round 68: a machine key (hex of 32+, base64 with both cases and digits) as a
// whole cell of a tab-separated row is named by the cell before it and by its column's heading.
// Examples written here, not taken from a tuning set.
import { gone, kept } from "./_gone_kept.ts";

const HEX40 = "8c1f4e07a9d36b25f0e8c7a1d94b3e6f2a05c7d9";
const HEX64 = "3a7f0c9e5d1b8246f0a9c3e7d5b1f4a28c6e0d9b7a3f5c1e9d7b2a4f6c0e8d1b";
const B64 = "Zq3Lm8Tv1Rx6Ny0Kb4Hw7Pd2Gs5Jc9Fa+Ue/Io3Wk=";

Deno.test("a machine key in a cell of a tab-separated row is redacted", () => {
  gone(`depot north\tparcel label API\t${HEX40}\tSam\t03/02`, HEX40);
  gone(
    `Branch\tService\tCredential\tChanged\nriverside\tfleet tracker\t${HEX64}\t2025-12-01`,
    HEX64,
  );
  gone(`the east kitchen\tmail relay\t${B64}\tJo\t14/07/2025`, B64);
});

Deno.test("hex and base64 in a sheet's cell named an id, a digest, a file or public are kept", () => {
  // The cell before names a digest, an id kind or a file; the heading names a public key.
  kept(`release\tsha256\t${HEX64}\tok`);
  kept(`api\tmain\tcommit\t${HEX40}\t2025-01-02`.replace("main\tcommit", "build ref"));
  kept(
    `Site\tDocument\tChecksum\tDate\nhead office\tfire plan PDF\t${HEX40.slice(0, 32)}\t2025-03-04`,
  );
  kept(`id\tname\tpeer_public_key\tstate\n17\tedge-1\t${B64}\tup`);
  // A resource SID (two capitals before 32 hex) names an account, as an id does.
  kept(`the east kitchen\tSMS account\tAC57af3a3e80e8097be5a481e4c14cb403\tJo\t14/07/2025`);
  // The first cell has no cell before it; two cells are not a sheet's row.
  kept(`${HEX40}\tnightly export\t2025-05-06`);
  kept(`parcel label API\t${HEX40}`);
  // Base64 of text is an encoded setting.
  kept(`north\tflags\tZGFya01vZGU9dHJ1ZSxiZXRhPXNlYXJjaA==\tSam`);
});
