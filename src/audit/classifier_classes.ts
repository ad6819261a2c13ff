// Word classes for the trained classifier: whether a word is an AI addressee, an override verb,
// a word for instructions, "previous", an imperative act, a secret, "you", a human audience, a
// link part or a word for secrecy. The stems come from the sentence scorer's lexicons (imported,
// compiled regexes read back into stems), so a class learned from one author's wording carries
// to another's and to the 29+ languages the rules read (issue 13, classifier round 13).
import { mix, SEED_WORD } from "./classifier_hash.ts";
import { EN } from "./intent_english.ts";
import type { Lexicon, WordClass } from "./intent_lexicon.ts";
import { LATIN_LEXICONS } from "./intent_latin.ts";
import { LATIN_EXTRA_LEXICONS } from "./intent_latin_extra.ts";
import { LATIN_MORE_LEXICONS } from "./intent_latin_more.ts";
import { SCRIPT_LEXICONS } from "./intent_scripts.ts";
import { SCRIPT_EXTRA_LEXICONS } from "./intent_scripts_extra.ts";

/** Class bits (a word may carry several). */
export const C = {
  ai: 1,
  ovr: 2,
  obj: 4,
  prior: 8,
  act: 16,
  secret: 32,
  you: 64,
  human: 128,
  ext: 256,
  hide: 512,
  send: 1024,
} as const;
export const CLASS_COUNT = 11;
/**
 * Round 28: the lexicons' "all" words, outside the class features (stripped before them, so the
 * shipped features are unchanged); classifier_orders.ts reads them with an act verb.
 */
export const C_ALL = 2048;

const FROM_LEXICON: Partial<Record<WordClass, number>> = {
  addr: C.ai,
  ovr: C.ovr,
  obj: C.obj,
  prior: C.prior,
  act: C.act,
  secret: C.secret,
  you: C.you,
  human: C.human,
};

// Not in the lexicons: the parts a cleaned URL or address leaves, and words for doing it unseen.
const EXT_WORDS = "http https www mailto com org net io ru cn xyz php html onion";
const HIDE_WORDS = "secretly silently quietly covertly discreetly unnoticed unbeknownst " +
  "heimlich stillschweigend secrètement discrètement secretamente silenciosamente " +
  "segretamente tajnie potajemu тайно незаметно";

const BOUND = String.raw`(?![\p{L}\p{N}_])`;

/** Top-level alternatives of a regex source (parentheses and escapes respected). */
function alternatives(src: string): string[] {
  const out: string[] = [];
  let depth = 0, from = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      out.push(src.slice(from, i));
      from = i + 1;
    }
  }
  out.push(src.slice(from));
  return out;
}

/** The body of `prefix(?:…)suffix`, or the source itself. */
function body(src: string): string {
  const open = src.indexOf("(?:");
  if (open < 0) return src;
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === "\\") i++;
    else if (src[i] === "(") depth++;
    else if (src[i] === ")" && --depth === 0) return src.slice(open + 3, i);
  }
  return src;
}

/** One-word stems of a compiled class: [stem, whole word only]. Phrases are left out. */
function stems(rx: RegExp | undefined): Array<[string, boolean]> {
  if (!rx) return [];
  const out: Array<[string, boolean]> = [];
  for (let alt of alternatives(body(rx.source))) {
    const whole = alt.endsWith(BOUND);
    if (whole) alt = alt.slice(0, -BOUND.length);
    // English plurals and endings ("instructions?", "polic(?:y|ies)") become a prefix stem.
    const tail = /^([^\\()|?*+[\]\s]{3,})(?:s\?|\(\?:[a-z|]*\)\??)$/u.exec(alt);
    if (tail) out.push([tail[1], false]);
    else if (!/[\\()|?*+[\]\s]/.test(alt) && alt.length > 0) out.push([alt, whole]);
  }
  return out;
}

function wordHash(w: string): number {
  let h = SEED_WORD;
  for (let i = 0; i < w.length; i++) h = mix(h, w.charCodeAt(i));
  return h >>> 0;
}

// Open addressing over full 32-bit hashes; a slot holds prefix flags and whole-word flags.
const SLOTS = 1 << 15;
const keys = new Uint32Array(SLOTS);
const prefixFlags = new Uint16Array(SLOTS);
const wholeFlags = new Uint16Array(SLOTS);
const used = new Uint8Array(SLOTS);

