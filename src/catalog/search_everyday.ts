/**
 * Round 52's candidate E (adopted): a goal-style request tells a situation in everyday words ("Saturday's
 * workshop", "Monday morning", "the office closing"), while a tool's description names its product
 * by brand. When only such words name servers, the request names no product in earnest, so the
 * cut on other servers' tools is scaled by `servers.everyday` (0.5 since round 52; 1 = off).
 * Round 53's candidate W: a request that names no product tells the operation and its object, and
 * the product only by where the object lives ("from the wiki", "to my bookmark manager"); the
 * words of such place phrases weigh `servers.place` in the tool-level match (1 = off).
 */
import type { TermSpec } from "./search_postings.ts";
import { processTerm, tokenize } from "./search_text.ts";
import { wordVectors } from "./search_vectors.ts";

/**
 * The cut for tools of servers the query does not name: `cut` × `everyday` when every naming term
 * is among the `common` most frequent English words (the test of ServerNames' `#rarest`).
 */
export function namingCut(
  naming: Set<string>,
  c: { cut: number; common: number; everyday: number },
): number {
  if (c.everyday === 1 || naming.size === 0 || c.common <= 0) return c.cut;
  const vectors = wordVectors();
  if (vectors === null) return c.cut;
  const rank = (t: string) => vectors.ranks[vectors.rows.get(t) ?? -1] ?? c.common;
  return [...naming].every((t) => rank(t) < c.common) ? c.cut * c.everyday : c.cut;
}

const PLACE_OPENERS = new Set([
  "in",
  "on",
  "onto",
  "from",
  "to",
  "into",
  "under",
  "inside",
  "within",
  "among",
]);
const DETERMINERS = new Set([
  "the",
  "my",
  "our",
  "your",
  "this",
  "that",
  "these",
  "those",
  "its",
  "their",
]);
/** Words that end a place phrase besides punctuation and the next opener. */
const PLACE_ENDS = new Set([
  "and",
  "or",
  "but",
  "so",
  "with",
  "without",
  "for",
  "by",
  "that",
  "which",
  "who",
  "where",
]);

/**
 * Processed terms that only place phrases of `text` hold: an opener, a determiner, then the words
 * up to punctuation, the next opener or an ending word. A term also said elsewhere is not one.
 */
export function placeTerms(text: string): Set<string> {
  const inside = new Set<string>(), outside = new Set<string>();
  for (const clause of text.split(/[,.;:!?()]+/)) {
    const words = clause.split(/\s+/).filter((w) => w.length > 0);
    let place = false;
    for (let i = 0; i < words.length; i++) {
      const word = words[i].toLowerCase();
      if (PLACE_OPENERS.has(word) || PLACE_ENDS.has(word)) {
        place = PLACE_OPENERS.has(word) && DETERMINERS.has(words[i + 1]?.toLowerCase() ?? "");
        if (place) i++;
        continue;
      }
      for (const token of tokenize(words[i])) {
        const term = processTerm(token);
        if (term !== null) (place ? inside : outside).add(term);
      }
    }
  }
  return new Set([...inside].filter((t) => !outside.has(t)));
}

/** Scales by `place` every spec standing for a user term that only place phrases hold (1 = off). */
export function weighPlaces(text: string, terms: string[], specs: TermSpec[], place: number): void {
  if (place === 1) return;
  const places = placeTerms(text);
  if (places.size === 0) return;
  const concepts = new Set(terms.flatMap((t, i) => (places.has(t) ? [i] : [])));
  for (const spec of specs) if (concepts.has(spec.concept)) spec.boost *= place;
}
