// Redaction round 15: a one-time or account code after a name that says what it unlocks, then a
// colon: "TAN für Sammelüberweisung: 32817895", "3SKey response code: 18857375", "two-factor
// token for controlled-substance signing: 72917486", "registration PIN: UYWP-SUDU-PJOH", "unlock
// code: LYFP5NJ84C", "MFA recovery codes (admin): 82339-30319 90863-58287", "puk: 04641119".
// Only code-shaped values (6–12 digits, letter/digit groups, a list of recovery codes) that end
// their clause (also inside a JSON string's escaped `\n`); years, dates, counts, samples (000000,
// 123456) and words stay. Round 17: a console's or a device's link or pairing code ("Console link
// code for the devkit (valid 24 h): KY1V-35RQ-LBOL").
import { samplePin } from "./pin_rules.ts";
import { randomMaterial } from "./credential_shape.ts";
import { atHits } from "./aside_label_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { LINK_SRC } from "./slot_link.ts";
import { CLAUSE_REACH_RULES } from "./clause_reach_rules.ts";
import { SESSION_REACH_RULES } from "./session_reach_rules.ts";
import { ASKED_VALUE_RULES } from "./asked_value_rules.ts";
import { INLINE_ANSWER_RULES } from "./inline_answer_rules.ts";

const NAME = String
  .raw`PIN|PUK|[Pp]uk|TAN|OTP|(?:[Uu]nlock|[Rr]esponse|[Rr]ecovery|[Rr]egistration|[Bb]ackup|[Ss]ecurity|[Vv]erification|[Oo]ne[-_]time|ONE[-_]TIME|[Aa]uthori[sz]ation|[Aa]ctivation|[Ll]ink|[Pp]airing)[ _-](?:codes?|CODES?)|(?:[Tt]wo-factor|2FA|MFA|OTP)[ -](?:token|code)s?`;
const VALUE = String
  .raw`\d{6,12}|\d{4,6}-\d{4,6}(?:[ ,]+\d{4,6}-\d{4,6}){1,15}|[A-Z0-9]{4,12}(?:-[A-Z0-9]{4,12}){0,4}|[A-Z0-9]{3,12}(?:-[A-Z0-9]{3,12}){2,4}`;
// The name, an aside in brackets or "for …" / "für …", the colon, the code that ends its clause.
// Round 22: or "is" and its cognates, as the slot rule links ("your recovery code is …").
// Round 24: or `=`, as a settings line or a handover note writes it. Round 26: a name's words
// may be joined by `_` as a key writes them (`one_time_code`, `ONE_TIME_CODE`), and a quote may
// open the value after the link (`one_time_code="…"`). Round 26: the link is the
// shared grammar's (slot_link.ts): any language's copula, a colon, `=` or an arrow.
const NAMED_CODE = new RegExp(
  String
    .raw`(?:(?<![\p{L}\d_-])|(?<=\\[nt])|(?<=\p{L}{3}-)(?=PIN|PUK|TAN))(?:${NAME})(?:[ \t]*\([^()\n]{1,30}\)|[ \t]+(?:f(?:ü|ue)r|for)[ \t][^:\n"]{1,50}?)?${LINK_SRC}["']?(${VALUE})(?!(?!þ)[\p{L}\d_-])(?=[ \t]*(?:$|[—–,.;!()"'<þ]|-[ \t]|\\[nrt])|[ \t]+\p{L})`,
  "muy",
);
const DATE_LIKE = /^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])$/;

function codeValue(v: string): boolean {
  if (/^\d+$/.test(v)) return !DATE_LIKE.test(v) && !samplePin(v);
  if (/^[\d -]+$/.test(v)) return true; // a list of recovery codes
  const groups = v.split("-");
  // One group: letters and digits mixed, or random; letters alone only in three or more groups.
  if (groups.length === 1) return /\d/.test(v) && /[A-Z]/.test(v) && v.length >= 8;
  // Round 16: three or more short groups (`M59-9JD-A58`, a terminal's activation code) need both.
  if (groups.some((g) => g.length < 4)) {
    return groups.length >= 3 && groups.every((g) => g.length >= 3) && /\d/.test(v) &&
      /[A-Z]/.test(v);
  }
  return v.replace(/-/g, "").length >= 10 && (groups.length >= 3 || randomMaterial(v, 10));
}

