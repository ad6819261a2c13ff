// Redaction round 32 (issue 13): a credential asked for in one turn and given as the whole short
// answer of the next ("> Could you send over the FTP password before Friday? …" / blank /
// "Sure — it's V. Let me know …"; "luis_r: can you send me the hotspot password again? …" /
// "mara: V"; "V (new one)"). Read by structure, not by the answer's words: a question mark names
// the request in any language, the question names a credential noun the keyword lists know, and
// the answer's first sentence is a few words ending in one value that has the noun's shape.
import { credentialShaped, wordyValue } from "./credential_shape.ts";
import { passwordLike } from "./prose_password_rules.ts";
import { memorable } from "./for_system_rules.ts";
import { CJK_KEY_WORDS, CJK_WORDS, KEY_WORDS, PASSWORD_WORDS } from "./prose_password_words.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
// Word edges against letters of spaced scripts only: a particle of another script may be glued on
// ("passwordを", "password을").
const SPACED = String.raw`\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}`;
const edged = (words: string[]) =>
  words.map((w) => `(?<![${SPACED}\\p{N}])${escape(w)}(?![${SPACED}])`);

const LOOSE = ["pass", "login", "creds"];
// Nouns by the shape their value takes: a password (letters with digits or marks), a key or token
// (random material), a PIN or code (digits, or a password's shape).
const PASSWORD_NOUN = new RegExp(
  [...edged([...PASSWORD_WORDS.filter((w) => !LOOSE.includes(w)), "pw"]), ...CJK_WORDS].join("|"),
  "iu",
);
// In a request, a word that means a password only there ("send me the wifi pass again?").
const LOOSE_NOUN = new RegExp(edged(LOOSE).join("|"), "iu");
const KEY_NOUN = new RegExp(
  [...edged([...KEY_WORDS, "key", "secret", "credential", "credentials"]), ...CJK_KEY_WORDS]
    .join("|"),
  "iu",
);
// A code that unlocks something; a code that names a thing (zip, status, promo …) is not asked.
const CODE_NOUN =
  /(?<![\p{L}\p{N}])(?:PIN|passcode|(?<!(?:zip|postal|area|country|status|error|exit|return|source|promo|discount|coupon|qr|bar|tracking|product|colou?r|language|currency|airport|swift|sort|routing|http|region|iso|tax|confirmation|booking|auth|authori[sz]ation|approval|reference|response|activation)[ -])codes?)(?![\p{L}])/iu;
// Words that make the question about the secret, not a request for it.
const ABOUT =
  /\b(?:polic(?:y|ies)|reset|hash\w*|length|requirements?|rules?|strength|expir\w*|manager|field|forg[oe]t\w*|hint|format|rotat\w*|header|scope|type|algorithm|variable|env)\b/i;

