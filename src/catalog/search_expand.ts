/**
 * Turns a query into weighted index terms: the user's words, hand-written synonyms, and
 * WordNet relatives of each word and of two- and three-word phrases ("get rid of").
 * Every expansion counts toward the query concept it came from, never as a new one.
 */
import type { Association } from "./search_assoc.ts";
import type { SearchConfig } from "./search_config.ts";
import type { TermSpec } from "./search_postings.ts";
import { processTerm, termSpecs } from "./search_text.ts";
import { related } from "./search_thesaurus.ts";
import { gateExpansions, type TermStats } from "./search_gate.ts";
import { matchVerbs, type VerbMatch, words as wordsOf } from "./search_verbs.ts";
import { matchNouns, nounLexicon } from "./search_nouns.ts";
import { matchSituations } from "./search_situations.ts";

/** Bounds the posting lists one query can touch. */
const MAX_EXPANSIONS = 64;
const MAX_PHRASE = 3;
const MAX_WORDS = 32;

/**
 * The query's terms with their expansions, gated by the catalogue's term counts when
 * config.gate asks for it.
 */
export function querySpecs(
  query: string,
  terms: string[],
  config: SearchConfig,
  learned: Map<string, Association[]>,
  stats: TermStats = { count: () => 0, size: 0 },
  pairs: Map<string, Association[]> = new Map(),
  translations: Map<string, Association[]> = new Map(),
): TermSpec[] {
  const specs = expand(query, terms, config, { learned, pairs, translations }, stats);
  return gateExpansions(specs, terms, stats, config.gate);
}

function expand(
  query: string,
  terms: string[],
  config: SearchConfig,
  maps: Record<"learned" | "pairs" | "translations", Map<string, Association[]>>,
  stats: TermStats,
): TermSpec[] {
  let specs = termSpecs(terms, config.synonymWeight)
    .filter((_, i) => i < terms.length || (config.synonyms && config.synonymWeight > 0));
  if (!config.fuzzy) specs = specs.map((s) => ({ ...s, prefix: false, fuzzy: 0 }));
  const seen = new Set(specs.map((s) => s.term));
  const push = (term: string, boost: number, concept: number) => {
    if (seen.has(term) || boost <= 0) return;
    seen.add(term);
    specs.push({ term, boost, concept, prefix: false, fuzzy: 0 });
  };
  const words = wordsOf(query).slice(0, MAX_WORDS);
  const conceptOf = (w: string) => {
    const t = processTerm(w);
    return t === null ? -1 : terms.indexOf(t);
  };
  // Each lexicon's API words count toward the phrase's first word the query's terms hold.
  const lexicon = (matches: VerbMatch[], weightOf: (m: VerbMatch) => number) => {
    for (const m of matches) {
      const concept = m.at.map((i) => conceptOf(words[i])).find((c) => c >= 0) ?? -1;
      if (concept >= 0) { for (const term of m.api) push(term, weightOf(m), concept); }
    }
  };
  if (config.verbs > 0) lexicon(matchVerbs(words), () => config.verbs);
  if (config.nouns > 0) {
    const nouns = matchNouns(words, nounLexicon(config.nounsFitted));
    lexicon(nouns, (m) => nounWeight(words[m.at[0]], m.at.length, config, stats));
  }
  const situations = config.situations;
  if (situations.weight > 0) {
    lexicon(matchSituations(words, situations, stats), () => situations.weight);
  }
  const learnedMaps = [
    [maps.learned, config.learned],
    [maps.pairs, config.verbPairs],
    [maps.translations, config.translate],
  ] as const;
  for (const [map, weight] of learnedMaps) {
    if (weight <= 0) continue;
    terms.forEach((t, concept) => {
      for (const a of map.get(t) ?? []) push(a.term, weight * a.confidence, concept);
    });
  }
  if (!config.wordnet) return specs;
  let added = 0;
  // Derivational and definition words are read only when they carry weight.
  const distant = config.relations.derived > 0 || config.relations.gloss > 0;
  for (let i = 0; i < words.length; i++) {
    for (let len = Math.min(MAX_PHRASE, words.length - i); len >= 1; len--) {
      const concept = words.slice(i, i + len).map(conceptOf).find((c) => c >= 0) ?? -1;
      if (concept < 0) continue;
      // A word no tool holds cannot match by itself, so its rarer senses are read too.
      const depth = len === 1 && stats.count(terms[concept]) === 0 ? config.wordnetRare : 0;
      for (const r of related(words.slice(i, i + len).join("_"), distant, depth)) {
        if (added >= MAX_EXPANSIONS) return specs;
        if (!/^[a-z]+$/.test(r.word)) continue; // a multi-word lemma cannot match one index term
        const term = processTerm(r.word);
        if (term === null || seen.has(term) || config.relations[r.relation] <= 0) continue;
        seen.add(term);
        added++;
        specs.push({ term, boost: config.relations[r.relation], concept, prefix: false, fuzzy: 0 });
      }
    }
  }
  return specs;
}

/**
 * The weight of a noun-lexicon phrase's API names: none for a one-word everyday name held by
 * more than config.nounCommon of the tools, which is an API word already.
 */
function nounWeight(word: string, len: number, config: SearchConfig, stats: TermStats): number {
  if (len > 1 || config.nounCommon <= 0) return config.nouns;
  const held = stats.count(processTerm(word) ?? word);
  return held > config.nounCommon * Math.max(1, stats.size) ? 0 : config.nouns;
}
