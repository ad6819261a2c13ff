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
