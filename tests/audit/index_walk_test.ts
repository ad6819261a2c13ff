// The index walk over an edited text (a redacted copy) is made from the walk over the original
// and the edits (index_walk.remapWalk). Over seeded random texts and edits it must equal a fresh
// walk exactly, and through regex_index the copy's candidate lists must equal a naive reference.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import type { Edit } from "../../src/audit/gate_events.ts";
import { buildGate, type Gate } from "../../src/audit/keyword_gate.ts";
import { remapWalk, walk } from "../../src/audit/index_walk.ts";
import { startsOf, statesByRegex } from "../../src/audit/index_lists.ts";
import { leadingLiterals } from "../../src/audit/regex_prefix.ts";
import {
  candidateStarts,
  MIN_INDEXED,
  noteEdited,
  registerRegex,
} from "../../src/audit/regex_index.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

function randomText(rng: Rng, alphabet: string, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += alphabet[rng.int(alphabet.length)];
  return s;
}

/** Random non-overlapping replacements (some empty, some insertions, some adjacent). */
function randomEdits(rng: Rng, original: string, inserts: () => string, count: number) {
  const cuts = new Set<number>();
  while (cuts.size < Math.min(2 * count, original.length)) cuts.add(rng.int(original.length + 1));
  const points = [...cuts].sort((a, b) => a - b);
  const edits: Edit[] = [];
  let edited = "";
  let at = 0;
  for (let i = 0; i + 1 < points.length; i += 2) {
    const [a0, a1] = [points[i], rng.chance(0.2) ? points[i] : points[i + 1]];
    const insert = inserts();
    edited += original.slice(at, a0);
    edits.push({ a0, a1, b0: edited.length, b1: edited.length + insert.length });
    edited += insert;
    at = a1;
  }
  return { edited: edited + original.slice(at), edits };
}

/** Every offset where one of `literals` occurs in `text`, case-insensitively (ASCII text). */
/** Where a literal begins; its " " stands for any `\s` code unit (regex_index's blanks). */
function naiveStarts(literals: string[], text: string): number[] {
  const lower = text.toLowerCase();
  const out = new Set<number>();
  for (const l of literals) {
    const at = new RegExp(l.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll(" ", "\\s"), "y");
    for (let i = 0; i < lower.length; i++) if ((at.lastIndex = i, at.test(lower))) out.add(i);
  }
  return [...out].sort((a, b) => a - b);
}

function longest<R>(gate: Gate<R>): number {
  return gate.lengths.reduce((a, b) => Math.max(a, b), 0) + 1;
}

function check<R>(gate: Gate<R>, original: string, edited: string, edits: Edit[], label: string) {
  const base = walk(gate.delta, gate.wide, original);
  const mapped = remapWalk(gate.delta, gate.wide, longest(gate), base, edited, edits);
  assert.deepEqual([...mapped], [...walk(gate.delta, gate.wide, edited)], label);
}

Deno.test("index walk: an edited text's walk mapped from the original's equals a fresh walk", () => {
  const rng = new Rng(4417);
  // A tiny alphabet makes long literals straddle the edits, which tests the resynchronisation.
  const dense = buildGate([
    { rule: 0, keywords: ["aaaaaaaaaa", "ab ab ab ab", "a a", "ba", "an", "n a", "aab", "b"] },
  ]);
  for (let round = 0; round < 1500; round++) {
    const original = randomText(rng, "aab n", rng.range(0, 400));
    const { edited, edits } = randomEdits(
      rng,
      original,
      () => randomText(rng, "ab n", rng.int(14)),
      rng.range(1, 8),
    );
    check(dense, original, edited, edits, `dense round ${round}`);
  }
  // Real phrase words, texts and redaction markers, edits far apart and close together.
  const words = ["ignore", "previous", "instructions", "system", "[redacted", "password", "key"];
  const gate = buildGate([{ rule: 0, keywords: words }, { rule: 1, keywords: ["ore pre", "ey"] }]);
  const text = [...REALISTIC_BENIGN, ...ALL_POSITIVES.map((c) => c.text)].join("\n");
  for (let round = 0; round < 60; round++) {
    const from = rng.int(text.length - 6000);
    const original = text.slice(from, from + 6000);
    const marker = () => rng.pick(["[REDACTED:api-key]", "[REDACTED:password]", "", "key"]);
    const { edited, edits } = randomEdits(rng, original, marker, rng.range(1, 40));
    check(gate, original, edited, edits, `text round ${round}`);
  }
});

