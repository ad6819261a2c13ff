// Redaction round 7 (issue 13): forms of a password's value and word that the prose-password
// rule (prose_password_rules.ts) reads besides its plain `word linker value`, and (moved here in
// round 7) the far and object-naming forms of rounds 3 and 5.
import { LINKERS, PREPOSITIONS } from "./prose_password_words.ts";

// Round 7: a generated password may open with a mark (`#7QHCTu!tBWPPZ`, `$DxGlIM*zzGREu`), which
// NOT_VALUE refuses for `$HOME`, `#123` and `*.txt`: taken when both cases and another mark
// (`*`, `!`, `@`, …, never an identifier's `_`, `.` or `-`) follow, as no variable or issue has.
const SIGIL_LED = /^[#$%*?!@&^~][^\s]{9,63}$/;
const INNER_MARK = /[!#$%&*?@^~+=]/;

/** A strong value that opens with a mark: both cases and another mark after it. */
export function sigilLed(v: string): boolean {
  if (!SIGIL_LED.test(v)) return false;
  const rest = v.slice(1);
  return /[a-z]/.test(rest) && /[A-Z]/.test(rest) && INNER_MARK.test(rest) &&
    !/[{}()\[\]\/\\<>]/.test(rest);
}

// Round 7: `password (X)`, `비밀번호(X)`: a strong value alone in brackets after the word.
const BRACKETED = /^\s?[(（]([^\s()（）]{8,64})[)）]/u;

/** The bracketed value right after the word ending at `end`, when strong and `valueLike`. */
export function bracketed(
  text: string,
  end: number,
  valueLike: (v: string) => boolean,
): [number, string] | undefined {
  const m = BRACKETED.exec(text.slice(end, end + 72));
  if (!m) return undefined;
  const v = m[1];
  const strong = sigilLed(v) || (/[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v));
  return strong && valueLike(v) ? [end + m[0].length - 1 - v.length, v] : undefined;
}

// Round 7: Hebrew glues "the", "that", "and", "in", "to", "from", "as" to the word
// (הסיסמה, שהסיסמה, ובסיסמה): up to three of those letters may stand before it.
const HEBREW_PREFIX = /(?:^|[^\p{L}\d_])[הושבלמכ]{1,3}$/u;

export function hebrewPrefixed(text: string, start: number, word: string): boolean {
  return /^[\u05d0-\u05ea]/.test(word) &&
    HEBREW_PREFIX.test(text.slice(Math.max(0, start - 4), start));
}

// Round 5: "la password del router è cambiata: ora è X", "mật khẩu … ở chi nhánh Quận 3 là X":
// past the seventh word only a strong value right after a linker, in the same sentence.
export const FAR_TOKENS = 16;

export function farValue(tokens: string[], i: number): boolean {
  const t = tokens[i];
  if (!LINKERS.has(tokens[i - 1].toLowerCase())) return false;
  // Round 25: so does a clause's `;` ("token #06779 (queue …); POS credential id = cred_…").
  if (tokens.slice(0, i - 1).some((w) => /[.!?;]$/.test(w))) return false;
  return t.length >= 8 && /[a-z]/.test(t) && /\d/.test(t) && (/[A-Z]/.test(t) || /[^\w]/.test(t));
}

// Round 20: "password — depot router web UI (as shown on the settings page) <value>": a bracketed
// aside closes the label (round 16's rule for a key's name, read here for the password words of
// every lexicon language); the value follows it in the same sentence and is strong: both cases
// and a digit or a mark, as a generator's or a typed password's, never a word or an identifier.
// Full-width brackets (`（設定画面の通り）`) may be glued to the word before them.
export function afterAside(tokens: string[], i: number): boolean {
  if (i < 1 || !/[)）]$/.test(tokens[i - 1])) return false;
  let j = i - 1;
  while (j >= 0 && !/[(（]/.test(tokens[j])) j--;
  if (j < 0 || tokens.slice(j, i).join(" ").length > 62 + tokens[j].search(/[(（]/)) return false;
  if (tokens.slice(0, j).some((w) => /[.!?:=]$/.test(w))) return false;
  const t = tokens[i];
  return t.length >= 10 && /[a-z]/.test(t) && /[A-Z]/.test(t) && /[\d\W_]/.test(t);
}

// Round 30: "the password, which I changed yesterday because the site forced it, is X", "the
// password, the one we set when we moved in, X, still works", "the password is, as of this
// morning, X": an aside set off by two commas, opened right after the word or after its linker
// ("is,"), closes before the value (or before a linker and the value). The value is strong, as
// after a far linker: a generator's or a typed password, never a word.
export function afterCommaAside(tokens: string[], i: number): boolean {
  if (i < 2 || !strongValue(tokens[i])) return false;
  const close = /,$/.test(tokens[i - 1]) ? i - 1 : LINKERS.has(tokens[i - 1].toLowerCase()) &&
      /,$/.test(tokens[i - 2])
    ? i - 2
    : -1;
  const open = tokens[0] === ","
    ? 0
    : /^[^,]+,$/.test(tokens[0]) && LINKERS.has(tokens[0].slice(0, -1).toLowerCase())
    ? 0
    : -1;
  if (close <= open || open < 0 || close - open > 14) return false;
  return !tokens.slice(open + 1, close).some((w) => /[.!?;:=]$|,$/.test(w));
}

function strongValue(t: string): boolean {
  return t.length >= 8 && /[a-z]/.test(t) && /\d/.test(t) && (/[A-Z]/.test(t) || /[^\w]/.test(t));
}

// Round 30: Thai writes no space between the words and glues "is" (คือ, เป็น) to the word before
// the value ("รหัสผ่านระบบโรงเรียนของAvaคือ X").
const GLUED_THAI_LINK = /(?:คือ|เป็น)$/u;

/** Token `i` stands inside an aside opened by a comma right after the word ("password, which
 * I changed yesterday, is X"): its words ("changed") describe the moment, and a colon in it
 * ("Password, as required by the policy: X") links no value, until a comma closes it. */
export function inCommaAside(tokens: string[], i: number): boolean {
  return tokens[0] === "," && !tokens.slice(1, i).some((w) => /,$/.test(w));
}

// A token opening with a letter of another script than Latin is a word of the sentence
// ("ה-wifi", Thai or CJK text after the word), not a value.
export const OTHER_SCRIPT_WORD = /^(?![\p{Script=Latin}])\p{L}/u;

/** The token before `i` links the value: a linker word or mark, a closed aside, an object. */
export function linkedBefore(tokens: string[], i: number, t: string): boolean {
  const prev = i === 0 ? "" : tokens[i - 1].toLowerCase();
  return LINKERS.has(prev) || /[:=：]$/.test(prev) || prev === "/" || GLUED_THAI_LINK.test(prev) ||
    afterObject(tokens, i, t) || afterAside(tokens, i) || afterCommaAside(tokens, i);
}

/** Past the seventh word: a strong value after a linker or a closed aside. */
export function farForm(tokens: string[], i: number): boolean {
  return farValue(tokens, i) || afterAside(tokens, i) || afterCommaAside(tokens, i);
}

/** Both cases and a digit or a mark a typed password holds (`zkAJCjX!ttN!dbA`); 8+ characters
 * right after the word. */
export function mixedStrong(v: string, direct: boolean): boolean {
  return /[a-z]/.test(v) && /[A-Z]/.test(v) && /[\d!#$%&*?@^~+=]/.test(v) &&
    (!direct || v.length >= 8);
}

// A bracketed aside, or a word of kana/CJK/hangul with more words after it (`車両管理`), reads as
// an instruction to fill in (isTemplateOrMask) when it is the value; inside a label it is a word.
export function labelWord(tokens: string[], i: number): boolean {
  return /^[(（].*[)）]$/.test(tokens[i]) ||
    (i < tokens.length - 1 && /^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af（）]+$/.test(tokens[i]));
}

/** `password for db01 X`: a preposition, up to three words naming what it opens, a strong value. */
export function afterObject(tokens: string[], i: number, t: string): boolean {
  if (i < 2 || i > 4 || !PREPOSITIONS.has(tokens[0].toLowerCase())) return false;
  if (tokens.slice(1, i).some((w) => w.length > 24 || /[:=：]$/.test(w))) return false;
  return t.length >= 8 && /[a-z]/.test(t) && /\d/.test(t) && (/[A-Z]/.test(t) || /[^\w]/.test(t));
}

// A key word's value is 16+ characters (credentialShaped): with no such run in the rest of its
// line, there is nothing to read there ("invalid token length"). A loop over at most 100
// characters: a regex on a slice costs more than the reading it saves.
export function longRunOnLine(text: string, end: number): boolean {
  let run = 0;
  for (let i = end, stop = Math.min(text.length, end + 100); i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) return false;
    run = c === 32 || c === 9 || c === 13 ? 0 : run + 1;
    if (run >= 16) return true;
  }
  return false;
}

/** `--starting-token`, `next_token`: a name ending in round 7's word "token" is no request. */
export function nameTail(text: string, index: number, word: string): boolean {
  return word.length === 5 && /^token$/i.test(word) && /[-_.\/$@]/.test(text[index - 1] ?? "");
}

// A linker glued to the word or the value: `Passwort:`, `は`, `:X`, `=X`, `admin:X`, `admin/X`.
const GLUED = /^(?:[:：=]|は|が|是|为|은|는|이)(.+)$/u;
// Round 8: a value set in inline markup, as READMEs, wikis and e-mails show it: `` `X` ``,
// `<code>X</code>`, `<b>X</b>` (marks or closing tags may follow: `</b>.</p>`).
const INLINE =
  /^(?:`|<(code|kbd|samp|tt|b|strong|em|i|mark)>)([^\s`<>]{6,64})(?:`|<\/\1>)(?![\w`])/;

