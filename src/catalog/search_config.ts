/**
 * Tunable parts of the tool search. Defaults were chosen on the tuning queries only
 * (tests/fixtures/search/queries_tuning.json and tests/fixtures/tool_corpus); switching a
 * signal off is how scripts/search_eval.ts measures what it contributes.
 */

export interface SearchConfig {
  /** WordNet synonyms and broader words (hypernyms) of the query's words. */
  wordnet: boolean;
  /** Description-word → name-word associations learned from the catalogue (search_assoc.ts). */
  learned: number;
  /** The hand-written verb/noun synonym groups in search_text.ts. */
  synonyms: boolean;
  /** Index parameter names and descriptions. */
  params: boolean;
  /** Prefix and one-edit fuzzy matching of query terms. */
  fuzzy: boolean;
  /**
   * 0: one scoring pass over literal and expanded terms together. Above 0: reciprocal rank
   * fusion, with this k, of a literal-words ranking and an expanded ranking.
   */
  rrf: number;
  /** BM25+ weight of each field. */
  boosts: {
    name: number;
    title: number;
    server: number;
    description: number;
    params: number;
    paramDocs: number;
  };
  /** Weight of a WordNet expansion relative to the user's own word. */
  relations: { synonym: number; hypernym: number };
}

export const DEFAULT_CONFIG: SearchConfig = {
  wordnet: true,
  learned: 0.3,
  synonyms: true,
  params: true,
  fuzzy: true,
  rrf: 0,
  boosts: { name: 1, title: 1.5, server: 1, description: 1, params: 0.5, paramDocs: 0.2 },
  relations: { synonym: 0.3, hypernym: 0.1 },
};

export function searchConfig(overrides: Partial<SearchConfig> = {}): SearchConfig {
  return {
    ...DEFAULT_CONFIG,
    ...overrides,
    boosts: { ...DEFAULT_CONFIG.boosts, ...overrides.boosts },
    relations: { ...DEFAULT_CONFIG.relations, ...overrides.relations },
  };
}
