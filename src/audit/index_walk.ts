// The automaton walk of regex_index.ts, and the same walk over an edited text (a redacted copy)
// made from the original's: only the text around each edit is walked again. The walk reads one
// symbol per code unit (no folding of runs, unlike keyword_gate.collect), so its state after a
// character depends only on the last L characters (L = the longest literal): away from the edits
// the edited text's events are the original's, shifted (as gate_events.ts does for the keyword pass).
import type { Edit } from "./gate_events.ts";

/** The (state row, end offset) pair of each output state the walk over `text` reaches. */
export function walk(delta: Int32Array, table: Uint16Array, text: string): Int32Array {
  let out: Int32Array = new Int32Array(1024);
  let n = 0, row = 0;
  for (let i = 0; i < text.length; i++) {
    row = delta[row + table[text.charCodeAt(i)]];
    if (row >= 0) continue;
    row = -row;
    if (n + 2 > out.length) out = grown(out);
    out[n++] = row;
    out[n++] = i;
  }
  return out.subarray(0, n);
}

function grown(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

class Out {
  pairs: Int32Array = new Int32Array(1024);
  n = 0;
  push(row: number, end: number) {
    if (this.n + 2 > this.pairs.length) this.pairs = grown(this.pairs);
    this.pairs[this.n++] = row;
    this.pairs[this.n++] = end;
  }
  /** The original's events ending in [from, to), shifted into the edited text. */
  copy(events: Int32Array, from: number, to: number, shift: number) {
    let lo = 0;
    let hi = events.length / 2;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (events[2 * mid + 1] < from) lo = mid + 1;
      else hi = mid;
    }
    for (let k = 2 * lo; k < events.length && events[k + 1] < to; k += 2) {
      this.push(events[k], events[k + 1] + shift);
    }
  }
}

/**
 * walk(delta, table, edited), from `events` = the walk over the original and the `edits`
 * between them; `need` = the longest literal + 1. Around each edit the walk restarts from the
 * root `need` characters before it (in the true state by the edit) and runs until `need`
 * unchanged characters after it (back in the original's state); edits closer than that are
 * walked through together.
 */
export function remapWalk(
  delta: Int32Array,
  table: Uint16Array,
  need: number,
  events: Int32Array,
  edited: string,
  edits: Edit[],
): Int32Array {
  const out = new Out();
  let synced = 0; // from here on the edited text's events are the original's, shifted
  let shift = 0;
  for (let k = 0; k < edits.length; k++) {
    const from = Math.max(synced, edits[k].b0);
    out.copy(events, synced - shift, from - shift, shift);
    let end = edits[k].b1 + need;
    while (k + 1 < edits.length && edits[k + 1].b0 < end) end = edits[++k].b1 + need;
    end = Math.min(end, edited.length);
    let row = 0;
    for (let i = Math.max(0, from - need); i < end; i++) {
      row = delta[row + table[edited.charCodeAt(i)]];
      if (row >= 0) continue;
      row = -row;
      if (i >= from) out.push(row, i);
    }
    shift = edits[k].b1 - edits[k].a1;
    synced = end;
  }
  out.copy(events, synced - shift, Infinity, shift);
  return out.pairs.subarray(0, out.n);
}
