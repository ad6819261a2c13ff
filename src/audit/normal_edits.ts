// Edits that turn a text into a derived reading of it (normalisation strips format characters and
// folds compatibility forms: local changes), so keyword events of the text can be mapped onto the
// reading (gate_events.remapEvents) instead of scanning it again. Every unchanged stretch is
// compared character by character, so the edits are exact whatever resynchronisation is chosen;
// a poor choice only makes them larger.
import type { Edit } from "./gate_events.ts";

/** How far past a difference to look for the two texts to agree again. */
const MAX_SKEW = 24;
/** Characters that must agree to call the texts in step again. */
const AGREE = 4;
/** A run of stripped characters (tag characters are two code units each) may be this long. */
const MAX_DELETED = 4096;
/** Unchanged stretches are compared this many characters at a time first. */
const BLOCK = 256;
/** More edits than this and a fresh scan is as cheap. */
const MAX_EDITS = 512;

function agree(a: string, i: number, b: string, j: number): boolean {
  // At both ends together, a shorter agreement (or none) is enough.
  const n = Math.min(AGREE, a.length - i, b.length - j);
  if (n < AGREE && a.length - i !== b.length - j) return false;
  for (let k = 0; k < n; k++) {
    if (a.charCodeAt(i + k) === b.charCodeAt(j + k)) continue;
    // A removable character after one agreeing: the next edit takes it.
    return k > 0 && strippable(a, i + k);
  }
  return true;
}

/**
 * Characters normalisation may remove (format and variation characters, surrogates of tag
 * characters). Only a guide for where to resynchronise: the edits are exact either way.
 */
function strippable(a: string, p: number): boolean {
  const c = a.charCodeAt(p);
  if (c < 0xad) return false;
  return c === 0xad || c === 0x34f || (c >= 0x600 && c <= 0x605) || c === 0x61c ||
    c === 0x115f || c === 0x1160 || c === 0x17b4 || c === 0x17b5 || c === 0x180e ||
    (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2060 && c <= 0x206f) || c === 0x2800 || c === 0x3164 ||
    (c >= 0xd800 && c <= 0xdfff) || (c >= 0xfe00 && c <= 0xfe0f) || c === 0xfeff ||
    c === 0xffa0 || (c >= 0xfff9 && c <= 0xfffb);
}

/** `p`, or past a run of removable characters there that `b` does not have at `jb`. */
function pastStrippable(a: string, p: number, b: string, jb: number): number {
  let q = p;
  while (q < a.length && q - p < MAX_DELETED && strippable(a, q)) {
    if (a.charCodeAt(q) === b.charCodeAt(jb)) return q;
    q++;
  }
  return q;
}

/** The nearest pair of offsets (fewest characters skipped in total) where a and b agree again. */
function resync(a: string, i: number, b: string, j: number): [number, number] | undefined {
  // Normalisation removes format characters: a run of them, even a long one of tag characters,
  // is skipped up to where `a` goes on with what `b` has.
  for (let da = 1; da <= MAX_DELETED && i + da <= a.length && strippable(a, i + da - 1); da++) {
    if (i + da === a.length ? j === b.length : a.charCodeAt(i + da) === b.charCodeAt(j)) {
      return [i + da, j];
    }
  }
  // A changed character may follow removed ones: both go into one edit.
  const from = pastStrippable(a, i, b, j);
  for (let d = 1; d <= 2 * MAX_SKEW; d++) {
    for (let da = Math.max(0, d - MAX_SKEW); da <= Math.min(d, MAX_SKEW); da++) {
      const ia = from + da;
      const jb = j + d - da;
      if (ia > a.length || jb > b.length) continue;
      const at = pastStrippable(a, ia, b, jb);
      if (agree(a, at, b, jb)) return [at, jb];
    }
  }
  return resyncOverRuns(a, from, b, j);
}

/**
 * As resync, with runs of removable characters between the changed ones not counted against the
 * skew: tag characters around a folded letter ("Ｉ", "ﬁ") would otherwise outrun MAX_SKEW.
 */
function resyncOverRuns(a: string, from: number, b: string, j: number) {
  const starts = [from];
  for (let p = from; starts.length <= MAX_SKEW && p < a.length;) {
    const q = ++p;
    while (p < a.length && p - q < MAX_DELETED && strippable(a, p)) p++;
    starts.push(p);
  }
  for (let d = 1; d <= 2 * MAX_SKEW; d++) {
    for (let da = Math.max(0, d - MAX_SKEW); da <= Math.min(d, starts.length - 1); da++) {
      const jb = j + d - da;
      if (starts[da] <= a.length && jb <= b.length && agree(a, starts[da], b, jb)) {
        return [starts[da], jb] as [number, number];
      }
    }
  }
  return undefined;
}

/**
 * Sorted, non-overlapping edits with `a` outside them equal to `b` outside them (shifted), or
 * undefined when the texts differ too much (a scan of `b` is then the cheaper way).
 */
export function editsBetween(a: string, b: string): Edit[] | undefined {
  const edits: Edit[] = [];
  const la = a.length;
  const lb = b.length;
  let i = 0;
  let j = 0;
  while (i < la && j < lb) {
    // The unchanged stretch, read in step: whole blocks compared natively, then by character.
    while (i + BLOCK <= la && j + BLOCK <= lb && a.slice(i, i + BLOCK) === b.slice(j, j + BLOCK)) {
      i += BLOCK;
      j += BLOCK;
    }
    while (i < la && j < lb && a.charCodeAt(i) === b.charCodeAt(j)) (i++, j++);
    if (i >= la || j >= lb) break;
    const next = resync(a, i, b, j);
    if (next === undefined || edits.length >= MAX_EDITS) return undefined;
    edits.push({ a0: i, a1: next[0], b0: j, b1: next[1] });
    i = next[0];
    j = next[1];
  }
  if (i < a.length || j < b.length) {
    if (edits.length >= MAX_EDITS) return undefined;
    edits.push({ a0: i, a1: a.length, b0: j, b1: b.length });
  }
  return edits;
}
