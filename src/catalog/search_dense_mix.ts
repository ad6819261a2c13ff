/**
 * The distilled static embedding (search_dense_static.ts) joined to a query's semantic scorer:
 * its cosine is added to each candidate's score at `staticDense`, and its `staticCandidates`
 * nearest tools join the re-ranked candidates (docs/rounds/search-dense.md).
 */
import type { SearchConfig } from "./search_config.ts";
import type { DenseFields } from "./search_dense.ts";
import { StaticDenseIndex, StaticEmbedder, staticTable } from "./search_dense_static.ts";
import type { Scored } from "./search_topk.ts";

/** A query's semantic scorer (search_semantic.ts), with optional extra candidates. */
export interface Semantic {
  weight: number;
  of: (doc: number) => number;
  top: (k: number, keep: (doc: number) => boolean) => Scored[];
  /** Candidates from another signal, added whatever `denseCandidates` says. */
  near?: (keep: (doc: number) => boolean) => Scored[];
}

/** What the mix needs of a dense index: query vectors, cosines, nearest tools. */
export interface DenseSource {
  embed(text: string): Float32Array | null;
  cosine(query: Float32Array, doc: number): number;
  top(query: Float32Array, k: number, keep: (doc: number) => boolean): Scored[];
}

/** Evaluation only (scripts/search_dense_cv.ts --use): full USE-lite in place of the table. */
let replacement: ((docs: DenseFields[]) => DenseSource) | null = null;
export function replaceStaticSource(source: ((docs: DenseFields[]) => DenseSource) | null) {
  replacement = source;
}

/** The static index when the config turns it on and the table can be read; else null. */
export function staticIndex(config: SearchConfig, docs: DenseFields[]): DenseSource | null {
  if (config.staticDense <= 0 && config.staticCandidates <= 0) return null;
  if (replacement !== null) return replacement(docs);
  const table = staticTable();
  return table === null ? null : new StaticDenseIndex(new StaticEmbedder(table), docs);
}

/** `base` with the static cosine added to its score and the static nearest tools as `near`. */
export function withStatic(
  base: Semantic | null,
  index: DenseSource | null,
  text: string,
  config: SearchConfig,
): Semantic | null {
  const query = base === null || index === null ? null : index.embed(text);
  if (base === null || index === null || query === null) return base;
  const w = config.staticDense, k = config.staticCandidates;
  return {
    weight: 1,
    of: (d) => base.weight * base.of(d) + w * index.cosine(query, d),
    top: base.top,
    near: k > 0 ? (keep) => index.top(query, k, keep) : undefined,
  };
}
