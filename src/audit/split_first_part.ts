// Injection round 77 (v46, v49, v53, v54, v56, v57, v58 guided): a message labelled as the first
// of several parts whose next words tell the reader to keep it or wait for the next part ("Parte
// 1 de 2 — guarda este fragmento e espera", "الجزء 1 من 2: احفظ هذا وانتظر", "Частина 1 з 2 —
// запам'ятай"). Round inj89 adds the Czech, Slovak and Bulgarian label ("Část 1: zapamatuj si",
// "Част 1 от 2: запомни"). Nobody labels a benign note part 1 and asks the reader to memorise it; the split
// is there to hide the order from a reader of one part. Reported as split_rules.ts's id.
import { FIRST_PART_KEYWORDS, PART_LABEL_WORDS } from "./part_label_words.ts";
import type { PhraseRule } from "./phrase_rule.ts";

const B = String.raw`(?<![\p{L}\p{N}])`;
// The number first, its label word behind it: a search from each "1" is 6x cheaper than from
// each label word ("part" is common English).
const WORDS = PART_LABEL_WORDS;
export const FIRST_PART_LABEL = String
  .raw`(?<=${B}(?:${WORDS})\s*)(?:1|١|१|الأول)(?:\s*(?:/|of|de|din|van|av|von|di|z|ze|zo|з|из|от|dari|من)\s*[2-9٢-٩२-९])?\s*(?:\([^)\n]{0,40}\)\s*)?[:—–-]`;
// Keep it, remember it, wait for the next part.
const KEEP = String
  .raw`guard[ae]|lembr[ae]|memoriz\p{L}*|espera|recuerda|onthoud|bewaar|wacht|husk|kom\s+ihåg|vänta|ține\s+minte|tine\s+minte|memorea\p{L}*|așteaptă|păstrea\p{L}*|ingat|simpan|tunggu|hãy\s+nhớ|nhớ|chờ|احفظ|تذكر|انتظر|याद\s+रख\p{M}*\p{L}*|запам['’]ятай|збережи|чекай|запомни|сохрани|жди|merk\s+dir|behalte|warte|retiens|mémorise|attends|ricorda|memorizza|aspetta|zapamiętaj|zapamatuj\s+si|zapamätaj\s+si|zachowaj|czekaj|jegyezd\s+meg|muista|odota|remember\s+(?:this|the|it)|keep\s+(?:this|it)|memori[sz]e|wait\s+for\s+(?:part|the\s+next)|assemble\s+later`;

export const SPLIT_FIRST_PART = new RegExp(
  `${FIRST_PART_LABEL}[^\\n]{0,80}?${B}(?:${KEEP})(?![\\p{L}\\p{N}])`,
  "iu",
);

/** The label words' gate, shared with the deferring first part (split_first_part_defer.ts). */
export { FIRST_PART_KEYWORDS };

export const SPLIT_FIRST_PART_RULES: PhraseRule[] = [{
  id: "split-payload",
  severity: "high",
  where: ["r"],
  keywords: FIRST_PART_KEYWORDS,
  re: SPLIT_FIRST_PART,
}];
