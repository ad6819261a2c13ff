// Credentials of any vendor recognised by their context, not their format: a value that looks
// like a credential under a name ending in key/token/secret/pat/cred/auth (`VENDOR_PAT=…`,
// `X-Vendor-Key …`, `define('SERVICE_KEY', '…')`), or a little after a credential word in prose
// ("here's the key for the staging box …"). The value must look random (credential_shape.ts).
import {
  credentialShaped,
  ID_PREFIX,
  PREFIXED_UUID,
  randomMaterial,
  UUID_INSIDE,
  UUID_ONLY,
} from "./credential_shape.ts";
import { groupedSecret, isSensitiveKey, PAGE_SIDE } from "./key_names.ts";
import { looselyLinked, objectLinked, valueOnNextLine } from "./loose_link.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

// The name's last word, then a quote or bracket, a type (`: &str`), a separator or a space.
const NAMED =
  /(key|pat|creds?|token|secret|auth|pwd|pass|session)(?![a-z0-9])(?:\\?["'`]\]?|\])?(?:[ \t]*:[ \t]*&?'?[A-Za-z][\w<>]{0,20})?[ \t]*(=>|[=:,(]|(?=[ \t]))[ \t]*(\\?["'`])?([A-Za-z0-9][A-Za-z0-9_.~+\/=:%-]{15,511})/dgi;
const NAME_CHAR = /[\w.-]/;
// Names of keys and tokens that are not secrets: database and cache keys, pagination cursors,
// public keys, counters, hashes. Round 21: the RESO Data Dictionary's `ListingKey`,
// `OpenHouseKey`, `ShowingKey` are a listing feed's record keys (not `MediaKey`: WhatsApp's is one).
export const NOT_SECRET_NAME =
  /(?:listing|openhouse|showing|idempotency|cache|partition|sort|primary|foreign|object|s3|public|pub|ssh|gpg|pgp|dedup\w*|routing|row|hash|lookup|index|map|group|shard|bucket|i18n|translation|sku|product|item|order|event|message|cursor|next|starting|page|pagination|continuation|sync|resume|state|request|trace|cancel\w*|progress|max|num|total|input|output|completion|prompt|usage|sha\d*|md5|etag|integrity|checksum|digest|fingerprint|commit|csrf|xsrf|nonce|client|confirmation|unit)$/;

/** The tail word starts a word of the name: after a separator, a camel hump, or the name's start. */
function atWordStart(text: string, p: number): boolean {
  const prev = text[p - 1] ?? " ";
  if (!/[A-Za-z0-9]/.test(prev)) return true;
  return /[a-z0-9]/.test(prev) && /[A-Z]/.test(text[p]);
}

/**
 * A constant written without separators (`AZUREDEVOPSEXTPAT`, `ddappkey`): one case throughout,
 * ending in key/token/secret/pat, with at least three characters before that word.
 */
function gluedName(text: string, from: number, p: number, word: string): boolean {
  if (!/^(?:key|token|secret|pat)$/i.test(word) || p - from < 3) return false;
  const whole = text.slice(from, p + word.length);
  return /^[A-Z][A-Z0-9]+$/.test(whole) || /^[a-z][a-z0-9]+$/.test(whole);
}

/** Where the name ending at `p` starts (reading back over name characters). */
function nameStart(text: string, p: number): number {
  let i = p;
  while (i > 0 && p - i < 60 && NAME_CHAR.test(text[i - 1])) i--;
  return i;
}

const normalName = (s: string) => s.toLowerCase().replace(/[_.-]/g, "");

/** `ApiKey …`, `Token …` after "Authorization" or opening a header value: the header rules' case. */
function authScheme(text: string, from: number, name: string): boolean {
  if (!/^(?:apikey|token|key|auth)$/.test(name)) return false;
  return from === 0 || /authori[sz]ation|\bauth\b/i.test(text.slice(Math.max(0, from - 40), from));
}

// Round 6: a name written as words (`public key: …` in `wg show`, `cache key: …`): the word before.
const PREV_WORD = /([A-Za-z0-9]+)[ \t]+$/;

function spacedNotSecret(text: string, from: number, name: string): boolean {
  if (name.length > 0) return false;
  const w = PREV_WORD.exec(text.slice(Math.max(0, from - 30), from));
  return w !== null && NOT_SECRET_NAME.test(w[1].toLowerCase());
}

function findNamed(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(NAMED, text, at, 0, 600, (m, offset) => {
    const p = offset + m.index;
    const from = nameStart(text, p);
    const name = normalName(text.slice(from, p));
    if (!atWordStart(text, p) && !gluedName(text, from, p, m[1])) return;
    if (NOT_SECRET_NAME.test(name) || PAGE_SIDE.test(name)) return;
    if (spacedNotSecret(text, from, name)) return;
    // A segment of an ARN or URN (`…:secret:name-Abc1`); PowerShell's `$env:NAME` is a name.
    if (text[from - 1] === ":" && !/\$env:$/i.test(text.slice(from - 5, from))) return;
    if (authScheme(text, from, name + m[1].toLowerCase())) return;
    const [, word, sep, quote, raw] = m;
    // A name the key-name list knows, before `=` or `:`, is the assignment rule's case.
    if ((sep === "=" || sep === ":") && isSensitiveKey(text.slice(from, p + word.length))) return;
    // `f(key, other)` and `key = decode(key)` are code; `define('KEY', '…')` quotes its value.
    if ((sep === "," || sep === "(") && !quote) return;
    if (text[offset + m.indices![4]![1]] === "(") return;
    const value = raw.replace(/[.,:;]+$/, "");
    const tail = word.toLowerCase();
    // A bare UUID counts under a qualified name (`apiKey`, `VENDOR_TOKEN`), not a plain `key`.
    const uuidOk = name.length > 0 && /^(?:key|token|secret|pat|creds?|session)$/.test(tail);
    if (!credentialShaped(value, uuidOk) && !groupedSecret(name + tail, value)) return;
    // A plain `key`/`token` name, or a call argument, needs the stronger material of prose.
    const plain = name.length === 0 || sep === "," || sep === "(";
    if (plain && !(uuidOk && UUID_ONLY.test(value)) && !strongValue(value)) return;
    const start = offset + m.indices![4]![0];
    spans.push({
      start,
      end: start + value.length,
      rule: "credential-context",
      category: "secret",
    });
  });
  return spans;
}

// A credential word, then up to 80 characters of the same line, then the value.
const CRED_WORD =
  /\b(?:apikeys?|keys?|tokens?|secrets?|credentials?|creds?|passwords?|passphrase)\b/gi;
const VALUE_CHAR = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.~+/=:%-") {
  VALUE_CHAR[ch.charCodeAt(0)] = 1;
}
const isValueChar = (c: number) => c < 128 && VALUE_CHAR[c] === 1;

/** The first run of 20+ value characters starting within 80 characters of `from`, same line. */
export function valueAfter(text: string, from: number): [number, number] | undefined {
  const limit = Math.min(text.length, from + 80);
  let i = from;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === 10) return undefined;
    if (!isValueChar(c)) {
      i++;
      continue;
    }
    let e = i;
    while (e < text.length && e - i < 512 && isValueChar(text.charCodeAt(e))) e++;
    if (e - i >= 20 && /[A-Za-z0-9]/.test(text[i])) return [i, e];
    i = e;
  }
  return undefined;
}

