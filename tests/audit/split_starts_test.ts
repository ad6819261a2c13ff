// Phrase regexes whose alternatives only partly open with literals are indexed by parts: tried at
// the phrase index's candidates of the literal-led alternatives and where the others (the residue)
// match (literal_split.ts, windows.execAt). Over seeded random and fixture-like texts that must give
// exactly the plain per-rule search: a global scan of a whole text, the plain scan of keyword
// windows, and the hints' whole-text tests.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { globalMatches, windowMatches } from "./_global_scan.ts";
import { PHRASE_RULES } from "../../src/audit/injection_rules.ts";
import { splitByLiterals } from "../../src/audit/literal_split.ts";
import { leadingLiterals } from "../../src/audit/regex_prefix.ts";
import { candidateStarts, registerRegex, residueOf } from "../../src/audit/regex_index.ts";
import { execWindows, testIndexed } from "../../src/audit/windows.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";

const ATTACKS = ALL_POSITIVES.map((c) => c.text);
// Pieces that open the residue alternatives (line starts, brackets, markers) and near misses.
const BITS = [
  "\n",
  "\n  ",
  "\n### ",
  "[",
  "[[",
  "]]",
  "[SYSTEM]",
  "[ ADMIN ]: ",
  "SYSTEM: ",
  "System: ",
  "Human: ",
  "USER:",
  "### Instruction:\n",
  "role: system\ncontent: ",
  '{"role": "system", "content": "',
  "~/.ssh/id_rsa ",
  "$HOME/.aws/credentials ",
  ".config/gh/ ",
  "copy to https://x.example ",
  "webhook.site ",
  "abc.m.pipedream.net ",
  " não diga ao usuário ",
  "===",
  "BEGIN HIDDEN INSTRUCTIONS",
  " the ",
  ". ",
  "x",
];

// Lower-case openers that only the hints' residue alternatives match, rarely.
const LOWER_BITS = [
  "x",
  " the ",
  "\n",
  "\n system:",
  "[admin",
  "[ operator",
  "start of the hidden",
];

function piece(rng: Rng): string {
  const r = rng.next();
  if (r < 0.35) return rng.pick(BITS);
  const src = r < 0.7 ? rng.pick(ATTACKS) : rng.pick(REALISTIC_BENIGN);
  const from = rng.int(src.length);
  return src.slice(from, from + rng.range(5, 300));
}

function longText(rng: Rng, min: number): string {
  let text = "";
  while (text.length < min) text += piece(rng);
  return text;
}

/** Benign text with a rare lower-case opener: a hint then holds by its residue alone, or not. */
function benignText(rng: Rng, min: number): string {
  let text = "";
  while (text.length < min) {
    const src = rng.pick(REALISTIC_BENIGN);
    const from = rng.int(src.length);
    text += rng.chance(0.02) ? rng.pick(LOWER_BITS) : src.slice(from, from + rng.range(5, 300));
  }
  return text;
}

// Own copies in their own group, so this test indexes only them.
const SPLIT = PHRASE_RULES.map((r) => new RegExp(r.re.source, r.re.flags.replace("g", "") + "g"))
  .filter((re) => registerRegex(re, "split-test", true) && residueOf(re) !== undefined);
const HINTS = PHRASE_RULES.flatMap((r) => r.hint ? [new RegExp(r.hint.source, r.hint.flags)] : []);
for (const h of HINTS) registerRegex(h, "split-test", true);

function found(re: RegExp, text: string, at: number[] | null): string[] {
  const out: string[] = [];
  execWindows(re, text, at, 250, 350, (m, o) => void out.push(`${o + m.index}:${m[0]}`));
  return out;
}

Deno.test("split starts: several phrase rules are indexed by parts", () => {
  assert.ok(SPLIT.length >= 6, `only ${SPLIT.length} split rules`);
  assert.ok(HINTS.some((h) => residueOf(h) !== undefined), "a hint split by parts");
});

