/**
 * "Did you mean" ranking for unknown tool names: edit distance on the whole name (or on the
 * tool part when the caller gave no server) blended with overlap of name tokens.
 */
import { processTerm, tokenize } from "./search_text.ts";

export interface SuggestEntry {
  qualifiedName: string;
  lower: string;
  toolLower: string;
  tokens: Set<string>;
}

const MAX_INPUT = 200;
const MIN_SCORE = 0.5;

/** Stemmed name tokens, used on both sides of the overlap measure. */
export function nameTokens(name: string): Set<string> {
  const out = new Set<string>();
  for (const token of tokenize(name)) {
    const term = processTerm(token);
    if (term !== null) out.add(term);
  }
  return out;
}

/** Optimal-string-alignment distance; returns `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, prev2[j - 2] + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

function editSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 0;
  const max = Math.floor(longest * (1 - MIN_SCORE));
  const d = editDistance(a, b, max);
  return d > max ? 0 : 1 - d / longest;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Qualified names closest to `name`, best first, only those `accept` lets through. */
export function rankSuggestions(
  name: string,
  entries: readonly SuggestEntry[],
  limit: number,
  accept: (entry: SuggestEntry) => boolean,
): string[] {
  const input = name.trim().toLowerCase().slice(0, MAX_INPUT);
  if (input.length === 0) return [];
  const qualified = input.includes("__");
  const inputTokens = nameTokens(input);
  const scored: { name: string; score: number; overlap: number }[] = [];
  for (const entry of entries) {
    const edit = qualified
      ? editSimilarity(input, entry.lower)
      : Math.max(editSimilarity(input, entry.toolLower), editSimilarity(input, entry.lower));
    const overlap = jaccard(inputTokens, entry.tokens);
    const score = Math.max(edit, overlap);
    if (score < MIN_SCORE || !accept(entry)) continue;
    scored.push({ name: entry.qualifiedName, score, overlap });
  }
  scored.sort((a, b) =>
    b.score - a.score || b.overlap - a.overlap || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
  return scored.slice(0, limit).map((s) => s.name);
}