// Words that say the value is an identifier or a hash, not the credential. Round 25: a payment
// or setup "intent" (`pi_…`, `seti_…`) is an object's id.
export const ID_WORDS =
  /\b(?:intents?|idempoten\w*|commit|sha\d*|hash|digest|checksum|etag|ids?|uuid|identifier|request|trace|span|build|version|fingerprint|integrity|nonce|salt|file|ref|revision|image|count|session|public|pub|certificate|cert|begin)\b/i;
const VENDOR_PREFIX = /^[A-Za-z][A-Za-z0-9]{1,11}(?:[_-][A-Za-z0-9]{1,8}){0,2}[_-]/;

/** Prose needs stronger material: a vendor-style prefix, or mixed-case random material. */
export function strongValue(v: string): boolean {
  if (PREFIXED_UUID.test(v)) {
    return !ID_PREFIX.test(v.split(/[_-]/)[0]) && credentialShaped(v, true);
  }
  if (!credentialShaped(v) || UUID_INSIDE.test(v)) return false;
  const prefix = VENDOR_PREFIX.exec(v)?.[0];
  if (prefix !== undefined) {
    if (ID_PREFIX.test(prefix.split(/[_-]/)[0])) return false;
    return randomMaterial(v.slice(prefix.length), 20);
  }
  return /[A-Z]/.test(v) && /[a-z]/.test(v) && randomMaterial(v, 20);
}

