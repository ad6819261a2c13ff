// Redaction round 11 (issue 13): secrets as office exports and chats hold them.
// - A login written as `user / password` on a short line that says "login" (or
//   right under one: a chat's question, a sheet's `Admin login` header). The password half must
//   mix three of lower, upper, digit and symbol, so paths (`admin/settings`) and ratios stay.
// - A Netscape cookie file line (`domain TRUE / TRUE expiry name value`, as browser extensions
//   and curl's `-c` write them): the value when it is random.
// - A physical access code: an alarm, door, gate, safe or key-box code or combination
//   ("Disarm the alarm: code 16327997", "safe, combination 27-35-21-30").
import { credentialShaped, wordish } from "./credential_shape.ts";
import { passwordValue } from "./carrier_rules.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";
import { KEYPAD } from "./pin_rules.ts";
import { LOCK_NOUN_CODE_RULES } from "./lock_noun_code.ts";
import { LINK_MARK_SRC, LINK_WORD_SRC } from "./slot_link.ts";

const LOGIN_WORD =
  /\b(?:log-?in|logins|credentials|creds|zugang(?:sdaten)?|anmeldung|identifiants|acceso|accesso|inloggning|dostęp)\b/i;
// `user / password`, the user standing apart (a line start, a blank, a cell edge); `user:password`
// is not read, as that is every key/value pair of code and logs. Read at each `/` of the line.
const USER = /(?:^|[\s;,|])([\w.-]{2,40}@?(?:[\w-]+\.[\w.-]+)?)[ \t]*$/;
const VALUE = /^[ \t]*([^\s,;|]{6,64})(?=[\s;,|]|$)/;
// A chat line or a sheet row is short; a long line is code or minified data.
const MAX_LINE = 300;

function classes(v: string): number {
  return Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) + Number(/\d/.test(v)) +
    Number(/[^A-Za-z\d]/.test(v));
}

// A path goes on (`27/Nov/2026:…`, `GET /a/login.cgi?u=x`), a setting (`host=…;db=…`), a number,
// an address, a file name.
const NOT_PASSWORD = /[\/=]|^\d+$|^[^@\s]+@[\w-]+\.[\w.-]+$|^[\w.-]+\.[a-z]{2,4}$/;

function pairPassword(v: string): boolean {
  return !NOT_PASSWORD.test(v) && classes(v) >= 3 && passwordValue(v);
}

function findLoginPairs(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  const read = (s: number, e: number) => {
    if (e - s > MAX_LINE) return;
    for (let k = text.indexOf("/", s); k >= 0 && k < e; k = text.indexOf("/", k + 1)) {
      if (text[k + 1] === "/" || text[k - 1] === "/" || text[k - 1] === ":") continue; // URLs
      const user = USER.exec(text.slice(Math.max(s, k - 60), k));
      const value = user && VALUE.exec(text.slice(k + 1, e));
      if (!user || !value || !/[A-Za-z]/.test(user[1])) continue;
      const v = value[1].replace(/[.,;]+$/, "");
      if (!pairPassword(v)) continue;
      const start = k + 1 + value[0].length - value[1].length;
      spans.push({ start, end: start + v.length, rule: "login-pair", category: "secret" });
    }
  };
  hitLines(text, at, (s, e) => {
    if (e - s > MAX_LINE) return; // a chat line or a header that asks for a login is short
    if (!LOGIN_WORD.test(text.slice(s, e))) return;
    read(s, e);
    // The next line answers a line that asks for or heads a login.
    const next = text.indexOf("\n", e + 1);
    if (e < text.length) read(e + 1, next < 0 ? text.length : next);
  });
  return spans;
}

