/**
 * Tunable parts of the tool search. Defaults were chosen on the tuning sets only, by
 * leave-one-set-out cross-validation (docs/search.md; search_tune.ts --cv, search_switch_cv.ts);
 * switching a signal off is how scripts/search_eval.ts measures what it contributes.
 */
import { DENSE_DEFAULTS, type DenseConfig } from "./search_config_dense.ts";
import type { GateConfig } from "./search_gate.ts";
import type { PurposeConfig } from "./search_purpose.ts";
import type { SituationConfig } from "./search_situations.ts";
import { TOPIC_DEFAULTS, type TopicConfig } from "./search_topic.ts";

export interface SearchConfig extends DenseConfig, TopicConfig {
  /** WordNet synonyms and broader words (hypernyms) of the query's words. */
  wordnet: boolean;
  /** Senses per part of speech for a query word no tool holds (else 2); 0 = off (round 37). */
  wordnetRare: number;
  /** Weight of a server's whole-text BM25 score on its tools (search_server_text.ts); 0 = off. */
  serverText: number;
  /** Unnamed query: tools of this many best whole-text servers join the candidates; 0 = off. */
  serverPool: number;
  /** Name coverage (search_name_cover.ts, round 39): grows by this × name words matched; 0 off. */
  nameCover: number;
  /** Sibling chooser (search_sibling_chooser.ts, round 40): weight (0 = off), verb part's share. */
  siblingChoose: number;
  siblingVerb: number;
  /** Description-word → name-word associations learned from the catalogue (search_assoc.ts). */
  learned: number;
  /** Weight of the everyday-verb lexicon's API words (search_verbs.ts, round 6); 0 = off. */
  verbs: number;
  /** Weight of the everyday-noun lexicon's API object names (search_nouns.ts, round 7); 0 = off. */
  nouns: number;
  /** A one-word noun phrase held by more than this share of the tools is not expanded; 0 = off. */
  nounCommon: number;
  /** Include the noun-lexicon lines written after reading held-out 7's misses. */
  nounsFitted: boolean;
  /** The situation lexicon's expansion (search_situations.ts, round 9). */
  situations: SituationConfig;
  /** Weight of verb pairs learned from names and descriptions (search_verb_pairs.ts); 0 = off. */
  verbPairs: number;
  /** Weight × P(tool word | query word) of the learned translations (search_translate.ts). */
  translate: number;
  /** The hand-written verb/noun synonym groups in search_text.ts. */
  synonyms: boolean;
  /** Weight of a hand-written synonym relative to the user's own word. */
  synonymWeight: number;
  /** Index parameter names and descriptions. */
  params: boolean;
  /** Drop sentences held by this share of a server's tools (search_boilerplate.ts); 0 = off. */
  boilerplate: number;
  /** How kin words are mined (search_purpose.ts, round 13); `boosts.kin` switches them on. */
  purpose: PurposeConfig;
  /** Prefix and one-edit fuzzy matching of query terms. */
  fuzzy: boolean;
  /** Fuzzy matching of query words the index holds too (off: only unknown words, typos). */
  fuzzyKnown: boolean;
  /** 0: one pass over literal and expanded terms; above 0: RRF (this k) of the two rankings. */
  rrf: number;
  /** Score cut for a tool whose action (read/write) contradicts the query's intent; 0 = off. */
  intent: number;
  /**
   * Which opening words give a request its intent (search_intent.ts): 0 question words and
   * write verbs; 1 also the read verbs; 2 also any other WordNet verb, as a write request.
   */
  intentVerbs: number;
  /** 1: a request ending with "?" reads when its opening words give no intent (round 11). */
  intentAsk: number;
  /**
   * Sibling support (search_siblings.ts, round 11): a candidate's score grows by up to this
   * share with its server's other tools' scores among the `siblingDepth` best; 0 = off.
   */
  siblings: number;
  siblingDepth: number;
  /**
   * Servers the query names (search_servers.ts): up to `candidates` of their tools join the
   * re-ranked candidates (0 = none), and other servers' tools are scaled down by `cut`; a server
   * word names its servers when at least `share` of its holders are theirs (build time). Round 8:
   * `join` 1 adjacent words joined ("Lunch Money", "ERPNext") name servers too, 2 the joined
   * word also replaces them among the matched terms; `common` > 0 drops servers named only by
   * one of the `common` most frequent English words when a rarer word names another; `unname` 1
   * leaves the naming words out of the query's word vector; `proper` 1 a server word other
   * servers use too names it when capitalised mid-query ("on Teams"); round 33: `short` 1 short
   * and compound forms of server words ("c4d", "cad" of freecad) name their servers. 0 = off.
   * Round 52: `everyday` scales the cut when only such everyday words name servers (1 = off).
   * Round 55 (round 54's S, narrowed): `spare` scales it for a tool (`spareBy` 0) or server (1)
   * built around a rare naming word (search_companions.ts; 1 = off; 0 since round 55).
   */
  servers: {
    candidates: number;
    cut: number;
    share: number;
    join: number;
    common: number;
    unname: number;
    proper: number;
    short: number;
    everyday: number;
    spare: number;
    spareBy: number;
  };
  /**
   * Tools described in Chinese or Japanese (search_glossary.ts, round 10, build time): `glossary`
   * 1 adds the English words of the catalogue words a description holds; `names` n repeats the
   * name and parameter-name words n times in a description written mostly in CJK. 0 = off.
   */
  foreign: { glossary: number; names: number };
  /** Expansions gated by catalogue statistics (search_gate.ts); 0 switches a gate off. */
  gate: GateConfig;
  /** Expansions weaker than this add score but do not count as matching their query word. */
  conceptMin: number;
  /** BM25+ weight of each field. */
  boosts: {
    name: number;
    title: number;
    server: number;
    description: number;
    params: number;
    paramDocs: number;
    /** WordNet synonyms and broader words of the name's words, added at index time. */
    nameSynonyms: number;
    nameHypernyms: number;
    /** A description's purpose clauses, again (search_purpose.ts, round 13). */
    purpose: number;
    /** Kin words: what other servers' tools of the same name object say (round 13). */
    kin: number;
    /** Its server's topic words a tool lacks (search_topic.ts, round 47). */
    topic: number;
  };
  /** Weight of a WordNet expansion relative to the user's own word. */
  relations: { synonym: number; hypernym: number; derived: number; gloss: number };
}

