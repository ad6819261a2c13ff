// The label rules' word search, shared: each label rule (label_starts.ts, dev_order_starts.ts)
// lists its starts before its label words, and used to find those words with its own regex run
// over the whole text (1–2.5 ms per 60 KB for the business-order words alone). Here the words'
// literal-led alternatives are read from the one automaton walk that every phrase regex shares
// (regex_index.ts, one walk per text and reading, mapped for redacted copies), the others (non-
// Latin words, "[") from one scan of their residue, and each rule's regex is then tried (sticky)
// only there. Per text the positions are kept, so every reading pays the search once.
import { candidateStarts, MIN_INDEXED, registerRegex, residueOf } from "./regex_index.ts";
import { foreignSplit, foreignStarts } from "./foreign_led.ts";
import { heldPerAudit } from "./text_memo.ts";

const CACHED_TEXTS = 4;
/** Per recently searched text: each word regex's match offsets over the whole text. */
const found = new Map<string, Map<RegExp, Words>>();
heldPerAudit("label_words", () => found.keys(), () => found.clear());
const STICKY = new WeakMap<RegExp, RegExp>();

/** Word matches in order: `at[k]` is where the k-th begins, `end[k]` where it ends. */
export interface Words {
  at: number[];
  end: number[];
}
/** Every word regex a label rule searches with (tests check each against a plain scan). */
export const LABEL_WORD_SETS: RegExp[] = [];

/**
 * Offsets where the global `residue` matches in `part`, every one (overlaps included). Its
 * foreign-led alternatives are tried only at characters outside ASCII when `part` has few
 * (foreign_led.ts): the same offsets, as every offset is tried either way.
 */
export function residueStarts(residue: RegExp, part: string): number[] {
  const split = foreignSplit(residue);
  const foreign = split && foreignStarts(split.foreign, part);
  if (foreign === undefined) return scannedStarts(residue, part);
  return union(scannedStarts(split!.ascii, part), foreign);
}

/** Sorted union of two sorted lists of offsets, each offset once. */
function union(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0, j = 0;
  while (i < a.length || j < b.length) {
    const x = j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++];
    if (out.length === 0 || out[out.length - 1] !== x) out.push(x);
  }
  return out;
}

function scannedStarts(residue: RegExp, part: string): number[] {
  const out: number[] = [];
  residue.lastIndex = 0;
  for (let m = residue.exec(part); m; m = residue.exec(part)) {
    out.push(m.index);
    // Past the match's first code point: under /u a start inside a pair would read it again.
    const c = part.charCodeAt(m.index);
    residue.lastIndex = m.index + (c >= 0xd800 && c < 0xdc00 ? 2 : 1);
  }
  return out;
}

/** Sorted union of two sorted lists (duplicates kept: the caller skips offsets already passed). */
function merged(a: number[], b: number[]): number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out: number[] = [];
  let i = 0, j = 0;
  while (i < a.length || j < b.length) {
    out.push(j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++]);
  }
  return out;
}

/**
 * The offsets `words.exec` gives over `part` (global, from 0, past each match), tried only at
 * `cands`: sorted offsets of `part` that include every offset where a match can begin.
 */
function execAtCandidates(words: RegExp, part: string, cands: number[]): Words {
  let y = STICKY.get(words);
  if (y === undefined) STICKY.set(words, y = new RegExp(words.source, words.flags + "y"));
  const out: Words = { at: [], end: [] };
  let from = 0;
  for (const p of cands) {
    if (p < from || p >= part.length) continue;
    y.lastIndex = p;
    const m = y.exec(part);
    if (m === null) continue;
    out.at.push(p);
    out.end.push(p + m[0].length);
    from = p + Math.max(1, m[0].length);
  }
  return out;
}

/** Plain global scan (a text too short for the index, or a regex the index cannot take). */
function scanned(words: RegExp, part: string): Words {
  const re = new RegExp(words.source, words.flags); // its own position: callers interleave
  const out: Words = { at: [], end: [] };
  for (let m = re.exec(part); m; m = re.exec(part)) {
    if (m[0].length === 0) re.lastIndex++;
    out.at.push(m.index);
    out.end.push(m.index + m[0].length);
  }
  return out;
}

function wholeText(words: RegExp, text: string, index: number[]): Words {
  let byWords = found.get(text);
  let list = byWords?.get(words);
  if (list !== undefined) return list;
  const residue = residueOf(words);
  const cands = residue === undefined ? index : merged(index, residueStarts(residue, text));
  list = execAtCandidates(words, text, cands);
  if (byWords === undefined) {
    if (found.size >= CACHED_TEXTS) found.delete(found.keys().next().value!);
    found.set(text, byWords = new Map());
  }
  byWords.set(words, list);
  return list;
}

/** Offsets in `text`'s index list `index` from `from` to `to`, as offsets of the slice. */
function within(index: number[], from: number, to: number): number[] {
  let lo = 0, hi = index.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index[mid] < from) lo = mid + 1;
    else hi = mid;
  }
  const out: number[] = [];
  for (let k = lo; k < index.length && index[k] < to; k++) out.push(index[k] - from);
  return out;
}

/**
 * A label rule's word search: `words` (global) is registered by parts in the phrase index. The
 * search gives the matches `words.exec` finds in `text.slice(from, to)`, as offsets of the slice.
 */
export function labelWordSearch(
  words: RegExp,
): (text: string, from: number, to: number) => Words {
  const indexed = registerRegex(words, "phrase", true);
  if (!LABEL_WORD_SETS.includes(words)) LABEL_WORD_SETS.push(words);
  return (text, from, to) => {
    const index = indexed && text.length >= MIN_INDEXED
      ? candidateStarts(words, text, true)
      : undefined;
    const whole = from === 0 && to === text.length;
    if (index === undefined) return scanned(words, whole ? text : text.slice(from, to));
    if (whole) return wholeText(words, text, index);
    // A slice: the literal-led words lie inside it, so they are in the text's list; the residue
    // is read on the slice itself (its look-arounds end at the slice's edges).
    const part = text.slice(from, to);
    const residue = residueOf(words);
    const rest = residue === undefined ? [] : residueStarts(residue, part);
    return execAtCandidates(words, part, merged(within(index, from, to), rest));
  };
}
