// A regex's candidate starts in one walked text (regex_index.ts), made only when that regex asks:
// most regexes of a group never search a given text (on prose 21 of the phrase group's 59 with
// hits did), so the walk's events are grouped by state once and a regex's list joins the runs of
// the states where one of its literals ends, instead of every regex's list being made. Each run
// is in text order, so the join is a merge of sorted runs (cost round 22: it was a sort of
// starts gathered through linked buckets, redone for every regex).

/** One walked text as a group reads it: its events, grouped by state, the lists made so far. */
export interface TextIndex {
  /** (state row, end offset) pairs of the walk, in text order. */
  events: Int32Array;
  /** Per state: where its run begins in `ends` (and ends where the next state's begins). */
  first?: Int32Array;
  /** The events' end offsets grouped by state (a counting sort), each run in text order. */
  ends?: Int32Array;
  lists: Array<number[] | undefined>;
}

/**
 * Per regex id of a group: (state, literal length) of every state of the automaton where one of
 * its literals ends (`outputs` include the inherited ones), from `idOf` (the id, or -1 if the
 * rule is another group's).
 */
export function statesByRegex(
  outputs: Array<number[] | undefined>,
  rules: number[][],
  lengths: number[],
  idOf: (rule: number) => number,
  size: number,
): Int32Array[] {
  const pairs: number[][] = Array.from({ length: size }, () => []);
  outputs.forEach((keywords, state) => {
    for (const k of keywords ?? []) {
      for (const r of rules[k]) {
        const id = idOf(r);
        if (id >= 0) pairs[id].push(state, lengths[k]);
      }
    }
  });
  return pairs.map((p) => Int32Array.from(p));
}

/** Groups the events' end offsets by state: one counting sort per text, shared by every regex. */
function group(ix: TextIndex, states: number, width: number): void {
  const { events } = ix;
  const n = events.length >> 1;
  const first = new Int32Array(states + 1);
  for (let e = 0; e < n; e++) first[events[2 * e] / width + 1]++;
  for (let s = 0; s < states; s++) first[s + 1] += first[s];
  const at = first.slice(0, states);
  const ends = new Int32Array(n);
  for (let e = 0; e < n; e++) ends[at[events[2 * e] / width]++] = events[2 * e + 1];
  ix.first = first;
  ix.ends = ends;
}

// Scratch for the runs being merged (lists are made one at a time), and the runs' bounds.
let runA = new Int32Array(1024);
let runB = new Int32Array(1024);
const bounds: number[] = [];

/**
 * Sorted distinct start offsets of the literals of one regex (its `pairs` from statesByRegex)
 * in the text of `ix`: one run per (state, literal length) that occurs, merged pairwise.
 */
export function startsOf(ix: TextIndex, pairs: Int32Array, states: number, width: number) {
  if (ix.first === undefined) group(ix, states, width);
  const first = ix.first!;
  const ends = ix.ends!;
  let total = 0;
  for (let j = 0; j < pairs.length; j += 2) total += first[pairs[j] + 1] - first[pairs[j]];
  if (runA.length < total) (runA = new Int32Array(total * 2), runB = new Int32Array(total * 2));
  let n = 0;
  bounds.length = 0;
  for (let j = 0; j < pairs.length; j += 2) {
    const lo = first[pairs[j]];
    const hi = first[pairs[j] + 1];
    if (lo === hi) continue;
    bounds.push(n);
    const shift = 1 - pairs[j + 1];
    for (let k = lo; k < hi; k++) runA[n++] = ends[k] + shift;
  }
  bounds.push(n);
  const sorted = merged();
  const list: number[] = [];
  for (let i = 0; i < n; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) list.push(sorted[i]);
  return list;
}

/** The sorted runs of runA (between `bounds`) merged two by two until one is left. */
function merged(): Int32Array {
  let a = runA;
  let b = runB;
  while (bounds.length > 2) {
    const n = bounds[bounds.length - 1];
    let w = 0;
    for (let k = 0; k + 1 < bounds.length; k += 2) {
      const s = bounds[k];
      const m = bounds[k + 1];
      const e = k + 2 < bounds.length ? bounds[k + 2] : m;
      let i = s, j = m, o = s;
      while (i < m && j < e) b[o++] = a[i] <= a[j] ? a[i++] : a[j++];
      while (i < m) b[o++] = a[i++];
      while (j < e) b[o++] = a[j++];
      bounds[w++] = s;
    }
    bounds[w++] = n;
    bounds.length = w;
    [a, b] = [b, a];
  }
  return a;
}
