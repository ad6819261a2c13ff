// Windowed regex search: broad patterns only look near their keywords.
import { candidateStarts, MIN_INDEXED, registerRegex, residueOf } from "./regex_index.ts";
import { noMatchInsideWord } from "./regex_prefix.ts";
import type { RunShape } from "./hint_runs.ts";
import { eachRun } from "./long_runs.ts";
import { execUnindexed } from "./line_starts.ts";
import { hitWindows } from "./hit_windows.ts";

type OnMatch = (m: RegExpExecArray, offset: number) => boolean | void;

const STICKY = new WeakMap<RegExp, RegExp>();

export function sticky(re: RegExp): RegExp {
  let copy = STICKY.get(re);
  if (copy === undefined) STICKY.set(re, copy = new RegExp(re.source, re.flags + "y"));
  return copy;
}

// Per regex none of whose matches starts inside a word (regex_prefix.ts): which characters are
// word characters for its `\b` and `\w` (2: /iu adds U+017F and U+212A); 0 for other regexes.
const EDGE = new WeakMap<RegExp, number>();

function edgeKind(re: RegExp): number {
  let kind = EDGE.get(re);
  if (kind === undefined) {
    kind = !noMatchInsideWord(re) ? 0 : re.unicode && re.ignoreCase ? 2 : 1;
    EDGE.set(re, kind);
  }
  return kind;
}

function isWord(c: number, kind: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 ||
    (kind === 2 && (c === 0x17f || c === 0x212a));
}

/** Between two word characters of `slice` (its first character has none before it). */
function insideWord(slice: string, i: number, kind: number): boolean {
  return i > 0 && isWord(slice.charCodeAt(i), kind) && isWord(slice.charCodeAt(i - 1), kind);
}

/** Index of the first of the sorted `starts` that is at least `s`. */
function firstAtOrAfter(starts: number[], s: number): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Offset in `text` of the first match of the global `residue` in `slice` from text offset `from`. */
function residueFrom(residue: RegExp, slice: string, s: number, from: number): number {
  residue.lastIndex = from - s;
  const m = residue.exec(slice);
  return m === null ? Infinity : s + m.index;
}

/**
 * The matches `re.exec` would give over `slice` (from 0, advancing past each match), tried only at
 * `starts` in [s, e): the positions where a match can begin (see regex_index.ts), and, for a regex
 * indexed by parts, where its `residue` matches (literal_split.ts). Positions in between cannot
 * start a match, so the search goes on from the next one; after an empty match, from one past it.
 */
function execAt(
  re: RegExp,
  slice: string,
  s: number,
  e: number,
  starts: number[],
  on: OnMatch,
  residue?: RegExp,
  y = sticky(re),
) {
  let k = firstAtOrAfter(starts, s);
  let from = s;
  let r = residue === undefined ? Infinity : -1; // next residue match at or after `from`
  const edge = edgeKind(re);
  for (;;) {
    while (
      k < starts.length &&
      (starts[k] < from || (edge !== 0 && insideWord(slice, starts[k] - s, edge)))
    ) k++;
    if (r < from) r = residueFrom(residue!, slice, s, from);
    const c = k < starts.length ? starts[k] : Infinity;
    const p = c < r ? c : r;
    // Literal-led matches are never empty, so none starts at the slice's end; a residue one may.
    if (p === Infinity || p > e || (p === e && p !== r)) return false;
    y.lastIndex = p - s;
    const m = y.exec(slice);
    if (m === null) {
      from = p + 1;
      continue;
    }
    if (on(m, s) === true) return true;
    if (!re.global) return false;
    const end = p + m[0].length;
    from = end > p ? end : p + 1;
  }
}

/**
 * As execAt, over sorted `starts` read as they come (e.g. from a generator) after the window's
 * own start `s`: a search that ends early lists no further starts.
 */
function execListed(
  re: RegExp,
  slice: string,
  s: number,
  e: number,
  starts: Iterable<number>,
  on: OnMatch,
  y = sticky(re),
): boolean {
  const edge = edgeKind(re);
  let from = s;
  // true: the search ends; false: this window's does; undefined: go on.
  const attempt = (p: number): boolean | undefined => {
    if (p < from || (edge !== 0 && insideWord(slice, p - s, edge))) return undefined;
    y.lastIndex = p - s;
    const m = y.exec(slice);
    if (m === null) return undefined;
    if (on(m, s) === true) return true;
    if (!re.global) return false;
    from = s + m.index + m[0].length;
  };
  const done = attempt(s);
  if (done !== undefined) return done;
  for (const p of starts) {
    if (p >= e) break;
    const end = attempt(p);
    if (end !== undefined) return end;
  }
  return false;
}

