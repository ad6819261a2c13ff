// Cost round 51: charTest(re)(s, i) answers re.test(s[i]) for every character, in and out of
// ASCII, on lone and paired surrogates, and out of range (where s[i] is undefined); and
// normaliseKey, whose fast path reads the separators' ASCII table, as the replace it skips.
import assert from "node:assert/strict";
import { charTest } from "../../src/audit/char_table.ts";
import { normaliseKey } from "../../src/audit/key_names.ts";

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

Deno.test("normaliseKey (its ASCII table's fast path) answers as lower-casing and the replace", () => {
  const reference = (key: string) => key.toLowerCase().replace(/[\s_\-.]/g, "");
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    for (const key of [ch, "Api" + ch + "Key", ch + "token"]) {
      assert.equal(normaliseKey(key), reference(key), `U+${c.toString(16)}`);
    }
  }
  for (
    const key of ["X-Api-Key", "api_key", "apiKey", "İd", "a b\tc\u00a0d", "", "ＡＰＩ", "K\u212A"]
  ) {
    assert.equal(normaliseKey(key), reference(key), key);
  }
});
