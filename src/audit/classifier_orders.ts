// Order words of every lexicon language as language-free features (classifier round 28): an act
// verb at a clause's head or tail (imperatives open a clause; verb-final languages close it), an
// act verb with a secret, with "all" or with an AI addressee in one clause, each also joined with
// the piece's structure flags (an order inside a field value after its label). The words are the
// rules' own lexicons (classifier_classes.ts reads them into its table); scripts written without
// spaces are read by their lexicons' own regexes, as one clause.
import { mix } from "./classifier_hash.ts";
import type { Lexicon } from "./intent_lexicon.ts";
import { SCRIPT_LEXICONS } from "./intent_scripts.ts";
import { SCRIPT_EXTRA_LEXICONS } from "./intent_scripts_extra.ts";
import { S } from "./classifier_structure.ts";
import { C, C_ALL } from "./classifier_classes.ts";

/** Off in the shipped model unless trained with it (TrainOptions.orders). */
export const ORDERS = { on: false };

/** Order flags of a piece. */
export const O = { edge: 1, secret: 2, all: 4, addr: 8 } as const;

/** Per word of the cleaned piece: 1 opens a clause, 2 closes one (reused between pieces). */
export let EDGES = new Uint8Array(256);

/** A character the cleaned piece keeps inside a word (cleanPiece: letters, marks, digits, '’). */
function wordChar(c: number): boolean {
  if (c < 128) {
    return c === 39 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  }
  if (c === 0x2019) return true;
  return !((c >= 0x80 && c <= 0xbf) || c === 0xd7 || c === 0xf7 ||
    (c >= 0x2000 && c <= 0x2bff) || (c >= 0x3000 && c <= 0x303f) ||
    (c >= 0xd800 && c <= 0xdfff) || (c >= 0xff01 && c <= 0xff20) || c === 0x964 ||
    c === 0x965 || c === 0x60c || c === 0x61b || c === 0x61f || c === 0x6d4);
}

/** Characters that end a clause: sentence and clause marks of Latin, CJK, Indic, Arabic text. */
function clauseMark(c: number): boolean {
  return c === 46 || c === 33 || c === 63 || c === 59 || c === 58 || c === 44 || c === 10 ||
    c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1b || c === 0xff1a ||
    c === 0x3001 || c === 0xff0c || c === 0x964 || c === 0x965 || c === 0x60c ||
    c === 0x61b || c === 0x61f || c === 0x6d4 || c === 0x2013 || c === 0x2014;
}

/** Fills EDGES for the words of `raw` as cleanPiece splits them; returns the word count. */
export function clauseEdges(raw: string): number {
  if (EDGES.length < raw.length + 1) EDGES = new Uint8Array(raw.length * 2 + 1);
  let words = 0, inWord = false, open = true;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (wordChar(c)) {
      if (!inWord) (EDGES[words] = open ? 1 : 0, inWord = true, open = false);
      continue;
    }
    if (inWord) (words++, inWord = false);
    if (clauseMark(c)) {
      if (words > 0 && !open) EDGES[words - 1] |= 2;
      open = true;
    }
  }
  if (inWord) words++;
  if (words > 0) EDGES[words - 1] |= 2;
  return words;
}

// Lexicons of scripts the word table reads only at a word's start (no spaces, attached
// particles): their own regexes, tried when the piece holds the script.
const UNSPACED: Lexicon[] = [...SCRIPT_LEXICONS, ...SCRIPT_EXTRA_LEXICONS].filter((l) =>
  l.script !== undefined && l.shipped.act !== undefined &&
  !l.shipped.act.source.startsWith("(?<!")
);
const FAR_SCRIPT =
  /[\u0590-\u0dff\u0e00-\u0e7f\u10a0-\u10ff\u1200-\u137f\u3040-\u9fff\uac00-\ud7af]/;

/** Order flags from the unspaced scripts' lexicons over the whole cleaned piece. */
export function scriptOrders(clean: string): number {
  if (!FAR_SCRIPT.test(clean)) return 0;
  let f = 0;
  for (const lex of UNSPACED) {
    if (!lex.script!.test(clean) || !lex.shipped.act!.test(clean)) continue;
    if (lex.shipped.secret?.test(clean)) f |= O.secret;
    if (lex.shipped.all?.test(clean)) f |= O.all;
    if (lex.shipped.addr?.test(clean)) f |= O.addr;
  }
  return f;
}

const SEED_ORD = 0x43b1e5d7;
const SEED_ORD_STRUCT = 0x1d8c3a6f;
const REPEAT = 4;
export const ORDERS_ROOM = 2 * REPEAT;
const PLACE = S.field | S.role | S.turn | S.addrField | S.addrHead;

/** Appends the order flags' feature and the flags joined with where the piece sits. */
export function orderFeatures(
  out: Uint32Array,
  n: number,
  flags: number,
  structure: number,
  mask: number,
): number {
  if (flags === 0) return n;
  const f = (mix(SEED_ORD, flags) >>> 0) & mask;
  const g = (mix(mix(SEED_ORD_STRUCT, flags), structure & PLACE) >>> 0) & mask;
  for (let k = 0; k < REPEAT; k++) out[n++] = f;
  for (let k = 0; k < REPEAT; k++) out[n++] = g;
  return n;
}

export const ACT = C.act | C.send;

/** Order flags of a clause holding an act verb (`cls`: this word's classes; `edge`: its place). */
export function clauseOrders(clause: number, cls: number, edge: number): number {
  return ((cls & ACT) !== 0 && edge !== 0 ? O.edge : 0) | (clause & C.secret ? O.secret : 0) |
    (clause & C_ALL ? O.all : 0) | (clause & C.ai ? O.addr : 0);
}
