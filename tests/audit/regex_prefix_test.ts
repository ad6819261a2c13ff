import assert from "node:assert/strict";
import { leadingLiterals, noMatchInsideWord } from "../../src/audit/regex_prefix.ts";
import { execWindows, testIndexed } from "../../src/audit/windows.ts";
import { candidateStarts, MIN_INDEXED, registerRegex } from "../../src/audit/regex_index.ts";
import { PHRASE_RULES } from "../../src/audit/injection_rules.ts";
import { ALL_NEGATIVES, ALL_POSITIVES } from "./fixtures/quality.ts";
import { REALISTIC_BENIGN, realisticSecrets } from "./fixtures/realistic.ts";

Deno.test("leading literals: alternatives, optional parts, classes and assertions", () => {
  assert.deepEqual(leadingLiterals(/\bignore\s+all/i), ["ignore"]);
  assert.deepEqual(leadingLiterals(/(?:please\s+)?(?:ignore|forget)\b/i), [
    "forget",
    "ignore",
    "please",
  ]);
  assert.deepEqual(leadingLiterals(/pre-?approved/), ["pre-", "preapproved"]);
  assert.deepEqual(leadingLiterals(/(?:reverse|bind)[_\s-]?shell/), ["bind", "reverse"]);
  assert.deepEqual(leadingLiterals(/(?<![a-z])AKIA[0-9A-Z]{16}/), ["akia"]);
  assert.deepEqual(leadingLiterals(/ghp_|gho_|ghp_x/), ["gho_", "ghp_"]);
  // A small class of printable ASCII stands for its members (case-folded), ranges included.
  assert.deepEqual(leadingLiterals(/<[A-Ca-c]x/), ["<ax", "<bx", "<cx"]);
  assert.deepEqual(leadingLiterals(/x[a\-c]y|q[\]]/), ["q]", "x-y", "xay", "xcy"]);
  assert.deepEqual(leadingLiterals(/(?<![\w-])--?[A-Za-z]/)?.length, 27);
  // Negated, escaped-class and large classes stay "any"; too many prefixes keep the shorter ones.
  assert.deepEqual(leadingLiterals(/ab[^x]c/), ["ab"]);
  assert.deepEqual(leadingLiterals(/ab[\dx]c/), ["ab"]);
  assert.deepEqual(leadingLiterals(/ab[0-9a-z]c/), ["ab"]);
  assert.deepEqual(leadingLiterals(/ab[a-t][a-t][a-t]/)?.length, 400);
  // A match may start with a class, a single character or nothing at all: no usable prefix.
  assert.equal(leadingLiterals(/[A-Z]{3}:/), undefined);
  assert.equal(leadingLiterals(/a(?:bc)?/), undefined);
  assert.equal(leadingLiterals(/(?:foo)?\d+/), undefined);
  assert.equal(leadingLiterals(/foo|\s+bar/), undefined);
});

function allStarts(re: RegExp, text: string): number[] {
  const g = new RegExp(re.source, re.flags.replace("g", "") + "g");
  return [...text.matchAll(g)].map((m) => m.index);
}

const CORPUS = [
  REALISTIC_BENIGN.join("\n"),
  ALL_POSITIVES.map((c) => c.text).join("\n"),
  ALL_NEGATIVES.map((c) => c.text).join("\n"),
  realisticSecrets().map((c) => c.text).join("\n"),
];

Deno.test("every match of every phrase rule starts where one of its leading literals occurs", () => {
  let checked = 0;
  for (const rule of PHRASE_RULES) {
    const literals = leadingLiterals(rule.re);
    if (literals === undefined) continue;
    for (const text of CORPUS) {
      const lower = text.toLowerCase();
      for (const at of allStarts(rule.re, text)) {
        checked++;
        assert.ok(literals.some((l) => lower.startsWith(l, at)), `${rule.id} at ${at}`);
      }
    }
  }
  assert.ok(checked > 100, `only ${checked} matches checked`);
});