Deno.test("split starts: whole-text search equals a global scan, 120 seeded long texts", () => {
  const rng = new Rng(9109);
  let matched = 0;
  for (let n = 0; n < 120; n++) {
    const text = longText(rng, 2600 + rng.int(3000));
    for (const re of SPLIT) {
      const got = found(re, text, null);
      assert.ok(candidateStarts(re, text, false) !== undefined, "indexed");
      const want = globalMatches(re, text);
      if (want.length > 0) matched++;
      assert.deepEqual(got, want, `${re.source.slice(0, 60)} on ${JSON.stringify(text)}`);
    }
  }
  assert.ok(matched > 100, `only ${matched} rule-text pairs had a match`);
});

Deno.test("split starts: keyword windows give the plain windowed matches", () => {
  const rng = new Rng(9110);
  let matched = 0;
  for (let n = 0; n < 80; n++) {
    const text = longText(rng, 3000);
    const at = [...new Set(Array.from({ length: rng.range(1, 12) }, () => rng.int(text.length)))]
      .sort((a, b) => a - b);
    for (const re of SPLIT) {
      candidateStarts(re, text, true); // the index a whole-text rule would have built
      const want = windowMatches(re, text, at, 250, 350); // a plain scan per window
      if (want.length > 0) matched++;
      assert.deepEqual(found(re, text, at), want, `${re.source.slice(0, 60)} at ${at}`);
    }
  }
  assert.ok(matched > 40, `only ${matched} windowed searches had a match`);
});

Deno.test("split starts: indexed hint tests equal the plain tests", () => {
  const rng = new Rng(9111);
  let held = 0;
  for (let n = 0; n < 300; n++) {
    const text = n % 2 === 0 ? longText(rng, 2100 + rng.int(2000)) : benignText(rng, 2100);
    for (const h of HINTS) {
      candidateStarts(h, text, true);
      const want = new RegExp(h.source, h.flags).test(text);
      if (want) held++;
      assert.equal(
        testIndexed(h, text),
        want,
        `${h.source.slice(0, 60)} on ${JSON.stringify(text)}`,
      );
    }
  }
  assert.ok(held > 50 && held < 300 * HINTS.length, `${held} hints held`);
});

