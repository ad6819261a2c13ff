// The keyword scans read a symbol per UTF-16 code unit from one widened table (no range test):
// it must give each ASCII character its symbol and every other code unit symbol 0, so texts
// with look-alikes of keyword letters (U+0161 shares the low byte of "a") scan as before.
import assert from "node:assert/strict";
import { buildGate, scanEvents } from "../../src/audit/keyword_gate.ts";

const GATE = buildGate([{ rule: "r", keywords: ["password", "api key", "sk-"] }]);

Deno.test("keyword gate: the widened table is the ASCII table, 0 elsewhere", () => {
  for (let c = 0; c < 0x10000; c++) {
    assert.equal(GATE.wide[c], c < 128 ? GATE.symbols[c] : 0, `U+${c.toString(16)}`);
  }
});

Deno.test("keyword gate: look-alikes outside ASCII never complete a keyword", () => {
  const events = (t: string) => scanEvents(GATE, t).n / 2;
  assert.equal(events("my password and API  KEY, sk-1"), 3);
  assert.equal(events("p\u0161ssword \u0170pi key sk\u012d"), 0); // š, Ű, ĭ: low bytes of a, p, -
});