const SCRIPT_AFTER_LATIN =
  /^([\x21-\x7e]{6,})[\u0e00-\u0e7f\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef].*$/su;

/** The value part of a token after a password word: [its offset in the token, it, linker glued]. */
export function valuePart(token: string): [number, string, boolean] {
  const g = GLUED.exec(token);
  const whole = g ? g[1] : token;
  const skip = token.length - whole.length;
  // Round 30: a Latin value glued to CJK or Thai text ends where that script starts (`Xです。`).
  const t = whole.replace(SCRIPT_AFTER_LATIN, "$1");
  const m = INLINE.exec(t);
  return m ? [skip + t.indexOf(m[2]), m[2], g !== null] : [skip, t, g !== null];
}

/** Digits alone, or a count or length (`12 chars`, `30 min`): a policy's figure, not a value. */
export function countOrLength(v: string): boolean {
  return /^\d+$/.test(v) ||
    /^\d+\s?(?:chars?|characters|zeichen|caractères|ms|s|min|h|days?)$/i.test(v);
}

/** Words joined by marks (`Order_Status`), unless their case flips like a generator's. */
export function joinedWords(v: string): boolean {
  return /^[A-Za-z]+(?:[-_.][A-Za-z]+)+$/.test(v) && !flipped(v);
}

/** Round 21: letters whose case flips on a third of them (`fhBLdSDs_fFWDe`), as a generator's do,
 * with no lower-case run of a word's length (`z.ZodDefault`, `Order_Status`). */
export function flipped(v: string): boolean {
  const letters = v.replace(/[^A-Za-z]/g, "");
  const flips = letters.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0;
  return letters.length >= 10 && flips * 3 >= letters.length && !/[a-z]{4}/.test(letters);
}