// Round 24: a key naming both halves of a login (`user/pass=`, `login / password:`) holds the
// user first and the password after a slash or on the next line (OpenVPN's auth file); and an
// e-mail address right after a label, then a blank and a typed password that ends the clause
// ("Streaming (family): ana@example.org x7k2m9qp4 — …"), is a login written as a pair.
const USER_PASS =
  /\b(?:user(?:name)?|login|e-?mail|account)[ \t]*\/[ \t]*(?:pass(?:word|wd)?|pwd|pw)\b[ \t]*[:=][ \t]*[^\s\/]{2,64}?(?:[ \t]*\/[ \t]*|[ \t]*\r?\n[ \t]*)([^\s<>"'`]{6,64})/dgi;
const EMAIL_PASS =
  /:[ \t]+[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+[ \t]+([A-Za-z0-9!#$%&*+?@^_~-]{8,40})(?=[ \t]*(?:$|[—–|]|-[ \t]))/dg;

/** Typed, not an identifier: letters and digits interleaved both ways, not hex, not words. */
function typedPassword(v: string): boolean {
  if (/^[0-9a-f]+$/i.test(v) || /^[A-Z]{2,10}-\d+$/.test(v) || wordish(v)) return false;
  return /[A-Za-z]\d/.test(v) && /\d[A-Za-z]/.test(v) && passwordValue(v);
}

function findLoginHalves(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [re, test] of [[USER_PASS, pairPassword], [EMAIL_PASS, typedPassword]] as const) {
    execWindows(re, text, at, 80, 200, (m, offset) => {
      if (!test(m[1])) return;
      const start = offset + m.indices![1]![0];
      spans.push({ start, end: start + m[1].length, rule: "login-halves", category: "secret" });
    });
  }
  return spans;
}

// domain, include-subdomains flag, path, secure flag, expiry, name, value (tab-separated).
const COOKIE_LINE =
  /^#?(?:HttpOnly_)?\.?[\w.-]+\t(?:TRUE|FALSE)\t\S*\t(?:TRUE|FALSE)\t\d+\t([^\t\n]+)\t([^\t\n]+)$/gm;

// Round 70: the same fields pasted into a sentence ("use .example.io<TAB>TRUE<TAB>/…", "with
// FALSE<TAB>/<TAB>TRUE<TAB>0<TAB>SID<TAB>…, readings pulled"): the four flag, path and expiry
// fields name the format on their own, the domain may be cut off, and the value ends where a
// cookie's value must (RFC 6265 allows no blank, comma, semicolon, quote or backslash in it).
const COOKIE_FIELDS =
  /(?<!\S)(?:#?(?:HttpOnly_)?\.?[\w.-]+\t)?(?:TRUE|FALSE)\t[^\t\n]*\t(?:TRUE|FALSE)\t\d+\t([^\t\n]+)\t([^\s",;\\]+?)\.?(?=[\s,;]|$)/g;

function findCookieLines(text: string): Span[] {
  const spans: Span[] = [];
  // Every cookie line holds tabs; the gate folds spaces, so " true " wakes this (cost round 40).
  if (!text.includes("\t")) return spans;
  for (const re of [COOKIE_LINE, COOKIE_FIELDS]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (!credentialShaped(m[2].trim(), true)) continue;
      const start = m.index + m[0].lastIndexOf(m[2]);
      spans.push({
        start,
        end: start + m[2].length,
        rule: "cookie-file-value",
        category: "secret",
      });
    }
  }
  return spans;
}

// Round 13: the codes that disarm an alarm panel or unlock a device (`master code = …`). Round 26:
// the links are the shared grammar's (slot_link.ts): a mark, or any language's copula.
// Round 50: a keypad's `*` may open the code as its `#` does (`override code: *34346562#`, v40).
const ACCESS_CODE = new RegExp(
  String
    .raw`\b(?:alarm|door|master|unlock|disarm|installer|engineer|gate|safe|lock ?box|key ?box|key ?safe|keypad|garage|tresor|alarmanlage|t[üu]rcode)\b[^\n]{0,24}?\b(?:code|combination|combo|pin|kombination|combinaison|c[oó]digo)\b[ \t:#*=-]*(?:(?:${LINK_WORD_SRC})[ \t]+)?(\d{2,3}(?:-\d{2,3}){2,4}|\d{4,10}${KEYPAD})(?![\d-])`,
  "giu",
);

// Round 24: the code's noun first, and what it opens after it (a qualifier, an aside, a second
// slot), then the colon: "combination of the cash-room safe: …", "gate code (valid until
// handover) and alarm disarm: … / alarm …", "lock code, unit 4B, with the lockbox: … lockbox …".
// A label naming two slots gives two codes: the second after ` / ` or a word of the label.
// Round 52: a keypad's `#`/`*` may join digit groups into one code (`8337#7741`).
const CODE = String.raw`\d{2,3}(?:-\d{2,3}){2,4}|\d{4,10}${KEYPAD}`;
const NOUN_FIRST = new RegExp(
  String
    .raw`\b(?:code|combination|combo|pin)\b([^\n:.!?=]{1,60}?)(?:${LINK_MARK_SRC})[ \t]*(${CODE})(?:[ \t]*(?:#[ \t]*)?(?:\/[ \t]*)?(?:(\p{L}+(?: \p{L}+)?)[ \t]+)?(${CODE}))?(?![\w-])(?=[ \t#]*(?:$|[.,;!—–(]|-[ \t]))`,
  "dgiu",
);
// Round 52: a plural names the things it opens too ("the code for all pontoon gates"), and a
// "master code" is the lock's own (ACCESS_CODE's word; a secret in v15–v19, v33, v35).
const OPENS =
  /\b(?:alarm|door|gate|safe|(?:pad)?lock|lock ?box|key ?box|key ?safe|keypad|garage|tresor|disarm)(?:e?s)?\b|\bmaster[ \t]*$/i;
const YEAR = /^(?:19|20)\d\d$/;
const BARE = /(?:^|[^\p{L}\d\s]|\b(?:the|a|an|our|your|my|its|this|that))\s*$/iu;

function nounFirst(line: string, s: number, spans: Span[]) {
  NOUN_FIRST.lastIndex = 0;
  for (let m = NOUN_FIRST.exec(line); m; m = NOUN_FIRST.exec(line)) {
    const before = line.slice(Math.max(0, m.index - 24), m.index);
    const label = before + m[1];
    // What it opens named after the noun: the noun stands bare ("the combination of the safe"),
    // since a modifier names another kind of code ("error code of the gate controller").
    const opens = OPENS.test(before) || OPENS.test(m[1]) && BARE.test(before);
    if (!opens || YEAR.test(m[2])) continue;
    const codes = [m.indices![2]!];
    // The second code counts when a word of the label names it (`/ alarm 7742`), or after a slash.
    const second = m[4] !== undefined &&
      (m[3] === undefined
        ? /\//.test(line.slice(m.indices![2]![1], m.indices![4]![0]))
        : new RegExp(`\\b${m[3]}\\b`, "i").test(label));
    if (second && !YEAR.test(m[4])) codes.push(m.indices![4]!);
    for (const [a, b] of codes) {
      spans.push({ start: s + a, end: s + b, rule: "access-code", category: "secret" });
    }
  }
}

function findAccessCodes(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    ACCESS_CODE.lastIndex = 0;
    for (let m = ACCESS_CODE.exec(line); m; m = ACCESS_CODE.exec(line)) {
      // A four-digit value may be a year ("door code policy 2024" is not read, but a year is).
      if (/^(?:19|20)\d\d$/.test(m[1])) continue;
      const start = s + m.index + m[0].length - m[1].length;
      spans.push({ start, end: start + m[1].length, rule: "access-code", category: "secret" });
    }
    nounFirst(line, s, spans);
  });
  return spans;
}

export const OFFICE_SECRET_RULES: TextRule[] = [
  {
    id: "login-pair",
    category: "secret",
    keywords: [
      "login",
      "log-in",
      "credentials",
      "creds",
      "zugang",
      "anmeldung",
      "identifiants",
      "acceso",
      "accesso",
    ],
    find: findLoginPairs,
  },
  {
    id: "login-halves",
    category: "secret",
    keywords: ["/pass", "/ pass", "/pw", "/ pw", "@"],
    find: findLoginHalves,
  },
  {
    id: "cookie-file-value",
    category: "secret",
    keywords: ["\ttrue\t", "\tfalse\t"],
    find: findCookieLines,
  },
  {
    id: "access-code",
    category: "secret",
    keywords: ["code", "combination", "combo", "pin", "kombination", "combinaison", "digo"],
    find: findAccessCodes,
  },
  ...LOCK_NOUN_CODE_RULES,
];
