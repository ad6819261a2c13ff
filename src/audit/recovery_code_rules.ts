// Redaction round 11 (issue 13): codes that unlock an account or a disk, written in the shape
// their issuer prints, so the shape itself is the evidence:
// - a BitLocker recovery key: eight groups of six digits, each a multiple of 11 below 720896
//   (how Windows builds them); round red78: by that printed layout alone unless an identifier's
//   label names it (copies without the checksum or a cue were missed in v58 and v59);
// - an app password as Google and Apple print it (`abcd efgh ijkl mnop`, `abcd-efgh-ijkl-mnop`)
//   after the words "app password" in a few languages;
// - digit backup codes (`7169 8233`, `48213977`), three or more after "backup/recovery codes":
//   the grouped-code rule leaves digits-only groups alone, as IBANs and phone numbers are such.
import { wordish } from "./credential_shape.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { CODE_NOUN_KEYWORDS, CODE_RUN_RULES } from "./code_run_rules.ts";

const BITLOCKER = /(?<![\d-])\d{6}(?:-\d{6}){7}(?![\d-])/g;
// Without its checksum the layout is kept after an identifier's label ("Serial …", round 11's
// negative): a serial or reference number is named so, a recovery key is not.
const ID_LABEL = /\b(?:serial|s\/n|id|no\.?|number|ref(?:erence)?)[ \t]*[:#=]?[ \t]*$/i;

function bitlockerKey(v: string): boolean {
  return v.split("-").every((g) => Number(g) % 11 === 0 && Number(g) < 720896);
}

// A recovery-key cue takes the layout whatever the label (round 11).
const BITLOCKER_CUE =
  /bitlocker|recovery[ -]?key|wiederherstellungsschl|cl[eé] de r[eé]cup[eé]ration|clave de recuperaci/i;

function findBitlocker(text: string): Span[] {
  const spans: Span[] = [];
  BITLOCKER.lastIndex = 0;
  for (let m = BITLOCKER.exec(text); m; m = BITLOCKER.exec(text)) {
    const label = ID_LABEL.test(text.slice(Math.max(0, m.index - 24), m.index));
    const cue = () => BITLOCKER_CUE.test(text.slice(Math.max(0, m!.index - 200), m!.index));
    if (label && !bitlockerKey(m[0]) && !cue()) continue;
    spans.push({
      start: m.index,
      end: m.index + m[0].length,
      rule: "recovery-key",
      category: "secret",
    });
  }
  return spans;
}

const APP_WORDS = [
  "app password",
  "app-password",
  "app-specific password",
  "app passwort",
  "app-passwort",
  "mot de passe d'application",
  "de aplicaci", // contraseña de aplicación (the gate's keywords are ASCII)
  "senha de app",
  "wachtwoord voor apps",
];
// Round 24: a few digits among the letters too (`nasd rvrs lnl6 5kdr`, as a note copies it);
// every group still holds letters, so a row of numbers is not read.
const APP_CODE = /(?<![\w-])([a-z\d]{4})([ -])([a-z\d]{4})\2([a-z\d]{4})\2([a-z\d]{4})(?![\w-])/g;
const REACH = 200;

/** Each regex match within REACH characters after a keyword hit, once (the search runs on that
 * window only, not on to the text's end). */
function after(text: string, at: number[] | null, re: RegExp, visit: (m: RegExpExecArray) => void) {
  let done = 0;
  for (const p of at ?? [0]) {
    const from = Math.max(p, done);
    // A match starts within REACH and may run on 400 characters past it (a list of codes).
    const end = at === null ? text.length : Math.min(text.length, p + REACH + 400);
    const stop = at === null ? text.length : p + REACH - from;
    if (from >= end) continue;
    const window = text.slice(from, end);
    re.lastIndex = 0;
    for (let m = re.exec(window); m && m.index < stop; m = re.exec(window)) {
      m.index += from;
      visit(m);
      done = from + re.lastIndex;
    }
  }
}

/** A rule's find: each match after a keyword hit that `accept` takes, redacted whole. */
function wholeMatches(rule: string, re: RegExp, accept: (m: RegExpExecArray) => boolean) {
  return (text: string, at: number[] | null): Span[] => {
    const spans: Span[] = [];
    after(text, at, re, (m) => {
      if (accept(m)) {
        spans.push({ start: m.index, end: m.index + m[0].length, rule, category: "secret" });
      }
    });
    return spans;
  };
}

const findAppPasswords = wholeMatches("app-password", APP_CODE, (m) => {
  const groups = [m[1], m[3], m[4], m[5]];
  if (wordish(groups.join("")) || groups.some((g) => /^\d+$/.test(g))) return false;
  return (groups.join("").match(/\d/g)?.length ?? 0) <= 4;
});

// Three or more codes of 6 to 10 digits (one space may split a code in two halves), apart by
// blanks, commas or line breaks.
const DIGIT_CODES =
  /(?<![\w.,-])\d{3,5}(?: \d{3,5})?(?:[ \t]*[,\n]?[ \t]*\d{3,5}(?: \d{3,5})?){2,}(?![\w.-])/g;

function codeRun(run: string): boolean {
  const codes = run.match(/\d{3,5} \d{3,5}|\d{6,10}/g) ?? [];
  return codes.length >= 3 && new Set(codes).size === codes.length &&
    codes.every((c) => c.replace(" ", "").length >= 6);
}

const findBackupCodes = wholeMatches("backup-codes", DIGIT_CODES, (m) => codeRun(m[0]));

// Round 24: a bare `codes:` / `codes=` before five or more codes of one layout (digits, or
// hex or digits in dashed groups; one space may split a digit code), all distinct: the list's
// shape is the evidence where no name says "backup" (a pasted config, a forum post). Counts,
// years and status codes are shorter or repeat their layout less.
const LIST_ITEM = String.raw`\d{4} \d{4}|[0-9a-f]{4,6}-[0-9a-f]{4,6}|\d{6,10}`;
const CODE_LIST = new RegExp(
  String
    .raw`(?<=\bcodes[ \t]*[:=][ \t]*)(?:${LIST_ITEM})(?:(?:[ \t]{1,4}|[ \t]*,[ \t]*|[ \t]*\n[ \t]*)(?:${LIST_ITEM})){4,15}(?![\w-])`,
  "gi",
);

const LIST_ITEMS = new RegExp(LIST_ITEM, "gi");

/** Five or more distinct codes of one layout (digits and letters at the same places). */
function codeList(run: string): boolean {
  const items = run.match(LIST_ITEMS) ?? [];
  const layout = (c: string) => c.replace(/[0-9a-f]/gi, "x");
  // Random codes start differently; numbered ones (`1000001, 1000002, …`) share their start.
  const starts = new Set(items.map((c) => c.slice(0, 2)));
  return items.length >= 5 && new Set(items).size === items.length && starts.size >= 3 &&
    items.every((c) => layout(c) === layout(items[0]!)) && items.some((c) => /\d/.test(c));
}

const findCodeLists = wholeMatches("code-list", CODE_LIST, (m) => codeList(m[0]));

export const RECOVERY_CODE_RULES: TextRule[] = [
  {
    id: "code-list",
    category: "secret",
    keywords: ["codes:", "codes=", "codes ="],
    find: findCodeLists,
  },
  {
    id: "recovery-key",
    category: "secret",
    keywords: [],
    hint: /\d{6}-\d{6}-\d{6}/,
    find: findBitlocker,
  },
  {
    id: "app-password",
    category: "secret",
    keywords: APP_WORDS,
    find: findAppPasswords,
  },
  {
    id: "backup-codes",
    category: "secret",
    keywords: [
      // Round 18 added Duo's bypass codes, Google Authenticator's scratch codes, emergency codes.
      ...CODE_NOUN_KEYWORDS,
      "sicherungscode",
      "wiederherstellungscode",
      "codes de secours",
      "codes de r", // récupération (ASCII keywords)
      "digos de respaldo", // códigos
      "digos de recupera",
      "codici di backup",
      "back-upcodes",
      "kody zapasowe",
    ],
    find: findBackupCodes,
  },
  // Round 30: letter-and-digit, numbered and short runs after the same nouns.
  ...CODE_RUN_RULES,
];
