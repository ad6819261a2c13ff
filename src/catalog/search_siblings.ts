/**
 * Sibling support (round 11): a tool whose server's other tools also rank among the best
 * candidates is more likely meant than one whose server matched the request only once. A
 * request about a platform's goal ("is my image job done yet") spreads its words over that
 * platform's tools; a stray match on another server does not. The cluster hypothesis of
 * retrieval, with servers as the clusters. Query time, after the named-server focus.
 */
import type { Scored } from "./search_topk.ts";

/**
 * Scales each candidate's score by 1 + `weight` × its support: the summed (non-negative)
 * scores of its server's other tools among the `depth` best candidates, over the best score,
 * at most 1. Re-sorts; `weight` 0 or a one-candidate list leaves the ranking unchanged.
 */
export function supportSiblings(
  scored: Scored[],
  serverOf: (doc: number) => number,
  weight: number,
  depth: number,
): Scored[] {
  if (weight === 0 || depth <= 0 || scored.length < 2) return scored;
  const top = scored[0].score;
  if (!(top > 0)) return scored;
  const head = scored.slice(0, depth);
  const mass = new Map<number, number>();
  for (const s of head) {
    const id = serverOf(s.doc);
    mass.set(id, (mass.get(id) ?? 0) + Math.max(0, s.score));
  }
  const inHead = new Set(head.map((s) => s.doc));
  return scored
    .map((s) => {
      if (s.score <= 0) return s;
      const own = inHead.has(s.doc) ? s.score : 0;
      const support = Math.min(1, ((mass.get(serverOf(s.doc)) ?? 0) - own) / top);
      return support > 0 ? { doc: s.doc, score: s.score * (1 + weight * support) } : s;
    })
    .sort((a, b) => b.score - a.score || a.doc - b.doc);
}