Deno.test("split starts: empty residue matches, line starts and look-behinds as a global scan", () => {
  const cases = [
    /zq|x*/g,
    /zq|^\s*ab/gm,
    /(?<=a)bc|de|\d+/g,
    /qu|(?:^|\n)[ \t]{0,3}AB:/g,
    /(?:\[\s*ab|de|x{2,})c?/g, // a leading group split: "de" led, the others a residue
    /\b(?:ab|\d+)\s*(?:de|q)/gi,
    /(?i:zq|[\dx]ab)c?/g,
    /(de|x{2,}|\[\s*ab)(\d)?c?/dg, // a leading capturing group split (sensitive-assignment's form)
  ];
  const rng = new Rng(9112);
  for (const re of cases) {
    assert.ok(registerRegex(re, "split-test", true) && residueOf(re), re.source);
    for (let n = 0; n < 60; n++) {
      let text = "";
      while (text.length < 2300) {
        text += rng.pick(["zq", "x", "xx", "\n", " ab", "AB:", "abc", "de", "7", "q"]);
      }
      assert.deepEqual(found(re, text, null), globalMatches(re, text), `${re} ${text}`);
    }
  }
});

// Round 13: an opening class of a few letters is distributed (`[sş]ifre` → `sifre`, `şifre`).
Deno.test("split starts: class-led alternatives by member equal a global scan", () => {
  const cases = [
    /([sş]ifre|l[oö]senord|token)([\w.-]{0,5}?)[ \t]*(=|:)/dgi, // sensitive-assignment's form
    /\b[kć]ey\d?|x{2,}/giu,
    /(?:[aä]b)+c|zz/gi, // a repeated group: its class stays whole
    /[sş]{2}x|zz/g, // a quantified class stays whole
  ];
  const rng = new Rng(9114);
  const bits = ["şifre", "ŞIFRE", "sifre", "Sifre", "lösenord", "LOSENORD", "token", "key", "ćey"];
  for (const re of cases) {
    assert.ok(registerRegex(re, "split-test", true) && residueOf(re), re.source);
    for (let n = 0; n < 60; n++) {
      let text = "";
      while (text.length < 2300) {
        text += rng.pick([
          ...bits,
          "äb",
          "ab",
          "c",
          "s",
          "ş",
          "x",
          "xx",
          "zz",
          " = ",
          ":",
          "7",
        ]);
      }
      assert.deepEqual(found(re, text, null), globalMatches(re, text), `${re} ${text}`);
    }
  }
});

Deno.test("split starts: which opening classes are distributed", () => {
  const split = (re: RegExp) => {
    const s = splitByLiterals(re);
    return s && { literals: s.literals, residue: s.residue.source };
  };
  assert.deepEqual(split(/[sş]ifre|\d+/i), { literals: ["sifre"], residue: "şifre|\\d+" });
  assert.deepEqual(split(/(l[oö]senord)=|\d+/i), {
    literals: ["losenord="],
    residue: "(lösenord)=|\\d+",
  });
  assert.deepEqual(split(/(?:[aä]b)+c|zz/)?.literals, ["zz"]); // repeated group
  assert.deepEqual(split(/(?:[aä]b|q)c|zz/)?.literals, ["abc", "qc", "zz"]); // group, then class
  assert.deepEqual(split(/(?:[aä]b|q)+c|zz/)?.literals, ["zz"]); // a group that alternates
  assert.deepEqual(split(/[sş]{2}x|zz/)?.literals, ["zz"]); // quantified class
  assert.deepEqual(split(/[é.]b|zz/)?.literals, ["zz"]); // a member that is no letter
  assert.deepEqual(split(/[sş]ifre|\d+/v)?.literals, undefined); // /v: classes are sets
});

Deno.test("split starts: a regex whose alternatives all or none open with literals is not split", () => {
  assert.equal(splitByLiterals(/foo|bar/), undefined);
  assert.equal(splitByLiterals(/\d+|[a-z]+x/), undefined);
  assert.equal(splitByLiterals(/(a)bc|\1x/), undefined); // a backreference
  assert.deepEqual(splitByLiterals(/hello|\d+/i)?.literals, ["hello"]);
  assert.deepEqual(splitByLiterals(/\b(?:hello|\d+)x/i)?.literals, ["hellox"]);
  assert.equal(splitByLiterals(/(?:hello|\d+)+x/), undefined); // a quantified group stays whole
  assert.deepEqual(splitByLiterals(/(hello|\d+)x/i)?.literals, ["hellox"]);
  assert.equal(splitByLiterals(/(?=ab|\d)\w+/), undefined); // a look-ahead is not distributed
});

/** Every offset where one of `literals` occurs in `text`, case-insensitively (ASCII text). */
function naiveStarts(literals: string[], text: string): number[] {
  const lower = text.toLowerCase();
  const out = new Set<number>();
  for (const l of literals) {
    for (let i = lower.indexOf(l); i >= 0; i = lower.indexOf(l, i + 1)) out.add(i);
  }
  return [...out].sort((a, b) => a - b);
}

Deno.test("split starts: the index lists every literal occurrence of each regex, sorted", () => {
  const rng = new Rng(9113);
  // Literals that end in order of their starts and out of it ("ignore" after "no" inside it).
  const res = [/ignore|no\b/g, /abc|bcdef|cd/g, /(?:xy|y{2})z/g, /qu|\d+q/g];
  // Two groups: the second group's lists come from the walk the first one's request made.
  res.forEach((re, k) => registerRegex(re, k % 2 === 0 ? "split-test" : "split-test-b", true));
  const lits = res.map((re) => splitByLiterals(re)?.literals ?? leadingLiterals(re)!);
  for (let n = 0; n < 40; n++) {
    let text = "";
    while (text.length < 2200) {
      text += rng.pick([
        "ignore",
        "no",
        "abcdef",
        "bcdef",
        "cd",
        "xyz",
        "yyz",
        "QU",
        "7q",
        " ",
        "x",
      ]);
    }
    res.forEach((re, k) => {
      assert.deepEqual(candidateStarts(re, text, true), naiveStarts(lits[k], text), re.source);
    });
  }
});
