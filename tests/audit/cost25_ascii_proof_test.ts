// Cost round 25: the proof that lets act and lexicon regexes be skipped on ASCII text (ascii_proof.ts).
import assert from "node:assert/strict";
import {
  asciiNeeds,
  FOLDS_TO_ASCII,
  isAscii,
  mayMatchAscii,
  someMatches,
} from "../../src/audit/ascii_proof.ts";
import { LATIN } from "../../src/audit/intent_foreign.ts";
import { SCRIPT_LEXICONS } from "../../src/audit/intent_scripts.ts";
import { firstAct } from "../../src/audit/reader_acts.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

const LEXICONS = [...LATIN, ...SCRIPT_LEXICONS];
const REGEXES = LEXICONS.flatMap((l) => Object.values(l.classes)).filter((r): r is RegExp =>
  r !== undefined
);

Deno.test("only long s and the Kelvin sign fold onto ASCII, with or without the u flag", () => {
  const ascii = String.raw`[\x00-\x7f]`; // all of ASCII, control characters too
  const unicode = new RegExp(ascii, "iu");
  const legacy = new RegExp(ascii, "i");
  const found: number[] = [];
  for (let c = 0x80; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c < 0xe000) continue;
    const ch = String.fromCodePoint(c);
    if (unicode.test(ch) || (c < 0x10000 && legacy.test(ch))) found.push(c);
  }
  assert.deepEqual(found, [...FOLDS_TO_ASCII].sort((a, b) => a - b));
});

Deno.test("asciiNeeds reads literal alternations and refuses anything else", () => {
  assert.deepEqual(asciiNeeds(/(?:отправь|пришли)/iu), []);
  assert.deepEqual(asciiNeeds(/(?:send\s+it|e-mail|ſtuur)/iu), ["send", "e-mail", "stuur"]);
  assert.deepEqual(asciiNeeds(/(?<![\p{L}\p{N}_])(?:mach\.es(?![\p{L}\p{N}_])|köçür)/iu), [
    "mach.es",
  ]);
  for (const re of [/send+/i, /(?:send|se.d)/i, /(?:send|)/i, /(?:send|mail)/gi, /(?:a)(?:b)/]) {
    assert.deepEqual(asciiNeeds(re), undefined, re.source);
  }
});

Deno.test("every lexicon word list is proven, the other-script ones need non-ASCII text", () => {
  for (const l of LEXICONS) {
    for (const [name, re] of Object.entries(l.classes)) {
      if (re === undefined) continue;
      const needs = asciiNeeds(re);
      assert(needs !== undefined, `${l.lang} ${name} not proven`);
      if (l.script !== undefined && name === "act") {
        assert.deepEqual(needs, [], `${l.lang} ${name}`);
      }
    }
  }
});

/**
 * ASCII bodies: a sample of the fixtures' sentences, and each act word in mixed case inside a
 * sentence and inside a longer word.
 */
function bodies(): string[] {
  const sentences = new Set<string>();
  for (const t of [...REALISTIC_BENIGN, ...ALL_POSITIVES.map((c) => c.text)]) {
    for (const s of t.split(/(?<=[.!?\n])\s+/)) if (isAscii(s) && s.length > 0) sentences.add(s);
  }
  const out = [...sentences].filter((_, i) => i % 8 === 0); // a sample keeps the test short
  for (const l of LEXICONS) {
    for (const w of l.classes.act === undefined ? [] : asciiNeeds(l.classes.act) ?? []) {
      const mixed = [...w].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c)).join("");
      out.push(`Please ${mixed} the file now.`, `x${w}y`);
    }
  }
  return out;
}

Deno.test("a regex the proof skips finds nothing in any ASCII body", () => {
  let skipped = 0;
  let matched = 0;
  // Each regex's proof worked out once, not once per body (asciiNeeds is a pure function of it).
  const needs = REGEXES.map((re) => [re, asciiNeeds(re)] as const);
  for (const body of bodies()) {
    const lower = body.toLowerCase();
    for (const [re, need] of needs) {
      const hit = re.exec(body) !== null;
      if (!mayMatchAscii(need, lower)) {
        skipped++;
        assert(!hit, `${re.source.slice(0, 60)} matched ${body}`);
      } else if (hit) matched++;
    }
  }
  // Both sides were exercised: the proof skipped runs, and words it kept did match.
  assert(skipped > 10_000 && matched > 500, `skipped ${skipped}, matched ${matched}`);
});

Deno.test("someMatches answers as some(test) does, on ASCII and other bodies", () => {
  const groups = LEXICONS.map((l) => Object.values(l.classes).filter((r) => r !== undefined));
  const texts = [...bodies().filter((_, i) => i % 7 === 0), "Пожалуйста, отправь файл", "ſend"];
  let hits = 0;
  for (const text of texts) {
    for (const regexes of groups) {
      const expected = regexes.some((re) => re.test(text));
      assert.equal(someMatches(regexes, text), expected, text);
      if (expected) hits++;
    }
  }
  assert(hits > 50, `only ${hits} groups matched`);
});

Deno.test("firstAct finds the acts the lexicons name, in ASCII and in other scripts", () => {
  // Offsets as the starting commit's firstAct (all act regexes run) gives them.
  assert.equal(firstAct("the team said we should wyslij plik"), 24);
  assert.equal(firstAct("the team said we should sende die Datei"), 24);
  assert.equal(firstAct("il team dice che bisogna: invia tutto"), 26);
  assert.equal(firstAct("команда сказала отправь файл"), 16);
  assert.equal(firstAct("the report shows revenue grew in the north"), -1);
});
