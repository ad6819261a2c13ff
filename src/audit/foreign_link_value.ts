// Redaction round 32b (issue 13): the value after (or before) a credential noun of any
// language, as the link grammar (foreign_link_rules.ts) reads it, and its test by what the noun
// names. The value is read in ASCII (a generated secret), inside the language's quote marks, or
// in pieces (digit groups, dictated words ending in a number).
import { credentialShaped, randomMaterial, UUID_ONLY } from "./credential_shape.ts";
import { labelledSlot } from "./pair_rules.ts";
import { slotValue } from "./credential_slot_rules.ts";
import { generated } from "./linked_slot_rules.ts";
import { samplePin } from "./pin_rules.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { NounKind } from "./foreign_link_words.ts";

const QUOTES: Record<string, string> = {
  '"': '"',
  "'": "'",
  "«": "»",
  "„": "“",
  "“": "”",
  "「": "」",
  "『": "』",
  "‘": "’",
};
// A value run: printable ASCII up to a blank, a quote, a comma, a bracket, a backslash, a bar,
// a query's `&` or another script.
const RUN = /[!#$%*+\-./0-9:=?@A-Z^_a-z~]+/y;
// Dictated in pieces: digit groups ("359 924 198"), or words then a number ("pickle pepper
// marble lantern 44").
// Round 34: also two groups of three or four ("pin: 4821 9930" lost its second group).
const PIECES =
  /(?:\d{2,4}(?: \d{2,4}){2,5}|\d{3,4} \d{3,4}|(?:[a-z]{3,10} ){3,7}\d{1,4})(?![\p{L}\p{N}])/uy;

const PIECE_VALUE = /^(?:\d{2,4}(?: \d{2,4}){2,5}|\d{3,4} \d{3,4}|(?:[a-z]{3,10} ){3,7}\d{1,4})$/;

/** Round 34: a quote mark opens after the blanks at `at` (a value quoted right after its noun). */
export function quotedNext(text: string, at: number): boolean {
  let i = at;
  while (text[i] === " " || text[i] === "\t") i++;
  return i > at && QUOTES[text[i]] !== undefined;
}

/** The value read at `at`: quoted, in pieces, or one run; [start, value] or undefined. */
export function valueAt(text: string, at: number): [number, string] | undefined {
  const close = QUOTES[text[at]];
  if (close !== undefined) {
    let end = text.indexOf(close, at + 1);
    // Round 34: `„…”` (Polish, Romanian) closes with either mark; `« V »` has blanks inside.
    const alt = text[at] === "„" ? text.indexOf("”", at + 1) : -1;
    if (alt > at && (end < 0 || alt < end)) end = alt;
    const nl = text.indexOf("\n", at + 1);
    if (end > at + 1 && end - at <= 200 && (nl < 0 || end < nl)) {
      const inner = text.slice(at + 1, end);
      const lead = inner.length - inner.trimStart().length;
      return [at + 1 + lead, inner.trim()];
    }
    return undefined;
  }
  PIECES.lastIndex = at;
  const pieces = PIECES.exec(text);
  if (pieces !== null) return [at, pieces[0]];
  RUN.lastIndex = at;
  const run = RUN.exec(text);
  return run === null ? undefined : [at, run[0].replace(/(?<=[\p{L}\p{N}])[.:!?]+$/u, "")];
}

/** Key material: random, a UUID, a generator's letters; typed-password shapes from 16 on. */
export const strong = (v: string) =>
  credentialShaped(v, true) || randomMaterial(v, 16) || generated(v) || UUID_ONLY.test(v) ||
  (v.length >= 16 && slotValue(v));

// A date written as digits (`20260115`) is a day, not a code.
const DATE_DIGITS = /^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/;

/** The value test for what the noun names. */
export function valueFits(kind: NounKind, v: string): boolean {
  if (v.length < 4 || v.length > 200 || /^[\[({<$\/^\]!]/.test(v)) return false;
  // Round 34: a generated value holds ASCII letters or digits ("รหัสผ่านของคุณ" is a placeholder).
  if (!/[A-Za-z0-9]/.test(v)) return false;
  if (DATE_DIGITS.test(v) || v.includes("://")) return false; // a day, an address
  if (/^(?:sha\d*|md5|blake\d*)[:-]/i.test(v)) return false; // a digest, named
  if (isTemplateOrMask(v) || looksFake(v)) return false;
  // A value with blanks is one dictated in pieces, or none.
  if (/\s/.test(v)) return PIECE_VALUE.test(v) && kind !== "material";
  if (v.length >= 10 && (strong(v) || (kind !== "material" && slotValue(v)))) return true;
  if (kind === "code") {
    if (/^\d{4,12}$/.test(v)) return !samplePin(v);
    return /^(?=.*\d)[A-Za-z\d]{4,6}(?:-[A-Za-z\d]{4,6}){1,4}$/.test(v);
  }
  if (kind !== "password") return false;
  if (/^\d{4,12}$/.test(v)) return !samplePin(v) && v.length >= 6;
  // Generated passphrases: words run together, joined by marks, or dictated with a number.
  if (/^[a-z]{20,}$/.test(v)) return new Set(v).size >= 8;
  if (/^[a-z]{3,10}(?:[._-][a-z]{3,10}){3,7}$/.test(v)) return true;
  return labelledSlot("password", v);
}

// What follows a value that makes it code or a measure: a call or an index (`password =
// decode(…)`, `signature = sig[2]`), a member (`token = a.b`), a unit ("GPIO pin: 4000 Hz").
const CODE_AFTER = /^(?:[([{]|\.\w)/;
const UNIT_AFTER =
  /^[ \t]*(?:hz|khz|mhz|ghz|v|mv|ma|ms|rpm|ohms?|Ω|°|%|mm|cm|kb|mb|bytes?|bits?|px|sec(?:onds?)?|min(?:utes?)?|hours?|days?|times|items|rows|chars|characters|digits)(?![\p{L}])/iu;

/** True when the text after a value read by a link says it is code or a measure. */
export function codeAfter(after: string): boolean {
  return CODE_AFTER.test(after) || UNIT_AFTER.test(after);
}
