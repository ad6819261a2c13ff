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
import { otherMatches } from "./prose_password_rules.ts";
import { cueStarts, cueTable } from "./cue_starts.ts";
import { holdsAny } from "./char_census.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// 8 to 64 single characters, each followed by the same separator (one space or one dash), the
// run standing apart from the words around it.
const RUN = /(?<![^\s"'(:：,，;])(\S)([ -])\S(?:\2\S){6,62}(?![^\s"'.,;:)!?。，、])/uy;

// The words a spelled value is announced by; "spell" and "dictate" in a few languages too.
// (Not "pass", "code" or "secret": frequent enough in prose and code to make the rule read whole
// texts; "passcode", "access code" and the password words cover the spelled codes.)
const SECRET_CUES = [
  ...PASSWORD_WORDS.filter((w) => w.length > 4),
  "one-time",
  "otp",
  "passcode",
  "access code",
  "código",
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
  // The value is judged first: the words before it are read for the few that pass.
  const before = () => text.slice(Math.max(0, start - CUE_BEFORE), start).toLowerCase();
  const digits = asDigits(joined);
  if (digits !== undefined) {
    const card = isCardNumber(digits) && !syntheticCard(digits) && CARD_WORD.test(before());
    return card ? { start, end, rule: "credit-card", category: "pii" } : undefined;
  }
  if (!strongSpelled(joined)) return undefined;
  const words = before();
  if (!SECRET_CUES.some((w) => words.includes(w))) return undefined;
  return { start, end, rule: "spelled-secret", category: "secret" };
}

// Where a run can start: seven separators each followed by one character, searched globally;
// RUN (whose look-around costs ten times more over a whole text) is read there only.
const SEPARATED = /[ -]\S[ -]\S[ -]\S[ -]\S[ -]\S[ -]\S[ -]\S/g;

function runAt(text: string, at: number): RegExpExecArray | null {
  if (at < 0) return null;
  RUN.lastIndex = at;
  return RUN.exec(text);
}

function findInWindow(text: string, from: number, to: number, spans: Span[]): number {
  SEPARATED.lastIndex = from;
  // A slice, so the last search of a window does not run on through the rest of the text.
  const slice = to >= text.length ? text : text.slice(0, to);
  let done = from;
  for (let c = SEPARATED.exec(slice); c; c = SEPARATED.exec(slice)) {
    // The run starts at the character before the first separator, or (when that separator is a
    // space before the run) at the one after it.
    const m = runAt(text, c.index - 1) ?? runAt(text, c.index + 1);
    SEPARATED.lastIndex = m ? Math.min(slice.length, m.index + m[0].length) : c.index + 1;
    if (!m || m.index < done) continue;
    done = m.index + m[0].length;
    const span = spelledAt(text, m.index, done, m[0].split(m[2]).join(""));
    if (span) spans.push(span);
  }
  return done;
}

/** Runs within reach after the cue words at `at` (the whole text when null). */
function findSpelled(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  if (at === null) findInWindow(text, 0, text.length, spans);
  else {
    let done = 0;
    for (const p of at) done = findInWindow(text, Math.max(p, done), p + CUE_BEFORE + 140, spans);
  }
  return spans;
}

// Gated by the cue words: the ASCII ones through the keyword gate; for the others a class of
// their first non-ASCII letters, which the text's character census answers without a pass.
const CARD_CUES = [
  "card",
  "karte",
  "tarjeta",
  "carte",
  "cartão",
  "carta",
  "kart",
  "kaart",
  "kort",
  "thẻ",
];
const CUES = [...SECRET_CUES, ...CARD_CUES].map((w) => w.toLowerCase());
const ASCII_CUES = CUES.filter((w) => /^[\x20-\x7e]+$/.test(w));
const OTHER_FIRST = new Set(
  [...CUES, "карт", "कार्ड", "カード", "卡", "카드", "thẻ", "بطاقة", "כרטיס"]
    .filter((w) => !ASCII_CUES.includes(w))
    .flatMap((w) => {
      const c = [...w].find((ch) => ch.charCodeAt(0) > 127)!;
      return [c, c.toUpperCase()];
    }),
);
const OTHER_HINT = new RegExp(`[${[...OTHER_FIRST].join("")}]`);

// The non-ASCII cues the prose-password rule does not match: card words and spelling verbs.
const OTHER_CUE_WORDS = cueTable([
  ...CUES.filter((w) => !ASCII_CUES.includes(w) && !PASSWORD_WORDS.includes(w)),
  "карт",
  "Карт",
  "कार्ड",
  "カード",
  "卡",
  "카드",
  "بطاقة",
  "כרטיס",
]);
const CUE_HINT = new RegExp(OTHER_CUE_WORDS.first.source);

/** Where the non-ASCII cue words stand: the prose-password rule's matches (cached per text). */
function otherCueStarts(text: string): number[] {
  const at = otherMatches(text).map((m) => m.index);
  // The other words' letters are looked up in the text's census before the text is scanned.
  if (!holdsAny(CUE_HINT, text)) return at;
  return [...at, ...cueStarts(text, OTHER_CUE_WORDS)].sort((a, b) => a - b);
}

export const SPELLED_RULES: TextRule[] = [
  {
    id: "spelled-secret",
    category: "secret",
    keywords: ASCII_CUES,
    broad: true,
    find: findSpelled,
  },
  {
    id: "spelled-secret",
    category: "secret",
    keywords: [],
    hint: OTHER_HINT,
    broad: true,
    find: (text) => findSpelled(text, otherCueStarts(text)),
  },
];
