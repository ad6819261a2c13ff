// Cost round 51: the label words' search skips candidates inside a word for word sets whose
// alternatives all open at a word's edge, and candidates after a letter where only (?<![a-z])-led
// alternatives could open (letter_led.ts). Both skips act on registered word sets, and over texts
// where every kind of character stands before a word (letters of both cases, digits, "_", the two
// non-ASCII letters that fold onto ASCII under /iu) and the other alternatives' words follow
// letters too, the search gives a plain global scan's offsets. label_words_test.ts checks the same
// on mixed long texts.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { LABEL_WORD_SETS, labelWordSearch } from "../../src/audit/label_words.ts";
import { edgeKind } from "../../src/audit/windows.ts";
import { letterSkip, openings } from "../../src/audit/letter_led.ts";
import "../../src/audit/injection_rules.ts";

const BEFORE = [
  "",
  " ",
  "s",
  "S",
  "x",
  "X",
  "1",
  "_",
  "-",
  ".",
  "\u017F",
  "\u212A",
  "é",
  "ж",
  "\n",
];
const WORDS = [
  "ai",
  "AI",
  "ia",
  "ki",
  "KI",
  "mi",
  "llm",
  "agent",
  "agents",
  "Assistant",
  "bot",
  "model",
  "system",
  "System",
  "\u017Fystem",
  "sistema",
  "developer",
  "developer message",
  "tekoäly",
  "yapay zeka",
  "[",
  "ии",
  "βοηθός",
  "ТН",
  "Ki",
  "\u212Ai",
  "assistente",
  "automated review",
];
const AFTER = ["", " ", "s", "x", "1", "_", ":", ",", "ed", "-"];

function plain(words: RegExp, part: string) {
  const re = new RegExp(words.source, words.flags);
  const out = { at: [] as number[], end: [] as number[] };
  for (let m = re.exec(part); m; m = re.exec(part)) {
    if (m[0].length === 0) re.lastIndex++;
    out.at.push(m.index);
    out.end.push(m.index + m[0].length);
  }
  return out;
}

Deno.test("both skips act on registered label word sets", () => {
  assert.ok(LABEL_WORD_SETS.filter((w) => edgeKind(w) !== 0).length >= 2);
  assert.ok(LABEL_WORD_SETS.filter((w) => letterSkip(w) !== null).length >= 2);
});

Deno.test("openings: what may open an alternative, undefined when in doubt", () => {
  const set = (a: string) => {
    const o = openings(a);
    return o === undefined ? undefined : [...o].sort().join("");
  };
  assert.equal(set("System"), "s");
  assert.equal(set("\\[x"), "[");
  assert.equal(set("(?:ab|Cd|(?<![q])ef)"), "ace");
  assert.equal(set("(?-i:Βοηθ|ΤΝ)"), "");
  assert.equal(set("\u017Fx"), "s");
  assert.equal(set("\u212Ax"), "k");
  assert.equal(set("系统"), "");
  for (
    const doubt of [
      "",
      "a?b",
      "a*",
      "a{0,2}",
      "(?:ab)?c",
      "\\bx",
      "\\sx",
      "[ab]",
      ".",
      "(?<n>a)",
      "(a|)",
    ]
  ) {
    assert.equal(set(doubt), undefined, doubt);
  }
});

Deno.test("label words after every kind of character: as a plain scan", () => {
  const rng = new Rng(51);
  const searches = LABEL_WORD_SETS.map((w) => [w, labelWordSearch(w)] as const);
  let found = 0;
  for (let n = 0; n < 60; n++) {
    let text = "";
    while (text.length < 3000) {
      text += BEFORE[rng.int(BEFORE.length)] + WORDS[rng.int(WORDS.length)] +
        AFTER[rng.int(AFTER.length)];
    }
    for (const [words, search] of searches) {
      const want = plain(words, text);
      found += want.at.length;
      assert.deepEqual(search(text, 0, text.length), want, words.source);
    }
  }
  assert.ok(found > 5_000, `only ${found} words`);
});
