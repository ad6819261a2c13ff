/**
 * Reciprocal rank fusion: each ranking contributes 1 / (k + rank) per document, so a tool
 * ranked high by either the literal words or the expanded query rises, whatever the scale
 * of the underlying scores.
 */
import type { Scored } from "./search_topk.ts";

export function reciprocalRankFusion(lists: Scored[][], limit: number, k: number): Scored[] {
  const fused = new Map<number, number>();
  for (const list of lists) {
    list.forEach((s, i) => fused.set(s.doc, (fused.get(s.doc) ?? 0) + 1 / (k + i + 1)));
  }
  return [...fused]
    .map(([doc, score]) => ({ doc, score }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .slice(0, limit);
}

/**
 * Weighted score fusion of the lexical ranking with the semantic one: lexical scores are
 * divided by the best one (so 1 is the top lexical match) and `weight` × cosine is added.
 * Candidates are the union of both lists. A tool found only semantically is scored the same
 * way, with its own lexical score from `lexicalOf` (below the lexical cut, or 0).
 */
export function fuseScores(
  lexical: Scored[],
  dense: Scored[],
  cosine: (doc: number) => number,
  weight: number,
  limit: number,
  lexicalOf: (doc: number) => number = () => 0,
): Scored[] {
  const best = lexical.length > 0 ? lexical[0].score : 0;
  const fused = new Map<number, number>();
  for (const s of lexical) {
    fused.set(s.doc, (best > 0 ? s.score / best : 0) + weight * cosine(s.doc));
  }
  for (const s of dense) {
    if (fused.has(s.doc)) continue;
    fused.set(s.doc, (best > 0 ? lexicalOf(s.doc) / best : 0) + weight * cosine(s.doc));
  }
  return [...fused]
    .map(([doc, score]) => ({ doc, score }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .slice(0, limit);
}
