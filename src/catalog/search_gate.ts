/**
 * Expansions gated by catalogue statistics, so a synonym list fitted to one set's wording
 * fires only where the catalogue suggests a vocabulary gap (docs/search.md, round 4b).
 */
import type { TermSpec } from "./search_postings.ts";

export interface GateConfig {
  /**
   * Expand a query word only when it is held by at most this share of the tools (or by at
   * most MIN_COMMON): a word the catalogue already uses widely needs no stand-ins. 0 = off.
   */
  common: number;
  /**
   * Drop an expansion held by more than this many times as many tools as its query word
   * (at least one): a stand-in far more common than the word mostly adds generic matches.
   * 0 = off.
   */
  rarer: number;
}

/**
 * A word held by fewer tools than search re-ranks (its 50 candidates) is never common: in a
 * small catalogue its own matches cannot fill the candidates, so stand-ins still help.
 */
export const MIN_COMMON = 50;

/** How many tools hold a term, and how many tools there are. */
export interface TermStats {
  count: (term: string) => number;
  size: number;
}

/** `specs` without the expansions (boost < 1) the gates reject; the user's own words stay. */
export function gateExpansions(
  specs: TermSpec[],
  terms: string[],
  stats: TermStats,
  gate: GateConfig,
): TermSpec[] {
  if (gate.common <= 0 && gate.rarer <= 0) return specs;
  const own = terms.map((t) => stats.count(t));
  const size = Math.max(1, stats.size);
  return specs.filter((s, i) => {
    if (i < terms.length || s.boost >= 1 || s.concept < 0) return true;
    const word = own[s.concept] ?? 0;
    if (gate.common > 0 && word > Math.max(gate.common * size, MIN_COMMON)) return false;
    // A word no tool holds counts as one tool, so its stand-ins are judged, not all dropped.
    return gate.rarer <= 0 || stats.count(s.term) <= gate.rarer * Math.max(word, 1);
  });
}
