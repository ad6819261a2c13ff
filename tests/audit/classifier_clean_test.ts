// cleanPiece's all-ASCII loop must give exactly what the regex form gives (the form it replaced,
// kept below as the reference), on seeded pieces mixing letters, digits, punctuation, escapes and
// now and then a non-ASCII character (which takes the regex path).
import assert from "node:assert/strict";
import { cleanPiece, mix, pieceFeatures, SEED_WORD } from "../../src/audit/classifier_features.ts";
import { Rng } from "../fuzz/_rng.ts";

const ESCAPE = /\\+(?:[nrt]|u([0-9a-f]{4}))/g;
function reference(text: string): string {
  const t = text.toLowerCase();
  const u = t.includes("\\")
    ? t.replace(
      ESCAPE,
      (_, code?: string) => code ? String.fromCharCode(parseInt(code, 16)).toLowerCase() : " ",
    )
    : t;
  return u.replace(/\d/g, "0").replace(/[^\p{L}\p{M}\p{N}'’]+/gu, " ").trim();
}

const PARTS = [
  "Ignore",
  "the",
  "PREVIOUS",
  "rules",
  "don't",
  "42",
  "x9",
  " ",
  "  ",
  "\t",
  "\n",
  ".",
  ",",
  "!?",
  "'",
  "-",
  "_",
  "@",
  "~",
  "\\n",
  "\\\\t",
  "\\u0041",
  "\\u00e9",
  "\\x",
  "\\",
  "{",
  "}",
  "0x1F",
];
const RARE = ["é", "’", "Σ", "中文", "\u00a0", "e\u0301", "ß", "İ", "①", "\u200b"];

Deno.test("cleanPiece: equal to the regex form on 20,000 seeded pieces", () => {
  const rng = new Rng(1616);
  let ascii = 0;
  for (let i = 0; i < 20_000; i++) {
    let s = "";
    for (let k = rng.int(40); k > 0; k--) {
      s += rng.chance(0.03) ? RARE[rng.int(RARE.length)] : PARTS[rng.int(PARTS.length)];
    }
    if ([...s].every((ch) => ch.charCodeAt(0) < 128)) ascii++;
    assert.equal(cleanPiece(s), reference(s), JSON.stringify(s));
  }
  assert.ok(ascii > 5000, `${ascii} all-ASCII pieces`);
  assert.equal(cleanPiece("x".repeat(20_000) + " 1"), reference("x".repeat(20_000) + " 1"));
});

/** The loop charGrams replaced: hashes of the 3-, 4- and 5-grams from each position. */
function referenceGrams(piece: string, bits: number): number[] {
  const s = ` ${piece} `;
  const mask = (1 << bits) - 1;
  const out: number[] = [];
  for (let i = 0; i + 3 <= s.length; i++) {
    let h = 0x811c9dc5;
    for (let k = 0; k < 5 && i + k < s.length; k++) {
      h = mix(h, s.charCodeAt(i + k));
      if (k >= 2) out.push((h >>> 0) & mask);
    }
  }
  return out;
}

Deno.test("pieceFeatures: character n-grams equal the per-position loop on 5,000 seeded pieces", () => {
  const rng = new Rng(1617);
  for (let i = 0; i < 5000; i++) {
    let s = "";
    for (let k = rng.int(30); k > 0; k--) s += PARTS[rng.int(PARTS.length)];
    const piece = cleanPiece(s);
    const grams = referenceGrams(piece, 18);
    // Latin text has no CJK pairs, so the n-grams open the feature list.
    const feats = pieceFeatures(piece, 18);
    assert.deepEqual([...feats.slice(0, grams.length)], grams, piece);
    // And nothing more: the first word's hash comes next.
    let h = SEED_WORD;
    for (const ch of piece.split(" ")[0]) h = mix(h, ch.charCodeAt(0));
    assert.equal(feats[grams.length], (h >>> 0) & ((1 << 18) - 1), piece);
  }
});
