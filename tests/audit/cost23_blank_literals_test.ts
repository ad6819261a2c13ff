// Cost round 23: the regex index reads leading literals through whitespace ("te " for `te\s+lo`,
// `blanks` in regex_prefix.ts), its walk reading every code unit `\s` matches as " ". A literal
// may be claimed only where every match has it; a search tried at the narrower candidates must
// still give exactly the matches of a full scan.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { leadingLiterals } from "../../src/audit/regex_prefix.ts";
import { execWindows } from "../../src/audit/windows.ts";
import { candidateStarts, MIN_INDEXED, registerRegex } from "../../src/audit/regex_index.ts";
import { PHRASE_RULES } from "../../src/audit/injection_rules.ts";
import { ALL_NEGATIVES, ALL_POSITIVES } from "./fixtures/quality.ts";

const blanks = (re: RegExp) => leadingLiterals(re, true);

Deno.test("blank literals: whitespace after a literal is claimed where every match has it", () => {
  assert.deepEqual(blanks(/te\s+lo/i), ["te "]);
  assert.deepEqual(blanks(/please|por\s+favor|te\s+lo/i), ["please", "por ", "te "]);
  assert.deepEqual(blanks(/key["']?[ \t]*[,;\t|]/i), [
    "key ",
    'key"',
    "key'",
    "key,",
    "key;",
    "key|",
  ]);
  assert.deepEqual(blanks(/ab[\s,]x/), ["ab x", "ab,x"]);
  assert.deepEqual(blanks(/ab[ ]c/), ["ab c"]);
  assert.deepEqual(blanks(/KEY\s=/i), ["key ="]);
  // A run of blanks keeps one: the keyword automaton reads a run in a keyword as one " ".
  assert.deepEqual(blanks(/ab\s\scd/), ["ab "]);
  assert.deepEqual(blanks(/ab \tc/), ["ab "]);
  // Without `blanks` (vendor keywords, sentence rules) nothing changes.
  assert.deepEqual(leadingLiterals(/te\s+lo/i), ["te"]);
  assert.deepEqual(leadingLiterals(/key["']?[ \t]*[,;\t|]/i), ["key"]);
});

Deno.test("blank literals: nothing claimed past optional parts, lookarounds, backreferences, Unicode classes", () => {
  // An optional group: the match may go on without it.
  assert.deepEqual(blanks(/ab(?:\s+c)?d/), ["ab ", "abd"]);
  assert.deepEqual(blanks(/ab\s*c/), ["ab ", "abc"]);
  assert.deepEqual(blanks(/ab\s*\d/), ["ab"]);
  // Alternatives each keep their own.
  assert.deepEqual(blanks(/(?:te\s|tex)y/), ["te y", "texy"]);
  // Lookarounds consume nothing.
  assert.deepEqual(blanks(/ab(?=\s)/), ["ab"]);
  assert.deepEqual(blanks(/ab(?!\S)c/), ["abc"]);
  // A backreference, a negated class, \S, \p{…}, \u escapes and ranges are not whitespace.
  assert.deepEqual(blanks(/(a)b\1\s/), ["ab"]);
  assert.deepEqual(blanks(/ab[^\s]c/), ["ab"]);
  assert.deepEqual(blanks(/ab\Sc/), ["ab"]);
  assert.deepEqual(blanks(/ab\p{Zs}c/u), ["ab"]);
  assert.deepEqual(blanks(/ab[\u00a0]c/), ["ab"]);
  assert.deepEqual(blanks(/ab[ -~]/), ["ab"]);
  assert.deepEqual(blanks(/ab[\t-\r]c/), ["ab"]);
  // One that opens with whitespace: none, or one the index does not take (it keeps a regex
  // without literals of its own a plain scan, cheaper than starts at every blank).
  assert.equal(blanks(/\s+ab/), undefined);
  assert.deepEqual(blanks(/[ \t]ab/), [" ab"]);
  assert.equal(registerRegex(/[ \t]ab/g, "cost23-led"), false);
});

/** Whether literal `l` (its " " standing for any \s code unit) occurs in `text` at `at`. */
function literalAt(text: string, l: string, at: number): boolean {
  for (let j = 0; j < l.length; j++) {
    const c = text[at + j];
    if (c === undefined) return false;
    const ok = l[j] === " "
      ? /\s/.test(c)
      : c.toLowerCase() === l[j] || (c === "\u212a" && l[j] === "k") ||
        (c === "\u017f" && l[j] === "s");
    if (!ok) return false;
  }
  return true;
}

// Every \s code unit, and ones it does not match (U+200B, U+180E are not white space).
const SPACES = [..." \t\n\v\f\r\u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"];
const PIECES = ["te", "TE", "lo", "key", "\u212Aey", "ſecret", "secret", ",", "=", "x", "\u200b"];

const REGEXES = [
  /te\s+lo/gi,
  /\bkey["']?[ \t]*[,;\t|=]/giu,
  /(?:secret|key)\s=\s?\w/gi,
  /te[\s,]lo|key\s\sx/gi,
  /(?:te\s|tex)lo/gi,
  /secret(?:\s+x)?=/giu,
];

Deno.test("blank literals: a search at the candidates gives exactly a full scan's matches", () => {
  const rng = new Rng(23);
  for (const re of REGEXES) assert.ok(registerRegex(re, "cost23-blanks"), re.source);
  let matches = 0;
  let narrower = 0;
  for (let t = 0; t < 300; t++) {
    let text = "x".repeat(rng.range(MIN_INDEXED, MIN_INDEXED + 40));
    const n = rng.range(50, 400);
    for (let k = 0; k < n; k++) {
      text += rng.int(3) === 0 ? SPACES[rng.int(SPACES.length)] : PIECES[rng.int(PIECES.length)];
    }
    for (const re of REGEXES) {
      const starts = candidateStarts(re, text, true)!;
      const plain = [...text.matchAll(re)].map((m): [number, string] => [m.index, m[0]]);
      const found: Array<[number, string]> = [];
      execWindows(re, text, null, 0, 0, (m, offset) => void found.push([offset + m.index, m[0]]));
      assert.deepEqual(found, plain, `${re.source} ${JSON.stringify(text.slice(MIN_INDEXED))}`);
      matches += plain.length;
      // The lists are those of the blank literals, fewer than the words' own occurrences.
      const literals = blanks(re)!;
      const expected = [...text].map((_, i) => i).filter((i) =>
        literals.some((l) => literalAt(text, l, i))
      );
      assert.deepEqual(starts, expected, re.source);
      const words = literals.map((l) => l.split(" ")[0]);
      if (
        starts.length <
          text.split("").filter((_, i) => words.some((w) => literalAt(text, w, i))).length
      ) {
        narrower++;
      }
    }
  }
  assert.ok(matches > 1000, `${matches} matches`);
  assert.ok(narrower > 1000, `${narrower} narrower lists`);
});

Deno.test("blank literals: every phrase rule's match starts at one of them, on any whitespace", () => {
  const base = [...ALL_POSITIVES, ...ALL_NEGATIVES].map((c) => c.text).join("\n");
  // The same texts with their spaces as other \s code units (no-break, ideographic, tab…).
  const rng = new Rng(2323);
  const varied = base.replace(/ /g, () => SPACES[rng.int(SPACES.length)]);
  let checked = 0;
  for (const rule of PHRASE_RULES) {
    const literals = blanks(rule.re);
    if (literals === undefined || !literals.some((l) => l.includes(" "))) continue;
    const g = new RegExp(rule.re.source, rule.re.flags.replace("g", "") + "g");
    for (const text of [base, varied]) {
      for (const m of text.matchAll(g)) {
        checked++;
        assert.ok(literals.some((l) => literalAt(text, l, m.index)), `${rule.id} at ${m.index}`);
      }
    }
  }
  assert.ok(checked > 100, `only ${checked} matches checked`);
});
