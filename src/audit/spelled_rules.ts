// Redaction round 7 (issue 13): secrets read out one character at a time, as call transcripts,
// voice mail and dictation write them: "I'll spell it, F-a-l-c-o-n-2-3-1-!", "te dicto la
// contraseña: % A B X E L h ? l z", "my card number is 2 7 2 0 1 6 …". The characters joined are
// judged as the value they spell: a card by its issuer prefix and Luhn check (speech-to-text
// writes 0 as O and 1 as l now and then), a password by its three character classes. Either
// needs its word (card, password, code, …) shortly before, so a row of single letters or digits
// elsewhere (a matrix, a spaced-out heading) stays.
import { CARD_WORD, syntheticCard } from "./card_context.ts";
import { isCardNumber } from "./pii.ts";
import { PASSWORD_WORDS } from "./prose_password_words.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// 8 to 64 single characters, each followed by the same separator (one space or one dash), the
// run standing apart from the words around it.
const RUN = /(?<![^\s"'(:：,，;])(\S)([ -])\S(?:\2\S){6,62}(?![^\s"'.,;:)!?。，、])/gu;

// The words a spelled value is announced by; "spell" and "dictate" in a few languages too.
const SECRET_CUES = [
  ...PASSWORD_WORDS.filter((w) => w.length > 3),
  "one-time",
  "otp",
  "passcode",
  "code",
  "secret",
  "spell",
  "buchstabier",
  "deletre",
  "dicto",
  "épel",
  "compit",
  "literuj",
];
const CUE_BEFORE = 160;

/** The joined characters, with speech-to-text's O and l read as digits in a number. */
function asDigits(joined: string): string | undefined {
  const real = joined.replace(/\D/g, "").length;
  if (real < 12 || real < joined.length - 3) return undefined;
  const digits = joined.replace(/[Oo]/g, "0").replace(/[lI]/g, "1");
  return /^\d+$/.test(digits) ? digits : undefined;
}

/** Three of lower case, upper case, digits and marks: no spelled name or word has them. */
function strongSpelled(v: string): boolean {
  if (v.length < 8) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^\p{L}\d]/u].filter((re) => re.test(v)).length;
  return classes >= 3 && new Set(v).size >= 6;
}

function spelledAt(text: string, start: number, end: number, joined: string): Span | undefined {
  const before = text.slice(Math.max(0, start - CUE_BEFORE), start).toLowerCase();
  const digits = asDigits(joined);
  if (digits !== undefined) {
    const card = isCardNumber(digits) && !syntheticCard(digits) && CARD_WORD.test(before);
    return card ? { start, end, rule: "credit-card", category: "pii" } : undefined;
  }
  if (!strongSpelled(joined) || !SECRET_CUES.some((w) => before.includes(w))) return undefined;
  return { start, end, rule: "spelled-secret", category: "secret" };
}

// The rule has no ASCII keyword to be gated by (its words are in many scripts): this cheap test
// for eight separated single characters lets most texts through without a search.
const RUN_HINT = /(?<![^\s"'(:,;])\S([ -])\S\1\S\1\S\1\S\1\S\1\S\1\S/;

function findSpelled(text: string): Span[] {
  const spans: Span[] = [];
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    const joined = m[0].split(m[2]).join("");
    const span = spelledAt(text, m.index, m.index + m[0].length, joined);
    if (span) spans.push(span);
  }
  return spans;
}

export const SPELLED_RULES: TextRule[] = [
  {
    id: "spelled-secret",
    category: "secret",
    keywords: [],
    hint: RUN_HINT,
    broad: true,
    find: findSpelled,
  },
];
