// Cost round 48 (issue 13): the seed-phrase rule's hint (wallet_rules.ts), answered piece by
// piece. As one case-insensitive alternation it is tried at every position of a text that holds
// none of its words (a JSON plan of 60 KB: ~0.1-0.4 ms); alone, each Latin word is a literal
// search, the "… words" names need "words", and a name in another script needs one of the code
// units its first letter reads as under /i, which the text's census answers (char_census.ts).
import { holdsAny } from "./char_census.ts";

const LATIN = ["phrase", "mnemonic", "frase"];
const OTHER = "фраз|助[记記]|フレーズ|短语|문구|구문";
const NAMED_WORDS = "(?:seed|recovery|backup|wallet|secret)[ _-]?words";

/** The hint as one regex: what the rule documents, and what seedHintHolds answers. */
export const SEED_HINT = new RegExp([...LATIN, OTHER, NAMED_WORDS].join("|"), "i");

const LATIN_RES = LATIN.map((w) => new RegExp(w, "i"));
const WORDS = /words/i;
const NAMED_RE = new RegExp(NAMED_WORDS, "i");
const OTHER_RE = new RegExp(OTHER, "i");
/** Every code unit that opens an OTHER match under /i (ф's upper case; the others have none). */
export const OTHER_FIRST = /[фФ助フ短문구]/;

/** SEED_HINT.test(text), at the cost of a few literal searches. */
export function seedHintHolds(text: string): boolean {
  for (const re of LATIN_RES) if (re.test(text)) return true;
  if (WORDS.test(text) && NAMED_RE.test(text)) return true;
  return holdsAny(OTHER_FIRST, text) && OTHER_RE.test(text);
}
