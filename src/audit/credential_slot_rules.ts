// Redaction round 19, the generic fallback: a value in a credential's slot (`<noun>: V`,
// `<noun> = V`, `<noun> is V`, round 20's `<noun> / V` (a note's fields split by slashes), a
// compound ending in `pw`/`pwd`, `Schlüssel (Key): V`, `<noun> V` closed by a dash, a
// `--…password` flag) that looks machine-generated or typed as a password by its characters,
// whatever the vendor. The vendor rules name narrower forms first; this one asks
// only the slot and the value's statistics, so it is strict about the value: three character
// classes with a digit, random material, a UUID, or letters whose case flips like a generator's.
// Code is not a slot: a value followed by `;` or `)` or holding a call or a list is left alone.
// A foreign word for "key" alone (Schlüssel, clave) is too common in prose (round 6).
import {
  credentialShaped,
  digestNamed,
  FILE_NAME,
  isPublicValue,
  randomMaterial,
  wordish,
} from "./credential_shape.ts";
import { shannonEntropy } from "./checksums.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";
import { hasSequence } from "./token_checks.ts";
import { execWindows } from "./windows.ts";
import { perScan } from "./value_memo.ts";
import { LINK_MARK_SRC, LINK_WORD_SRC } from "./slot_link.ts";

// Credential nouns (English and the lexicon's Latin-script languages: the keyword gate is ASCII);
// `pw`/`pwd` only as a compound's tail; round 21: so `pin` after `.` or `_` (`assa.cliq.pin =`),
// whose typed value (letters, digits and marks) a digits-only PIN rule leaves.
const NOUN = String
  .raw`[Pp]ass(?:word|wort|phrase|code)|PASSWORD|[Kk]ennwort|[Ww]achtwoord|[Cc]ontrase[ñn]a|[Ss]enha|[Hh]aslo|[Kk]ey|KEY|[Tt]oken|TOKEN|[Ss]ecret|SECRET|[Cc]redential|PIN|PAT|(?<=[a-z])(?:pw|pwd|passwd)|(?<=[a-z][._])pin`;
// Round 26: the link is the shared grammar's (slot_link.ts). Anchored on the noun (the keyword gate's hits), so the cost is the hits', not the lines'; the
// name before it is read backwards (slotName).
const SLOT = new RegExp(
  String
    .raw`(?:${NOUN})(?![\p{L}\d_])[)\]]?([ \t]*(?:${LINK_MARK_SRC})|[ \t]+(?:${LINK_WORD_SRC}|\/)(?=[ \t])|(?=[ \t]))[ \t]*([^\s"'<>\x60|;,()&]{10,200}?)[.,]?(?=$|[ \t]*(?:[—–|"'\]þ]|-[ \t]|[ \t]{2}))`,
  "gmu",
);
// The compound holding the noun and up to four words before it on the line.
const NAME_BEFORE = /(?:[\p{L}\d_.-]+[ \t]){0,4}[\p{L}\d_.-]*$/u;
// Checksummed formats (svc_, GitHub, npm) are judged by their own rules, a failing checksum included.
const CHECKED = /^(?:svc|gh[pousr]|npm)_/;

/** The slot's name, or null when the compound follows `:`, `/`, `?`, `&` or `=` (an ARN, a query). */
export function slotName(text: string, from: number): string | null {
  // Read back 120 characters at most (a bounded slice, however long the line).
  const window = text.slice(Math.max(0, from - 120), from);
  const prefix = window.slice(window.lastIndexOf("\n") + 1);
  const name = prefix.match(NAME_BEFORE)![0];
  const compound = prefix.match(/[\p{L}\d_.-]*$/u)![0];
  const before = prefix.length > compound.length ? prefix[prefix.length - compound.length - 1] : "";
  return /[:\/?&=]/.test(before) ? null : name;
}
// Identifiers, digests and public values are named the same way ("key id:", "public key:").
export const NOT_SECRET =
  /(?<![A-Za-z])(?:id|ids|ID|request|trace|correlation|commit|build|hash|checksum|fingerprint|public|publishable|site|primary|foreign|partition|sort|cache|idempotency|next|page|paging|cursor|continuation|starting|start|hashed|digest|order|ticket|case|run|job|length|size|format|type|policy|rotation|expiry|expires|version|license|licence|host|ssh|gpg|pgp|signing|verify|recipient)(?![a-z])/i;

// Round 21: a listing feed's record key glued to its resource (RESO's `ListingKey`, 32 hex).
export const RECORD_KEY = /(?:listing|open_?house|showing)[ _-]?key$/i;

function classes(v: string): number {
  return Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) + Number(/\d/.test(v)) +
    Number(/[^A-Za-z0-9]/.test(v));
}

/** Machine-generated or typed as a password, by its characters alone. */
export const slotValue: (v: string) => boolean = perScan(judgeSlotValue);

