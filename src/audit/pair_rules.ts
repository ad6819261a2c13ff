// Credentials whose name and value are two separate fields, in text the JSON walk never parses:
// name/value pairs (`{"key": "X_TOKEN", "value": "…"}` in Postman or ECS fragments, a Kubernetes
// `- name: DB_PASSWORD` / `value: …` env entry, `Name=…,Value=…` CLI pairs) and settings rows
// (`"SENDGRID_KEY","…","ops"`, `| api_token | … |`): a row's first cell names its second.
import { credentialShaped, isPublicValue, wordish } from "./credential_shape.ts";
import { isCryptValue } from "./crypt_formats.ts";
import { isEncryptedValue } from "./encrypted_values.ts";
import { groupedSecret, isSensitiveKey, normaliseKey } from "./key_names.ts";
import { weakCredentialName } from "./keyed_values.ts";
import { samplePin } from "./pin_rules.ts";
import { isBenignWord, isTemplateOrMask } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { registerRegex } from "./regex_index.ts";
import { execWindows, matchOffsets } from "./windows.ts";

// The name field, anything on its line but braces, at most one line break, then the value field.
// Round 25: the value field may be called `data` or `content` (`{"key": …, "data": …}`), or be an
// XML element (`<setting name="…"><value>…</value>`). Round 36: or the name a `description`
// (a secrets file's `description: Loop Returns API key` / `value: "…"`): it is judged as words.
const PAIR =
  /\b(?:name|key|header|variable|parameter(?:key|name)?|label|field|description)\\?["']?[ \t]*[:=][ \t]*\\?["']?([A-Za-z_][\w.-]{1,80}(?: [\w.+-]{1,40}){0,6})\\?["']?[^\n{}\[\]]{0,80}?(?:\n[ \t-]*)?\b(?:value|parametervalue|data|content)(?:\\?["']?[ \t]*[:=]|>)[ \t]*(\\?["'])?([^\s"'\\,}\]]{1,256})/dgi;
// Letters-only words are names or settings (`enabled`, `us-east`), not credentials.
const LETTER_WORDS = /^[A-Za-z]+(?:[_.-][A-Za-z]+)*$/;
const DATE = /^\d{4}-\d\d-\d\d/;

/** Words (`enabled`, `us-east`, `LogFormat`); random mixed-case letters are not words. */
export function namelike(v: string): boolean {
  if (!LETTER_WORDS.test(v)) return false;
  return v.length < 12 || !/[A-Z]/.test(v) || !/[a-z]/.test(v) || /[_.-]/.test(v) || wordish(v);
}

// Round 25: a cell that describes a place or a thing ("gate 57, level 1 (a floor plan
// reference)"): words and short numbers, broken by a comma or a bracket. A passphrase is words
// run together, without a list's comma or an aside.
const DESCRIBED =
  /^(?=[^,(]*[,(])(?:[\p{L}'’]+|\d{1,4})(?:[,;]? \(?(?:[\p{L}'’]+|\d{1,4})\)?){2,}$/u;

/** The value of a field named `name`: anything not a word or a placeholder under a credential
 * name; random material under a session or cookie name. */