export const DEFAULT_CONFIG: SearchConfig = {
  ...DENSE_DEFAULTS,
  ...TOPIC_DEFAULTS,
  wordnet: true,
  wordnetRare: 0,
  serverText: 0.5,
  serverPool: 0,
  nameCover: 0,
  siblingChoose: 0,
  siblingVerb: 0.5,
  learned: 0,
  verbs: 1.3,
  nouns: 0.5,
  nounsFitted: true,
  nounCommon: 0,
  situations: { weight: 0.5, common: 0, gap: 2, fitted: true, vector: 0, ambiguous: 1000 },
  verbPairs: 0,
  translate: 0.8, // round 14: leave-one-set-out 1206 → 1218 (docs/search.md, "Round 14")
  synonyms: true,
  synonymWeight: 0.25,
  params: true,
  boilerplate: 0,
  purpose: { source: 0, servers: 2, share: 0.2, perKey: 8, sentence: 0 },
  fuzzy: true,
  fuzzyKnown: false,
  rrf: 0,
  siblings: 0,
  siblingDepth: 20,
  intent: 0.3,
  intentVerbs: 2,
  intentAsk: 1,
  servers: {
    candidates: 300,
    cut: 0.75,
    share: 0.8,
    join: 2,
    common: 10_000,
    unname: 0,
    proper: 1,
    short: 0,
    everyday: 0.5,
    spare: 0, // round 55: cross-validated 5265 → 5282 (docs/search.md, round 55)
    spareBy: 1,
  },
  foreign: { glossary: 1, names: 0 },
  conceptMin: 0.2,
  gate: { common: 0.1, rarer: 0 },
  boosts: {
    name: 1,
    // 0.5 since round 11 (1.5): a title mostly repeats the name (docs/search.md, "Round 11").
    title: 0.5,
    server: 1,
    description: 1,
    params: 0.5,
    paramDocs: 0.2,
    nameSynonyms: 0,
    nameHypernyms: 0,
    purpose: 0,
    kin: 0,
    topic: 0,
  },
  relations: { synonym: 0.15, hypernym: 0, derived: 0, gloss: 0 },
};

/** The weights `ToolSearchIndex.retune` may change: all read per query, none at index build. */
export type QueryWeights =
  & Partial<
    Pick<
      SearchConfig,
      | "synonymWeight"
      | "learned"
      | "dense"
      | "intent"
      | "intentVerbs"
      | "conceptMin"
      | "verbs"
      | "nouns"
      | "nounsFitted"
      | "nounCommon"
      | "verbPairs"
      | "translate"
      | "translateVector"
      | "siblings"
      | "siblingDepth"
      | "intentAsk"
      | "wordnetRare"
      | "serverText"
      | "serverPool"
      | "nameCover"
      | "siblingChoose"
      | "siblingVerb"
    >
  >
  & {
    relations?: Partial<SearchConfig["relations"]>;
    servers?: Partial<SearchConfig["servers"]>;
    gate?: Partial<GateConfig>;
    situations?: Partial<SituationConfig>;
  };

export function searchConfig(overrides: Partial<SearchConfig> = {}): SearchConfig {
  return {
    ...DEFAULT_CONFIG,
    ...overrides,
    boosts: { ...DEFAULT_CONFIG.boosts, ...overrides.boosts },
    relations: { ...DEFAULT_CONFIG.relations, ...overrides.relations },
    denseFields: { ...DEFAULT_CONFIG.denseFields, ...overrides.denseFields },
    foreign: { ...DEFAULT_CONFIG.foreign, ...overrides.foreign },
    neighbors: { ...DEFAULT_CONFIG.neighbors, ...overrides.neighbors },
    servers: { ...DEFAULT_CONFIG.servers, ...overrides.servers },
    gate: { ...DEFAULT_CONFIG.gate, ...overrides.gate },
    situations: { ...DEFAULT_CONFIG.situations, ...overrides.situations },
    purpose: { ...DEFAULT_CONFIG.purpose, ...overrides.purpose },
  };
}
