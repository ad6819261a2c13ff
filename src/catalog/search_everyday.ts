/**
 * Round 52's candidate E (adopted): a goal-style request tells a situation in everyday words ("Saturday's
 * workshop", "Monday morning", "the office closing"), while a tool's description names its product
 * by brand. When only such words name servers, the request names no product in earnest, so the
 * cut on other servers' tools is scaled by `servers.everyday` (0.5 since round 52; 1 = off).
 */
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
  if (wordVectors() === null) return c.cut;
  return [...naming].some(rareTerms(c.common)) ? c.cut : c.cut * c.everyday;
}

/**
 * Whether a processed term is not among the `common` most frequent English words (absent from the
 * word list counts as rare); with `common` 0 or no word list, no term is.
 */
export function rareTerms(common: number): (term: string) => boolean {
  const vectors = common > 0 ? wordVectors() : null;
  if (vectors === null) return () => false;
  return (t) => (vectors.ranks[vectors.rows.get(t) ?? -1] ?? common) >= common;
}
