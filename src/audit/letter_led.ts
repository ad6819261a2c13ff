// Cost round 51: the label words' search tries each candidate its index lists, and most word
// sets open their English words with (?<![a-z]) ("ai" in "said" is a candidate). At a candidate
// after a letter those alternatives cannot match, so the candidate is skipped untried (a regex
// call) when no other alternative can open with the character there either. What may open the
// other alternatives is read from their sources, and any doubt keeps every candidate.
import { FOLDS_TO_ASCII } from "./ascii_proof.ts";
import { groupEnd, topAlternatives } from "./split_alternation.ts";

const LOOKBEHIND = "(?<![a-z])";
const LOOKAROUND = /^\(\?(?:<[!=]|[!=])/;
const MAY_BE_ABSENT = /^[?*{]/;
const SPECIAL = "^$.|?*+()[]{}";

/**
 * The lower-cased ASCII characters one of which opens every match of the alternative `a` (empty:
 * every match opens outside ASCII, where no ASCII character folds), or undefined when unknown.
 */
export function openings(a: string): Set<string> | undefined {
  if (a.length === 0) return undefined;
  if (LOOKAROUND.test(a)) {
    const end = groupEnd(a, 0);
    return end < 0 ? undefined : openings(a.slice(end + 1)); // zero-width: the rest opens
  }
  if (a[0] === "(") {
    const end = groupEnd(a, 0);
    const head = /^\((?:\?:|\?-?i:)?/.exec(a)![0];
    if (end < 0 || (a[1] === "?" && head.length < 3) || MAY_BE_ABSENT.test(a.slice(end + 1))) {
      return undefined;
    }
    const out = new Set<string>();
    for (const alt of topAlternatives(a.slice(head.length, end))) {
      const o = openings(alt);
      if (o === undefined) return undefined;
      for (const c of o) out.add(c);
    }
    return out;
  }
  let ch: string;
  if (a[0] === "\\") {
    if (a.length < 2 || /\w/.test(a[1])) return undefined; // classes, \b, \p{…}, escapes by code
    ch = a[1];
  } else if (SPECIAL.includes(a[0])) return undefined;
  else ch = String.fromCodePoint(a.codePointAt(0)!);
  if (MAY_BE_ABSENT.test(a.slice(a[0] === "\\" ? 2 : ch.length))) return undefined;
  const c = ch.codePointAt(0)!;
  if (c < 0x80) return new Set([ch.toLowerCase()]);
  // Under /iu U+017F and U+212A match "s" and "k"; no other non-ASCII character matches ASCII.
  return FOLDS_TO_ASCII.has(c) ? new Set([c === 0x17f ? "s" : "k"]) : new Set();
}

/** Per word set: which letters before a candidate fail every (?<![a-z])-led alternative. */
export interface LetterSkip {
  /** 2: any ASCII letter (flag i); 1: a lower-case one. */
  kind: number;
  /** 1 for each ASCII character code another alternative may open with (either case). */
  opens: Uint8Array;
}

const SKIPS = new WeakMap<RegExp, LetterSkip | null>();

/** The skip for `re`, or null when no alternative is (?<![a-z])-led or another's opening is unknown. */
export function letterSkip(re: RegExp): LetterSkip | null {
  let skip = SKIPS.get(re);
  if (skip !== undefined) return skip;
  skip = null;
  const alts = topAlternatives(re.source);
  const others = alts.filter((a) => !a.startsWith(LOOKBEHIND));
  const sets = others.map(openings);
  if (others.length < alts.length && sets.every((s) => s !== undefined)) {
    const opens = new Uint8Array(128);
    for (let c = 0; c < 128; c++) {
      const ch = String.fromCharCode(c).toLowerCase();
      if (sets.some((s) => s!.has(ch))) opens[c] = 1;
    }
    skip = { kind: re.ignoreCase ? 2 : 1, opens };
  }
  SKIPS.set(re, skip);
  return skip;
}

/** No match of the word set can start at `p` of `part` (a letter before, no other opening). */
export function letterSkipped(part: string, p: number, skip: LetterSkip): boolean {
  if (p === 0) return false;
  const b = part.charCodeAt(p - 1);
  if (!((b >= 97 && b <= 122) || (skip.kind === 2 && b >= 65 && b <= 90))) return false;
  const c = part.charCodeAt(p);
  return c < 0x80 && skip.opens[c] === 0;
}
