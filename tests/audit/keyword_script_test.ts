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

// The script automaton reads only the stretches around non-ASCII runs (collectNear): on texts
// built from its keywords' own characters, blanks, escapes and ASCII, the hits equal a scan of
// the whole text by the same automaton.
Deno.test("keyword gate: the stretches read around non-ASCII runs find what a whole scan finds", () => {
  // Keywords whose ASCII part is as long as the reach, with a blank inside, must still be found.
  const gate = buildGate([
    { rule: "a", keywords: ["парол", "кода ключ", "zzzzzzzzzzп", "zzzz zzzп"] },
    { rule: "b", keywords: ["รหัสผ่าน", "【", "n密码"] },
  ]);
  const script = gate.script!;
  const pieces = [
    "па",
    "рол",
    "ь",
    "кода",
    "ключ",
    " ",
    "   ",
    "\n",
    "\\n",
    "\\",
    "x",
    "n",
    "ПАРОЛ",
    "รหัส",
    "ผ่าน",
    "【",
    "密码",
    "ab",
    "0",
    "пин",
    "\t\t",
    "\\n\\n",
    "zzzz ",
    "п",
  ];
  let seed = 21;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let compared = 0, withHits = 0;
  for (let t = 0; t < 3000; t++) {
    let text = "";
    const len = 1 + Math.floor(next() * 40);
    for (let k = 0; k < len; k++) {
      text += next() < 0.3
        ? "z".repeat(Math.floor(next() * 30))
        : pieces[Math.floor(next() * pieces.length)];
    }
    const whole = [...gateHits(script, text)].sort();
    const near = [...withScriptHits(gate, text, new Map())].sort();
    assert.deepEqual(near, whole, JSON.stringify(text));
    compared++;
    if (whole.length > 0) withHits++;
  }
  assert.ok(compared === 3000 && withHits > 1000, `${withHits} texts with hits`);
});
