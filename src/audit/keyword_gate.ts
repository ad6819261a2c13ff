// Keyword pre-filter (gitleaks-style): one Aho-Corasick pass tells which rules can match, and where.
// A JS automaton is used because a regex alternation of hundreds of literals scans ~20x slower.

import { type Gate, NON_ASCII } from "./keyword_automaton.ts";

export { buildGate, type Gate } from "./keyword_automaton.ts";
export { mayHit } from "./keyword_may.ts";

/** Letters that, after a backslash, make a JSON escape the scan reads as one space. */
export const ESCAPE_LETTER = new Uint8Array(128);
for (const ch of "ntrfbv") ESCAPE_LETTER[ch.charCodeAt(0)] = 1;

/** A rule whose keywords occur more often than this is run over the whole text instead of windows. */
export const MAX_WINDOWS = 48;

/**
 * Anchors of the keywords occurring in a whole serialised value. A string of that value that
 * contains none of them (see mayHit) cannot match any keyword-gated rule.
 */
export function planAnchors<R>(gate: Gate<R>, text: string): string[] {
  return [...new Set(keywordsFound(gate, text).map((id) => gate.anchors[id]))];
}

/**
 * Ids of the keywords occurring in `text`, in order of first occurrence. A state already reached
 * adds no id, so each state's outputs are read once (JSON keys repeat the same keywords).
 */
export function keywordsFound<R>(gate: Gate<R>, text: string): number[] {
  const n = collect(gate, text);
  const ids = new Set<number>();
  const { outputs, width } = gate;
  const seen = seenStates(gate);
  const states: number[] = [];
  for (let k = 0; k < n; k += 2) {
    const state = found[k] / width;
    if (seen[state] === 1) continue;
    seen[state] = 1;
    states.push(state);
    for (const id of outputs[state]!) ids.add(id);
  }
  for (const s of states) seen[s] = 0;
  return [...ids];
}

/** Per gate, a mark per state, all clear between calls of keywordsFound. */
const SEEN = new WeakMap<Gate<unknown>, Uint8Array>();

function seenStates<R>(gate: Gate<R>): Uint8Array {
  let seen = SEEN.get(gate);
  if (seen === undefined) SEEN.set(gate, seen = new Uint8Array(gate.outputs.length));
  return seen;
}

/**
 * Rules whose keywords occur in `text`, each with the sorted (approximate) start offsets of the
 * occurrences, or null when there were more than MAX_WINDOWS of them.
 */
export function gateHits<R>(gate: Gate<R>, text: string): Map<R, number[] | null> {
  // collect() may grow `found`, so it runs before the array is read.
  const n = collect(gate, text);
  return withScriptHits(gate, text, hitsOfEvents(gate, { pairs: found, n }));
}

/** Every ASCII keyword hit of each rule, never null (a measurement aid: scripts/audit_match_reach.ts). */
export function allHits<R>(gate: Gate<R>, text: string): Map<R, number[]> {
  const n = collect(gate, text);
  return hitsOfEvents(gate, { pairs: found, n }, Infinity) as Map<R, number[]>;
}

/**
 * `hits` (of the ASCII automaton, maybe kept from a shared pass) with those of the gate's
 * non-ASCII keywords added: rules only they find come last, a rule both find gets both windows.
 * `hits` itself is not changed (a kept map is reused).
 */
export function withScriptHits<R>(
  gate: Gate<R>,
  text: string,
  hits: Map<R, number[] | null>,
): Map<R, number[] | null> {
  if (gate.script === undefined || !NON_ASCII.test(text)) return hits;
  const n = collectNear(gate.script, text); // before `found` is read: it may grow
  const extra = hitsOfEvents(gate.script, { pairs: found, n });
  if (extra.size === 0) return hits;
  const all = new Map(hits);
  for (const [rule, at] of extra) {
    const had = all.get(rule);
    all.set(rule, had === undefined ? at : joined(had, at));
  }
  return all;
}

function joined(a: number[] | null, b: number[] | null): number[] | null {
  if (a === null || b === null) return null;
  const starts = [...new Set([...a, ...b])].sort((x, y) => x - y);
  return starts.length > MAX_WINDOWS ? null : starts;
}

/** The output states a scan reached: (state row, end offset) pairs, in scan order. */
export interface GateEvents {
  pairs: Int32Array;
  n: number;
}

/** The events of a scan, kept (e.g. to be mapped through edits, see gate_events.ts). */
export function scanEvents<R>(gate: Gate<R>, text: string): GateEvents {
  const n = collect(gate, text);
  return { pairs: found.slice(0, n), n };
}

/**
 * gateHits from a scan's events; rules in order of their first hit. `only`: a mask over
 * `gate.ruleList` (1: wanted); each rule's list is built from its own outputs alone, so the
 * wanted rules get the same lists, in the same order, as without the mask.
 */
