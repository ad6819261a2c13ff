// Cost round 51: charTest(re)(s, i) answers re.test(s[i]) for every character, in and out of
// ASCII, on lone and paired surrogates, and out of range (where s[i] is undefined).
import assert from "node:assert/strict";
import { charTest } from "../../src/audit/char_table.ts";

// The classes the audit reads one character at a time (this round's call sites), plus flags that
// change what a class holds (i, u, iu) and a class that matches the word "undefined".
const CLASSES = [
  /[\p{L}\p{N}._%+-]/u,
  /[.!?。！？\n]/u,
  /[A-Za-z0-9_-]/,
  /[\s"'`(),;<>]/,
  /[\w.-]/,
  /\s/,
  /[A-Z0-9_]/,
  /[\w+\/=-]/,
  /[a-z]/i,
  /[a-z]/iu,
  /\w/iu,
  /[\p{L}\p{N}]/u,
  /u/,
];

Deno.test("charTest answers as the regex on every code unit", () => {
  const all = Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c)).join("");
  for (const re of CLASSES) {
    const test = charTest(re);
    for (let i = 0; i < all.length; i++) {
      if (test(all, i) !== re.test(all[i])) throw new Error(`${re} differs at U+${i.toString(16)}`);
    }
  }
});

Deno.test("charTest answers as the regex on surrogate pairs and out of range", () => {
  const text = "a😀b\u{1D400}\u212A\u017F.";
  for (const re of CLASSES) {
    const test = charTest(re);
    for (let i = -2; i < text.length + 2; i++) {
      assert.equal(test(text, i), re.test(text[i]), `${re} ${i}`);
    }
  }
});

Deno.test("charTest refuses a regex that keeps state between calls", () => {
  assert.throws(() => charTest(/\s/g));
  assert.throws(() => charTest(/\s/y));
});
