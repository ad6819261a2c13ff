// Where in a long text each registered regex can start a match: one automaton pass over the text
// finds every occurrence of every regex's leading literals (regex_prefix.ts). A search then tries
// the regex (sticky) only at those positions, which gives exactly the matches of a full scan,
// instead of letting the regex engine attempt a match at every character.
import { buildGate, type Gate } from "./keyword_gate.ts";
import { leadingLiterals } from "./regex_prefix.ts";

/** Shorter texts are cheap for the regex engine to scan whole. */
export const MIN_INDEXED = 2048;
const CACHED_TEXTS = 4;

const ids = new Map<RegExp, number>();
const entries: Array<{ rule: number; keywords: string[] }> = [];
let gate: Gate<number> | undefined;
const cache = new Map<string, Array<number[] | undefined>>();

/** Makes `re` searchable by candidates when its leading literals are known; returns whether so. */
export function registerRegex(re: RegExp): boolean {
  if (ids.has(re)) return true;
  const literals = leadingLiterals(re);
  if (literals === undefined) return false;
  ids.set(re, entries.length);
  entries.push({ rule: entries.length, keywords: literals });
  gate = undefined;
  cache.clear();
  return true;
}

// Under /iu, U+212A (Kelvin) matches "k" and U+017F (long s) matches "s".
const KELVIN = 0x212a;
const LONG_S = 0x17f;

/** One pass: sorted start offsets of every literal occurrence, per registered regex. */
function indexText(text: string): Array<number[] | undefined> {
  gate ??= buildGate(entries);
  const { symbols, width, delta, outputs, lengths, rules } = gate;
  const k = symbols[107];
  const s = symbols[115];
  const found: Array<number[] | undefined> = new Array(entries.length);
  let row = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const sym = c < 128 ? symbols[c] : c === KELVIN ? k : c === LONG_S ? s : 0;
    row = delta[row + sym];
    if (row >= 0) continue;
    row = -row;
    for (const id of outputs[row / width]!) {
      const start = i + 1 - lengths[id];
      for (const r of rules[id]) {
        const list = found[r];
        if (list === undefined) found[r] = [start];
        else if (list[list.length - 1] !== start) list.push(start);
      }
    }
  }
  for (const list of found) list?.sort((a, b) => a - b);
  return found;
}

/**
 * Sorted offsets in `text` where a match of `re` can start, or undefined when `re` is not
 * registered or the text is short. `build`: index the text when it has not been indexed yet.
 */
export function candidateStarts(re: RegExp, text: string, build: boolean): number[] | undefined {
  const id = ids.get(re);
  if (id === undefined || text.length < MIN_INDEXED) return undefined;
  let index = cache.get(text);
  if (index === undefined) {
    if (!build) return undefined;
    index = indexText(text);
    if (cache.size >= CACHED_TEXTS) cache.delete(cache.keys().next().value!);
    cache.set(text, index);
  }
  return index[id] ?? [];
}
