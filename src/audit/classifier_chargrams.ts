// Character n-grams of a cleaned piece, the classifier's largest feature family; apart from
// classifier_features.ts so each file stays focused (and under the size limit).
import { mix } from "./classifier_hash.ts";

const SEED_CHAR = 0x811c9dc5;

/** Character codes of the piece being featured, reused between calls. */
let codes = new Uint16Array(512);

/**
 * Character 3-, 4- and 5-grams from each position, in that order: the codes are read once into
 * `codes` and each position's three hashes unrolled (the same values as a loop over k).
 */
export function charGrams(s: string, out: Uint32Array, n: number, mask: number): number {
  const len = s.length;
  if (codes.length < len) codes = new Uint16Array(len * 2);
  const c = codes;
  for (let i = 0; i < len; i++) c[i] = s.charCodeAt(i);
  for (let i = 0; i + 3 <= len; i++) {
    let h = mix(mix(mix(SEED_CHAR, c[i]), c[i + 1]), c[i + 2]);
    out[n++] = (h >>> 0) & mask;
    if (i + 3 >= len) break;
    h = mix(h, c[i + 3]);
    out[n++] = (h >>> 0) & mask;
    if (i + 4 >= len) continue;
    out[n++] = (mix(h, c[i + 4]) >>> 0) & mask;
  }
  return n;
}