function add(word: string, flag: number, whole: boolean): void {
  const w = word.normalize("NFKC").toLowerCase();
  // A prefix of two letters would mark half a language's words.
  const asWhole = whole || w.length < 3;
  const h = wordHash(w);
  let s = h & (SLOTS - 1);
  while (used[s] !== 0 && keys[s] !== h) s = (s + 1) & (SLOTS - 1);
  used[s] = 1;
  keys[s] = h;
  if (asWhole) wholeFlags[s] |= flag;
  else prefixFlags[s] |= flag;
}

function slot(h: number): number {
  const k = h >>> 0;
  let s = k & (SLOTS - 1);
  while (used[s] !== 0) {
    if (keys[s] === k) return s;
    s = (s + 1) & (SLOTS - 1);
  }
  return -1;
}

/** Classes of stems that end at this prefix of a word (hash as pieceFeatures computes it). */
export function prefixClasses(h: number): number {
  const s = slot(h);
  return s < 0 ? 0 : prefixFlags[s];
}

/** Classes of the whole word (its own entry plus prefix stems equal to the word). */
export function wholeClasses(h: number): number {
  const s = slot(h);
  return s < 0 ? 0 : wholeFlags[s] | prefixFlags[s];
}

const LEXICONS: Lexicon[] = [
  ...LATIN_LEXICONS,
  ...LATIN_MORE_LEXICONS,
  ...LATIN_EXTRA_LEXICONS,
  ...SCRIPT_LEXICONS,
  ...SCRIPT_EXTRA_LEXICONS,
];
for (const lex of LEXICONS) {
  for (const [cls, flag] of Object.entries(FROM_LEXICON)) {
    for (const [w, whole] of stems(lex.shipped[cls as WordClass])) add(w, flag, whole);
  }
}
const english: Array<[RegExp, number]> = [
  [EN.override, C.ovr],
  [EN.object, C.obj],
  [EN.prior, C.prior],
  [EN.action, C.act],
  [EN.secret, C.secret],
  [EN.exfil, C.send],
];
for (const [rx, flag] of english) for (const [w, whole] of stems(rx)) add(w, flag, whole);
for (const w of EXT_WORDS.split(" ")) add(w, C.ext, true);
for (const w of HIDE_WORDS.split(" ")) add(w, C.hide, true);
for (const lex of LEXICONS) for (const [w, whole] of stems(lex.shipped.all)) add(w, C_ALL, whole);
// The other languages' act lists are sending verbs as much as English exfil is.
for (const lex of LEXICONS) for (const [w, whole] of stems(lex.shipped.act)) add(w, C.send, whole);

const SEED_CLASS = 0x2e9d41c3;
const SEED_CLASS_OPEN = 0x7b3a15f1;
const SEED_CLASS_PAIR = 0x51c0ab29;
/**
 * Repeats, as for the addressee feature: one feature among hundreds of n-grams weighs little.
 * Mutable so the training scripts can compare settings; the runtime uses the defaults.
 */
export const CLASS_REPEAT = { one: 3, pair: 1, abstract: true };

/**
 * Appends a piece's class features to `out` from `at` (per class: first and last word index,
 * -1 when absent): each class present, each class among the first two words, and each ordered
 * pair (a word of class a before a word of class b: "<AI>…<IMP>", "<IMP>…<SECRET>").
 */
export function classFeatures(out: Uint32Array, n: number, at: Int16Array, mask: number): number {
  for (let a = 0; a < CLASS_COUNT; a++) {
    if (at[2 * a] < 0) continue;
    const f = (mix(SEED_CLASS, a) >>> 0) & mask;
    for (let r = 0; r < CLASS_REPEAT.one; r++) out[n++] = f;
    if (at[2 * a] < 2) out[n++] = (mix(SEED_CLASS_OPEN, a) >>> 0) & mask;
    for (let b = 0; b < CLASS_COUNT; b++) {
      if (b !== a && at[2 * b] >= 0 && at[2 * a] < at[2 * b + 1]) {
        const p = (mix(mix(SEED_CLASS_PAIR, a), b) >>> 0) & mask;
        for (let r = 0; r < CLASS_REPEAT.pair; r++) out[n++] = p;
      }
    }
  }
  return n;
}