Deno.test("index walk: candidate lists of a noted redacted copy equal a naive reference", () => {
  const rng = new Rng(881);
  const res = [
    /ignore\s+all/gi,
    /(?:pass|key)word/gi,
    /\[redacted:[a-z-]+\]/gi,
    /authorization:\s/gi,
  ];
  const literals = res.map((re) => leadingLiterals(re, true)!);
  res.forEach((re) => registerRegex(re, "index-walk-test"));
  const naive = naiveStarts;
  let checked = 0;
  // Long literals cut by the edits ("author" + "ization:") test the resynchronisation.
  const pieces = ["ignore all ", "password ", "keyword ", "ignor", "pass", " ", "x", "\n"];
  pieces.push("authorization: ", "author", "ization: ", "n:");
  for (let n = 0; n < 40; n++) {
    let original = "";
    while (original.length < 8000) original += rng.pick(pieces);
    const marker = () => rng.pick(["[REDACTED:password]", "[REDACTED:key]", "word", "", "author"]);
    const { edited, edits } = randomEdits(rng, original, marker, rng.range(1, 30));
    res.forEach((re, k) =>
      assert.deepEqual(candidateStarts(re, original, true), naive(literals[k], original))
    );
    if (edited.length < MIN_INDEXED) continue; // too short to be indexed
    checked++;
    noteEdited(original, edited, edits);
    // A copy of the copy (a normalised reading of a redacted text) maps through both, in turn.
    const again = randomEdits(rng, edited, marker, rng.range(0, 10));
    if (n % 2 === 0 && again.edited.length >= MIN_INDEXED) {
      noteEdited(edited, again.edited, again.edits);
      res.forEach((re, k) => {
        const twice = again.edited;
        assert.deepEqual(candidateStarts(re, twice, true), naive(literals[k], twice), `${n} ${re}`);
      });
    }
    res.forEach((re, k) => {
      assert.deepEqual(candidateStarts(re, edited, true), naive(literals[k], edited), `${n} ${re}`);
    });
  }
  assert.ok(checked >= 30, `only ${checked} copies long enough`);
});

Deno.test("index lists: made per regex on request, in any order, equal a naive reference", () => {
  const rng = new Rng(5309);
  // Literals ending in one state ("password", "word"), one inside another ("ssw"), one regex
  // with many literals and several with none occurring.
  const res = [
    /(?:password|word)s?/gi,
    /ssw\w/gi,
    /(?:alpha|beta|gamma|delta|eta|ta)\d/gi,
    /zzz[a-z]/gi,
    /(?:ma|gam)x/gi,
  ];
  res.forEach((re) => registerRegex(re, "index-lists-test"));
  const literals = res.map((re) => leadingLiterals(re, true)!);
  const pieces = ["password", "word", "sswx", "alpha", "beta", "gamma", "delta", "ta", " ", "x"];
  const texts: string[] = [];
  for (let n = 0; n < 30; n++) {
    let text = "";
    while (text.length < 2600) text += rng.pick(pieces);
    texts.push(text);
    // Ask a random subset, in a random order, of this text and of an earlier one (still cached).
    for (let q = 0; q < 6; q++) {
      const k = rng.int(res.length);
      const t = rng.chance(0.7) ? text : rng.pick(texts.slice(-3));
      assert.deepEqual(candidateStarts(res[k], t, true), naiveStarts(literals[k], t), `${n}`);
    }
  }
});

Deno.test("index lists: literals of one regex starting at one offset give that start once", () => {
  // leadingLiterals keeps no literal that another of its regex begins, but split parts may.
  const gate = buildGate([{ rule: 0, keywords: ["al", "alpha", "ph"] }, {
    rule: 1,
    keywords: ["a"],
  }]);
  const byRegex = statesByRegex(gate.outputs, gate.rules, gate.lengths, (r) => r, 2);
  const text = "alpha al xalphax pha";
  const events = walk(gate.delta, gate.wide, text);
  const ix = { events, lists: [] };
  const states = gate.outputs.length;
  assert.deepEqual(startsOf(ix, byRegex[0], states, gate.width), [0, 2, 6, 10, 12, 17]);
  assert.deepEqual(startsOf(ix, byRegex[1], states, gate.width), [0, 4, 6, 10, 14, 19]);
});
