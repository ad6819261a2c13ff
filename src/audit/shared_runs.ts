// Phrase rules that share one regex (the five tool-boundary-spoof entries of boundary_foreign.ts)
// search a text over the same windows alike: the matches one search met are replayed for the next
// rule instead of searching again (cost round 44), within one audit. A replay needs every match
// the next search would read: all of them (the search ran to the end), or the first `enough` (it
// stops there).
import { memoized } from "./text_memo.ts";

interface Run {
  at: number[] | null;
  /** Start and end of each match met, in order. */
  spans: number[];
}

// The runs kept for a text, per shared regex, for one audit only (text_memo.ts): no audited text
// outlives the audit. Outside an audit each call gets a fresh map, so nothing is replayed.
const RUNS = {};
const runsOf = (text: string) => memoized(RUNS, text, () => new Map<string, Run>());

/** Per rule whose regex (source and flags) another rule also has, that regex's key. */
export function sharedKeys<R extends { re: RegExp }>(rules: R[]): Map<R, string> {
  const count = new Map<string, number>();
  const key = (r: R) => `${r.re.flags}/${r.re.source}`;
  for (const r of rules) count.set(key(r), (count.get(key(r)) ?? 0) + 1);
  return new Map(rules.filter((r) => count.get(key(r))! > 1).map((r) => [r, key(r)]));
}

function sameAt(a: number[] | null, b: number[] | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The spans recorded for regex `key` over `text` at keyword offsets `at`, if any. */
export function replayable(key: string, text: string, at: number[] | null): number[] | undefined {
  const run = runsOf(text).get(key);
  return run !== undefined && sameAt(run.at, at) ? run.spans : undefined;
}

/**
 * Keeps a search's `spans` for replay when they are all it could give (`complete`) or at least
 * `enough` (every search stops by then); else forgets any earlier run of `key`.
 */
export function keepRun(
  key: string,
  text: string,
  at: number[] | null,
  spans: number[],
  complete: boolean,
  enough: number,
): void {
  const runs = runsOf(text);
  if (complete || spans.length >= 2 * enough) runs.set(key, { at, spans });
  else runs.delete(key);
}