export function namedValue(name: string, value: string): boolean {
  if (value.length < 4 || isBenignWord(value) || isPublicValue(value)) return false;
  if (DESCRIBED.test(value)) return false;
  if (isTemplateOrMask(value) || DATE.test(value) || namelike(value)) return false;
  if (/^[$<({%]/.test(value) || isSensitiveKey(value)) return false;
  if (isSensitiveKey(name)) return value.length >= 6;
  return weakName(name) && (credentialShaped(value, true) || groupedSecret(name, value));
}

// Names the key-name list leaves out (`ALGOLIA_ADMIN_KEY`, `VENDOR_PAT`) but not database,
// cache or public keys: their values must look like credentials.
const TAIL = /(?:key|pat|creds?|token|secret)$/;
const NOT_SECRET_TAIL =
  /(?:primary|foreign|sort|partition|cache|public|pub|ssh|idempotency|page|row|hash|map|i18n)key$/;

function weakName(name: string): boolean {
  const k = normaliseKey(name);
  return weakCredentialName(name) || (TAIL.test(k) && !NOT_SECRET_TAIL.test(k));
}

function quotedRest(text: string, start: number, quote: string): string | undefined {
  const q = quote.slice(-1);
  const end = text.indexOf(q, start);
  const nl = text.indexOf("\n", start);
  if (end < 0 || (nl >= 0 && nl < end) || end - start > 256) return undefined;
  return text.slice(start, end);
}

// Round 15: a name written as a description (`{"name": "bank SFTP password", "value": …}`, as
// password managers and ops notes export them) counts by its last word, and only for a value
// that a person would not write as a setting: three character classes or random material.
const DESCRIBED_NOUN = /^(?:PIN|PUK|TAN|passcode|passphrase|\w*code)$/i;

// Round 23: settings exports write the slot as a `label`/`field` beside its `value`, and name
// what it opens after the noun ("SAML shared secret for the venue IdP", "Ticketmaster Partner
// API key"): the noun is the last word, or the last two, before a preposition or a bracket.
const QUALIFIER = / (?:for|of|on|at|to|in|from|with)\b.*$/i;

// "club admin password field": the trailing word names the form's box, not the slot.
const BOX_WORD = / (?:field|box|entry|value|setting)$/i;

// Credentials by another name: a broadcast's stream key, an authenticator's seed, a pairing key.
const SEED_OR_STREAM = /^(?:stream|pairing|authenticator|totp|otp|mfa|2fa) (?:key|seed)$/i;

/** The credential noun a described label ends in ("… API secret for the venue" → `secret`). */
export function slotNoun(name: string): string | undefined {
  const words = name.replace(QUALIFIER, "").replace(/\s*\([^()]*\)/g, "").trim()
    .replace(BOX_WORD, "").split(" ");
  const last = words[words.length - 1];
  if (isSensitiveKey(last) || DESCRIBED_NOUN.test(last)) return last;
  if (SEED_OR_STREAM.test(words.slice(-2).join(" "))) return "secret";
  const two = words.slice(-2).join(" ");
  if (words.length >= 2 && isSensitiveKey(two)) return two;
  // Round 28: "<vendor> HMAC key", "<app> application key": a bare `key` after a word that
  // names no database, cache, music or public key (the value must then look random).
  return words.length >= 2 && /^key$/i.test(last) && !KEY_KIND.test(words[words.length - 2])
    ? "key"
    : undefined;
}

const KEY_KIND =
  /^(?:public|pub|authori[sz]ed|primary|foreign|sort|partition|cache|idempotency|host|row|map|group|index|lookup|object|item|table|registry|dedup|routing|shard|composite|unique|natural|surrogate|music|answer|product|license|licence|activation|serial|ssh|gpg|pgp|signing|verification|encryption|kms|cmk|wrapping|data)$/i;

// A code that unlocks something, given as digits only ("gate override unlock code", "one-time
// passcode (8 digits)"): 6–12 digits, not a run or a repeat; a postal or promo code is no such head.
const CODE_HEAD =
  /\b(?:passcode|pin|one-time|otp|unlock|override|backup|recovery|verification|alarm|door|keypad|lockbox)\b/i;

function describedValue(name: string, value: string): boolean {
  const last = slotNoun(name);
  if (last === undefined) return false;
  // A modular-crypt hash ($2b$, $argon2id$, pbkdf2_sha256$…) under a "password hash" label.
  if (/hash/i.test(last) && isCryptValue(value)) return true;
  if (last === "key" && /\s/.test(value)) return false; // a bare key is one token
  if (/^\d{6,12}$/.test(value)) return CODE_HEAD.test(name) && !samplePin(value);
  if (/^\d{3,6}(?:-\d{3,6}){1,4}$/.test(value)) return CODE_HEAD.test(name);
  // Round 28: recovery and backup codes in letter-and-digit groups (`o2z07-b37u6`).
  const codeGroups = /^(?=.*\d)(?=.*[a-z])[a-z\d]{4,6}(?:-[a-z\d]{4,6}){1,4}$/i.test(value);
  if (codeGroups && CODE_HEAD.test(name)) return true;
  if (value.length < 8 || !namedValue(last, value) && !credentialShaped(value, true)) return false;
  const classes = Number(/[a-z]/.test(value)) + Number(/[A-Z]/.test(value)) +
    Number(/\d/.test(value)) + Number(/[^A-Za-z0-9]/.test(value));
  return classes >= 3 || credentialShaped(value, true);
}

const COOKIE_NAME = /^(?:set-)?cookie$/i;
const COOKIE_LABEL = /^(?:Set-)?Cookie:[ \t]*[\w.-]{2,64}$/i;

/** The value of a name/value pair, by its name: a key name, or a slot described in words. */
export function labelledSlot(name: string, value: string): boolean {
  // "Cookie: JSESSIONID" as a label names the cookie whose value follows elsewhere.
  if (COOKIE_LABEL.test(name)) return namedValue("Cookie", value);
  return name.includes(" ") ? describedValue(name, value) : namedValue(name, value);
}

function findPairs(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(PAIR, text, at, 240, 120, (m, offset) => {
    const start = offset + m.indices![3]![0];
    const quoted = m[2] ? quotedRest(text, start, m[2]) ?? m[3] : m[3];
    // Round 23: a cookie's value ends at its first `;` or blank (RFC 6265), so `deleted;
    // expires=…` is a deletion, not a value.
    // A chat message's `"name": "get_credentials", "content": …` names its tool, not a slot.
    if (/^name/i.test(m[0]) && /(?:data|content)\W*$/i.test(text.slice(start - 12, start))) return;
    const cut = text[start - 1] === ">" ? quoted.split("</")[0] : quoted;
    const value = COOKIE_NAME.test(m[1]) ? cut.split(/[;\s]/)[0] : cut;
    if (!labelledSlot(m[1], value) || isEncryptedValue(text, start, value)) return;
    spans.push({ start, end: start + value.length, rule: "pair-credential", category: "secret" });
  });
  return spans;
}

// A settings row: a name cell, a separator, a value cell (quoted or bare), then the row goes on.
// The name cell opens the line (after an optional `|` or quote): code argument lists
// (`push(['enter', token, context])`) and type unions (`A | B`) are not rows.
const ROW =
  /^[ \t]*\|?[ \t]*(["']?)([A-Za-z_][\w.-]{2,60})\1[ \t]*([,;\t|])[ \t]*(["']?)([^,;\t|"'\n()\[\]{}]{4,256})\4[ \t]*(?=$|[,;\t|\r\n])/dg;

// Without keyword positions: where a credential word ends a cell (searched at the text index's
// candidates, the words, when a long text has been indexed: same matches).
export const NAME_CELL_END =
  /(?:key|token|secret|passw(?:or)?d|pwd|pat|creds?|sess(?:ion)?id)["']?[ \t]*[,;\t|]/gi;
registerRegex(NAME_CELL_END, "text");

/** Start offsets of the lines holding `at` (or every line), each once, lines up to 2,000 long. */
function linesAt(text: string, at: number[] | null): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const points = at ?? matchOffsets(NAME_CELL_END, text);
  for (const p of points) {
    const s = text.lastIndexOf("\n", p - 1) + 1;
    if (out.length > 0 && out[out.length - 1][0] === s) continue;
    const nl = text.indexOf("\n", p);
    const e = nl < 0 ? text.length : nl;
    if (e - s <= 2000) out.push([s, e]);
  }
  return out;
}

function findRows(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [s, e] of linesAt(text, at)) {
    const line = text.slice(s, e);
    ROW.lastIndex = 0;
    for (let m = ROW.exec(line); m; m = ROW.exec(line)) {
      const name = m[2];
      const value = m[5].trim();
      ROW.lastIndex = m.indices![3]![1]; // the value cell may name the next pair
      if (!isSensitiveKey(name) && !weakName(name)) continue;
      if (/\s/.test(value) || !namedValue(name, value) || !/[\d\W_]/.test(value)) continue;
      const start = s + m.indices![5]![0] + m[5].indexOf(value);
      if (isEncryptedValue(text, start, value)) continue;
      spans.push({ start, end: start + value.length, rule: "row-credential", category: "secret" });
    }
  }
  return spans;
}

// A credential word touching a separator, as a name cell ends: `key",`, `TOKEN,`, `secret |`.
// Round 8: a session cookie's name (`JSESSIONID,…` in an exported cookie table).
const ROW_KEYWORDS = [
  "key",
  "token",
  "secret",
  "password",
  "passwd",
  "pwd",
  "pat",
  "cred",
  "sessid",
  "sessionid",
]
  .flatMap((w) => [`${w},`, `${w}",`, `${w}',`, `${w};`, `${w}\t`, `${w} |`, `${w}|`]);

export const PAIR_RULES: TextRule[] = [
  {
    id: "pair-credential",
    category: "secret",
    keywords: ["value", 'data":', "data':", "data:", 'content":', "content':", "content:"],
    broad: true,
    find: findPairs,
  },
  {
    id: "row-credential",
    category: "secret",
    keywords: ROW_KEYWORDS,
    broad: true,
    find: findRows,
  },
];
