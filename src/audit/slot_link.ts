// Redaction round 26 (issue 13): the link between a slot noun and its value, read the same way by
// every slot rule (`credential-slot`, `named-code`, `access-code`, `linked-slot`, `open-link`).
// Rounds 19–24 each kept their own list of links and clause ends, so a link one rule learned (a
// language's copula, `=` after a code's name) was still missing in the next rule: the same slot
// and value passed one rule and failed another. A link or clause end added here serves them all.

// The copula between a label and its value, one or more per language (English, German, French,
// Spanish, Catalan, Italian, Portuguese, Danish/Norwegian, Swedish, Dutch, Czech/Slovak/Croatian,
// Polish, Finnish, Romanian, Tagalog, Swahili, Vietnamese, Indonesian, Greek, Russian, Ukrainian,
// Arabic, Hebrew, Thai) and the phrases that set a value. Written with blanks around it; an
// English homograph (`to`, `on`, `er`) only links when the rule's value test passes too.
export const LINK_WORDS = [
  "is",
  "ist",
  "lautet",
  "est",
  "vaut",
  "es",
  "és",
  "è",
  "é",
  "er",
  "är",
  "is ingesteld op",
  "ingesteld op",
  "je",
  "jest",
  "to",
  "on",
  "este",
  "ay",
  "ni",
  "kuwa",
  "là",
  "adalah",
  "είναι",
  "это",
  "це",
  "هو",
  "هي",
  "הוא",
  "היא",
  "คือ",
];

/**
 * Copulas that are common words in another language (English `to`, `on`; French `je`): a rule
 * that searches for links reads these only right after a slot's noun, so as not to try every
 * sentence.
 */
export const COMMON_LINKS = ["to", "on", "er", "ay", "je"];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The copulas as one regex alternation, longest first (so `is ingesteld op` beats `is`). */
export const LINK_WORD_SRC = [...LINK_WORDS].sort((a, b) => b.length - a.length).map(escape)
  .join("|");

/** An arrow from a label (or its aside) to the value. */
// Round 56 (v43 guided, as v32 writes it): a pointing hand or arrow emoji points as `→` does.
export const ARROW_SRC = String.raw`→|⇒|-{1,2}>|=>|👉|➡️?`;

/** Marks that link a slot to its value: a colon (also full-width), `=`, an arrow. */
export const LINK_MARK_SRC = String.raw`${ARROW_SRC}|[:=：]`;

/**
 * A link between a noun's end and the value: a mark with optional blanks, or a copula between
 * blanks. The value follows at the match's end.
 */
export const LINK_SRC = String
  .raw`(?:[ \t]*(?:${LINK_MARK_SRC})[ \t]*|[ \t]+(?:${LINK_WORD_SRC})[ \t]+)`;

const LINK_AT = new RegExp(LINK_SRC, "uy");

/** Where the value starts after a link read at `at` (a noun's end), or -1 when no link is there. */
export function linkEnd(text: string, at: number): number {
  LINK_AT.lastIndex = at;
  return LINK_AT.test(text) ? LINK_AT.lastIndex : -1;
}

// A value ends its clause: an optional sentence mark, then the end of the text or line, a comma,
// a semicolon, a closing bracket, a dash between blanks or an em/en dash.
const CLAUSE_END = /[.!?]?[ \t]*(?:$|\r|[,;)\]—–]|-[ \t])/muy;

/** True when the value ending at `end` ends its clause (needed when no link word came before). */
export function endsClause(text: string, end: number): boolean {
  CLAUSE_END.lastIndex = end;
  return CLAUSE_END.test(text);
}

// Redaction round 42 (v33, rtr7 and v36): "now" between a slot and its new value. Words that link
// alone, where the language drops the copula or the verb means "became" (`ficou V`, `теперь V`,
// `artık V`, `sekarang V`, `अब V`), and adverbs that keep a link open (`est désormais V`,
// `is nu V`, `ist jetzt V`).
export const NOW_LINKS = new Set([
  "ficou",
  "ficaram",
  "теперь",
  "тепер",
  "artık",
  "sekarang",
  "अब",
]);
export const NOW_WORDS = new Set([
  "now",
  "nu",
  "jetzt",
  "désormais",
  "maintenant",
  "ahora",
  "agora",
  "ora",
  "nyt",
  "nå",
  "teraz",
  "şimdi",
  "giờ",
]);
