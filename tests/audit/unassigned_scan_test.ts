// The unassigned-character check reads BMP characters from a table built from \p{Cn}: it must
// report exactly what the regex it replaced reports, for every code point.
import assert from "node:assert/strict";
import { unicodeHits } from "../../src/audit/unicode.ts";

// The regex the table stands for (tag characters are reported by their own rule).
const UNASSIGNED = /(?![\u{E0000}-\u{E007F}])\p{Cn}/u;

function unassignedAt(text: string): number | undefined {
  return unicodeHits(text).find((h) => h.rule === "unassigned-characters")?.index;
}

Deno.test("unassigned characters: same index as the \\p{Cn} regex for every code point", () => {
  const misses: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    const ch = cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp);
    // A zero-width space makes the text suspicious, so every detector runs.
    const text = "a\u200b" + ch + "b";
    if (unassignedAt(text) !== UNASSIGNED.exec(text)?.index && misses.length < 20) {
      misses.push(cp.toString(16)); // the first few are enough to see what went wrong
    }
  }
  assert.deepEqual(misses, []);
});

Deno.test("unassigned characters: surrogate pairs, lone surrogates and tag characters", () => {
  const cases = [
    "x\u{E0000}\u{E0002}y\u0378", // unassigned tag-block code points are skipped
    "\ud800\u0378", // a lone high surrogate before an unassigned BMP character
    "\udc00\ud800", // lone surrogates only
    "🙂 ok \u{10FFFE}", // a noncharacter (Cn) after an emoji
    "\u{E0041}\u{30000}\u200b", // a tag character, then a plane-3 character
    "\u200b",
  ];
  for (const text of cases) assert.equal(unassignedAt(text), UNASSIGNED.exec(text)?.index, text);
  assert.equal(unassignedAt("\u200b\u0378"), 1);
  assert.equal(unassignedAt("\u200b ok"), undefined);
});
