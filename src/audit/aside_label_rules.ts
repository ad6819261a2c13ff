// Redaction round 15: a credential's name, then an aside, then the colon and the value: "Niagara
// station admin password, as set on the configuration screen: <value>", "copied from the Tuya
// local key settings page: <value>", "TACACS+ key (shared, all PoPs): <value>". The rules that
// read `name: value` need the colon next to the name; here up to 60 characters of one clause
// stand between. Only a value that a person would not write as prose counts (three character
// classes or random material) that ends its clause, never after an identifier or a public key's
// name.
import {
  credentialShaped,
  FILE_NAME,
  isPublicValue,
  randomMaterial,
  wordish,
} from "./credential_shape.ts";
import { shannonEntropy } from "./checksums.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { cisco7Plain } from "./cisco_type7.ts";
import { registerRegex } from "./regex_index.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";
import { ARROW_SRC, LINK_MARK_SRC } from "./slot_link.ts";

const NOUN = String
  .raw`[Pp]ass(?:word|wort|phrase|code)|PASSWORD|[Kk]ey|KEY|[Ss]ecret|SECRET|[Tt]oken|TOKEN|PIN|OTP`;
// The name's last word, an aside of one clause (no colon, quote, sentence end or `=`), the value.
// Round 26: the link after the aside is the shared grammar's mark (slot_link.ts): a colon, `=` or
// an arrow; copulas are left out here, as a lazy aside would stop at the first "is".
const ASIDE_LABEL = new RegExp(
  String
    .raw`(${NOUN})(?![\p{L}\d_])([ ,(][^:\n<>"'\x60=.;!?[\]{}]{1,60}?)(?:${LINK_MARK_SRC})[ \t]+([^\s"'<>]{8,200}?)[.,;]?(?=$|[ \t]*(?:[—–|"'\]þ]|<[\/!-]|-[ \t]|[ \t]{2}))`,
  "gmu",
);
// Registered with the text index: with more hits than the gate lists, its nouns come from the
// index's shared pass, not from a scan of its own.
registerRegex(ASIDE_LABEL, "text");
// Round 17: an arrow may point from the aside to the value ("… (as shown on the settings screen)
// → <value>"); WordPress shows an application password as six blank-separated groups of four.
const GROUPED = String.raw`(?:[A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}`;
const GROUPED_VALUE = new RegExp(`^${GROUPED}$`);
// Round 16: the aside in brackets and no colon ("DHL: MyDHL API password (as set on the
// configuration screen) <value>"): the bracket closes the name, the value ends the line or the
// clause (an X12/EDIFACT segment may end it with `~`).
// Round 20: a session's id by that name, and a key's letter or number ("token A", "key 2"), may
// stand before the bracket; a random value (a UUID under a secret's name) may go on with words
// ("… <uuid> then press Test connection", "… <hex> Pak uložit").
const PAREN_LABEL = new RegExp(
  String
    .raw`(${NOUN}|[Ss]ession[ _-]?(?:id|ID)|SESSION[ _-]?ID)(?![\p{L}\d_])(?:[ \t][A-Z\d](?![\p{L}\d_]))?[ \t]+(\([^()\n:<>"'\x60=;[\]{}]{1,60}\))[ \t]+(?:(?:${ARROW_SRC})[ \t]+)?(${GROUPED}|[^\s"'<>()[\]{}]{8,200}?)[.,;~]?(?=$|[ \t]*(?:[—–|"'\]þ]|<[\/!-]|-[ \t]|[ \t]{2})|[ \t]+[^\s—–|"'\]þ<-])`,
  "gmu",
);
registerRegex(PAREN_LABEL, "text");
// An identifier, a checksum or a public value is named the same way ("key id, from the console:").
const NOT_SECRET =
  /\b(?:id|ids|ID|request|trace|correlation|commit|build|hash|checksum|fingerprint|public|publishable|site|primary|foreign|partition|sort|order|ticket|case|run|job|length|size|format|type|policy|rotation|expiry|expires|version)\b/;
// Round 47: an idempotency or cache key names a request or an entry, as the other rules read it.
const NOT_SECRET_NAME =
  /(?:public|publishable|site|primary|foreign|sort|partition|license|idempotency|cache)[ _-]?key$/i;

function classes(v: string): number {
  return Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) + Number(/\d/.test(v)) +
    Number(/[^A-Za-z0-9]/.test(v));
}

