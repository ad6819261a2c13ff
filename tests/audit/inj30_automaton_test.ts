// Injection round 30: the keyword automaton's symbol table is 16-bit, so keywords in many scripts
// (inj29's gate overflowed at 255 distinct characters) build one automaton and are all found,
// with symbols past 255 kept apart (an 8-bit table would wrap symbol 256 onto "any other").
import assert from "node:assert/strict";
import { buildGate, gateHits } from "../../src/audit/keyword_gate.ts";

// 400 CJK characters in 200 two-character keywords, one rule per 50 keywords, then an ASCII
// character that occurs only after them (its symbol is past 255) inside a script keyword.
const CJK = Array.from({ length: 400 }, (_, i) => String.fromCharCode(0x4e00 + i));
const WORDS = Array.from({ length: 200 }, (_, i) => CJK[2 * i] + CJK[2 * i + 1]);
const ENTRIES = [0, 1, 2, 3].map((r) => ({
  rule: `r${r}`,
  keywords: WORDS.slice(50 * r, 50 * r + 50),
}));
ENTRIES.push({ rule: "late", keywords: ["\u4e00x\u4e01"] });

Deno.test("inj30 automaton: more than 255 distinct keyword characters build a gate", () => {
  const gate = buildGate(ENTRIES);
  assert.ok(gate.script !== undefined);
  assert.ok(gate.script.width > 400, `width ${gate.script.width}`);
});

Deno.test("inj30 automaton: every keyword is found, the last ones included", () => {
  const gate = buildGate(ENTRIES);
  const text = `a ${WORDS[0]} b ${WORDS[120]} c ${WORDS[199]} d \u4e00x\u4e01`;
  const hits = gateHits(gate, text);
  assert.deepEqual([...hits.keys()], ["r0", "r2", "r3", "late"]);
  assert.deepEqual(hits.get("r3"), [text.indexOf(WORDS[199])]);
});

Deno.test("inj30 automaton: characters past symbol 255 do not stand in for others", () => {
  const gate = buildGate(ENTRIES);
  // WORDS[199]'s characters hold symbols 399 and 400; wrapped to 8 bits they would be 143 and
  // 144, WORDS[71]'s: each would then be read as the other.
  const hits = gateHits(gate, `x ${WORDS[71]} y`);
  assert.deepEqual([...hits.keys()], ["r1"]);
  assert.equal(gateHits(gate, `x ${CJK[399]}${CJK[398]} y`).size, 0); // reversed: no keyword
  assert.equal(gateHits(gate, "\u4e00X\u4e01").has("late"), true); // ASCII case folding
  assert.equal(gateHits(gate, "\u4e00y\u4e01").has("late"), false);
});
