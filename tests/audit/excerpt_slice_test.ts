// The excerpt scan of a long reading reads one stretch of it; its keyword hits and regex-index
// walk are mapped from the reading's through the two edits that cut the stretch's ends. Seeded:
// stretches at the reading's ends, one character long, cut inside keywords and whitespace runs.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { sliceEdits } from "../../src/audit/excerpt.ts";
import { remapWalk, walk } from "../../src/audit/index_walk.ts";
import { buildGate, gateHits, withScriptHits } from "../../src/audit/keyword_gate.ts";
import { redactValue } from "../../src/audit/redact.ts";
import { derivedPhraseHits, slicedSecretHits } from "../../src/audit/shared_pass.ts";
import { TEXT_GATE_ENTRIES } from "../../src/audit/text_scan.ts";
import { normaliseText } from "../../src/audit/unicode.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";
import { INJECTION_POSITIVES } from "./fixtures/injection_cases.ts";

const TEXT_GATE = buildGate(TEXT_GATE_ENTRIES);
const SPRINKLES = ["\u200B", "\u00AD", "Ｉ", "\uFEFF", "ﬁ", "  \n\t ", "\\n", "şifre: x"];
const POOL = [
  ...REALISTIC_BENIGN,
  ...ALL_POSITIVES.map((c) => c.text),
  ...INJECTION_POSITIVES.map((c) => c.text),
];

/** A long text of fixture pieces with invisible, folded and blank characters sprinkled in. */
function sprinkled(rng: Rng, chars: number): string {
  let s = "";
  while (s.length < chars) {
    let part = rng.pick(POOL);
    for (let k = rng.int(3); k > 0; k--) {
      let at = rng.int(part.length);
      if (at > 0 && /[\uDC00-\uDFFF]/.test(part[at])) at--;
      part = part.slice(0, at) + rng.pick(SPRINKLES) + part.slice(at);
    }
    s += part + "\n";
  }
  return s;
}

/** Stretches [from, to) of a text `n` long: ends of the text, tiny ones, random ones. */
function stretches(rng: Rng, n: number): Array<[number, number]> {
  const a = rng.int(n), b = rng.int(n);
  return [
    [0, n],
    [0, rng.int(n)],
    [rng.int(n), n],
    [Math.min(a, b), Math.max(a, b)],
    [a, Math.min(n, a + 1)],
    [a, a],
    [Math.max(0, n - 1), n],
  ];
}

Deno.test("sliceEdits: applying the edits to the text gives the stretch", () => {
  const text = "0123456789";
  for (let from = 0; from <= text.length; from++) {
    for (let to = from; to <= text.length; to++) {
      let out = "", at = 0;
      for (const e of sliceEdits(text.length, from, to)) {
        assert.equal(e.b0, out.length + (e.a0 - at));
        out += text.slice(at, e.a0);
        at = e.a1;
      }
      assert.equal(out + text.slice(at), text.slice(from, to), `[${from}, ${to})`);
    }
  }
});

Deno.test("slicedSecretHits equal a fresh redaction keyword pass over the stretch", () => {
  const rng = new Rng(1818);
  let mapped = 0, withHits = 0;
  for (let round = 0; round < 40; round++) {
    const text = sprinkled(rng, 2500 + rng.int(20_000));
    const stored = (redactValue({ text }, "/r").value as { text: string }).text;
    const visible = normaliseText(stored);
    if (derivedPhraseHits(stored, visible) === undefined) continue;
    mapped++;
    for (const [from, to] of stretches(rng, visible.length)) {
      const slice = visible.slice(from, to);
      const hits = slicedSecretHits(visible, slice, sliceEdits(visible.length, from, to));
      assert.ok(hits !== undefined, "the reading's events are kept");
      const fresh = gateHits(TEXT_GATE, slice);
      if (fresh.size > 0) withHits++;
      assert.deepEqual(withScriptHits(TEXT_GATE, slice, hits), fresh, `[${from}, ${to})`);
    }
  }
  assert.ok(mapped >= 30 && withHits >= 100, `mapped ${mapped}, stretches with hits ${withHits}`);
  assert.equal(slicedSecretHits("not the reading", "x", []), undefined);
});

Deno.test("the regex-index walk of a stretch, mapped from the text's, equals a fresh walk", () => {
  const rng = new Rng(1819);
  // A tiny alphabet makes literals straddle the cuts; real keywords over sprinkled text.
  const dense = buildGate([{ rule: 0, keywords: ["aaaaaaaa", "ab ab", "ba", "an", "b"] }]);
  const real = buildGate(TEXT_GATE_ENTRIES);
  for (let round = 0; round < 400; round++) {
    const [gate, text] = round % 2 === 0
      ? [dense, Array.from({ length: rng.int(300) }, () => rng.pick(["a", "b", " ", "n"])).join("")]
      : [real, sprinkled(rng, 500 + rng.int(4000))];
    const need = gate.lengths.reduce((a, b) => Math.max(a, b), 0) + 1;
    const base = walk(gate.delta, gate.wide, text);
    for (const [from, to] of stretches(rng, text.length)) {
      const slice = text.slice(from, to);
      const edits = sliceEdits(text.length, from, to);
      const mapped = remapWalk(gate.delta, gate.wide, need, base, slice, edits);
      assert.deepEqual([...mapped], [...walk(gate.delta, gate.wide, slice)], `[${from}, ${to})`);
    }
  }
});
