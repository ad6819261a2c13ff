// Injection round 21: keywords outside ASCII go to a second automaton (keyword_gate.ts), so the
// ASCII table the shared pass reads stays as it was, and rules can key on "парол" or "รหัส".
import assert from "node:assert/strict";
import { buildGate, gateHits, withScriptHits } from "../../src/audit/keyword_gate.ts";

const GATE = buildGate([
  { rule: "ascii", keywords: ["password", "api key"] },
  { rule: "both", keywords: ["token", "токен"] },
  { rule: "script", keywords: ["парол", "รหัสผ่าน", "【"] },
]);

Deno.test("keyword gate: non-ASCII keywords leave the ASCII table untouched", () => {
  const plain = buildGate([
    { rule: "ascii", keywords: ["password", "api key"] },
    { rule: "both", keywords: ["token"] },
  ]);
  assert.deepEqual(GATE.wide, plain.wide);
  assert.deepEqual(GATE.delta, plain.delta);
  assert.ok(GATE.script !== undefined && plain.script === undefined);
});

Deno.test("keyword gate: non-ASCII keywords are found, in either case, with their offsets", () => {
  const hits = gateHits(GATE, "x ПАРОЛЬ и Пароль; รหัสผ่าน 【系统】");
  assert.deepEqual(hits.get("script"), [2, 11, 19, 28]);
  assert.equal(hits.has("ascii"), false);
  const both = gateHits(GATE, "token then ТОКЕН");
  assert.deepEqual(both.get("both"), [0, 11]);
});

Deno.test("keyword gate: kept ASCII hits get the script hits added, not changed in place", () => {
  const text = "api key, then парола";
  const kept = new Map([["ascii", [0]]]);
  const all = withScriptHits(GATE, text, kept);
  assert.deepEqual([...all.keys()], ["ascii", "script"]);
  assert.equal(kept.size, 1);
  assert.equal(withScriptHits(GATE, "api key only", kept), kept);
});

Deno.test("keyword gate: look-alikes of script keywords do not complete them", () => {
  // Latin p/a/o in place of Cyrillic р/а/о (the folds reach no ASCII letter, and no ASCII letter
  // reads as a Cyrillic one).
  assert.equal(gateHits(GATE, "паpoль pароль").has("script"), false);
});