// A canonical UUID: the form of many vendors' client secrets and API tokens (HMRC, Clover,
// Motive); counted only where a secret's name points at it.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value a name points at from a bracket or an arrow: the aside test, a UUID, a short mixed
 * letter-digit code (`o464xnwle3`, Etsy's shared secret) or symbols a phrase would not hold. */
function pointedValue(v: string): boolean {
  if (GROUPED_VALUE.test(v)) return groupedSecret(v.replaceAll(" ", ""));
  if (asideValue(v) || UUID.test(v) && !/^0{8}-|^(\w)\1{7}-/.test(v)) return true;
  if (isTemplateOrMask(v) || looksFake(v) || wordish(v) || /:\/\/|^[$\/~\\<%]/.test(v)) {
    return false;
  }
  const digits = v.replace(/\D/g, "").length;
  if (/^[a-z0-9]{8,}$/i.test(v) && digits >= 3 && v.length - digits >= 3) return !hasRun(v);
  return classes(v) >= 3 && v.length >= 12 && v.replace(/[A-Za-z0-9]/g, "").length >= 3;
}

/** Six groups of four: letters of both cases and digits, no run (not `abcd 1234 …`). */
function groupedSecret(v: string): boolean {
  return /\d/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v) && !hasRun(v);
}

// `12345678`, `abcdefgh`-like runs are samples, not secrets.
function hasRun(v: string): boolean {
  return /(?:0123|1234|2345|3456|4567|5678|6789|abcd|bcde|cdef)/i.test(v) || /(.)\1{3}/.test(v);
}

// Round 18: a token of letters alone (`GhTdFASAxyfH…`, 32 of both cases); randomMaterial asks
// for a digit. Case flips on a third of the letters and high entropy set it apart from CamelCase.
function randomLetters(v: string): boolean {
  if (!/^[A-Za-z]{20,}$/.test(v) || wordish(v)) return false;
  const flips = v.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0;
  return flips * 3 >= v.length && shannonEntropy(v) >= 4;
}

function strongValue(v: string, session: boolean): boolean {
  if (UUID.test(v)) return !session && !/^0{8}-|^(\w)\1{7}-/.test(v);
  return credentialShaped(v) || randomMaterial(v, 20);
}

