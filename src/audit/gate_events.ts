// Keyword events of an edited text from the events of the original (keyword_gate.scanEvents):
// only the text around each edit is scanned again, the rest is copied with its offsets shifted.
// The automaton's state depends only on the last L symbols read (L = the longest keyword), so a
// scan started L+1 symbols before an edit is in the true state there, and once it has read L+1
// unchanged symbols after the edit it is in the same state as the original scan was: from then
// on both emit the same events. The result equals scanEvents(gate, edited) exactly.
import { ESCAPE_LETTER, type Gate, type GateEvents } from "./keyword_gate.ts";

/** `original[a0, a1)` was replaced by `edited[b0, b1)`; edits are sorted and do not overlap. */
export interface Edit {
  a0: number;
  a1: number;
  b0: number;
  b1: number;
}

const BACKSLASH = 92;
const LONGEST = new WeakMap<object, number>();

/** Symbols to read before a scan is in step: one more than the longest keyword. */
function stepsNeeded<R>(gate: Gate<R>): number {
  let n = LONGEST.get(gate);
  if (n === undefined) LONGEST.set(gate, n = gate.lengths.reduce((a, b) => Math.max(a, b), 0) + 1);
  return n;
}

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/**
 * A character that is surely its own token and one automaton step: not whitespace, not a
 * backslash, not after a backslash (which could pair it into an escape read as a space).
 */
function counted(text: string, p: number): boolean {
  const c = text.charCodeAt(p);
  return !isSpace(c) && c !== BACKSLASH && (p === 0 || text.charCodeAt(p - 1) !== BACKSLASH);
}

/** A token start at or before `from` with `need` counted characters between it and `from`. */
function warmStart(text: string, from: number, need: number): number {
  let p = from;
  for (let got = 0; p > 0 && got < need;) if (counted(text, --p)) got++;
  while (p > 0 && text.charCodeAt(p - 1) === BACKSLASH) p--;
  return p;
}

class Out {
  pairs: number[] = [];
  push(row: number, end: number) {
    this.pairs.push(row, end);
  }
  /** Original events ending in [from, to), shifted into the edited text. */
  copy(ev: GateEvents, from: number, to: number, shift: number) {
    let lo = 0;
    let hi = ev.n / 2;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ev.pairs[2 * mid + 1] < from) lo = mid + 1;
      else hi = mid;
    }
    for (let k = 2 * lo; k < ev.n && ev.pairs[k + 1] < to; k += 2) {
      this.push(ev.pairs[k], ev.pairs[k + 1] + shift);
    }
  }
}

/**
 * Scans `text` from `start` (a token start, from the root state); keeps events ending at or after
 * `keepFrom`; runs through edits[k] (and any edit it reaches) until back in step with the
 * original. Returns where that happened (or the text's end) and the index of the next edit.
 */
function rescan<R>(
  gate: Gate<R>,
  text: string,
  start: number,
  keepFrom: number,
  edits: Edit[],
  k: number,
  out: Out,
): { synced: number; next: number; done: boolean } {
  const { symbols, delta } = gate;
  const need = stepsNeeded(gate);
  const space = symbols[32];
  const collapse = space !== 0 ? space : -2;
  let row = 0;
  let prev = -1;
  let editEnd = edits[k].b1;
  let steady = -1; // counted characters read since an aligned token start after the edit
  for (let i = start; i < text.length; i++) {
    if (steady < 0 && i > editEnd && text.charCodeAt(i - 1) !== BACKSLASH) steady = 0;
    if (k + 1 < edits.length && i >= edits[k + 1].b0 - need) {
      editEnd = edits[++k].b1; // too close to the next edit to get in step first: take it along
      steady = -1;
    }
    if (steady >= need) return { synced: i, next: k + 1, done: false };
    if (steady >= 0 && counted(text, i)) steady++;
    const c = text.charCodeAt(i);
    let sym = c < 128 ? symbols[c] : 0;
    if (c === BACKSLASH && ESCAPE_LETTER[text.charCodeAt(i + 1)] === 1) {
      sym = space;
      i++;
    }
    if (sym === collapse && prev === collapse) continue;
    prev = sym;
    row = delta[row + sym];
    if (row < 0) {
      row = -row;
      if (i >= keepFrom) out.push(row, i);
    }
  }
  return { synced: text.length, next: edits.length, done: true };
}

/** scanEvents(gate, edited), computed from the original's events and the edits between them. */
export function remapEvents<R>(
  gate: Gate<R>,
  ev: GateEvents,
  edited: string,
  edits: Edit[],
): GateEvents {
  const out = new Out();
  const need = stepsNeeded(gate);
  let synced = 0; // from here on the edited text's events are the original's, shifted
  let shift = 0;
  let k = 0;
  while (k < edits.length) {
    let from = Math.max(synced, edits[k].b0);
    while (from > synced && edited.charCodeAt(from - 1) === BACKSLASH) from--;
    out.copy(ev, synced - shift, from - shift, shift);
    const r = rescan(gate, edited, warmStart(edited, from, need), from, edits, k, out);
    if (r.done) return { pairs: Int32Array.from(out.pairs), n: out.pairs.length };
    shift = edits[r.next - 1].b1 - edits[r.next - 1].a1;
    synced = r.synced;
    k = r.next;
  }
  out.copy(ev, synced - shift, Infinity, shift);
  return { pairs: Int32Array.from(out.pairs), n: out.pairs.length };
}
