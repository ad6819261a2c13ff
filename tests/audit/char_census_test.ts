// holdsAny decides "does the text hold a character of this class" from the text's distinct
// unusual characters: it must answer exactly what the regex's own test answers.
import assert from "node:assert/strict";
import { holdsAny, unionClass } from "../../src/audit/char_census.ts";
import { Rng } from "../fuzz/_rng.ts";

const CLASSES = [
  // deno-lint-ignore no-control-regex -- control characters are among the classes tested
  /[\u200B-\u200F\u202A-\u202E\uD800-\uDFFF\x00-\x08\x0e-\x1f\x7f]/, // invisible and controls
  /[\u0400-\u04FF]/, // Cyrillic
  /[\u3040-\u30FF\u4E00-\u9FFF]/g, // a global regex: tested from index 0 all the same
  // deno-lint-ignore no-control-regex -- the class is every non-ASCII code unit
  /[^\x00-\x7f]/, // a negated class of unusual characters only
  /[a-z\u00e9]/, // holds plain characters: tested on the whole text
  /\u00e9x/, // not one class: tested on the whole text
  /[\u00e9]/i, // flags other than g/y: tested on the whole text
];

/** Prose of 1–3 KB with a few characters drawn from all of the BMP (lone surrogates included). */
function sample(rng: Rng): string {
  let s = "";
  const length = 1024 + rng.int(2048);
  const unusual = rng.int(6);
  while (s.length < length) s += "The quick brown fox, 42 times.\n";
  for (let k = 0; k < unusual; k++) {
    const at = rng.int(s.length);
    s = s.slice(0, at) + String.fromCharCode(rng.int(0x10000)) + s.slice(at);
  }
  return s;
}

Deno.test("holdsAny: the same answer as the regex's test on 3,000 seeded texts", () => {
  const rng = new Rng(1125);
  const misses: string[] = [];
  for (let i = 0; i < 3000; i++) {
    const text = sample(rng);
    for (const re of CLASSES) {
      const want = new RegExp(re.source, re.flags.replace("g", "")).test(text);
      if (holdsAny(re, text) !== want) misses.push(`${re} on sample ${i}`);
    }
  }
  assert.deepEqual(misses.slice(0, 10), []);
});

Deno.test("holdsAny: every BMP code unit, alone in a long text and among many others", () => {
  const base = "plain ascii text ".repeat(80);
  const many = "\u00e9".repeat(3000); // past the census limit: tested whole
  for (const re of CLASSES) {
    const test = new RegExp(re.source, re.flags.replace("g", ""));
    for (let c = 0; c < 0x10000; c += 7) {
      const text = base + String.fromCharCode(c) + base;
      assert.equal(holdsAny(re, text), test.test(text), `${re} U+${c.toString(16)}`);
      assert.equal(holdsAny(re, many + text), test.test(many + text), `${re} many`);
    }
  }
});

Deno.test("unionClass: matches what any of its classes matches; refuses other regexes", () => {
  const union = unionClass([/[\u0400-\u04FF]/, /[\u3040-\u30FF]/, /[\uAC00-\uD7AF]/])!;
  for (const ch of ["ж", "カ", "한", "a", "é", "中"]) {
    const want = /[\u0400-\u04FF]/.test(ch) || /[\u3040-\u30FF]/.test(ch) ||
      /[\uAC00-\uD7AF]/.test(ch);
    assert.equal(union.test(ch), want, ch);
  }
  assert.equal(unionClass([/[\u0400-\u04FF]/, /ab/]), undefined);
  assert.equal(unionClass([/[^\u0400-\u04FF]/]), undefined);
  assert.equal(unionClass([/[\u0400-\u04FF]/u]), undefined);
});