function asideValue(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v) || isPublicValue(v) || FILE_NAME.test(v)) return false;
  if (/^[$\/~\\<(\[{]|^%\w+%$|:\/\/|^[\w.+-]+@[\w-]+\.[\w.]+$/.test(v)) return false;
  if (credentialShaped(v, true) || randomMaterial(v, 12) || randomLetters(v)) return true;
  // A typed password: three classes, with a digit or long enough not to be a phrase.
  return classes(v) >= 3 && (v.length >= 10 && /\d/.test(v) || v.length >= 16 && !wordish(v));
}

/** A sticky `re` tried at each keyword hit (the name starts there), so the cost is the hits', not
 * the lines'. With too many hits for the gate to list (`at` null), at each match of `starts` (a
 * cheap search), moved to the name's start by `startOf`; `worth` skips a place before the regex. */
export function atHits(
  re: RegExp,
  starts: RegExp,
  text: string,
  at: number[] | null,
  visit: (m: RegExpExecArray) => void,
  worth: (p: number) => boolean = () => true,
  startOf: (m: RegExpExecArray) => number = (m) => m.index,
) {
  const places = at ?? Array.from(text.matchAll(starts), startOf);
  let last = -1;
  for (const p of places) {
    if (p === last || !worth(p)) continue;
    last = p;
    re.lastIndex = p;
    const m = re.exec(text);
    if (m) visit(m);
  }
}

const ASIDE_KEYWORDS = ["pass", "key", "secret", "token", "pin", "otp", "session"];

function findAsideLabels(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(ASIDE_LABEL, text, at, 0, 320, (m, offset) => {
    const from = offset + m.index;
    const before = text.slice(Math.max(0, from - 24), from) + m[1];
    if (NOT_SECRET.test(m[2]) || NOT_SECRET_NAME.test(before)) return;
    // A type or a call (`value: Json7Type[Key]`, `(bytes: Uint8Array)`) is code, not a value.
    const value = m[3];
    if (/[()[\]{}]/.test(value) || !asideValue(value)) return;
    const start = from + m[0].indexOf(value, m[1].length + m[2].length);
    spans.push({ start, end: start + value.length, rule: "aside-label", category: "secret" });
  });
  execWindows(PAREN_LABEL, text, at, 0, 320, (m, offset) => {
    const from = offset + m.index;
    const before = text.slice(Math.max(0, from - 24), from) + m[1];
    if (NOT_SECRET.test(m[2]) || NOT_SECRET_NAME.test(before) || !pointedValue(m[3])) return;
    // Words after the value, or a session's id: only random material (or a UUID after a noun).
    const end = from + m[0].length;
    const session = /session/i.test(m[1]);
    if ((session || /^[ \t]+[^\s]/.test(text.slice(end, end + 2))) && !strongValue(m[3], session)) {
      return;
    }
    const start = from + m[0].lastIndexOf(m[3]);
    spans.push({ start, end: start + m[3].length, rule: "aside-label", category: "secret" });
  });
  return spans;
}

// The value first, then an arrow pointing back at it and the name (`<value>   <- Accela app
// secret`), as people annotate a pasted line: up to six words that end in a credential noun and
// end the clause.
// Round 16: the noun may close a compound (`client_secret`, `X-Api-Key`, `API-Passwort`) and be
// written in Japanese (パスワード); an X12 segment ends with `~`. Round 17: a key's or an OTP's
// seed (`<- PlayReady key seed`). Round 18: an environment variable's name in capitals
// (`<- TANGO_DB_PASSWORD`, `<- ENSEMBL_DB_PASS`); a bare "pass" only as a compound's last part.
// Round 19: SNMP's community string (its password), a "credential" by that name, and a PIN or an
// access code named "PIN code" (`<- Tosibox Key PIN code`). Round 20: a ` / ` ends the clause too
// (`<value>   <- UAV API key / please store it …`, as dispatch remarks separate their fields).
// Round 21: so do a sentence's end, a bracketed aside and a purpose (`<- Funda API key. Delete
// it`, `<- AppSKey (ABP)`, `<- caster password for the sync job`), and IOS's type digit after
// the noun names a type 7 string (`<- router \`password 7\``; cisco_type7.ts checks it).
const ARROW_NOUN = String
  .raw`[\p{L}\d_-]*(?:[Pp]ass(?:word|wort|phrase|code)|PASS(?:WORD|WD|PHRASE)|(?<=[\w-][_-])(?:PASS|[Pp]ass|PWD|pwd)|[Kk]ey|KEY|[Ss]ecret|SECRET|[Tt]oken|TOKEN|PIN(?: code)?|PAT|パスワード|(?<=(?:[Kk]ey|KEY|TOTP|OTP|MFA|2FA)[ _-])[Ss]eed|(?<=(?:SNMP\w*|RW|RO|[Rr]ead|[Ww]rite)[ -])[Cc]ommunity|[Cc]redentials?|(?:[Aa]ccess|[Uu]nlock) code)`;
const ARROW_LABEL = new RegExp(
  String
    .raw`(?<![^\s"'>:(\[,=])([^\s"'<>]{8,200})[ \t]+<-{1,2}[ \t]*((?:[^\s<>"]+[ \t]+){0,6}?)${ARROW_NOUN}(?:[ \t]7)?(?=[ \t]*(?:~?$|["'<\]þ)\x60]|[—–\/-][ \t]|\(|[.,;!](?:[ \t]|$))|[ \t]+for[ \t])`,
  "gu",
);

// Round 19: under an arrow a PIN or code may be digits alone (not a run or a sample), and a key of
// letters alone may be short (`XTwlBrgAVmkGkw`): case flips on a third of 12+ letters that are no
// word.
function arrowValue(v: string, all: string): boolean {
  if (pointedValue(v) || cisco7Plain(v) !== null) return true;
  if (/^\d{6,16}$/.test(v)) {
    return /(?:PIN|[Cc]ode)$/.test(all.trimEnd()) && !hasRun(v) && !/^(?:19|20)\d{6}$/.test(v);
  }
  if (!/^[A-Za-z]{12,}$/.test(v) || wordish(v) || /^[A-Z]?[a-z]+(?:[A-Z][a-z]+)*$/.test(v)) {
    return false;
  }
  const flips = v.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0;
  return flips * 3 >= v.length && new Set(v).size * 4 >= v.length * 3;
}

function findArrowLabels(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    ARROW_LABEL.lastIndex = 0;
    for (let m = ARROW_LABEL.exec(line); m; m = ARROW_LABEL.exec(line)) {
      // "<- not a password", "<- public key", "<- key id": the arrow says what it is not.
      if (/\b(?:not|no|never)\b/i.test(m[2]) || NOT_SECRET.test(m[2])) continue;
      if (/[()[\]{}]/.test(m[1]) || !arrowValue(m[1], m[0])) continue;
      spans.push({
        start: s + m.index,
        end: s + m.index + m[1].length,
        rule: "aside-label",
        category: "secret",
      });
    }
  });
  return spans;
}

export const ASIDE_LABEL_RULES: TextRule[] = [
  {
    id: "aside-label",
    category: "secret",
    keywords: ["<-"],
    find: findArrowLabels,
  },
  {
    id: "aside-label",
    category: "secret",
    keywords: ASIDE_KEYWORDS,
    find: findAsideLabels,
  },
];
