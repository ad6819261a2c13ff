/**
 * How far the literal ranking is trusted for one request (round 57's candidates L and M): a
 * goal-style request tells a situation in many words, of which the catalogue's best literal match
 * holds one or two incidental ones ("page", "session"); fusion divides by that best score, so it
 * counted 1 however little of the request it covered.
 */
import type { SearchConfig } from "./search_config.ts";
import type { Scored, TermSpec } from "./search_postings.ts";
import type { Semantic } from "./search_semantic.ts";

/**
 * min(1, `cover` × the share of the request's concepts its best lexical match holds), at least
 * 0.05; 1 when a server is named, when `cover` is 0 (off) or when the request has no concept.
 */
export function literalShare(
  named: number,
  specs: readonly TermSpec[],
  bestConcepts: number,
  cover: number,
): number {
  if (named > 0 || !(cover > 0)) return 1;
  const concepts = new Set(specs.filter((s) => s.concept >= 0).map((s) => s.concept)).size;
  return concepts === 0 ? 1 : Math.max(0.05, Math.min(1, (cover * bestConcepts) / concepts));
}

/**
 * The dense weight for fusion, divided by the literal share (the same order as scaling every
 * lexical part by it; the later steps multiply), and the nearest tools that join the candidates:
 * `denseCandidates` always, `weakNear` when the share is below 1.
 */
export function weakLiteral(
  semantic: Semantic,
  bestConcepts: number,
  specs: readonly TermSpec[],
  named: number,
  k: number,
  keep: (doc: number) => boolean,
  c: Pick<SearchConfig, "lexicalCover" | "weakNear" | "denseCandidates">,
): { weight: number; near: Scored[] } {
  const share = literalShare(named, specs, bestConcepts, c.lexicalCover);
  const wide = Math.max(c.denseCandidates, share < 1 ? c.weakNear : 0);
  const near = wide > 0 ? semantic.top(Math.max(k, wide), keep) : [];
  return { weight: semantic.weight / share, near };
}
