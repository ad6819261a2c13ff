// Where a match of the ai-label-dev-order rule can begin, found without running its regex at every
// line start, quote and double blank of a long text (1.6 ms of a 60 KB prose result before this).
// Every match holds a label word (an AI word, a system/developer voice or a modal's subject) at
// most 41 characters after the point where the label opens; before that point come only comment
// markers and blanks, and before those the opener: a line start, an escaped "\n", a quote, ">" or
// two blanks. So a match begins in that stretch before a label word, at an opener.

import { labelWordSearch } from "./label_words.ts";
import { businessLabelCanEnd } from "./business_label_end.ts";

// The rule's label words (AI_WORD, VOICE_WORD and MODAL's subjects in dev_order_rules.ts); the
// Latin ones with the same letter guards, the others as bare substrings (a superset).
const WORDS = new RegExp(
  String
    .raw`(?<![a-z])(?:ai|ia|ki|llm|mi|agents?|assistants?|bots?|copilot|agentes?|agenci[eu]|automated|coding)(?![a-z])|tekoäly|yapay|ии|ші|الوكيل|סוכן|system|sistema|système|systém|система|システム|系统|시스템|developer`,
  "gi",
);

/** The label opens at most this far before its word (LABEL's `{0,40}?` lead, or "[" + 30). */
const LEAD = 41;

// START's comment markers and blanks: `#`, `/`, `--`, `;`, `*`, `<!--`, `-`, `•`, `>`.
function isMarker(c: number): boolean {
  return c === 32 || c === 9 || c === 35 || c === 47 || c === 45 || c === 59 || c === 42 ||
    c === 60 || c === 33 || c === 0x2022 || c === 62;
}

// Blanks and line breaks after a sentence end (business openers' `\s+`, flag u).
const WHITE = /\s/u;

function lineEnd(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

/** START's alternatives: `^` (multiline), an escaped "\n", `"`, `'`, `>`, or two blanks. */
function opensAt(part: string, i: number): boolean {
  const c = part.charCodeAt(i);
  if (i === 0 || lineEnd(part.charCodeAt(i - 1))) return true;
  if (c === 34 || c === 39 || c === 62) return true;
  const d = part.charCodeAt(i + 1);
  if (c === 92) return d === 110;
  return (c === 32 || c === 9) && (d === 32 || d === 9);
}

type Starts = (text: string, from?: number, to?: number) => Generator<number>;

/**
 * Sorted offsets in [from, to) including every offset where a label rule's regex can match in
 * `text.slice(from, to)`, except the slice's own start, listed as they are read: an opener within
 * `lead` code units (code points with `wide`), markers, and (with `breaks`) blanks and line breaks
 * before a label word. `stops`: characters the label's lead cannot hold (see openerReach).
 */
function labelWordStarts(
  words: RegExp,
  lead: number,
  breaks: boolean,
  opens: (part: string, i: number) => boolean,
  wide = false,
  stops?: Set<number>,
  canEnd?: (part: string, at: number) => boolean,
): Starts {
  const search = labelWordSearch(words);
  return function* (text: string, from = 0, to = text.length): Generator<number> {
    const part = from === 0 && to === text.length ? text : text.slice(from, to);
    const found = search(text, from, to);
    let next = 1;
    for (let k = 0; k < found.at.length; k++) {
      const at = found.at[k];
      // A word no label can end after lists nothing, and does not move `next`: a later word
      // lists the openers before it that it reaches (its own stretch, as if this one were absent).
      if (canEnd !== undefined && !canEnd(part, at)) continue;
      let lo = wide ? codePointsBack(part, at, lead) : Math.max(0, at - lead);
      while (lo > 0 && isMarker(part.charCodeAt(lo - 1))) lo--;
      while (breaks && lo > 0 && isWhite(part.charCodeAt(lo - 1))) lo--;
      const first = Math.max(next, lo - 2);
      // Only openers from `reach` on can reach this word (`first` is past the previous word's end,
      // so the old test's "inside the previous word" clause never held: that case is the loop below).
      const reach = stops === undefined ? first : openerReach(part, first, at, stops);
      for (let i = reach; i <= at; i++) if (opens(part, i)) yield from + i;
      // A word with blanks inside ("automated  system") may hold an opener before a shorter label
      // word the regex can take instead; the word search found only the longer one.
      const end = found.end[k];
      for (let i = at + 1; i < end; i++) if (opens(part, i)) yield from + i;
      next = Math.max(next, end);
    }
  };
}

/**
 * For a label whose lead holds none of `stops`, and whose other alternatives open with one of the
 * words ("["): the least `i` (>= `first`) from which a match opening at `i` can reach the word at
 * `at` (each later `i` can too; an earlier one cannot, so the caller skips it unread). Between the
 * opener's end and the word come only markers and the lead, neither holding a stop; the opener ends
 * at most 2 code units after `i` and a run of blanks (a sentence end's `\s+`, which may hold a line
 * break). So the last stop before the word must lie inside that reach. A later word lies beyond the
 * same stop; an earlier one overlapping `i` is the caller's case. (The test was `cut < i + 2 ||
 * run <= i + 2` with `run <= cut`, that is `i >= run - 2`: cost round 27 made it a bound.)
 */
function openerReach(
  part: string,
  first: number,
  at: number,
  stops: Set<number>,
): number {
  let cut = at - 1;
  while (cut >= first && !stops.has(part.charCodeAt(cut))) cut--;
  if (cut < first) return first;
  // A line break may close the opener's blanks: the run of blanks holding it starts at `run`.
  let run = cut;
  if (part.charCodeAt(cut) === 10) { while (run > 0 && isWhite(part.charCodeAt(run - 1))) run--; }
  return Math.max(first, run - 2);
}

/** Where ai-label-dev-order's regex can begin (see labelWordStarts). */
export const devOrderStarts: Starts = labelWordStarts(WORDS, LEAD, false, opensAt);

// ai-label-business-order (round 10) opens at more places: also `( [ （ 【 | ; , tab`, a sentence
// end with blanks or line breaks after it, a CJK or Devanagari full stop, or "--" and blanks; its
// label words add MORE_AI; its lead counts code points (flag u).
const WIDE_OPENERS = new Set([..."\"'>([（【|;,\t。！？；।"].map((c) => c.charCodeAt(0)));
const SENTENCE_END = new Set([...".!?;:："].map((c) => c.charCodeAt(0)));

/** `\s` (flag u) by code unit: ASCII by value, the rest through WHITE. */
function isWhite(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c >= 0x80 && WHITE.test(String.fromCharCode(c)));
}