Deno.test("a search tried at candidate positions gives exactly the matches of a full scan", () => {
  const text = CORPUS.join("\n").repeat(2) + "\u212Aey ſecret";
  assert.ok(text.length >= MIN_INDEXED);
  for (const rule of PHRASE_RULES) {
    const re = new RegExp(rule.re.source, rule.re.flags.replace("g", "") + "g");
    if (!registerRegex(re)) continue;
    assert.ok(candidateStarts(re, text, true) !== undefined);
    const found: Array<[number, string]> = [];
    execWindows(re, text, null, 0, 0, (m, offset) => void found.push([offset + m.index, m[0]]));
    const plain = [...text.matchAll(re)].map((m): [number, string] => [m.index, m[0]]);
    assert.deepEqual(found, plain, rule.id);
  }
});

Deno.test("Kelvin sign and long s count as k and s under /iu", () => {
  const re = /\b(?:key|secret)\b/giu;
  assert.ok(registerRegex(re));
  const text = "x".repeat(MIN_INDEXED) + " \u212Aey ſecret key";
  const found: number[] = [];
  execWindows(re, text, null, 0, 0, (m, offset) => void found.push(offset + m.index));
  assert.deepEqual(found, [...text.matchAll(re)].map((m) => m.index));
  assert.equal(found.length, 3);
});

Deno.test("regexes no match of which starts inside a word: found, and skipped candidates change nothing", () => {
  assert.equal(noMatchInsideWord(/\bignore\s+all|\b(?:\bforget|drop)\b/i), true);
  assert.equal(noMatchInsideWord(/\bignore|forget/i), false);
  assert.equal(noMatchInsideWord(/\Bignore/i), false);
  assert.equal(noMatchInsideWord(/<meta|(?<!x)\bnote|(?:\bhey|[<(]\s*hi)/i), true);
  assert.equal(noMatchInsideWord(/<meta|note/i), false);
  assert.equal(noMatchInsideWord(/(?:\b)?note/i), false);
  assert.equal(noMatchInsideWord(/(?:<)?note/i), false);
  assert.equal(noMatchInsideWord(/[\w<]note/i), false);
  // Mid-word candidates ("xkey"), a window opening mid-word, and the /iu word characters.
  for (const flags of ["gi", "giu"]) {
    const re = new RegExp(String.raw`\b(?:key|secret)\b`, flags);
    assert.ok(registerRegex(re));
    const text = "x".repeat(MIN_INDEXED) + " xkey \u212Akey ſkey key_ secret xsecret secret";
    assert.ok(candidateStarts(re, text, true) !== undefined);
    for (const at of [null, [MIN_INDEXED + 3, MIN_INDEXED + 30]]) {
      const found: number[] = [];
      execWindows(re, text, at, 1, 12, (m, offset) => void found.push(offset + m.index));
      const expected: number[] = [];
      const windows = at === null ? [[0, text.length]] : at.map((p) => [p - 1, p + 12]);
      for (const [s, e] of windows) {
        for (const m of text.slice(s, e).matchAll(re)) expected.push(s + m.index);
      }
      assert.deepEqual(found, expected, `${flags} ${at}`);
      if (at !== null) assert.ok(found.includes(MIN_INDEXED + 2), "a window may open mid-word");
    }
  }
});

Deno.test("testIndexed answers as re.test, on indexed, unindexed and short texts", () => {
  const re = /\b(?:model\s+card|tokeni[sz]er)\b|=>/i;
  assert.ok(registerRegex(re, "test-indexed"));
  const pad = "x".repeat(MIN_INDEXED);
  for (const tail of [" a Model  card", " xmodel card", " f => g", " tokenizers", " Tokeniser."]) {
    const text = pad + tail;
    assert.equal(testIndexed(re, text), re.test(text), `${tail} before indexing`);
    candidateStarts(re, text, true);
    assert.equal(testIndexed(re, text), re.test(text), `${tail} indexed`);
    assert.equal(testIndexed(re, tail), re.test(tail), `${tail} short`);
  }
  assert.equal(testIndexed(re, pad + " a Model  card"), true);
  assert.equal(testIndexed(re, pad + " xmodel card"), false);
});
