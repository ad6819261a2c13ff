// Where in a long text each registered regex can start a match: one automaton pass over the text
// finds every occurrence of every regex's leading literals (regex_prefix.ts). A search then tries
// the regex (sticky) only at those positions, which gives exactly the matches of a full scan,
// instead of letting the regex engine attempt a match at every character. Regexes are indexed in
// groups (redaction rules, phrase rules, others) so a text is only read for the group it needs.
import { buildGate, type Gate } from "./keyword_gate.ts";
import { leadingLiterals } from "./regex_prefix.ts";
import { splitByLiterals } from "./literal_split.ts";

/** Shorter texts are cheap for the regex engine to scan whole. */
export const MIN_INDEXED = 2048;
const CACHED_TEXTS = 4;

interface Group {
  entries: Array<{ rule: number; keywords: string[] }>;
  gate?: Gate<number>;
  /** The gate's symbol per UTF-16 code unit, with U+212A as "k" and U+017F as "s" (see below). */
  wide?: Uint8Array;
  /** Per state of the gate, its outputs flattened (see flatOutputs). */
  flat?: Array<Int32Array | undefined>;
  /** Recently indexed texts: per regex, its candidate starts. */
  cache: Map<string, Array<number[] | undefined>>;
}

const groups = new Map<string, Group>();
const where = new Map<RegExp, { group: Group; id: number }>();
/** Regexes already looked at whose leading literals are unknown. */
const unknown = new WeakSet<RegExp>();
/** Per regex registered by parts: the regex of its alternatives without leading literals. */
const residues = new WeakMap<RegExp, RegExp>();

/**
 * Makes `re` searchable by candidates when its leading literals are known; returns whether so.
 * Regexes searched over the same texts belong in one `group` (one pass indexes them all).
 * `byParts`: when only some top-level alternatives open with literals, index those and keep the
 * others as a residue (literal_split.ts); its candidates must then be read with residueOf.
 */
export function registerRegex(re: RegExp, group = "text", byParts = false): boolean {
  if (where.has(re)) return true;
  if (unknown.has(re)) return false;
  let literals = leadingLiterals(re);
  const split = literals === undefined && byParts ? splitByLiterals(re) : undefined;
  if (split !== undefined) {
    literals = split.literals;
    residues.set(re, split.residue);
  }
  if (literals === undefined) {
    unknown.add(re);
    return false;
  }
  let g = groups.get(group);
  if (g === undefined) groups.set(group, g = { entries: [], cache: new Map() });
  where.set(re, { group: g, id: g.entries.length });
  g.entries.push({ rule: g.entries.length, keywords: literals });
  g.gate = undefined;
  g.wide = undefined;
  g.flat = undefined;
  g.cache.clear();
  return true;
}

// Under /iu, U+212A (Kelvin) matches "k" and U+017F (long s) matches "s".
const KELVIN = 0x212a;
const LONG_S = 0x17f;

function widened(gate: Gate<number>): Uint8Array {
  const wide = gate.wide.slice();
  wide[KELVIN] = gate.symbols[107];
  wide[LONG_S] = gate.symbols[115];
  return wide;
}

/**
 * Per state with outputs: (regex id, literal length) of each literal ending there and each regex
 * holding it, built on first use, so an output costs one flat loop (no nested keyword lists).
 */
function flatOutputs(g: Group, gate: Gate<number>, state: number): Int32Array {
  const pairs: number[] = [];
  for (const id of gate.outputs[state]!) {
    for (const r of gate.rules[id]) pairs.push(r, gate.lengths[id]);
  }
  return (g.flat ??= new Array(gate.outputs.length))[state] = Int32Array.from(pairs);
}

/** One pass: sorted start offsets of every literal occurrence, per regex of the group. */
function indexText(g: Group, text: string): Array<number[] | undefined> {
  const gate = g.gate ??= buildGate(g.entries);
  const { width, delta } = gate;
  const wide = g.wide ??= widened(gate);
  const found: Array<number[] | undefined> = new Array(g.entries.length);
  let row = 0;
  for (let i = 0; i < text.length; i++) {
    row = delta[row + wide[text.charCodeAt(i)]];
    if (row >= 0) continue;
    row = -row;
    const state = row / width;
    const f = g.flat?.[state] ?? flatOutputs(g, gate, state);
    for (let j = 0; j < f.length; j += 2) {
      const start = i + 1 - f[j + 1];
      const list = found[f[j]];
      if (list === undefined) found[f[j]] = [start];
      else if (list[list.length - 1] !== start) list.push(start);
    }
  }
  // Starts come in order of the literals' ends: most lists are sorted and skip the sort.
  for (const list of found) {
    if (list?.some((x, k) => k > 0 && x < list[k - 1])) list.sort((a, b) => a - b);
  }
  return found;
}

/**
 * The residue of a regex registered by parts: a search must try it where this global regex
 * matches as well as at candidateStarts (which then cover the literal-led alternatives only).
 */
export function residueOf(re: RegExp): RegExp | undefined {
  return residues.get(re);
}

/**
 * Sorted offsets in `text` where a match of `re` can start (for a regex registered by parts, of
 * its literal-led alternatives), or undefined when `re` is not registered or the text is short.
 * `build`: index the text when it has not been indexed yet.
 */
export function candidateStarts(re: RegExp, text: string, build: boolean): number[] | undefined {
  const at = where.get(re);
  if (at === undefined || text.length < MIN_INDEXED) return undefined;
  const { group, id } = at;
  let index = group.cache.get(text);
  if (index === undefined) {
    if (!build) return undefined;
    index = indexText(group, text);
    if (group.cache.size >= CACHED_TEXTS) group.cache.delete(group.cache.keys().next().value!);
    group.cache.set(text, index);
  }
  return index[id] ?? [];
}
