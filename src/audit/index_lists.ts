// A regex's candidate starts in one walked text (regex_index.ts), made only when that regex asks:
// most regexes of a group never search a given text (on prose 21 of the phrase group's 59 with
// hits did), so the walk's events are bucketed by state once and a regex's list joins the buckets
// of the states where one of its literals ends, instead of every regex's list being made.

/** One walked text as a group reads it: its events, their buckets, the lists made so far. */
export interface TextIndex {
  /** (state row, end offset) pairs of the walk, in text order. */
  events: Int32Array;
  /** Per state: 1 + the index of its first event, or 0; per event: 1 + the next of its state. */
  head?: Int32Array;
  next?: Int32Array;
  /** Per event heading its state's bucket: how many events the bucket holds. */
  count?: Int32Array;
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

/** Links each event to the next one of its state (`width`: the automaton's row width). */
function bucket(ix: TextIndex, states: number, width: number): void {
  const head = new Int32Array(states);
  const next = new Int32Array(ix.events.length >> 1);
  const count = new Int32Array(next.length);
  for (let e = next.length - 1; e >= 0; e--) {
    const s = ix.events[2 * e] / width;
    next[e] = head[s];
    count[e] = head[s] === 0 ? 1 : count[head[s] - 1] + 1;
    head[s] = e + 1;
  }
  ix.head = head;
  ix.next = next;
  ix.count = count;
}

/**
 * Sorted distinct start offsets of the literals of one regex (its `pairs` from statesByRegex)
 * in the text of `ix`. Each state's starts come in order; joining several needs a sort (runs).
 */
export function startsOf(ix: TextIndex, pairs: Int32Array, states: number, width: number) {
  if (ix.head === undefined) bucket(ix, states, width);
  const { head, next, events } = ix;
  let parts = 0;
  let total = 0;
  for (let j = 0; j < pairs.length; j += 2) {
    const first = head![pairs[j]];
    if (first !== 0) (parts++, total += ix.count![first - 1]);
  }
  const out = new Int32Array(total);
  let n = 0;
  for (let j = 0; j < pairs.length; j += 2) {
    for (let e = head![pairs[j]]; e !== 0; e = next![e - 1]) {
      out[n++] = events[2 * e - 1] + 1 - pairs[j + 1];
    }
  }
  // A native numeric sort: the joined runs are rarely in order.
  if (parts > 1) out.sort();
  const list: number[] = [];
  for (let i = 0; i < n; i++) if (i === 0 || out[i] !== out[i - 1]) list.push(out[i]);
  return list;
}