function white(part: string, i: number): boolean {
  return i < part.length && isWhite(part.charCodeAt(i));
}

// Per code unit, what opensWide needs (a table: the openers are read ~50 times per label word).
const ALWAYS = 1, SENTENCE = 2;
const OPEN_KIND = new Uint8Array(0x10000);
for (const c of SENTENCE_END) OPEN_KIND[c] = SENTENCE;
for (const c of WIDE_OPENERS) OPEN_KIND[c] = ALWAYS;

function opensWide(part: string, i: number): boolean {
  const c = part.charCodeAt(i);
  const kind = OPEN_KIND[c];
  if (i === 0 || kind === ALWAYS || lineEnd(part.charCodeAt(i - 1))) return true;
  if (kind === SENTENCE) return white(part, i + 1);
  const d = part.charCodeAt(i + 1);
  if (c === 92) return d === 110;
  if (c === 45 && d === 45) return white(part, i + 2);
  return c === 32 && (d === 32 || d === 9);
}

// What LABEL's lead `[^\n:：。'"‘“«„「(]{0,40}?` cannot hold.
const LEAD_STOPS = new Set([..."\n:：。'\"‘“«„「("].map((c) => c.charCodeAt(0)));

/** The offset `n` code points before `p` (a surrogate pair is one), or 0. */
function codePointsBack(part: string, p: number, n: number): number {
  let i = p;
  for (let k = 0; k < n && i > 0; k++) {
    i--;
    const c = part.charCodeAt(i);
    if (c >= 0xdc00 && c < 0xe000 && i > 0) {
      const d = part.charCodeAt(i - 1);
      if (d >= 0xd800 && d < 0xdc00) i--;
    }
  }
  return i;
}

/**
 * As devOrderStarts, for ai-label-business-order: `words` are its label words (flags giu). The
 * lead is LABEL's `{0,40}?` in code points (flag u); its bracket alternative opens at "[", one of
 * the words.
 */
export function businessStarts(words: RegExp): Starts {
  return labelWordStarts(words, 40, true, opensWide, true, LEAD_STOPS, businessLabelCanEnd);
}