export function hitsOfEvents<R>(
  gate: Gate<R>,
  ev: GateEvents,
  cap = MAX_WINDOWS,
  only?: Uint8Array,
): Map<R, number[] | null> {
  const { pairs, n } = ev;
  const { width } = gate;
  const flat = flatOutputs(gate, only);
  const lists: Array<number[] | null | undefined> = new Array(gate.ruleList.length);
  const order: number[] = [];
  for (let k = 0; k < n; k += 2) {
    const state = pairs[k] / width;
    const f = flat[state] ?? flatten(gate, flat, state, only);
    for (let j = 0; j < f.length; j += 2) {
      const r = f[j];
      const start = Math.max(0, pairs[k + 1] + 1 - f[j + 1]);
      const list = lists[r];
      if (list === undefined) (lists[r] = [start], order.push(r));
      else if (list === null) continue;
      else if (list.length >= cap) lists[r] = null;
      else if (list[list.length - 1] !== start) list.push(start);
    }
  }
  const hits = new Map<R, number[] | null>();
  for (const r of order) {
    const list = lists[r]!;
    // Starts come in scan order: most lists are already sorted and skip the comparator sort.
    if (list?.some((x, i) => i > 0 && x < list[i - 1])) list.sort((a, b) => a - b);
    hits.set(gate.ruleList[r], list);
  }
  return hits;
}

// Per output state: (rule index, keyword length) of each keyword ending there and each of its
// rules, in the order hitsOfEvents visits them; built on first use (one flat loop per event).
// A masked table (keyed by its mask, made for one gate) keeps only the wanted rules' pairs.
const FLAT = new WeakMap<object, Array<Int32Array | undefined>>();

function flatOutputs<R>(gate: Gate<R>, only?: Uint8Array): Array<Int32Array | undefined> {
  const key = only ?? gate;
  let flat = FLAT.get(key);
  if (flat === undefined) FLAT.set(key, flat = new Array(gate.outputs.length));
  return flat;
}

function flatten<R>(
  gate: Gate<R>,
  flat: Array<Int32Array | undefined>,
  state: number,
  only?: Uint8Array,
) {
  const pairs: number[] = [];
  for (const id of gate.outputs[state]!) {
    for (const r of gate.ruleIds[id]) if (!only || only[r] === 1) pairs.push(r, gate.lengths[id]);
  }
  return flat[state] = Int32Array.from(pairs);
}

/** (state row, end offset) of each output state reached, reused between scans (not reentrant). */
let found: Int32Array = new Int32Array(1024);

/**
 * The automaton loop. Whitespace runs, and JSON escapes such as `\\n` (seen when a whole value
 * is scanned as JSON text), count as one space, so multi-word keywords survive line breaks.
 * Output states are collected in `found` (returns how many numbers), which keeps the loop tight.
 */
function collect<R>(gate: Gate<R>, text: string, from = 0, to = text.length, n = 0): number {
  const { symbols, wide, delta } = gate;
  const space = symbols[32];
  // With no space in any keyword, symbol 0 is "other", and runs of it are not collapsed.
  const collapse = space !== 0 ? space : -2;
  let row = 0, prev = -1;
  let out = found; // a local: the module binding is read once, not per output state
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    let sym = wide[c];
    if (c === 92 && ESCAPE_LETTER[text.charCodeAt(i + 1)] === 1) {
      sym = space;
      i++;
    }
    if (sym === collapse && prev === collapse) continue;
    prev = sym;
    row = delta[row + sym];
    if (row < 0) {
      row = -row;
      if (n + 2 > out.length) out = found = grown(out);
      out[n++] = row;
      out[n++] = i;
    }
  }
  return n;
}

const NON_ASCII_RUN = /[\u0080-\uffff]+/g;
/**
 * `/\s|\\/` on one UTF-16 code unit (JavaScript's white space and line terminators, or `\\`),
 * without making a one-character string per character read.
 */
export function blank(c: number): boolean {
  if (c < 0x80) return c === 32 || c === 92 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 ||
    c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

// collect() for an automaton whose keywords all hold a non-ASCII character: only stretches around
// non-ASCII runs are read, each reaching the longest keyword's length past the run (a whitespace run
// or an escape is one symbol), so every occurrence is found as a whole-text scan finds it.
function collectNear<R>(gate: Gate<R>, text: string): number {
  const reach = Math.max(...gate.lengths);
  let n = 0, from = -1, to = -1;
  NON_ASCII_RUN.lastIndex = 0;
  for (let m = NON_ASCII_RUN.exec(text); m !== null; m = NON_ASCII_RUN.exec(text)) {
    let a = m.index, b = a + m[0].length;
    // A run that starts inside the current stretch extends it: where its reach begins is moot.
    if (a > to) {
      for (let k = reach; a > 0 && k > 0;) if (!blank(text.charCodeAt(--a))) k--;
      if (a > 0 && text.charCodeAt(a - 1) === 92) a--; // not inside an escape
    }
    for (let k = reach; b < text.length && k > 0;) if (!blank(text.charCodeAt(b++))) k--;
    if (a > to) {
      if (to >= 0) n = collect(gate, text, from, to, n);
      from = a;
    }
    to = Math.max(to, b);
  }
  return to >= 0 ? collect(gate, text, from, to, n) : n;
}

function grown(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
