// Cost round 51: two per-string gates read short strings with a loop instead of a regex call:
// hasUnusualChars (unicode.ts) must answer /[^\x20-\x7e\t\n\r]/.test and bareToken (scan_text.ts)
// /^[\w@$-]{0,64}$/.test, on every code unit, at the lengths around the loops' bounds, and on
// seeded strings mixing the characters either side of each class's edges.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { hasUnusualChars } from "../../src/audit/unicode.ts";
import { bareToken } from "../../src/audit/scan_text.ts";

const UNUSUAL = /[^\x20-\x7e\t\n\r]/;
const BARE = /^[\w@$-]{0,64}$/;
const EDGE = [
  "a",
  "Z",
  "0",
  "_",
  "@",
  "$",
  "-",
  " ",
  "~",
  "\x7f",
  "\x1f",
  "\t",
  "\n",
  "\r",
  "\v",
  ".",
  "é",
  "\u017F",
  "\u212A",
  "\uD83D",
  "\uDE00",
  "😀",
];

Deno.test("on every code unit, alone and after a plain prefix", () => {
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    for (const s of [ch, "abc" + ch, ch + "x".repeat(300)]) {
      assert.equal(hasUnusualChars(s), UNUSUAL.test(s), `U+${c.toString(16)}`);
      assert.equal(bareToken(s), BARE.test(s), `U+${c.toString(16)}`);
    }
  }
});

Deno.test("on seeded strings around the loops' length bounds", () => {
  const rng = new Rng(51);
  let unusual = 0, bare = 0;
  for (let n = 0; n < 20_000; n++) {
    const len = [0, 1, 63, 64, 65, 255, 256, 257, rng.int(400)][rng.int(9)];
    const plain = rng.int(3) === 0;
    let s = "";
    while (s.length < len) s += plain ? "ab_1"[rng.int(4)] : EDGE[rng.int(EDGE.length)];
    s = s.slice(0, len);
    assert.equal(hasUnusualChars(s), UNUSUAL.test(s), JSON.stringify(s));
    assert.equal(bareToken(s), BARE.test(s), JSON.stringify(s));
    if (UNUSUAL.test(s)) unusual++;
    if (BARE.test(s)) bare++;
  }
  assert.ok(unusual > 1000 && bare > 1000, `${unusual} ${bare}`);
});
