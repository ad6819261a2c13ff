// allHits (scripts/audit_match_reach.ts) lists every keyword hit of a rule: where gateHits gives up
// at MAX_WINDOWS (null: whole text), allHits goes on; below it the two lists are the same.
import assert from "node:assert/strict";
import { allHits, buildGate, gateHits, MAX_WINDOWS } from "../../src/audit/keyword_gate.ts";

const GATE = buildGate([{ rule: "r", keywords: ["token"] }, { rule: "s", keywords: ["key"] }]);

function textWith(n: number): string {
  return Array.from({ length: n }, (_, i) => `line ${i} token here`).join("\n") + "\nkey";
}

function starts(text: string, word: string): number[] {
  const out: number[] = [];
  for (let p = text.indexOf(word); p >= 0; p = text.indexOf(word, p + 1)) out.push(p);
  return out;
}

Deno.test("allHits goes past MAX_WINDOWS where gateHits gives null", () => {
  const text = textWith(MAX_WINDOWS + 12);
  assert.equal(gateHits(GATE, text).get("r"), null);
  assert.deepEqual(allHits(GATE, text).get("r"), starts(text, "token"));
  assert.deepEqual(allHits(GATE, text).get("s"), starts(text, "key"));
});

Deno.test("allHits equals gateHits below MAX_WINDOWS", () => {
  for (const n of [0, 1, 7, MAX_WINDOWS - 1]) {
    const text = textWith(n);
    assert.deepEqual([...allHits(GATE, text)], [...gateHits(GATE, text)]);
  }
});
