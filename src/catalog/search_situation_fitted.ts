/**
 * Situation-lexicon lines added AFTER reading the tuning sets' misses (round 9), kept apart from
 * the lines written before any query was read (search_situation_lexicon.ts,
 * search_situation_life.ts) so their effect can be measured alone: `situationsFitted: false`
 * leaves them out.
 */
export const SITUATION_LEXICON_FITTED: readonly string[] = [];