// "the API key is <value>", "new one: <value>": the word is linked to the value right after it.
// Round 4: "is" in the languages that borrow the English word ("Le secret client est …",
// "Webhook-Secret lautet …", "el token es …").
const LINK =
  /^[^\n]{0,24}?(?:\bis|\bwas|:|=|->|→|(?<![\p{L}])(?:est|ist|lautet|es|é|è|jest|är|это)|是|は|는|은)\s*["'`]?$/u;

/** Two-class material (hex, lower or upper case with digits) is enough when linked by "is"/":". */
function linkedValue(gap: string, v: string): boolean {
  if (!LINK.test(gap) || UUID_INSIDE.test(v) || !credentialShaped(v)) return false;
  const c = v.replace(/[_.~:\/+=%-]/g, "");
  // Round 4: 20 characters, as many vendors' keys are (`XQL7EF1TYAIYL1W3ISM7`).
  return /^[0-9a-f]+$/i.test(c) ? c.length >= 32 : c.length >= 20;
}

// Round 25: a bare UUID after a qualified credential phrase ("API key <uuid>", "admin access
// token <uuid>", "the … API key for the lab's intake is <uuid>"), as under a qualified name.
const QUALIFIER = /\b(?:api|access|auth|secret|admin|private|client|app)[ _-]?$/i;
const UUID_GAP = /^\s*$|^\s+for\s[^\n.!?;:=()]{1,60}\s(?:is|was)\s+$/;

function qualifiedUuid(before: string, gap: string, v: string): boolean {
  return UUID_ONLY.test(v) && QUALIFIER.test(before) && (UUID_GAP.test(gap) || LINK.test(gap)) &&
    credentialShaped(v, true);
}

function findNearby(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(CRED_WORD, text, at, 12, 120, (m, offset) => {
    const p = offset + m.index;
    const after = p + m[0].length;
    const same = valueAfter(text, after);
    const next = same === undefined ? valueOnNextLine(text, p, after) : undefined;
    const found = same ?? next;
    if (found === undefined) return;
    const [s, e] = found;
    if (ID_WORDS.test(text.slice(Math.max(0, p - 20), s))) return;
    if (authScheme(text, p, normalName(m[0]))) return;
    if (
      /(?:next|starting|page|continuation|pagination|sync|resume)[-_ ]?$/i.test(
        text.slice(p - 14, p),
      )
    ) {
      return; // `--next-token …`: a pagination cursor
    }
    const value = text.slice(s, e).replace(/[.,:;]+$/, "");
    const gap = text.slice(after, s);
    // Round 9: a call's result compared (`sign(m, key=k) == "<digest>"`) is an expected output,
    // not the word's value (`password == "…"` still links).
    if (/\)[^\n]*[=!]=/.test(gap)) return;
    const before = text.slice(Math.max(0, p - 24), p);
    if (
      next === undefined && !strongValue(value) && !linkedValue(gap, value) &&
      !looselyLinked(before, gap, value) && !objectLinked(before, gap, value) &&
      !qualifiedUuid(before, gap, value)
    ) return;
    spans.push({ start: s, end: s + value.length, rule: "credential-nearby", category: "secret" });
  });
  return spans;
}

export const CONTEXT_RULES: TextRule[] = [
  {
    id: "credential-context",
    category: "secret",
    keywords: ["key", "pat", "cred", "token", "secret", "auth", "pwd", "pass", "session"],
    broad: true,
    find: findNamed,
  },
  {
    id: "credential-nearby",
    category: "secret",
    keywords: ["key", "token", "secret", "cred", "password", "passphrase"],
    broad: true,
    find: findNearby,
  },
];
