// Cost round 22: a regex's candidate list is a merge of per-state runs (index_lists.startsOf), and
// the script automaton's stretches are found with a code-unit test instead of a regex per
// character (keyword_gate.collectNear). Both must give exactly what they gave before: the lists
// a naive search gives, the hits a whole scan gives.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { blank, buildGate, gateHits, withScriptHits } from "../../src/audit/keyword_gate.ts";
import { walk } from "../../src/audit/index_walk.ts";
import { startsOf, statesByRegex } from "../../src/audit/index_lists.ts";

Deno.test("blank: the same answer as /\\s|\\\\/ for every UTF-16 code unit", () => {
  const re = /\s|\\/;
  let blanks = 0;
  for (let c = 0; c < 0x10000; c++) {
    const expected = re.test(String.fromCharCode(c));
    assert.equal(blank(c), expected, `U+${c.toString(16)}`);
    if (expected) blanks++;
  }
  assert.equal(blanks, 26); // 25 white space and line terminators, and the backslash
});

/** Sorted distinct offsets where one of `literals` begins in `text` (lower case, as the walk). */
function naiveStarts(literals: string[], text: string): number[] {
  const out = new Set<number>();
  for (const l of literals) {
    for (let i = text.indexOf(l); i >= 0; i = text.indexOf(l, i + 1)) out.add(i);
  }
  return [...out].sort((a, b) => a - b);
}

// Literal sets that share states and starts: a literal inside another ("word" in "password"),
// one a prefix of another ("pass", "password"), and one-letter literals (many runs to merge).
const GROUPS = [
  ["pass", "password", "word", "ass"],
  ["a", "b", "ab", "ba", "c"],
  ["sword", "or", "d"],
  ["abcab", "cab", "b"],
  ["zz"],
];

Deno.test("candidate lists: merged runs equal a naive search of every literal", () => {
  const gate = buildGate(GROUPS.map((keywords, rule) => ({ rule, keywords })));
  const byRegex = statesByRegex(gate.outputs, gate.rules, gate.lengths, (r) => r, GROUPS.length);
  const rng = new Rng(22);
  const pieces = ["pass", "word", "sword", "ab", "ca", "b", " ", "d", "or", "x", "assw"];
  let nonEmpty = 0;
  for (let t = 0; t < 400; t++) {
    let text = "";
    const n = rng.range(1, 300);
    for (let k = 0; k < n; k++) text += pieces[rng.int(pieces.length)];
    const ix = { events: walk(gate.delta, gate.wide, text), lists: [] };
    GROUPS.forEach((literals, id) => {
      const got = startsOf(ix, byRegex[id], gate.outputs.length, gate.width);
      assert.deepEqual(got, naiveStarts(literals, text), `${id} ${JSON.stringify(text)}`);
      if (got.length > 0) nonEmpty++;
    });
  }
  assert.ok(nonEmpty > 1200, `${nonEmpty} non-empty lists`);
});

// Dense non-ASCII runs (accented Latin words, every run a stretch of its own before) and the
// Unicode blanks the old regex test recognised, around keywords of the script automaton.
Deno.test("script hits: stretches found by code unit equal a whole scan of the script automaton", () => {
  const gate = buildGate([
    { rule: "a", keywords: ["пароль", "ключ доступа", "código", "zzzzzzп"] },
    { rule: "b", keywords: ["密码", "contraseña", "überspring"] },
  ]);
  const script = gate.script!;
  const pieces = [
    "пар",
    "оль",
    "ключ",
    "доступа",
    "có",
    "digo",
    "contrase",
    "ña",
    "über",
    "spring",
    "密",
    "码",
    "é",
    "ü",
    "zzz",
    " ",
    "\u00a0",
    "\u3000",
    "\u2028",
    "\u202f",
    "\ufeff",
    "\t",
    "\\n",
    "\\",
    "x",
  ];
  const rng = new Rng(2022);
  let withHits = 0;
  for (let t = 0; t < 3000; t++) {
    let text = "";
    const n = rng.range(1, 60);
    for (let k = 0; k < n; k++) text += pieces[rng.int(pieces.length)];
    const whole = [...gateHits(script, text)].sort();
    const near = [...withScriptHits(gate, text, new Map())].sort();
    assert.deepEqual(near, whole, JSON.stringify(text));
    if (whole.length > 0) withHits++;
  }
  assert.ok(withHits > 400, `${withHits} texts with hits`);
});
