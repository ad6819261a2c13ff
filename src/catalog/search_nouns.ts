/**
 * Everyday names for things → the object names APIs use (round 7), from search_noun_lexicon.ts:
 * "bill" reaches `invoice`, "newsletter" `campaign`, "call stack" `stack trace`; with the
 * maker lexicon (search_maker_lexicon.ts), "Google's model" reaches `gemini`. Matched like the
 * verb lexicon (search_verbs.ts), but a phrase's words must be adjacent.
 */
import { MAKER_LEXICON } from "./search_maker_lexicon.ts";
import { NOUN_LEXICON, NOUN_LEXICON_FITTED } from "./search_noun_lexicon.ts";
import { matchVerbs, parseLexicon, type Phrase, type VerbMatch } from "./search_verbs.ts";

const lexicons = new Map<boolean, Map<string, Phrase[]>>();

/** The shipped noun lexicon, parsed once; `fitted` false leaves NOUN_LEXICON_FITTED out. */
export function nounLexicon(fitted = true): Map<string, Phrase[]> {
  let lex = lexicons.get(fitted);
  if (lex === undefined) {
    const general = [...NOUN_LEXICON, ...MAKER_LEXICON];
    lex = parseLexicon(fitted ? [...general, ...NOUN_LEXICON_FITTED] : general);
    lexicons.set(fitted, lex);
  }
  return lex;
}

/** Every noun-lexicon phrase the request's words (words()) hold, words adjacent. */
export function matchNouns(raw: string[], lex = nounLexicon()): VerbMatch[] {
  return matchVerbs(raw, lex, 0);
}
