// `password=…`, `"api_key": "…"`, `?token=…` inside free text (logs, env dumps, JSON held in strings).
import { credentialShaped, isPublicValue, wordish } from "./credential_shape.ts";
import { elidedPem } from "./kept_values.ts";
import { isExemptValue, isSensitiveKey, normaliseKey } from "./key_names.ts";
import { isEncryptedValue } from "./encrypted_values.ts";
import { isBenignWord, wordedPlaceholder } from "./placeholders.ts";
import { tagReference } from "./keyed_kept.ts";
import { execWindows } from "./windows.ts";
import { documentedSample } from "./documented_sample.ts";
import { emptyAssignment, numberSign } from "./named_id.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { afterEscape, compoundSignature, listedValue, pointee } from "./debug_notation.ts";

// Anchored on the sensitive word so candidates are rare; the rest of the key is read backwards.
// Round 25: one-time, recovery, backup and pairing codes are named by their own words.
// Round 14: after `,` the next quoted item must not be a key (`'Wise API token', 'token': '…'`):
// that match was rejected and swallowed the real key behind it.
// Round 9: a typed declaration's type may sit between name and ` =` (`SEED: &str =`, `pw: String =`;
// not a header's `Cookie: theme=dark`, where no blank precedes `=`).
const ASSIGN =
  /(pass(?:word|wd|phrase|code)?|(?:one[_-]?time|otp|mfa|recovery|backup|pairing)[_-]?codes?|pwd|psk|secret|token|api[_-]?key|access[_-]?key|app[_-]?key|(?:encryption|signing|master|auth|subscription|account|license|priv|shared)[_-]?key|(?:signing|private|master|wallet|ed25519)[_-]?seed|private[_-]?key|credentials?|authorization|auth|cookie|session[_-]?(?:id|key)|sig(?:nature)?|senha|contrase[nñ]a|kennwort|wachtwoord|has[lł]o|[sş]ifre|l[oö]senord|adgangskode|salasana|jelsz[oó]|heslo|lozinka|geslo|parool|mat_?khau)([\w.-]{0,30}?)(\\?["']\]?)?(?:[ \t]*:[ \t]*&?(?:'static[ \t]+)?[A-Za-z][\w<>\[\]]{0,20}(?=[ \t]+=[^=]))?[ \t]{0,8}(=>|=|:|,(?=[ \t]{0,8}\\?["'](?![^"'\n]{0,100}["'][ \t]*:)))[ \t]{0,8}(\\?["'])?([^\s"'`,;&<>(){}\[\]\\]{3,256})/dgi;
const KEY_CHAR = /[\w.-]/;

function keyStart(text: string, from: number): number {
  let i = from;
  while (i > 0 && from - i < 60 && KEY_CHAR.test(text[i - 1])) i--;
  return i;
}

// `refresh_token=refresh_token`, `secret=self.x.secret`, `key: ed25519.PrivateKey`: code that
// names a variable or an attribute, not a value.
const CODE_VALUE = /^(?:self|this|cls|request|ctx|options|opts|config|settings)\.|^[:.]/;
const DOTTED = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;

function codeValue(key: string, value: string, quoted: boolean): boolean {
  if (quoted) return false;
  if (CODE_VALUE.test(value) || normaliseKey(value).endsWith(normaliseKey(key))) return true;
  return DOTTED.test(value) && (!/\d/.test(value) || wordish(value));
}

/** Prose ("Password: Must be 8 chars") needs a credential-looking value; code-like forms need less. */
function valueAcceptable(value: string, strict: boolean): boolean {
  if (isBenignWord(value) || isPublicValue(value) || wordedPlaceholder(value)) return false;
  if (!strict) return true;
  if (value.length < 6) return false;
  // Round 35: a word of another script alone (`Auth : пользователь вошёл`) is prose: generated
  // material holds an ASCII letter or digit.
  if (/^\p{L}+$/u.test(value) && !/[A-Za-z0-9]/.test(value)) return false;
  // Letters of any script count as letters (`API şifresi: müşteri panelinde …`).
  return /\d/.test(value) || /[^\p{L}]/u.test(value) || value.length >= 12 ||
    (/[A-Z]/.test(value) && /[a-z]/.test(value) && !/^[A-Z][a-z]+$/.test(value));
}

// Passwords hold `&`, `!`, `(`, `;`, …: a quoted value runs to its closing quote (same line), an
// unquoted YAML/env/properties value to the end of its word, except `&` in a URL query string.
const QUOTED_REST = { '"': /^[^"\n]{0,256}(?=")/, "'": /^[^'\n]{0,256}(?=')/ };
const UNQUOTED_REST = /^[&!*$%#@^~+?][^\s"'`,;]{0,255}/;

function fullValue(
  text: string,
  start: number,
  value: string,
  quote: string | undefined,
  sep: string,
  keyFrom: number,
): string {
  const q = quote?.slice(-1) as '"' | "'" | undefined;
  if (q !== undefined && !quote!.startsWith("\\")) {
    return QUOTED_REST[q].exec(text.slice(start, start + 260))?.[0] ?? value;
  }
  if (q !== undefined || (sep !== "=" && sep !== ":")) return value;
  const inQuery = /[?&]$/.test(text.slice(Math.max(0, keyFrom - 1), keyFrom));
  const rest = UNQUOTED_REST.exec(text.slice(start + value.length, start + value.length + 256));
  if (rest === null || (inQuery && rest[0].includes("&"))) return value;
  return value + rest[0].replace(/[.)\]}]+$/, "");
}

