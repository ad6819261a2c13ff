import assert from "node:assert/strict";
import { type Edit, remapEvents } from "../../src/audit/gate_events.ts";
import {
  buildGate,
  type Gate,
  gateHits,
  mayHit,
  scanEvents,
} from "../../src/audit/keyword_gate.ts";
import { GATE } from "../../src/audit/phrase_scan.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

function prng(seed: number): () => number {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function randomText(next: () => number, alphabet: string, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)];
  return s;
}

/** Random non-overlapping replacements of `original`; returns the edited text and the edits. */
function randomEdits(next: () => number, original: string, alphabet: string, count: number) {
  const cuts = new Set<number>();
  while (cuts.size < 2 * count) cuts.add(Math.floor(next() * original.length));
  const points = [...cuts].sort((a, b) => a - b);
  const edits: Edit[] = [];
  let edited = "";
  let at = 0;
  for (let i = 0; i < points.length; i += 2) {
    const [a0, a1] = [points[i], next() < 0.2 ? points[i] : points[i + 1]];
    const insert = randomText(next, alphabet, Math.floor(next() * 20));
    edited += original.slice(at, a0);
    edits.push({ a0, a1, b0: edited.length, b1: edited.length + insert.length });
    edited += insert;
    at = a1;
  }
  return { edited: edited + original.slice(at), edits };
}

function check<R>(gate: Gate<R>, original: string, edited: string, edits: Edit[], label: string) {
  const mapped = remapEvents(gate, scanEvents(gate, original), edited, edits);
  const direct = scanEvents(gate, edited);
  assert.deepEqual(
    [...mapped.pairs.slice(0, mapped.n)],
    [...direct.pairs.slice(0, direct.n)],
    label,
  );
}

Deno.test("events mapped through edits equal a fresh scan (keywords with spaces and escapes)", () => {
  const gate = buildGate([
    { rule: "a", keywords: ["ignore all", "al", "l p", "n", '=\\"', "ab ab", "gi"] },
    { rule: "b", keywords: ["all previous", "re a", "\\", "b"] },
  ]);
  const alphabet = 'ab \n\t\\"=lgiorenpv';
  const next = prng(11);
  for (let round = 0; round < 400; round++) {
    const original = randomText(next, alphabet, 200 + Math.floor(next() * 800));
    const { edited, edits } = randomEdits(next, original, alphabet, 1 + Math.floor(next() * 12));
    check(gate, original, edited, edits, `round ${round}`);
  }
  // A tiny alphabet makes long keywords straddle the edits, which tests the resynchronisation.
  const dense = buildGate([
    { rule: "x", keywords: ["aaaaaaaaaa", "ab ab ab ab", "a a a a", "b\\", "an", "n a", "aab"] },
  ]);
  for (let round = 0; round < 1500; round++) {
    const original = randomText(next, "aab \\n", 100 + Math.floor(next() * 300));
    const { edited, edits } = randomEdits(next, original, "ab \\n", 1 + Math.floor(next() * 6));
    check(dense, original, edited, edits, `dense round ${round}`);
    const runs = randomText(next, "aaaaaaab \\n", 60 + Math.floor(next() * 200));
    const more = randomEdits(next, runs, "aaab \\n", 1 + Math.floor(next() * 4));
    check(dense, runs, more.edited, more.edits, `runs round ${round}`);
  }
});

Deno.test("events mapped through marker edits equal a fresh scan (phrase keywords, real text)", () => {
  const text = [...REALISTIC_BENIGN, ...ALL_POSITIVES.map((c) => c.text)].join("\n");
  const next = prng(5);
  for (let round = 0; round < 40; round++) {
    const from = Math.floor(next() * (text.length - 6000));
    const original = text.slice(from, from + 6000);
    const { edited, edits } = randomEdits(next, original, "[REDACTED:key] \\n", 30);
    check(GATE, original, edited, edits, `round ${round}`);
  }
});

Deno.test("the anchor prefilter never hides a hit (Kelvin sign, dotted I, long s)", () => {
  const anchors = ["key", "ignore", "://", "_token", "="];
  const next = prng(3);
  for (let i = 0; i < 3000; i++) {
    const s = randomText(next, "kKeEyYiIgGnNoOrR:/_=\u212A\u0130\u017Fs ", Math.floor(next() * 12));
    const lower = s.toLowerCase();
    assert.equal(mayHit(anchors, s), anchors.some((a) => lower.includes(a)), JSON.stringify(s));
  }
});

Deno.test("gateHits sees every occurrence when the scan outgrows its event buffer", () => {
  // The event buffer starts at 1,024 numbers (512 hits); this text has 3,000 hits.
  const gate = buildGate([{ rule: "r", keywords: ["beacon"] }]);
  const text = "a beacon ".repeat(3000);
  const hits = gateHits(gate, text).get("r");
  // More occurrences than MAX_WINDOWS: the rule runs over the whole text (null), not windows.
  assert.equal(hits, null);
  const few = gateHits(gate, "x".repeat(5000) + " beacon".repeat(3)).get("r");
  assert.equal(few?.length, 3);
});
