import assert from "node:assert/strict";
import { editsBetween } from "../../src/audit/normal_edits.ts";
import { GATE } from "../../src/audit/phrase_scan.ts";
import { buildGate, gateHits, withScriptHits } from "../../src/audit/keyword_gate.ts";
import { redactValue } from "../../src/audit/redact.ts";
import { derivedPhraseHits, derivedSecretHits } from "../../src/audit/shared_pass.ts";
import { TEXT_GATE_ENTRIES } from "../../src/audit/text_scan.ts";
import { normaliseText } from "../../src/audit/unicode.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

const TEXT_GATE = buildGate(TEXT_GATE_ENTRIES);

function prng(seed: number): () => number {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const SPRINKLES = [
  "\u200B",
  "\u202E",
  "\u00AD",
  "Ｉ",
  "\uFEFF",
  "\u{E0069}\u{E0067}",
  "ﬁ",
  "e\u0301",
];

/** Long texts with invisible and compatibility characters sprinkled in, as attacks carry them. */
function sprinkled(next: () => number, bytes: number): string {
  const pool = [...REALISTIC_BENIGN, ...ALL_POSITIVES.map((c) => c.text)];
  let s = "";
  while (s.length < bytes) {
    let part = pool[Math.floor(next() * pool.length)];
    for (let k = Math.floor(next() * 3); k > 0; k--) {
      let at = Math.floor(next() * part.length);
      // Not inside a surrogate pair (a lone surrogate is no text normalisation meets).
      if (at > 0 && /[\uDC00-\uDFFF]/.test(part[at])) at--;
      part = part.slice(0, at) + SPRINKLES[Math.floor(next() * SPRINKLES.length)] + part.slice(at);
    }
    s += part + "\n";
  }
  return s;
}

/** Applies the edits to `a`: must give `b` exactly. */
function apply(a: string, b: string, edits: NonNullable<ReturnType<typeof editsBetween>>) {
  let out = "";
  let at = 0;
  for (const e of edits) {
    assert.ok(e.a0 >= at && e.a1 >= e.a0 && e.b1 >= e.b0, "sorted, non-overlapping");
    assert.equal(e.b0, out.length + (e.a0 - at));
    out += a.slice(at, e.a0) + b.slice(e.b0, e.b1);
    at = e.a1;
  }
  return out + a.slice(at);
}

Deno.test("editsBetween: the edits turn a text into its normalised reading exactly", () => {
  const next = prng(7);
  for (let round = 0; round < 200; round++) {
    const a = sprinkled(next, 200 + Math.floor(next() * 6000));
    const b = normaliseText(a);
    const edits = editsBetween(a, b);
    assert.ok(edits !== undefined, "normalisation edits are local");
    assert.equal(apply(a, b, edits), b);
  }
  // A long run of tag characters with folded letters inside: the stripped run between them must
  // not count against the resynchronisation's reach.
  const tags = (n: number) => "\u{E0069}\u{E0067}".repeat(n);
  const folded = `Nice weather${tags(9)}Ｉ${tags(14)}ﬁ${tags(9)} today, isn't it?`;
  const foldedEdits = editsBetween(folded, normaliseText(folded));
  assert.ok(foldedEdits !== undefined, "folded letters inside a tag run stay local");
  assert.equal(apply(folded, normaliseText(folded), foldedEdits), normaliseText(folded));
  assert.deepEqual(editsBetween("same", "same"), []);
  assert.deepEqual(editsBetween("abc", ""), [{ a0: 0, a1: 3, b0: 0, b1: 0 }]);
  const unrelated = "x".repeat(100) + "abcdefgh".repeat(100);
  const other = "y".repeat(100) + "01234567".repeat(100);
  assert.equal(editsBetween(unrelated, other), undefined, "no resynchronisation: rescan");
});

Deno.test("derivedPhraseHits (and derivedSecretHits) equal a fresh keyword pass over the normalised reading", () => {
  const next = prng(11);
  let mapped = 0;
  for (let round = 0; round < 60; round++) {
    const text = sprinkled(next, 2500 + Math.floor(next() * 20_000));
    const stored = (redactValue({ text }, "/r").value as { text: string }).text;
    const visible = normaliseText(stored);
    const derived = derivedPhraseHits(stored, visible);
    if (derived === undefined) continue;
    mapped++;
    // The mapped hits are the ASCII automaton's; phraseHits adds the non-ASCII keywords' hits.
    assert.deepEqual(withScriptHits(GATE, visible, derived), gateHits(GATE, visible));
    assert.deepEqual(derivedSecretHits(visible), gateHits(TEXT_GATE, visible));
  }
  assert.ok(mapped >= 50, `mapped ${mapped} of 60`);
});
