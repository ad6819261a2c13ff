// Where in a long text each registered regex can start a match: one automaton pass over the text
// finds every occurrence of every regex's leading literals (regex_prefix.ts). A search then tries
// the regex (sticky) only at those positions, which gives exactly the matches of a full scan,
// instead of letting the regex engine attempt a match at every character. Regexes are indexed in
// groups (redaction rules, phrase rules, others): one walk over a text serves every group, and a
// regex's candidate list is made from it only when that regex first asks (index_lists.ts).
import { buildGate, type Gate } from "./keyword_gate.ts";
import { leadingLiterals } from "./regex_prefix.ts";
import { splitByLiterals } from "./literal_split.ts";
import { remapWalk, walk } from "./index_walk.ts";
import { startsOf, statesByRegex, type TextIndex } from "./index_lists.ts";
import type { Edit } from "./gate_events.ts";
import { heldPerAudit } from "./text_memo.ts";

/** Shorter texts are cheap for the regex engine to scan whole. */
export const MIN_INDEXED = 2048;
const CACHED_TEXTS = 4;

interface Group {
  /** How many regexes the group holds (their ids: 0, 1, …). */
  size: number;
  /** Per regex: the states of the gate where its literals end (index_lists.statesByRegex). */
  byRegex?: Int32Array[];
  /** Recently indexed texts: their walk, and per regex its candidate starts once asked. */
  cache: Map<string, TextIndex>;
}

const groups = new Map<string, Group>();
const where = new Map<RegExp, { group: Group; id: number }>();
/** Every registered regex's literals, by its index over all groups, and its group and id. */
const entries: Array<{ rule: number; keywords: string[] }> = [];
const owners: Array<{ group: Group; id: number }> = [];
/** Regexes already looked at whose leading literals are unknown. */
const unknown = new WeakSet<RegExp>();
/** Per regex registered by parts: the regex of its alternatives without leading literals. */
const residues = new WeakMap<RegExp, RegExp>();

/** One automaton over all groups' literals, and the output events of recently walked texts. */
let gate: Gate<number> | undefined;
/** The gate's symbol per UTF-16 code unit, with U+212A as "k" and U+017F as "s" (see below). */
let wide: Uint16Array | undefined;
/** The longest literal + 1 (see index_walk.remapWalk). */
let need = 0;
const walks = new Map<string, Int32Array>();
/** Recently edited copies of texts (redacted): their walk can be made from the original's. */
const edited = new Map<string, { original: string; edits: Edit[] }>();
heldPerAudit("regex_index", function* () {
  yield* walks.keys();
  for (const g of groups.values()) yield* g.cache.keys();
  for (const [copy, e] of edited) yield* [copy, e.original];
}, () => {
  walks.clear();
  edited.clear();
  for (const g of groups.values()) g.cache.clear();
});

/**
 * Makes `re` searchable by candidates when its leading literals are known; returns whether so.
 * Regexes searched over the same texts belong in one `group` (its lists are made together).
 * `byParts`: when only some top-level alternatives open with literals, index those and keep the
 * others as a residue (literal_split.ts); its candidates must then be read with residueOf.
 */
export function registerRegex(re: RegExp, group = "text", byParts = false): boolean {
  if (where.has(re)) return true;
  if (unknown.has(re)) return false;
  // Literals read through blanks ("te " for `te\s+lo`: fewer starts) for a regex that has literals
  // without them; one led only by a blank (": ") stays a plain scan, cheaper than its many starts.
  let literals = leadingLiterals(re) && leadingLiterals(re, true);
  const split = literals === undefined && byParts ? splitByLiterals(re, true) : undefined;
  if (split !== undefined) {
    literals = split.literals;
    residues.set(re, split.residue);
  }
  if (literals === undefined) {
    unknown.add(re);
    return false;
  }
  let g = groups.get(group);
  if (g === undefined) groups.set(group, g = { size: 0, cache: new Map() });
  const at = { group: g, id: g.size++ };
  where.set(re, at);
  owners.push(at);
  entries.push({ rule: entries.length, keywords: literals });
  // A new literal changes the automaton: every walk and list made with the old one goes.
  gate = wide = undefined;
  need = 0;
  walks.clear();
  for (const other of groups.values()) (other.byRegex = undefined, other.cache.clear());
  return true;
}

// Under /iu, U+212A (Kelvin) matches "k" and U+017F (long s) matches "s".
const KELVIN = 0x212a;
const LONG_S = 0x17f;
// Every code unit `\s` matches: a literal " " (regex_prefix.ts, `blanks`) stands for all of them.
const BLANKS = [
  9,
  10,
  11,
  12,
  13,
  32,
  0xa0,
  0x1680,
  0x2028,
  0x2029,
  0x202f,
  0x205f,
  0x3000,
  0xfeff,
];

function widened(gate: Gate<number>): Uint16Array {
  const wide = gate.wide.slice();
  wide[KELVIN] = gate.symbols[107];
  wide[LONG_S] = gate.symbols[115];
  for (const c of BLANKS) wide[c] = gate.symbols[32];
  for (let c = 0x2000; c <= 0x200a; c++) wide[c] = gate.symbols[32];
  return wide;
}

function walked(text: string): { g: Gate<number>; events: Int32Array } {
  const g = gate ??= buildGate(entries);
  let events = walks.get(text);
  if (events === undefined) {
    const table = wide ??= widened(g);
    need ||= g.lengths.reduce((a, b) => Math.max(a, b), 0) + 1;
    events = mappedWalk(g, table, text, 0) ?? walk(g.delta, table, text);
    if (walks.size >= CACHED_TEXTS) walks.delete(walks.keys().next().value!);
    walks.set(text, events);
  }
  return { g, events };
}

/** The walk over a noted copy, mapped from its original's (kept, or itself a noted copy). */
function mappedWalk(
  g: Gate<number>,
  table: Uint16Array,
  text: string,
  depth: number,
): Int32Array | undefined {
  const from = edited.get(text);
  if (from === undefined || depth > 2) return undefined;
  const base = walks.get(from.original) ?? mappedWalk(g, table, from.original, depth + 1);
  return base && remapWalk(g.delta, table, need, base, text, from.edits);
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
    index = { events: walked(text).events, lists: new Array(group.size) };
    if (group.cache.size >= CACHED_TEXTS) group.cache.delete(group.cache.keys().next().value!);
    group.cache.set(text, index);
  }
  return index.lists[id] ??= listOf(group, index, id);
}

/** The candidate starts of regex `id` of `group` in an indexed text, made on first request. */
function listOf(group: Group, index: TextIndex, id: number): number[] {
  const g = gate!;
  const idOf = (r: number) => owners[r].group === group ? owners[r].id : -1;
  group.byRegex ??= statesByRegex(g.outputs, g.rules, g.lengths, idOf, group.size);
  return startsOf(index, group.byRegex[id], g.outputs.length, g.width);
}

/**
 * Notes that `copy` is `original` with `edits` applied (a redacted copy): when the copy is indexed
 * while the original's walk is still kept, the copy's walk is made from it (index_walk.ts).
 */
export function noteEdited(original: string, copy: string, edits: Edit[]): void {
  if (copy.length < MIN_INDEXED) return;
  edited.delete(copy);
  if (edited.size >= CACHED_TEXTS) edited.delete(edited.keys().next().value!);
  edited.set(copy, { original, edits });
}

/** Whether the walk over `text` is kept or can be mapped (worth noting a copy of it). */
export function canMapWalk(text: string): boolean {
  return walks.has(text) || edited.has(text);
}
