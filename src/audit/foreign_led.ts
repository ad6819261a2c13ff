// A residue's alternatives that can begin only at a character outside ASCII ("ии", "الوكيل",
// "(?-i:βοηθ)", "人工智能"): on a text of ASCII prose with a few such characters they are tried
// (sticky) at those characters instead of scanned over the whole text with the rest (cost round
// 47: the label words' residue was ~0.3 ms of a 60 KB prose result, nearly all of it these).
import { BACKREFERENCE, groupEnd, topAlternatives } from "./split_alternation.ts";

// Under /i only these fold onto ASCII letters (Kelvin sign to "k", long s to "s"; ascii_proof.ts).
const FOLDS_TO_ASCII = new Set([0x212a, 0x17f]);
const LOOKAROUND = /^\(\?<?[=!]/;
// A group whose alternatives are read as the alternative's first item: `(?:`, `(?i:`, `(?-i:`, `(`.
const PLAIN_GROUP = /^\((?:\?[a-z]*(?:-[a-z]+)?:|(?!\?))/;
const OPTIONAL = /^(?:[?*]|\{0[,}])/;

/**
 * True when every match of `alt` (one alternative's source) begins with a literal character
 * outside ASCII that no ASCII character equals, even case-folded: past zero-width assertions, its
 * first item is such a character, or a group each of whose alternatives is so led; neither may be
 * optional. False when unsure.
 */
export function foreignLed(alt: string): boolean {
  let i = 0;
  for (;;) {
    if (alt.startsWith("\\b", i) || alt.startsWith("\\B", i)) i += 2;
    else if (alt[i] === "^") i++;
    else if (LOOKAROUND.test(alt.slice(i, i + 4))) {
      const close = groupEnd(alt, i);
      if (close < 0 || /^[?*+{]/.test(alt.slice(close + 1))) return false;
      i = close + 1;
    } else break;
  }
  if (alt[i] === "(") {
    const open = PLAIN_GROUP.exec(alt.slice(i));
    const close = groupEnd(alt, i);
    if (open === null || close < 0 || OPTIONAL.test(alt.slice(close + 1))) return false;
    return topAlternatives(alt.slice(i + open[0].length, close)).every(foreignLed);
  }
  const c = alt.codePointAt(i);
  if (c === undefined || c < 0x80 || FOLDS_TO_ASCII.has(c)) return false;
  return !OPTIONAL.test(alt.slice(i + (c > 0xffff ? 2 : 1)));
}

/** A global regex split in two: `foreign` (sticky) holds its foreign-led alternatives. */
export interface ForeignSplit {
  ascii: RegExp;
  foreign: RegExp;
}

const SPLITS = new WeakMap<RegExp, ForeignSplit | null>();

/**
 * The split of a global regex, or undefined when its alternatives are not of both kinds (one all
 * foreign-led is left whole: the engine's own scan of it was cheaper, 16 against 23 µs on prose).
 */
export function foreignSplit(re: RegExp): ForeignSplit | undefined {
  let split = SPLITS.get(re);
  if (split === undefined) {
    const alts = BACKREFERENCE.test(re.source) ? [] : topAlternatives(re.source);
    const foreign = alts.filter(foreignLed);
    const ascii = alts.filter((a) => !foreignLed(a));
    split = foreign.length === 0 || ascii.length === 0 ? null : {
      ascii: new RegExp(ascii.join("|"), re.flags),
      foreign: new RegExp(foreign.join("|"), re.flags.replace("g", "") + "y"),
    };
    SPLITS.set(re, split);
  }
  return split ?? undefined;
}

const NON_ASCII = /[\u0080-\uffff]+/g; // every code unit outside ASCII (no /u: surrogates too)
/** Past this many characters outside ASCII a whole-text scan is cheaper than a try at each. */
const MAX_TRIED = 256;

/**
 * Offsets of `text` where `foreign` (sticky) matches, sorted; undefined when the text holds a
 * surrogate (a scan steps over pairs, and past a lone one after a match: not mirrored here) or
 * more than MAX_TRIED characters outside ASCII. A foreign-led match begins at one of those.
 */
export function foreignStarts(foreign: RegExp, text: string): number[] | undefined {
  const at: number[] = [];
  NON_ASCII.lastIndex = 0;
  for (let m = NON_ASCII.exec(text); m !== null; m = NON_ASCII.exec(text)) {
    for (let p = m.index; p < NON_ASCII.lastIndex; p++) {
      const c = text.charCodeAt(p);
      if ((c >= 0xd800 && c <= 0xdfff) || at.length >= MAX_TRIED) return undefined;
      at.push(p);
    }
  }
  return at.filter((p) => (foreign.lastIndex = p, foreign.test(text)));
}