/**
 * Runs a regex over windows [p - before, p + after] around keyword offsets (merged), or over the
 * whole text when `at` is null. Match offsets are reported in `text` coordinates via `offset`;
 * `onMatch` returning true ends the search. `startsOf`: for a regex without leading literals, the
 * offsets in [from, to) where it can match in that slice, apart from its start (see PhraseRule).
 * `kept`: run in place of `re` and its residue, same matches in this text (hint_holds.keptRun).
 */
export function execWindows(
  re: RegExp,
  text: string,
  at: number[] | null,
  before: number,
  after: number,
  onMatch: OnMatch,
  startsOf?: (text: string, from: number, to: number) => Iterable<number>,
  kept?: { re: RegExp; residue: RegExp | undefined },
): void {
  const run = kept?.re ?? re, y = sticky(run);
  const windows = hitWindows(text, at, before, after);
  // A whole-text search indexes the text; windows use an index that is already there.
  const own = startsOf !== undefined && text.length >= MIN_INDEXED;
  if (!own) registerRegex(re, "text", true);
  const starts = own ? undefined : candidateStarts(re, text, at === null);
  for (const [s, e] of windows) {
    const slice = s === 0 && e === text.length ? text : text.slice(s, e);
    if (own) {
      // Per window, read as listed, so a search that ends early reads no further; the window's
      // start is tried first (a line start and word edge of the slice).
      if (execListed(re, slice, s, e, startsOf(text, s, e), onMatch, y)) return;
      continue;
    }
    if (starts !== undefined) {
      if (execAt(re, slice, s, e, starts, onMatch, kept ? kept.residue : residueOf(re), y)) return;
      continue;
    }
    if (execUnindexed(run, y, slice, s, onMatch)) return;
  }
}

/**
 * The matches `re.exec` would give over all of `text` (from 0, advancing past each match, as
 * execWindows with no keyword offsets), tried only at `starts`: sorted offsets that include every
 * offset where a match can begin, proven by the caller. Matches must never be empty.
 */
export function execAtStarts(re: RegExp, text: string, starts: number[], onMatch: OnMatch): void {
  execAt(re, text, 0, text.length, starts, onMatch);
}

/**
 * `re.test(text)` (re neither global nor sticky), tried only at candidate starts when `text` is
 * already indexed for `re`'s group; never indexes a text for this alone.
 */
export function testIndexed(re: RegExp, text: string): boolean {
  const starts = candidateStarts(re, text, false);
  if (starts === undefined) return re.test(text);
  return testIndexedWith(re, text, starts, residueOf(re));
}

/**
 * testIndexed on an indexed text given its candidate `starts` and a `residue` standing for
 * residueOf(re) in this text: one that matches wherever that one does (undefined: nowhere).
 */
export function testIndexedWith(
  re: RegExp,
  text: string,
  starts: number[],
  residue: RegExp | undefined,
): boolean {
  return execAt(re, text, 0, text.length, starts, () => true, residue);
}

/**
 * Offsets of the matches of the global `re` over all of `text` (as `matchAll` from 0 gives them),
 * tried only at candidate starts when `text` is already indexed for `re`'s group; never indexes a
 * text for this alone. Matches must never be empty.
 */
export function matchOffsets(re: RegExp, text: string): number[] {
  const out: number[] = [];
  const starts = candidateStarts(re, text, false);
  if (starts !== undefined) {
    execAt(re, text, 0, text.length, starts, (m) => void out.push(m.index), residueOf(re));
    return out;
  }
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m.index);
  return out;
}

/**
 * The matches `re.exec` would give over all of `text` (global, from 0, advancing past each
 * match), tried (sticky) only where `shape` says one can begin: inside a run of its class at least
 * `min` long, at one of its first characters (hint_runs.runShape(re), proven for `re`).
 */
export function execInRuns(
  re: RegExp,
  text: string,
  shape: RunShape,
  on: (m: RegExpExecArray) => void,
): void {
  const y = sticky(re);
  eachRun(text, shape.min, shape.table, (s, e) => {
    for (let p = s; p <= e - shape.min; p++) {
      if (shape.first[text.charCodeAt(p)] !== 1) continue;
      y.lastIndex = p;
      const m = y.exec(text);
      if (m === null) continue;
      on(m);
      p = m.index + m[0].length - 1; // a global scan goes on after the match (within its run)
    }
    return true;
  });
}
