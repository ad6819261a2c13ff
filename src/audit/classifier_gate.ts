// The classifier's gate: a small logistic model over word unigrams alone, computed in one pass
// over a piece's characters (hashing words as pieceFeatures(…, wordsOnly) does), so only pieces
// it finds suspicious get the full character n-gram features.
import { mix, SEED_WORD } from "./classifier_features.ts";

/** Word-unigram model: a piece is kept when its logit reaches `threshold`. */
export interface GateModel {
  bits: number;
  bias: number;
  weights: Float32Array;
  threshold: number;
}

/**
 * Whether [start, end) of `text` passes the gate. Letters outside ASCII (accented, other
 * scripts) are not folded here, so such a piece always passes and is scored in full.
 */
export function passesGate(text: string, start: number, end: number, g: GateModel): boolean {
  const mask = (1 << g.bits) - 1;
  const w = g.weights;
  let h = SEED_WORD, inWord = false, sum = 0, n = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    const l = c | 32; // ASCII letters lower-cased; nothing else lands in a-z
    if (l >= 97 && l <= 122) h = mix(h, l);
    else if (c >= 48 && c <= 57) h = mix(h, 48);
    else if (c === 0x27 || c === 0x2019) h = mix(h, c);
    else if (c >= 0xc0 && (c < 0x2000 || c > 0x206f)) return true;
    else {
      if (inWord) (sum += w[(h >>> 0) & mask], n++);
      h = SEED_WORD;
      inWord = false;
      continue;
    }
    inWord = true;
  }
  if (inWord) (sum += w[(h >>> 0) & mask], n++);
  return n > 0 && g.bias + sum / Math.sqrt(n) >= g.threshold;
}
