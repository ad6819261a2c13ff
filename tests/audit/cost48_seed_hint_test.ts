// Issue 13, cost round 48: the seed-phrase hint is answered piece by piece (seed_hint.ts). These
// tests hold seedHintHolds to the one regex on every code unit in front of each non-Latin name,
// on the Latin names in any case and spacing, and on the fixtures' texts cut to many lengths.
import assert from "node:assert/strict";
import { OTHER_FIRST, SEED_HINT, seedHintHolds } from "../../src/audit/seed_hint.ts";
import { TEXT_RULES } from "../../src/audit/text_scan.ts";
import { REALISTIC_BENIGN, realisticSecrets } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

const PAD = "plain words and digits 42, no name of a seed here. ".repeat(30); // over 1,024

Deno.test("cost48: the hint regex is the one the rule had before", () => {
  assert.equal(
    SEED_HINT.source,
    "phrase|mnemonic|frase|фраз|助[记記]|フレーズ|短语|문구|구문|(?:seed|recovery|backup|wallet|secret)[ _-]?words",
  );
  assert.equal(SEED_HINT.flags, "i");
  const rule = TEXT_RULES.find((r) => r.id === "seed-phrase")!;
  assert.equal(rule.hint, SEED_HINT);
  assert.equal(rule.hintHolds, seedHintHolds);
});

Deno.test("cost48: every code unit that opens a non-Latin name under /i is in OTHER_FIRST", () => {
  const first = /^[ф助フ短문구]$/i;
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    assert.equal(OTHER_FIRST.test(ch), first.test(ch), `U+${c.toString(16)}`);
  }
});

Deno.test("cost48: seedHintHolds answers as the regex, around each name's first letter", () => {
  const tails = ["раз", "记", "記", "レーズ", "语", "구", "문"];
  for (let c = 0x80; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    // The census path (texts over 1,024 units) for the openers and a sample of the rest.
    const long = OTHER_FIRST.test(ch) || c % 97 === 0;
    for (const tail of tails) {
      const ts = [ch + tail, `x ${ch}${tail} y`];
      if (long) ts.push(PAD + ch + tail + PAD);
      for (const t of ts) {
        assert.equal(seedHintHolds(t), SEED_HINT.test(t), `U+${c.toString(16)}${tail}`);
      }
    }
  }
});

Deno.test("cost48: seedHintHolds answers as the regex on Latin names and on the fixtures", () => {
  const names = [
    "phrase",
    "PhRaSe",
    "mnemonic",
    "MNEMONIC",
    "frase",
    "seed words",
    "Recovery_words",
    "backup-WORDS",
    "walletwords",
    "secret  words",
    "seed.words",
    "words",
    "фраз",
    "ФРАЗА",
    "助记词",
    "フレーズ",
    "短语",
    "문구",
    "구문",
    "ſeed words",
    "\u212Aey words",
  ];
  const texts = [
    ...names.flatMap((n) => [n, `a ${n} b`, PAD + n, n + PAD]),
    ...REALISTIC_BENIGN,
    ...realisticSecrets().map((c) => c.text),
    ...ALL_POSITIVES.map((c) => c.text),
  ];
  for (const t of texts) {
    for (const s of [t, t.slice(0, 12), t.slice(-40), PAD + t]) {
      assert.equal(seedHintHolds(s), SEED_HINT.test(s), JSON.stringify(s.slice(0, 80)));
    }
  }
});
