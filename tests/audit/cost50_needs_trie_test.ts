// Cost round 50: mayMatchEach (one trie pass) answers, for every regex of a list, what
// mayMatchAscii(needsOf(re), lower) answers one regex at a time.
import assert from "node:assert/strict";
import { isAscii, mayMatchAscii, mayMatchEach, needsOf } from "../../src/audit/ascii_proof.ts";
import { LATIN } from "../../src/audit/intent_foreign.ts";
import { SCRIPT_LEXICONS } from "../../src/audit/intent_scripts.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";
import { INJECTION_NEGATIVES } from "./fixtures/injection_negatives.ts";

const LEXICONS = [...LATIN, ...SCRIPT_LEXICONS];
// Every lexicon class, plus a global regex (never proven), one with no ASCII word (proven to match
// no ASCII text) and one with an empty alternative's neighbour words.
const REGEXES: RegExp[] = [
  ...LEXICONS.flatMap((l) => Object.values(l.classes)).filter((r): r is RegExp => r !== undefined),
  /send|forward/gi,
  /(?:отправь|пришли)/iu,
  /(?<![\p{L}\p{N}_])(?:a\/b|kanna\s+üle|x\.y)(?![\p{L}\p{N}_])/iu,
];

function oneByOne(lower: string): number[] {
  return REGEXES.map((re) => mayMatchAscii(needsOf(re), lower) ? 1 : 0);
}

function texts(): string[] {
  const all = [
    ...REALISTIC_BENIGN,
    ...ALL_POSITIVES.map((c) => c.text),
    ...INJECTION_NEGATIVES.map((c) => c.text),
  ].filter(isAscii);
  const out: string[] = ["", "a", "send", "a/b", "x.y", "kanna", "SEND it", "lisa ava anna"];
  for (const t of all) {
    out.push(t);
    // Short bodies as firstAct reads them: every 40-character stretch at a few offsets.
    for (let i = 0; i < t.length; i += 17) out.push(t.slice(i, i + 40));
  }
  return out;
}

Deno.test("mayMatchEach equals mayMatchAscii on every lexicon regex, over fixture texts", () => {
  const cases = texts();
  assert.ok(cases.length > 1000);
  let proven = 0;
  for (const t of cases) {
    const lower = t.toLowerCase();
    const each = [...mayMatchEach(REGEXES, lower)];
    assert.deepEqual(each, oneByOne(lower), t);
    proven += each.filter((x) => x === 0).length;
  }
  assert.ok(proven > 0, "some regexes are skipped somewhere");
});

Deno.test("mayMatchEach finds words that overlap or nest (every start, not a left-to-right scan)", () => {
  const list = [/(?:abcd)/i, /(?:bc)/i, /(?:cde)/i, /(?:zz)/i];
  assert.deepEqual([...mayMatchEach(list, "xabcdex")], [1, 1, 1, 0]);
  assert.deepEqual([...mayMatchEach(list, "abc")], [0, 1, 0, 0]);
  for (const lower of ["xabcdex", "abc", "", "zzz", "cdabcd"]) {
    assert.deepEqual(
      [...mayMatchEach(list, lower)],
      list.map((re) => mayMatchAscii(needsOf(re), lower) ? 1 : 0),
    );
  }
});
