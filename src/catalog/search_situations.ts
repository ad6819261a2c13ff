/**
 * Situations and goals → the actions and objects APIs name (round 9), from the lexicon in
 * search_situation_lexicon.ts and search_situation_life.ts: "who still owes us money" reaches
 * `invoice`/`payment`, "the site is down" `incident`/`status`, "about to die" `battery`.
 * Matched like the noun lexicon (search_nouns.ts), but only where the catalogue does not already
 * hold the situation's words well (`common`).
 */
import { SITUATION_WORK } from "./search_situation_lexicon.ts";
import { SITUATION_LIFE } from "./search_situation_life.ts";
import { SITUATION_LEXICON_FITTED } from "./search_situation_fitted.ts";
import type { TermStats } from "./search_gate.ts";
import { processTerm } from "./search_text.ts";
import { wordVectors } from "./search_vectors.ts";
import { matchVerbs, parseLexicon, type Phrase, type VerbMatch, words } from "./search_verbs.ts";

export interface SituationConfig {
  /** Weight of the API words of a matched situation; 0 = off. */
  weight: number;
  /**
   * Expand a situation only when its least-held word is held by at most this share of the
   * tools: a phrase the catalogue already matches well needs no stand-ins. 0 = no gate.
   */
  common: number;
  /** Words that may come between a phrase's words (0: adjacent, as the noun lexicon). */
  gap: number;
  /** Include SITUATION_LEXICON_FITTED, the lines added after reading the tuning misses. */
  fitted: boolean;
  /** 1: the matched API words also join the text the query's word vector is built from. */
  vector: number;
  /**
   * A one-word situation among this many most frequent English words (the word vectors'
   * order) is too ambiguous to expand alone ("down", "left", "done"); 0 = off.
   */
  ambiguous: number;
}

const lexicons = new Map<boolean, Map<string, Phrase[]>>();
/** Index term → an API word it came from, to give the word vectors whole words. */
const rawOf = new Map<string, string>();

/** The shipped situation lexicon, parsed once; `fitted` false leaves the fitted lines out. */
export function situationLexicon(fitted = true): Map<string, Phrase[]> {
  let lex = lexicons.get(fitted);
  if (lex === undefined) {
    const lines = [...SITUATION_WORK, ...SITUATION_LIFE];
    lex = parseLexicon(fitted ? [...lines, ...SITUATION_LEXICON_FITTED] : lines);
    for (const line of [...lines, ...SITUATION_LEXICON_FITTED]) {
      for (const w of words(line.split("=")[1] ?? "")) {
        const t = processTerm(w);
        if (t !== null && !rawOf.has(t)) rawOf.set(t, w);
      }
    }
    lexicons.set(fitted, lex);
  }
  return lex;
}

/** Situations the request's words (words()) hold whose rarest word the catalogue holds little. */
export function matchSituations(
  raw: string[],
  config: SituationConfig,
  stats: TermStats,
): VerbMatch[] {
  const found = matchVerbs(raw, situationLexicon(config.fitted), config.gap)
    .filter((m) => !m.at.every((i) => processTerm(raw[i]) === null) && !everyday(raw, m, config));
  if (config.common <= 0) return found;
  const most = config.common * Math.max(1, stats.size);
  return found.filter((m) => {
    const held = m.at.map((i) => processTerm(raw[i])).filter((t) => t !== null)
      .map((t) => stats.count(t));
    return held.length === 0 || Math.min(...held) <= most;
  });
}

/** A one-word match on a word among the `ambiguous` most frequent English words. */
function everyday(raw: string[], m: VerbMatch, config: SituationConfig): boolean {
  if (m.at.length > 1 || config.ambiguous <= 0) return false;
  const vectors = wordVectors();
  const row = vectors?.rows.get(raw[m.at[0]]);
  return vectors !== null && row !== undefined && vectors.ranks[row] < config.ambiguous;
}

/** The text the query vector is built from, with the matched situations' API words when asked. */
export function situationText(text: string, config: SituationConfig, stats: TermStats): string {
  if (config.weight <= 0 || config.vector <= 0) return text;
  const api = matchSituations(words(text), config, stats).flatMap((m) => m.api);
  const extra = [...new Set(api)].map((t) => rawOf.get(t) ?? t);
  return extra.length === 0 ? text : `${text} ${extra.join(" ")}`;
}
