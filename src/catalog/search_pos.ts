/**
 * Parts of speech of a query's opening word, from WordNet's index (search_thesaurus.ts): whether
 * a request opens with a verb ("tweak the banner") or with a noun ("image resize job 4821 keeps
 * dying"), for the read/write intent (search_intent.ts).
 */
import { lemmaLine, type Pos } from "./search_thesaurus.ts";

/** Whether WordNet lists `word` (a lemma) as a verb; false without the package. */
export const isVerb = (word: string): boolean => lemmaLine("verb", word) !== null;

/**
 * How often WordNet's sense-tagged corpus uses `word` in `pos`: the index line's tagsense_cnt,
 * the field before its synset offsets ("image n 9 5 @ ~ … 9 5 05936904 …" → 5).
 */
function tagged(pos: Pos, word: string): number {
  const parts = lemmaLine(pos, word)?.trim().split(/ +/) ?? [];
  return parts.length === 0 ? 0 : Number(parts[parts.length - 1 - Number(parts[2])]) || 0;
}

/** `word` is tagged more often as a noun than as a verb ("image", "silence"; not "pull"). */
export const nounFirst = (word: string): boolean => tagged("noun", word) > tagged("verb", word);
