/**
 * Splits run-together words of tool names ("keyvault", "resourcehealth", "appconfig") into
 * two common words, so that a query's "vault" or "health" meets them. The dictionary is the
 * word-vector vocabulary (the 40,000 most frequent English words); a word it or WordNet
 * holds is kept whole.
 */
import { related } from "./search_thesaurus.ts";
import type { WordVectors } from "./search_vectors.ts";

const MIN_PART = 3;
/** Both parts must be among the most frequent words: rare parts give false splits. */
const MAX_PART_RANK = 20_000;

/** The two most frequent dictionary words that `word` is made of, or null. */
export function splitCompound(word: string, vectors: WordVectors): [string, string] | null {
  const w = word.toLowerCase();
  if (w.length < 2 * MIN_PART + 1 || !/^[a-z]+$/.test(w) || vectors.rows.has(w)) return null;
  if (related(w).length > 0) return null; // WordNet knows it: "permissions", not per + missions
  let best: [string, string] | null = null;
  let bestRank = Infinity;
  for (let i = MIN_PART; i <= w.length - MIN_PART; i++) {
    const a = vectors.rows.get(w.slice(0, i));
    const b = vectors.rows.get(w.slice(i));
    if (a === undefined || b === undefined) continue;
    const rank = Math.max(vectors.ranks[a], vectors.ranks[b]);
    if (rank < bestRank && rank < MAX_PART_RANK) {
      [best, bestRank] = [[w.slice(0, i), w.slice(i)], rank];
    }
  }
  return best;
}

/** The parts of the run-together words of `words`, as text to add to the name field. */
export function compoundParts(words: string[], vectors: WordVectors | null): string {
  if (vectors === null) return "";
  return words.flatMap((w) => splitCompound(w, vectors) ?? []).join(" ");
}
