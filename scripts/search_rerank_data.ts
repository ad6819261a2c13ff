/**
 * The re-ranker's training data and scoring (src/catalog/search_rerank.ts), shared by
 * scripts/search_rerank_train.ts (one setting, leave-one-set-out) and
 * scripts/search_rerank_nested.ts (settings chosen inside each fold, with training-only queries).
 */
import type { ToolSearchIndex } from "../src/catalog/search.ts";
import { modelScore, type Reranker, type RerankModel } from "../src/catalog/search_rerank.ts";
import type { KindQuery } from "./search_eval.ts";
import type { QueryRows } from "./search_rerank_fit.ts";

export type Candidates = QueryRows & { kind: KindQuery["kind"] };
type Tapped = Parameters<NonNullable<Reranker["tap"]>>;

/** Each query's top `depth` candidates as feature rows, under the index's current table. */
export function candidatesOf(
  index: ToolSearchIndex,
  queries: KindQuery[],
  depth: number,
): Candidates[] {
  index.reranker.model = null;
  let seen: Tapped | null = null;
  index.reranker.tap = (q, top) => (seen = [q, top]);
  const out = queries.map((q) => {
    const hits = index.search(q.query, { limit: depth });
    const [rq, top] = seen!;
    const head = top.slice(0, depth);
    const rows = index.reranker.fields.features(rq, head);
    const order = hits.slice(0, head.length).map((h) => h.qualifiedName);
    return { rows, relevant: order.map((n) => q.relevant.includes(n)), kind: q.kind };
  });
  index.reranker.tap = null;
  return out;
}

export type Kinds = Record<KindQuery["kind"], number>;
export interface Score {
  hits: number;
  rr: number;
  kinds: Kinds;
}
export const emptyScore = (): Score => ({
  hits: 0,
  rr: 0,
  kinds: { easy: 0, paraphrase: 0, hard: 0 },
});

/** Hits@5, reciprocal ranks (top 10) and hits by kind of candidates re-ranked by `model`. */
export function scoreRows(queries: Candidates[], model: RerankModel | null): Score {
  const s = emptyScore();
  for (const q of queries) {
    const depth = model?.depth ?? q.rows.length;
    const idx = q.rows.map((_, i) => i);
    if (model !== null) {
      const v = q.rows.slice(0, depth).map((r) => modelScore(model, r));
      const head = idx.slice(0, depth).sort((a, b) => v[b] - v[a] || a - b);
      idx.splice(0, depth, ...head);
    }
    const rank = idx.findIndex((i) => q.relevant[i]);
    if (rank >= 0 && rank < 10) s.rr += 1 / (rank + 1);
    if (rank >= 0 && rank < 5) (s.hits++, s.kinds[q.kind]++);
  }
  return s;
}

export function addScore(acc: Score, r: Score) {
  acc.hits += r.hits, acc.rr += r.rr;
  for (const k of ["easy", "paraphrase", "hard"] as const) acc.kinds[k] += r.kinds[k];
}

/** The first `depth` rows of each query (the candidates a model of that depth sees). */
export function cut(queries: Candidates[], depth: number, weight = 1): Candidates[] {
  return queries.map((q) => ({
    ...q,
    rows: q.rows.slice(0, depth),
    relevant: q.relevant.slice(0, depth),
    weight,
  }));
}
