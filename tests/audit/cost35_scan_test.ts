// Cost round 35: output-identical cuts of the redaction scan. A /u character class is decided
// from the text's census of unusual characters (as a flagless one was); label-value's candidate
// search runs without /u; credential-slot judges the value before reading the name back, and
// clause-reach looks ahead for a value before searching for a change verb behind the noun.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { holdsAny } from "../../src/audit/char_census.ts";
import { OTHER_HINT } from "../../src/audit/foreign_link_nouns.ts";
import { findSecretSpans } from "../../src/audit/text_scan.ts";
import { LABEL_VALUE_RULES } from "../../src/audit/label_value_rules.ts";

// Pieces that put astral characters, lone surrogates and split pairs beside the class members.
const PIECES = [
  "plain words ",
  "é",
  "κ",
  "密",
  "😀",
  "\uD83D",
  "\uDE00",
  "\uDE00\uD83D",
  "𝒜",
  "\n",
  "ü",
  "x".repeat(300),
  "паро",
  "\t",
  "Ā",
  "\uFFFF",
  "caf\u00e9 ",
];

function texts(rng: Rng, n: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    let t = "";
    const len = 1 + rng.int(40);
    for (let i = 0; i < len; i++) t += PIECES[rng.int(PIECES.length)];
    // Long enough for the census (1,024 characters) half the time.
    out.push(rng.int(2) === 0 ? t + "a".repeat(1100) : t);
  }
  return out;
}

Deno.test("census: a /u class of BMP letters answers as its regex over the whole text", () => {
  const classes = [
    OTHER_HINT,
    /[éκ密]/u,
    /[Ā-ſ]/u,
    /[😀]/u, // astral: not decided by the census, still right
    /[\u{1D49C}é]/u,
    /[퀀-]/u, // a written range over the surrogates: tested whole
    /[\uDE00]/u,
  ];
  const rng = new Rng(35);
  for (const text of texts(rng, 400)) {
    for (const re of classes) {
      assert.equal(
        holdsAny(re, text),
        re.test(text),
        `${re} on ${JSON.stringify(text.slice(0, 60))}`,
      );
    }
  }
});

Deno.test("census: the foreign-link hint is false on ASCII prose and true on one foreign letter", () => {
  const prose = "The deploy finished; see the runbook for the next step.\n".repeat(40);
  assert.equal(holdsAny(OTHER_HINT, prose), false);
  assert.equal(holdsAny(OTHER_HINT, prose + "пароль"), true);
  assert.equal(holdsAny(OTHER_HINT, prose + "😀\uD83D"), false);
});

// The candidate search of label_value_rules.ts as it was (/gu) and as it is (/g).
const WITH_U =
  /[:：][ \t]*["'`«“「]?([^\s"'`»”」()（）[\]<>,，、。;]*\d[^\s"'`»”」()（）[\]<>,，、。;]*)/gu;
const WITHOUT_U = new RegExp(WITH_U.source, "g");

const VALUE_PIECES = [
  ": ",
  "：",
  ":",
  "7",
  "42",
  "abc",
  "😀",
  "\uD83D",
  "\uDE00",
  " ",
  "\n",
  "「",
  "」",
  "、",
  ",",
  "(",
  "x9😀",
  "𝒜1",
  "\u00a0",
  "pass",
  ";",
];

function matches(re: RegExp, text: string): string[] {
  return [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}:${m[1]}`);
}

Deno.test("label-value: the candidates without /u are those with it, astral text included", () => {
  const rng = new Rng(3535);
  for (let k = 0; k < 3000; k++) {
    let t = "";
    const len = rng.int(40);
    for (let i = 0; i < len; i++) t += VALUE_PIECES[rng.int(VALUE_PIECES.length)];
    assert.deepEqual(matches(WITHOUT_U, t), matches(WITH_U, t), JSON.stringify(t));
  }
});

const rules = (text: string) =>
  findSecretSpans(text).map((s) => [s.rule, text.slice(s.start, s.end)]);

Deno.test("label-value still reads a labelled code, and a clock time stays", () => {
  const find = (t: string) =>
    LABEL_VALUE_RULES[0].find(t, null).map((s) => t.slice(s.start, s.end));
  assert.deepEqual(find("The backup PIN for the hallway keypad: 845213"), ["845213"]);
  assert.deepEqual(find("The standup moved to 10:30 on Thursday, password unchanged."), []);
});

Deno.test("credential-slot and clause-reach: values found, slots without one left", () => {
  const slot = rules("deploy notes: service password Xk7pQ2mZ9wLt — rotate monthly");
  assert.deepEqual(slot.map(([, v]) => v), ["Xk7pQ2mZ9wLt"]);
  assert.deepEqual(rules("Reset your password from the account page when it expires."), []);
  const reach = rules("I changed the VPN password yesterday, the new one is Hq4vN8sLw2Rt");
  assert.deepEqual(reach.map(([, v]) => v), ["Hq4vN8sLw2Rt"]);
});
