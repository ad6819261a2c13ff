// Hashed features of the trained injection classifier, shared by the runtime scorer and the
// training script (scripts/train_injection_classifier.ts) so both read text the same way.
import { AI, AI_OPENS, HUMAN, wordFlags, YOU } from "./classifier_addressee.ts";
import {
  C,
  C_ALL,
  CLASS_COUNT,
  CLASS_REPEAT,
  classFeatures,
  prefixClasses,
  wholeClasses,
} from "./classifier_classes.ts";
import { cleanPiece } from "./classifier_clean.ts";
import { charGrams } from "./classifier_chargrams.ts";
import { mix, SEED_WORD } from "./classifier_hash.ts";
import { shape, STRUCTURE_ROOM, structureFeatures } from "./classifier_structure.ts";
import { normaliseText } from "./unicode.ts";
import {
  ACT,
  clauseEdges,
  clauseOrders,
  EDGES,
  orderFeatures,
  ORDERS,
  ORDERS_ROOM,
  scriptOrders,
} from "./classifier_orders.ts";
import { pieceSpans } from "./classifier_pieces.ts";

export { cleanPiece, mix, pieceSpans, SEED_WORD };

/** One scored piece of text: where it is in the normalised text, and its hashed features. */
export interface Piece {
  /** Position among all pieces of the text (gated-out pieces leave gaps). */
  index: number;
  start: number;
  end: number;
  /** Feature indices in a 2^bits hashed space, with repeats (counts). */
  feats: Uint32Array;
}

const SEED_PAIR = 0x5a17e3b9;
const SEED_FIRST = 0x1f00d7a3;
const SEED_SHAPE = 0x6c0ffee1;
export const SEED_CJK = 0x3c6ef372;
const SEED_ADDRESSEE = 0x4d2c9b17;
const ADDRESSEE_REPEAT = 12;

/** Reused between calls (pieceFeatures copies features out; the runtime scorer reads them here). */
let scratch = new Uint32Array(2048);

/** The buffer featuresInScratch last wrote (it grows for long pieces). */
export function featureScratch(): Uint32Array {
  return scratch;
}

/**
 * Features of one cleaned piece: CJK character pairs (two CJK characters already make a word),
 * character 3-5-grams (they carry other languages and scripts), word unigrams and bigrams, the
 * first two words (imperatives and addressees open a sentence), a length bucket, and who the
 * piece addresses (classifier_addressee.ts).
 * `wordsOnly` (the gate's model): CJK pairs and word unigrams alone.
 */
export function pieceFeatures(
  piece: string,
  bits: number,
  wordsOnly = false,
  structure = 0,
  raw?: string,
): Uint32Array {
  const n = featuresInScratch(piece, bits, wordsOnly, structure, raw);
  return scratch.slice(0, n); // after the call: it may have grown the scratch
}

/**
 * pieceFeatures without the copy (cost round 36): the count of features, left at the start of
 * `scratch` until the next call (the scorer sums them at once).
 */
