/**
 * Round 52's candidate E (adopted): a goal-style request tells a situation in everyday words ("Saturday's
 * workshop", "Monday morning", "the office closing"), while a tool's description names its product
 * by brand. When only such words name servers, the request names no product in earnest, so the
 * cut on other servers' tools is scaled by `servers.everyday` (0.5 since round 52; 1 = off).
 */
import { processTerm } from "./search_text.ts";
import { wordVectors } from "./search_vectors.ts";

/**
 * The cut for tools of servers the query does not name: `cut` × `everyday` when every naming term
 * is among the `common` most frequent English words (the test of ServerNames' `#rarest`).
 */
export function namingCut(
  naming: Set<string>,
  c: { cut: number; common: number; everyday: number; capital?: number },
  text = "",
): number {
  if (c.everyday === 1 || naming.size === 0 || c.common <= 0) return c.cut;
  if (wordVectors() === null) return c.cut;
  if ((c.capital ?? 0) > 0 && capitalisedNaming(text, naming)) return c.cut;
  return [...naming].some(rareTerms(c.common)) ? c.cut : c.cut * c.everyday;
}

/** Names English capitalises wherever they stand: a capital says nothing of a product there. */
const ALWAYS_CAPITALISED = new Set(
  ("monday tuesday wednesday thursday friday saturday sunday january february march april may " +
    "june july august september october november december").split(" "),
);

/**
 * Round 58's candidate C: a naming term written capitalised after the request's first word (the
 * test of round 8's `proper` rule), as a proper noun is, and not a weekday or month name, names
 * its product in earnest, so the everyday halving does not apply.
 */
export function capitalisedNaming(text: string, naming: Set<string>): boolean {
  for (const m of text.matchAll(/(?<=[A-Za-z0-9,;:)'"] +)[A-Z][a-z]+/g)) {
    if (ALWAYS_CAPITALISED.has(m[0].toLowerCase())) continue;
    if (naming.has(processTerm(m[0]) ?? "")) return true;
  }
  return false;
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
