// The seed-phrase rule tries its name regex only where seedNameStarts says a match can begin (the
// text index's words, and the other scripts' first letters when a few are present): over seeded
// long texts it must give exactly the matches of a plain global scan, and decline texts it cannot
// decide.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { globalMatches } from "./_global_scan.ts";
import { PHRASE_NAME, seedNameStarts } from "../../src/audit/wallet_rules.ts";
import { candidateStarts, registerRegex } from "../../src/audit/regex_index.ts";
import { execAtStarts } from "../../src/audit/windows.ts";

const ASCII_PIECES = [
  "seed phrase: ",
  "SEED-PHRASE ",
  "ſeed words",
  "Recovery_Words ",
  "backup phrase",
  "wallet-word ",
  "mnemonic ",
  "MNEMONIC",
  "frase semilla ",
  "Frase di recupero",
  "frase   secreta",
  "phrase secrète ",
  "phrase de récupération",
  "Wiederherstellungssatz ",
  "wiederherstellungsphrase",
  "secret phrase",
  "seedphrase ",
  "phraseology ",
  "the seed of an idea. ",
  " ",
  "\n",
  "x",
];
const OTHER_PIECES = ["сид-фраза ", "МНЕМОНИЧЕСК фраз ", "ФРАЗ восстановления", "\u1c83ид-фраз"];

function plainScan(text: string): string[] {
  return globalMatches(PHRASE_NAME, text);
}

// Any regex of the text group: asking for its candidates indexes the text for the whole group.
const PROBE = /zzqx/;
registerRegex(PROBE, "text");

function text(next: () => number, pieces: string[]): string {
  let t = "";
  while (t.length < 2100) t += pieces[Math.floor(next() * pieces.length)];
  return t;
}

Deno.test("seed names: same matches as a global scan over 300 seeded long texts", () => {
  const rng = new Rng(7);
  const next = () => rng.next();
  for (let n = 0; n < 300; n++) {
    const t = text(next, ASCII_PIECES);
    assert.equal(seedNameStarts(t), undefined, "not indexed yet: declines");
    candidateStarts(PROBE, t, true);
    const starts = seedNameStarts(t);
    assert.ok(starts !== undefined);
    const found: string[] = [];
    execAtStarts(PHRASE_NAME, t, starts, (m) => void found.push(`${m.index}:${m[0]}`));
    const expected = plainScan(t);
    assert.ok(expected.length > 0);
    assert.deepEqual(found, expected);
  }
});

Deno.test("seed names: other-script first letters join the candidates, same matches", () => {
  const rng = new Rng(11);
  const next = () => rng.next();
  let other = 0;
  for (let n = 0; n < 300; n++) {
    const t = text(next, next() < 0.5 ? [...ASCII_PIECES, ...OTHER_PIECES] : ASCII_PIECES);
    candidateStarts(PROBE, t, true);
    const starts = seedNameStarts(t);
    assert.ok(starts !== undefined);
    const found: string[] = [];
    execAtStarts(PHRASE_NAME, t, starts, (m) => void found.push(`${m.index}:${m[0]}`));
    const expected = plainScan(t);
    // Names the index alone would have missed (they open with another script's letter).
    if (expected.some((m) => /^\d+:[^ -~]/.test(m))) other++;
    assert.deepEqual(found, expected, JSON.stringify(t));
  }
  assert.ok(other > 100, `only ${other} texts with another script's name`);
});

Deno.test("seed names: a text with many other-script first letters is declined", () => {
  const t = "мама сказала ".repeat(200) + "seed phrase: ";
  candidateStarts(PROBE, t, true);
  assert.equal(seedNameStarts(t), undefined);
});
