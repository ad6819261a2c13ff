// keywordsFound (the plan of a whole value) reads the output states of the keyword pass once each;
// it must give exactly the ids, in order of first occurrence, that scanEvents' list gives.
import assert from "node:assert/strict";
import { buildGate, type Gate, keywordsFound, scanEvents } from "../../src/audit/keyword_gate.ts";
import { GATE } from "../../src/audit/phrase_scan.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

function prng(seed: number): () => number {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** The reference: distinct output states in order of first event, then their keyword ids. */
function fromEvents<R>(gate: Gate<R>, text: string): number[] {
  const { pairs, n } = scanEvents(gate, text);
  const states = new Set<number>();
  for (let k = 0; k < n; k += 2) states.add(pairs[k] / gate.width);
  const ids = new Set<number>();
  for (const s of states) for (const id of gate.outputs[s]!) ids.add(id);
  return [...ids];
}

const SMALL = buildGate([
  { rule: "a", keywords: ["set aside", "aside", "key", "ke"] },
  { rule: "b", keywords: ["api key", "token", "en", "ete"] },
]);

Deno.test("keywordsFound equals the ids read from the event list, on random texts", () => {
  const next = prng(13);
  const alphabet = 'setaside kyapion\\n\\t\n \u00e9t\u212aX"';
  for (let t = 0; t < 400; t++) {
    let s = "";
    const n = Math.floor(next() * 300);
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)];
    assert.deepEqual(keywordsFound(SMALL, s), fromEvents(SMALL, s), JSON.stringify(s));
    assert.deepEqual(keywordsFound(GATE, s), fromEvents(GATE, s), JSON.stringify(s));
  }
});

Deno.test("keywordsFound equals the ids read from the event list, on the fixtures and as JSON", () => {
  const texts = [...REALISTIC_BENIGN, ...ALL_POSITIVES].map((x) =>
    typeof x === "string" ? x : JSON.stringify(x)
  );
  const all = texts.join("\n");
  for (const s of [...texts, all, JSON.stringify(texts)]) {
    assert.deepEqual(keywordsFound(GATE, s), fromEvents(GATE, s));
  }
  // Twice on the same text: the state marks are cleared between calls.
  assert.deepEqual(keywordsFound(GATE, all), fromEvents(GATE, all));
  assert.ok(keywordsFound(GATE, all).length > 20);
});