export function featuresInScratch(
  piece: string,
  bits: number,
  wordsOnly: boolean,
  structure: number,
  raw?: string,
): number {
  const mask = (1 << bits) - 1;
  const s = ` ${piece} `;
  const room = ADDRESSEE_REPEAT + CLASS_ROOM + STRUCTURE_ROOM + ORDERS_ROOM;
  if (scratch.length < s.length * 7 + 1 + room) scratch = new Uint32Array(s.length * 8 + room);
  const out = scratch;
  let n = 0;
  for (let i = 0; i + 2 <= s.length; i++) {
    if (s.charCodeAt(i) >= 0x2e80 && s.charCodeAt(i + 1) >= 0x2e80) {
      out[n++] = (mix(mix(SEED_CJK, s.charCodeAt(i)), s.charCodeAt(i + 1)) >>> 0) & mask;
    }
  }
  if (!wordsOnly) n = charGrams(s, out, n, mask);
  // Words: the runs between the single spaces of a cleaned piece.
  let prev = 0, words = 0, h = SEED_WORD, who = 0, len = 0, cls = 0;
  const classes = !wordsOnly && WORD_CLASSES.on;
  // Round 28 (ORDERS.on): clause edges of the raw piece, and the act classes met per clause.
  const ords = classes && ORDERS.on && raw !== undefined;
  const edgeWords = ords ? clauseEdges(raw) : 0;
  let clause = 0, oflags = 0;
  if (classes) {
    CLASS_AT.fill(-1);
    abs1 = abs2 = 0;
    absCls = 0;
  }
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32) {
      h = mix(h, c);
      // Stems of three letters or more end at some prefix of the word ("instrucci…").
      if (classes && ++len >= 3) cls |= prefixClasses(h);
      continue;
    }
    out[n++] = (h >>> 0) & mask;
    if (!wordsOnly) {
      if (words > 0) out[n++] = (mix(mix(SEED_PAIR, prev), h) >>> 0) & mask;
      if (words < 2) out[n++] = (mix(SEED_FIRST + words, h) >>> 0) & mask;
      const f = wordFlags(h);
      who |= words < 2 && (f & AI) ? f | AI_OPENS : f;
      if (classes) {
        cls |= wholeClasses(h) | (f & AI ? C.ai : 0) | (f & YOU ? C.you : 0) |
          (f & HUMAN ? C.human : 0);
        const all = cls & C_ALL;
        cls ^= all;
        if (ords) {
          const edge = words < edgeWords ? EDGES[words] : 0;
          clause = (edge & 1 ? 0 : clause) | cls | all;
          if ((clause & ACT) !== 0) oflags |= clauseOrders(clause, cls, edge);
        }
        if (cls !== 0) markClasses(cls, words);
        if (CLASS_REPEAT.abstract) {
          n = abstractGrams(out, n, cls !== 0 ? mix(SEED_ABS, cls) : h, cls !== 0, mask);
        }
      }
    }
    len = 0;
    cls = 0;
    prev = h;
    h = SEED_WORD;
    words++;
  }
  if (!wordsOnly) out[n++] = (mix(SEED_SHAPE, Math.min(words >> 2, 12)) >>> 0) & mask;
  // Repeated: one feature among hundreds of n-grams would carry almost no weight.
  if (who !== 0) {
    const f = (mix(SEED_ADDRESSEE, who) >>> 0) & mask;
    for (let k = 0; k < ADDRESSEE_REPEAT; k++) out[n++] = f;
  }
  if (classes) n = classFeatures(out, n, CLASS_AT, mask);
  if (structure !== 0) n = structureFeatures(out, n, structure, classes ? orders() : 0, mask);
  if (ords) n = orderFeatures(out, n, oflags | scriptOrders(piece), structure, mask);
  return n;
}

/** Whether pieces carry word-class features (training scripts switch it to compare). */
export const WORD_CLASSES = { on: true };
/** Room for a piece's class features at the largest repeats the scripts try. */
const CLASS_ROOM = CLASS_COUNT * (16 + 1 + (CLASS_COUNT - 1) * 4);
/** Per class: first word index, last word index (-1: absent); reset per piece. */
const CLASS_AT = new Int16Array(64);

const SEED_ABS = 0x3a5c7e91, SEED_ABS2 = 0x6b1d2f43, SEED_ABS3 = 0x0e4f8a27;
/** The two previous words of the abstracted sequence (a classed word is its class) and which were classes. */
let abs1 = 0, abs2 = 0, absCls = 0;

/**
 * Bigrams and trigrams over the words with classed words replaced by their class ("<OVR> your
 * <PRIOR> <OBJ>"), kept only when one of them is a class (the rest are the word n-grams already).
 */
function abstractGrams(out: Uint32Array, n: number, a: number, isCls: boolean, mask: number) {
  absCls = ((absCls << 1) | (isCls ? 1 : 0)) & 7;
  if (abs1 !== 0 && (absCls & 3) !== 0) out[n++] = (mix(mix(SEED_ABS2, abs1), a) >>> 0) & mask;
  if (abs2 !== 0 && absCls !== 0) {
    out[n++] = (mix(mix(mix(SEED_ABS3, abs2), abs1), a) >>> 0) & mask;
  }
  abs2 = abs1;
  abs1 = a;
  return n;
}

/** Which order classes the piece holds: act, override, send, secret (a 4-bit set). */
function orders(): number {
  return (CLASS_AT[2 * 4] >= 0 ? 1 : 0) | (CLASS_AT[2 * 1] >= 0 ? 2 : 0) |
    (CLASS_AT[2 * 10] >= 0 ? 4 : 0) | (CLASS_AT[2 * 5] >= 0 ? 8 : 0);
}

function markClasses(cls: number, word: number): void {
  for (let k = 0; cls !== 0; k++, cls >>= 1) {
    if ((cls & 1) === 0) continue;
    if (CLASS_AT[2 * k] < 0) CLASS_AT[2 * k] = word;
    CLASS_AT[2 * k + 1] = word;
  }
}

/** Every piece of `text` with its features (training reads all of them). */
export function textPieces(text: string, bits: number, wordsOnly = false): Piece[] {
  const visible = normaliseText(text);
  const out: Piece[] = [];
  let prev: string | undefined;
  pieceSpans(visible).forEach(([start, end], index) => {
    const raw = visible.slice(start, end);
    const clean = cleanPiece(raw);
    const before = prev;
    prev = raw;
    if (clean.length > 0) {
      const flags = wordsOnly ? 0 : shape(raw, before);
      const feats = pieceFeatures(clean, bits, wordsOnly, flags, raw);
      out.push({ index, start, end, feats });
    }
  });
  return out;
}
