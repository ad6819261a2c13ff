// The classifier's gate: a small logistic model over word unigrams and CJK character pairs,
// computed in one pass over a piece's characters (hashing them as pieceFeatures(…, wordsOnly)
// does, with a simplified case folding), so only pieces it finds suspicious get full features.
import { mix, SEED_CJK, SEED_WORD } from "./classifier_features.ts";

/** Word-unigram model: a piece is kept when its logit reaches `threshold`. */
export interface GateModel {
  bits: number;
  bias: number;
  weights: Float32Array;
  threshold: number;
}

/** Punctuation, symbols, spaces and surrogates outside ASCII: word boundaries. */
function isBoundary(c: number): boolean {
  return c < 0xc0 || c === 0xd7 || c === 0xf7 || (c >= 0x2000 && c <= 0x2bff) ||
    (c >= 0x3000 && c <= 0x303f) || (c >= 0xd800 && c <= 0xdfff) ||
    (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff0f) ||
    (c >= 0xff1a && c <= 0xff20) || (c >= 0xff3b && c <= 0xff40) || (c >= 0xff5b && c <= 0xff65);
}

/** Lower case for Latin-1, Greek and Cyrillic capitals (toLowerCase on the common scripts). */
function fold(c: number): number {
  if ((c >= 0xc0 && c <= 0xde) || (c >= 0x391 && c <= 0x3a9) || (c >= 0x410 && c <= 0x42f)) {
    return c + 0x20;
  }
  return c >= 0x400 && c <= 0x40f ? c + 0x50 : c;
}

/** Whether [start, end) of `text` (normalised) passes the gate. */
export function passesGate(text: string, start: number, end: number, g: GateModel): boolean {
  const mask = (1 << g.bits) - 1;
  const w = g.weights;
  let h = SEED_WORD, inWord = false, sum = 0, n = 0, cjk = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    const l = c | 32; // ASCII letters lower-cased; nothing else lands in a-z
    if (l >= 97 && l <= 122) { // the common case first
      h = mix(h, l);
      inWord = true;
      cjk = 0;
      continue;
    }
    let x: number;
    if (c >= 48 && c <= 57) x = 48;
    else if (c === 0x27 || c === 0x2019) x = c;
    else if (!isBoundary(c)) x = fold(c);
    else {
      if (inWord) (sum += w[(h >>> 0) & mask], n++);
      h = SEED_WORD;
      inWord = false;
      cjk = 0;
      continue;
    }
    if (x >= 0x2e80) {
      if (cjk !== 0) (sum += w[(mix(mix(SEED_CJK, cjk), x) >>> 0) & mask], n++);
      cjk = x;
    } else cjk = 0;
    h = mix(h, x);
    inWord = true;
  }
  if (inWord) (sum += w[(h >>> 0) & mask], n++);
  return n > 0 && g.bias + sum / Math.sqrt(n) >= g.threshold;
}