function judgeSlotValue(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v) || isPublicValue(v) || FILE_NAME.test(v)) return false;
  // A checksummed prefix (its own rule decides), a date, a time or a version.
  if (CHECKED.test(v) || /^\d{4}-\d\d-\d\d|^v?\d+(?:[.:-]\d+)+$/.test(v)) return false;
  if (/:\/\/|^[$\/~\\<%({[@#]|^[\w.+-]+@[\w-]+\.[\w.]+$|[()[\]{}]/.test(v)) return false;
  // A mask (`sk-ant-api03-...`), a truncation, or a name built from words and a digest.
  if (/\.\.|[-_.]$/.test(v) || wordish(v) || hasSequence(v) || digestNamed(v)) return false;
  // Round 18 kept 16–24 hex digits after a plain "key:" (as often a key id or a fingerprint).
  if (/^[0-9A-Fa-f]+$/.test(v)) return v.length >= 32 && randomMaterial(v, 32);
  if (credentialShaped(v, true) || randomMaterial(v, 12)) return true;
  // Letters alone: case flips like a generator's, no lower-case run of a word's length and no
  // CamelCase name (`isIntegerKey`).
  if (/^[A-Za-z]{12,}$/.test(v)) {
    if (/[a-z]{4}/.test(v) || /^[a-z]*(?:[A-Z][a-z]{1,3})+$/.test(v)) return false;
    const flips = v.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0;
    return flips * 3 >= v.length;
  }
  return classes(v) >= 3 && /\d/.test(v) && /[A-Za-z]/.test(v) || typedWithMarks(v);
}

// Round 22: typed with both cases and marks but no digit (`kW#pR!xTe#Q`): nearly every
// character distinct and the case flipping like a generator's, where a phrase (`Foo-Bar-Baz`,
// `Hello,World!`) repeats letters and marks.
function typedWithMarks(v: string): boolean {
  if (v.length < 10 || /\d/.test(v) || !/[a-z]/.test(v) || !/[A-Z]/.test(v)) return false;
  if (v.replace(/[A-Za-z]/g, "").length < 2) return false;
  const letters = v.replace(/[^A-Za-z]/g, "");
  const flips = letters.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0;
  return flips * 3 >= letters.length && shannonEntropy(v) >= Math.log2(v.length) - 0.3;
}

// A command-line flag is a slot too (`gpg --passphrase '<v>'`, `--auth-token=<v>`).
const FLAG = new RegExp(
  String
    .raw`(?<![\w-])--[\w-]*?(?:passphrase|password|passwd|token|secret)[ \t=]+(['"]?)([^\s'"]{10,200})\1(?=\s|$)`,
  "gi",
);

function findFlags(line: string, s: number, spans: Span[]) {
  FLAG.lastIndex = 0;
  for (let m = FLAG.exec(line); m; m = FLAG.exec(line)) {
    if (NOT_SECRET.test(m[0].slice(0, m[0].indexOf(m[2]))) || !slotValue(m[2])) continue;
    const start = s + m.index + m[0].lastIndexOf(m[2]);
    spans.push({ start, end: start + m[2].length, rule: "credential-slot", category: "secret" });
  }
}

function findSlots(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(SLOT, text, at, 8, 300, (m, offset) => {
    const from = offset + m.index;
    // The value's judgement (kept for the scan) before the name read back from the text.
    if (!slotValue(m[2])) return;
    const name = slotName(text, from);
    if (name === null) return;
    // camelCase parts are words too (`nextPageToken`).
    if (NOT_SECRET.test((name + m[0].slice(0, 12)).replace(/([a-z])(?=[A-Z])/g, "$1 "))) return;
    if (RECORD_KEY.test(text.slice(Math.max(0, from - 12), from + 3))) return;
    // With no colon, `=` or "is", the value must end the line or a dash must close it
    // ("… certificate PIN <value> — for the babysitter").
    const end = from + m[0].length;
    if (!m[1] && !/^[ \t]*(?:$|[—–][ \t])/.test(text.slice(end, end + 4))) return;
    const start = from + m[0].lastIndexOf(m[2]);
    spans.push({ start, end: start + m[2].length, rule: "credential-slot", category: "secret" });
  });
  flagLines(text, at, (s, e) => findFlags(text.slice(s, e), s, spans));
  return spans;
}

/**
 * The hit lines (every line when `at` is null) that hold `--`, in order. Cost round 28: the
 * lines are found from the `--`s (`--` holds no line break), not each line read for one.
 */
function flagLines(text: string, at: number[] | null, visit: (s: number, e: number) => void) {
  let dash = text.indexOf("--");
  if (at !== null) {
    // The first `--` at or after the last line's start (lines come in order); -1: none left.
    hitLines(text, at, (s, e) => {
      if (dash >= 0 && dash < s) dash = text.indexOf("--", s);
      if (dash >= 0 && dash <= e - 2) visit(s, e);
    });
    return;
  }
  while (dash >= 0) {
    const s = text.lastIndexOf("\n", dash) + 1;
    const nl = text.indexOf("\n", dash);
    const e = nl < 0 ? text.length : nl;
    visit(s, e);
    dash = nl < 0 ? -1 : text.indexOf("--", e + 1);
  }
}

/** The credential nouns' keyword-gate words, shared with the clause reader (clause_reach_rules.ts). */
export const SLOT_NOUN_KEYWORDS = [
  "pass",
  "kennwort",
  "wachtwoord",
  "contrase",
  "senha",
  "haslo",
  "key",
  "token",
  "secret",
  "credential",
  "pin",
];

export const CREDENTIAL_SLOT_RULES: TextRule[] = [
  {
    id: "credential-slot",
    category: "secret",
    keywords: [...SLOT_NOUN_KEYWORDS, "pat", "pw"],
    find: findSlots,
  },
];
