/**
 * The word-vector family of the search configuration (search_semantic.ts): how a tool's vector is
 * built and how the query's cosine re-ranks and adds candidates. Split from search_config.ts by
 * family; the defaults are those chosen in rounds 3 to 11 (docs/search.md).
 */
import type { NeighborConfig } from "./search_neighbors.ts";

export interface DenseConfig {
  /** Weight of the semantic (word-vector) cosine against the best lexical score; 0 = off. */
  dense: number;
  /** Nearest tools by vector added to the lexical candidates; 0 = only re-rank those. */
  denseCandidates: number;
  /** Split run-together name words ("keyvault") with the word-vector vocabulary. */
  compounds: boolean;
  /** Lexical candidates re-ranked by the word vectors. */
  denseDepth: number;
  /** Share of a name-and-title-only vector in the cosine (the rest: the whole-tool vector). */
  denseName: number;
  /** Share of the best-sentence cosine (search_sentences.ts) in the cosine. */
  denseSentences: number;
  /** Weight of each field in a tool's semantic vector. */
  denseFields: {
    name: number;
    title: number;
    description: number;
    params: number;
    /** The description's purpose clauses again (search_purpose.ts, round 13); 0 = off. */
    purpose: number;
  };
  /** Soft matching: nearest catalogue words of each query word by word vector. */
  neighbors: NeighborConfig & {
    /** Fields whose words are candidates: 1 name, 2 + title, 3 + description, 4 + params. */
    fields: number;
  };
  /**
   * The learned translations' tool words with P(t | q) at least this join the query's vector
   * text (search_translate_vector.ts, round 17); 0 = off.
   */
  translateVector: number;
  /** Weight of the word-alignment similarity (search_align.ts) against the best lexical score. */
  align: number;
}

export const DENSE_DEFAULTS: DenseConfig = {
  dense: 0.8,
  denseCandidates: 0,
  compounds: false,
  denseDepth: 50,
  denseName: 0,
  denseSentences: 0.5,
  denseFields: { name: 1, title: 1, description: 1, params: 1, purpose: 0 },
  neighbors: { weight: 0, k: 5, min: 0.5, fields: 3 },
  align: 0,
  translateVector: 0,
};