const CODE_KEYWORDS = [
  "pin",
  "puk",
  "tan",
  "otp",
  "unlock code",
  "response code",
  "recovery code",
  "registration code",
  "backup code",
  "security code",
  "verification code",
  "one-time code",
  "authorization code",
  "authorisation code",
  "activation code",
  "link code",
  "pairing code",
  "two-factor",
  "2fa",
  "mfa",
];
// Where a name can start, found by a cheap case-sensitive search of its distinctive parts; the
// match is moved back to its name's first word ("unlock code", "one-time code", "two-factor").
const CODE_STARTS = /PIN|PUK|TAN|OTP|MFA|2FA|[Pp]uk|wo-factor|[ -]codes?\b|_(?:codes?|CODES?)\b/g;

function nameStart(text: string, m: RegExpExecArray): number {
  if (m[0] === "wo-factor") return m.index - 1;
  if (!/code/i.test(m[0])) return m.index;
  let p = m.index;
  while (p > 0 && /[\p{L}_-]/u.test(text[p - 1])) p--;
  return p;
}

// A cheap test before the regex: the name starts a word (or follows an escaped `\n`), and the
// three-letter names are upper case (prose is full of "important", "spinning", "potpourri").
function worth(text: string, p: number): boolean {
  const before = text.charCodeAt(p - 1);
  const inWord = (before >= 48 && before <= 57) || (before >= 65 && before <= 90) ||
    (before >= 97 && before <= 122) || before === 45 || before === 95 || before > 127;
  // Round 16: a compound's upper-case PIN/PUK/TAN ("Zertifikats-PIN", "Karten-PIN").
  const compound = before === 45 && /\p{L}/u.test(text[p - 2] ?? "") &&
    /^(?:PIN|PUK|TAN)/.test(text.slice(p, p + 3));
  if (
    inWord && !compound && !(text[p - 2] === "\\" && (text[p - 1] === "n" || text[p - 1] === "t"))
  ) {
    return false;
  }
  const c = text.charCodeAt(p);
  return !/^(?:tan|pin|otp)/.test(text.slice(p, p + 3)) || (c >= 65 && c <= 90);
}

function findNamedCodes(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  atHits(
    NAMED_CODE,
    CODE_STARTS,
    text,
    at,
    (m) => {
      if (!codeValue(m[1])) return;
      const start = m.index + m[0].length - m[1].length;
      // Round 24: words may follow ("… = <code> and don't mail it") when the code has three
      // groups, which no word has; one group or two may be the start of a phrase.
      const after = text.slice(start + m[1].length, start + m[1].length + 2);
      if (/^[ \t]+\p{L}/u.test(after) && m[1].split("-").length < 3) return;
      spans.push({ start, end: start + m[1].length, rule: "named-code", category: "secret" });
    },
    (p) => worth(text, p),
    (m) => nameStart(text, m),
  );
  return spans;
}

export const NAMED_CODE_RULES: TextRule[] = [
  {
    id: "named-code",
    category: "secret",
    // A key's spelling of each name too (`recovery_code`, `one_time_code`).
    keywords: [
      ...CODE_KEYWORDS,
      ...CODE_KEYWORDS.filter((k) => / /.test(k)).map((k) => k.replace(/[ -]/g, "_")),
    ],
    find: findNamedCodes,
  },
  // Round 27: the value within its credential noun's clause; last of the slot rules, so a
  // narrower rule that finds the same span names it.
  ...CLAUSE_REACH_RULES,
  ...SESSION_REACH_RULES,
  // Round 30: a key, token or code asked for in one turn and given in the answer.
  ...ASKED_VALUE_RULES,
  ...INLINE_ANSWER_RULES,
];