// Code, not a turn of talk: a ternary's `?`, braces, statements, assignments, calls' arrows.
const CODE_MARKS = /[{};=]|&&|\|\||\?[ \t]+[^\s:]+[ \t]+:|\w\(/;
// A question mark that closes a sentence (not a URL's query): followed by a space or the line end.
const QUESTION = /[?？؟](?=[ \t\r\n]|$)/gu;
// A chat turn's opening: a time, a name and a colon (`[09:54] jan:`, `mara:`).
const TURN = /^[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?(?:[\p{L}\p{N}_.-]{1,24}[:：][ \t]+)?/u;
const SENTENCE_END = /[.!?。！？](?=\s|$)/u;
const MAX_WORDS = 6;
const MAX_LINE = 240;

// `util_js_1.ZodIssueCode.custom`, `self.key2`: a member path in code, not a value.
const MEMBER_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;

/** What a credential noun names, which decides the shape its value takes. */
export type NounKind = "password" | "key" | "code";

/** The value a noun asks for has its shape. */
export function fits(v: string, noun: NounKind): boolean {
  if (v.length > 200 || /^(?:https?:|\/|~|\$|%|<|\{)/i.test(v) || /[(){};]/.test(v)) return false;
  if (MEMBER_PATH.test(v)) return false;
  // A key's hex shorter than 32 is an identifier as often (round 19: 24 hex after a plain "key").
  if (noun === "key" && /^[0-9a-f]+$/i.test(v) && v.length < 32) return false;
  if (credentialShaped(v, noun === "key")) return true;
  if (noun === "key") return false;
  // red87: a passphrase generator's word group with a number is a password, not a thing's name.
  if (noun === "password" && memorable(v)) return true;
  // Words joined by separators name a thing (`QUIZ-WEEK-FOUR-2026`), as in credentialShaped.
  if (wordyValue(v)) return false;
  // A code: six or more digits that are not a date (`20260115`), or 8+ letters and digits.
  if (noun === "code" && /^\d+$/.test(v)) return v.length >= 6 && v.length <= 10 && !DATE.test(v);
  if (noun === "code" && v.replace(/[^\p{L}\p{N}]/gu, "").length < 8) return false;
  // A password holds a digit as well as letters; a name with a digit (`sha256`, `Windows10`) is
  // short, with no mark beside it.
  return passwordLike(v) && /\d/.test(v) &&
    (/[^\p{L}\p{N}]/u.test(v) || v.length >= 12 || /\d.*\d.*\d/.test(v));
}
const DATE = /^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/;

/** The request's noun kind, or null when the line asks for no credential; `loose`: "pass",
 * "login" and "creds" count (a request's words; a label's "boarding pass:" is no password). */
export function askedFor(line: string, loose = true): NounKind | null {
  if (line.length > MAX_LINE || ABOUT.test(line) || CODE_MARKS.test(line)) return null;
  if (PASSWORD_NOUN.test(line) || (loose && LOOSE_NOUN.test(line))) return "password";
  if (CODE_NOUN.test(line)) return "code";
  return KEY_NOUN.test(line) ? "key" : null;
}

/** The value ending the first sentence of an answer line of a few words, as [start, end]. */
function answerValue(line: string, noun: NounKind): [number, number] | null {
  const from = TURN.exec(line)?.[0].length ?? 0;
  const rest = line.slice(from);
  const stop = SENTENCE_END.exec(rest)?.index ?? rest.length;
  // "V (new one)": an aside after the value is no part of it.
  const sentence = rest.slice(0, stop).replace(/[ \t]*[(（][^()（）]{0,40}[)）][ \t]*$/u, "")
    .trimEnd();
  const words = sentence.split(/[ \t]+/).filter((w) => w !== "");
  const lead = words.slice(0, -1).join(" ");
  if (CODE_MARKS.test(lead) || /[()[\]]/.test(lead)) return null;
  if (words.length === 0 || words.length > MAX_WORDS) return null;
  const v = words[words.length - 1].replace(/[,;:，、]+$/u, "");
  if (!fits(v, noun)) return null;
  const start = from + sentence.lastIndexOf(v);
  return [start, start + v.length];
}

/** Lines after `e`: blank ones and the rest of a quoted question (`> …`) skipped; at most two. */
function* replyLines(text: string, e: number): Generator<[number, number]> {
  let s = e + 1;
  let given = 0;
  for (let n = 0; n < 6 && s < text.length && given < 2; n++) {
    const end = text.indexOf("\n", s);
    const stop = end < 0 ? text.length : end;
    const line = text.slice(s, stop);
    if (line.trim() !== "" && !/^[ \t]*>/.test(line)) {
      given++;
      yield [s, stop];
    }
    s = stop + 1;
  }
}

function findAnswers(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  QUESTION.lastIndex = 0;
  for (let q = QUESTION.exec(text); q; q = QUESTION.exec(text)) {
    const at = q.index;
    const s = text.lastIndexOf("\n", at) + 1;
    const e = text.indexOf("\n", at);
    if (e < 0) break;
    QUESTION.lastIndex = e + 1;
    const noun = askedFor(text.slice(s, at));
    // A line that opens a PEM block is followed by the block's body, which the PEM rules judge.
    if (noun === null || text.slice(at, e).includes("-----BEGIN")) continue;
    for (const [ls, le] of replyLines(text, e)) {
      if (le - ls > MAX_LINE) break;
      const found = answerValue(text.slice(ls, le), noun);
      if (found === null) continue;
      spans.push({
        start: ls + found[0],
        end: ls + found[1],
        rule: "answer-value",
        category: "secret",
      });
      break;
    }
  }
  return spans;
}

export const ANSWER_RULES: TextRule[] = [
  { id: "answer-value", category: "secret", keywords: ["?", "？", "؟"], find: findAnswers },
];
