// Issue 13, redaction round 64 (guided by v52's diary lines and v51's sticky notes): an arrow or
// a spaced dash links a thing's name to its value as a colon does ("alarm panel -> V", "copier -
// V"), so the words counted as the name start after it. Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a generated value after an arrow or a spaced dash is redacted", () => {
  const a = "Hq7vTz2LmW9xKp";
  gone(
    `Notes, Tue: visit the depot at 9, call Sam when there. gate tablet -> ${a}. Take gloves.`,
    a,
  );
  const b = "pR4nXw8ZkT2qBv6";
  gone(`Copied from the card on the fridge:\nboiler app - ${b}\n(ask Jo first)`, b);
  const c = "Wd3k-Rq9T-mZx4";
  gone(`To do\n- stock portal — ${c}\n- order more tape`, c);
  const d = "Ny6cVb2Jq8Lw";
  gone(`Friday: collect the van, then the yard. scale PC => ${d}. Lock up after.`, d);
});

Deno.test("words, versions, ids and sentences after an arrow or a dash are kept", () => {
  kept(`Changelog - v2.14.3-beta\n- fixed the login page`);
  kept(`Steps: open Settings -> Network -> Advanced and press Save.`);
  kept(`Build notes:\norder id -> Ab3dE5fG7hJ9kL\n(see the ticket)`);
  kept(`Menu - Soup of the day - Tomato`);
  kept(`Release 3 - the new dashboard - ships Friday.`);
  kept(`Mapping: old page -> /docs/setup-guide-v2`);
});

Deno.test("a machine key on a note's line after a name and a link is redacted", () => {
  const hex = "5e2b9a07c4d18f63b0e7a9c2d41f58e6";
  gone(`Left for the weekend:\n- courier portal: ${hex}\n- bins out Sunday`, hex);
  const hex64 = "0d7f3a9c5e1b84f26a0c9d3e7b5f1a28c4e6d0b9a3f7c1e5d9b2a6f0c8e4d1b7";
  gone(`Sat: open up at 7, Kim brings the van. stock sync -> ${hex64}. Close at 5.`, hex64);
  const b64 = "Tq4Wm8Zr2Kx6Pv0Nb3Hs7Jd1Lf5Gc9Ya+Ro/Ue2Ix=";
  gone(`From the note on the cabinet:\nalarm gateway - ${b64}\n(do not move)`, b64);
});

Deno.test("digests, ids, encoded text and keys with no note's frame are kept", () => {
  const hex = "5e2b9a07c4d18f63b0e7a9c2d41f58e6";
  // A bare colon answers a checksum question the same way; only a list entry's colon counts.
  kept(`sha256sum: ${hex}`);
  kept(`[10:02] Jo: sure: ${hex}`);
  kept(`Field: file digest\nValue: ${hex}`);
  // A list entry or an arrow whose name is a digest, a number or an id kind.
  kept(`- Checksum: ${hex}\n- size 12 MB`);
  kept(`- Kundennummer: ${hex}\n- Termin am Montag`);
  kept(`- ARTIFACT_SHA256: ${hex}`);
  kept(`- Commit -> ${hex}`);
  kept(`- build - ${hex}`);
  kept(`- request id: ${hex}`);
  // Base64 of text is an encoded setting, not a key.
  kept(`- flags: ZGFya01vZGU9dHJ1ZSxiZXRhPXNlYXJjaA==`);
  // A sentence, not a thing's name, before the link; a value that does not end its line.
  kept(`We compared the two downloads and the one we trust is -> ${hex}`);
  kept(`- parts shop: ${hex} (from the old invoice)`);
});

Deno.test("a generated value in a cell of a tab-separated sheet row is redacted", () => {
  const a = "Vk9mQ2xTr7WbLp";
  gone(`North yard\tweighbridge PC\t${a}\tOla\t02/03`, a);
  const b = "Jq3Lw8Nz5Tx2Hm7R";
  gone(`Where\tWhat\tCode\tWhen\nMain office\tdoor tablet\t${b}\n`, b);
});

Deno.test("words, ids, dates and two-cell rows of a tab-separated sheet are kept", () => {
  kept(`North yard\tweighbridge PC\tswapped\tOla\t02/03`);
  kept(`North yard\tv2.14.3-beta\tOla\t02/03`);
  kept(`Order\tAb3dE5fG7hJ9kL\tpaid\t02/03`);
  // Two cells only: a key and its value, which the settings rules judge by the key.
  kept(`colour\tRq7Lm2Xw9Tz4`);
  kept(`Item\tQty\tSKU\nGloves\t4\tGLV-220-BLK`);
});