// Round 13: `'password': 'sent to you by DM, don't post it here'`: a single-quoted value that
// stops at an apostrophe inside a word (`don't`) and holds blanks is a sentence, not a value.
function quotedSentence(text: string, start: number, whole: string, quote?: string): boolean {
  const end = start + whole.length;
  return quote?.endsWith("'") === true && / /.test(whole) &&
    /\p{L}'\p{L}/u.test(text.slice(end - 1, end + 2));
}

const CALL = /^\([^)\n]{0,100}\)\\?["']/;

// Round 8: `{{ lookup('hashi_vault', 'secret=kv/data/smtp:password') }}`: inside a Jinja, Go or
// Actions template expression a `key=value` is an argument of the lookup, not a value.
function insideTemplate(text: string, from: number): boolean {
  const lineStart = text.lastIndexOf("\n", from - 1) + 1;
  const before = text.slice(Math.max(lineStart, from - 200), from);
  const open = before.lastIndexOf("{{");
  if (open < 0 || before.indexOf("}}", open) >= 0) return false;
  const lineEnd = text.indexOf("\n", from);
  return text.slice(from, lineEnd < 0 ? text.length : lineEnd).includes("}}");
}

const SCHEME_WORD = /^(?:token|bearer|basic)$/i;
const SCHEME_VALUE = /^[A-Za-z0-9._~+\/=-]{16,512}(?![^\s"'`,;])/;

/** The credential after a scheme word, when credential-shaped (a UUID counts here). */
function schemeCredential(text: string, start: number): Span | undefined {
  const v = SCHEME_VALUE.exec(text.slice(start, start + 520))?.[0];
  if (v === undefined || !credentialShaped(v, true)) return undefined;
  return { start, end: start + v.length, rule: "sensitive-assignment", category: "key-name" };
}

// Round 25: a label written as words names its thing by the word before (`boarding pass: AF78`,
// `key signature="B-flat major"`): the two read as one name, and that name is no credential's.
const WORD_BEFORE = /(?:^|[^\w-])([A-Za-z]{2,20}) $/;

function spacedLabel(text: string, keyFrom: number, key: string): boolean {
  const w = WORD_BEFORE.exec(text.slice(Math.max(0, keyFrom - 22), keyFrom));
  return w !== null && !isSensitiveKey(`${w[1]}_${key}`);
}

const COOKIE_NAME = /^[A-Za-z_.-]{0,30}(?:sess|sid)[A-Za-z_.-]{0,30}$/i;

function findAssignments(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(ASSIGN, text, at, 24, 400, (m, offset) => {
    const [, , , keyQuote, sep, valueQuote, value] = m;
    const keyFrom = afterEscape(text, keyStart(text, offset + m.index));
    const key = text.slice(keyFrom, offset + m.indices![2]![1]);
    if (!isSensitiveKey(key) || isExemptValue(key, value) || insideTemplate(text, keyFrom)) return;
    // `${NAME:?message}`: the shell's error message when NAME is unset (round 5), not a value;
    // round 42: nor a placeholder word as its default (`${PASS:-unset}`; `${PASS:-Xy7h2…}` goes).
    const shellDefault = value.startsWith("?") ||
      /^[-=+]/.test(value) && isBenignWord(value.slice(1));
    if (sep === ":" && shellDefault && text.slice(keyFrom - 2, keyFrom) === "${") return;
    // "Signature: Jane" is an e-mail sign-off; only query-string style `sig=` counts.
    if (/sig/i.test(key) && sep !== "=" && !compoundSignature(key, value)) return;
    if (spacedLabel(text, keyFrom, key) || numberSign(key, value)) return;
    if (emptyAssignment(text, m, offset)) return;
    // A Cookie header holds `name=value` pairs: the cookie-pair rule judges each one. Round 22:
    // so when a label names the header before it (`RMS cookie: Cookie: a=…`).
    // Round 23: `Cookie: TNEW_SESSION` used as a label (its value given later, or a placeholder)
    // names a session cookie: letters and marks around "sess"/"sid", no digits, is no value.
    const cookieValue = /=|^(?:set-)?cookie:$/i.test(value) || COOKIE_NAME.test(value);
    if (/^(?:set-)?cookie$/i.test(key) && sep === ":" && cookieValue) return;
    const valueEnd = offset + m.indices![6]![1];
    if (sep === "," && !keyQuote) return;
    // `Authorization: Scheme <credential>`: the scheme rules judge the credential after the word.
    if (/authori[sz]ation$/i.test(key) && /^[A-Za-z-]+$/.test(value) && text[valueEnd] === " ") {
      return;
    }
    // Round 17: `api_token = token <uuid>`: an auth scheme word written before the credential.
    if (!valueQuote && text[valueEnd] === " " && SCHEME_WORD.test(value)) {
      const span = schemeCredential(text, valueEnd + 1);
      if (span) spans.push(span);
      return;
    }
    // Round 12: a PEM block whose body a tool elided holds no key (real ones are the PEM rule's).
    if (elidedPem(text, offset + m.indices![6]![0], value)) return;
    // `password = getpass.getpass(…)`, `secretKey = KeychainItem(…)`: a call, not a value.
    if (!valueQuote && text[valueEnd] === "(") return;
    // A quoted call (`"os.getenv('KEY')"`) is code in a config string, not the value.
    if (valueQuote && text[valueEnd] === "(" && CALL.test(text.slice(valueEnd, valueEnd + 120))) {
      return;
    }
    // `token = await x` is code; `TOKEN=abc` (env style) and quoted JSON keys are data.
    const spaced = /\s/.test(text[offset + m.indices![4]![0] - 1] ?? "");
    const prose = !valueQuote && ((sep === ":" && !keyQuote) || (sep !== ":" && spaced));
    // Round 51: a debugger's pointer member names the string after it (debug_notation.ts).
    const target = pointee(text, value, valueEnd);
    const start = target?.start ?? offset + m.indices![6]![0];
    // A cookie header's value is `name=value; Path=…` pairs, judged pair by pair, not whole.
    // Round 15: an e-discovery load file (Concordance .dat) closes every field with `þ`: the
    // qualifier is no part of the value (`"access_token": nullþ` holds `null`).
    const whole = target?.value ??
      (/cookie$/i.test(key) ? value : fullValue(text, start, value, valueQuote, sep, keyFrom))
        .replace(/\u00fe+$/, "");
    // Only `f("api_key", "…")` call arguments and two-item lists: in a JSON array the next
    // element is a neighbour.
    if (sep === "," && !listedValue(text, keyFrom, whole, start + whole.length)) return;
    // `'Bearer ' + token`: a quoted value that opens with a word such as a scheme name.
    if (isEncryptedValue(text, start, whole) || (whole !== value && isBenignWord(value))) return;
    if (quotedSentence(text, start, whole, valueQuote)) return;
    // Round 25: a signature is one unbroken string; "B-flat major" under `key signature` is music.
    if (/sig/i.test(key) && /\s/.test(whole)) return;
    // Round 14: `api_key: !secret openweather_key` names the secret; it does not hold it.
    if (whole.startsWith("!") && tagReference(text.slice(start, start + 100).split(/[\n—#]/)[0])) {
      return;
    }
    if (!valueAcceptable(whole, prose) || codeValue(key, whole, valueQuote !== undefined)) return;
    if (documentedSample(text, start, whole)) return;
    // `f('AUTH', 'SELECTED')`: an upper-case word as a call argument is a constant.
    if (sep === "," && /^[A-Z_]{3,16}$/.test(whole)) return;
    spans.push({
      start,
      end: start + whole.length,
      rule: "sensitive-assignment",
      category: "key-name",
    });
  });
  return spans;
}

export const ASSIGNMENT_RULE: TextRule = {
  id: "sensitive-assignment",
  category: "key-name",
  keywords: [
    "pass",
    "pwd",
    "psk",
    "secret",
    "token",
    "key",
    "credential",
    "auth",
    "cookie",
    "session",
    "sig",
    // Round 8: the word "password" in other languages (`DB_SENHA`, `mat_khau`, `HASLO`).
    "senha",
    "contrase",
    "kennwort",
    "wachtwoord",
    "haslo",
    "ifre",
    "senord",
    "adgangskode",
    "salasana",
    "jelsz",
    "heslo",
    "lozinka",
    "geslo",
    "parool",
    "khau",
    // Round 9: a signing or wallet key's seed (`SIGNING_SEED_HEX`, `MASTER_SEED`).
    "seed",
    // Round 25: the codes that sign in once or recover an account (`one_time_code: 625188`).
    "time_code",
    "time-code",
    "timecode",
    "otp_code",
    "mfa_code",
    "recovery_code",
    "recovery-code",
    "backup_code",
    "backup-code",
    "pairing_code",
  ],
  broad: true,
  find: findAssignments,
};
