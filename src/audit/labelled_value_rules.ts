// Redaction round 11 (issue 13): a value after a label that names a credential in words, as
// minutes, CRM notes, runbooks and forms write it: "Shared secret agreed on the call: X", "keep the
// HEC token on file: X", "Secret key: <uuid>". The assignment rules read a key right before its
// colon; here the credential noun may stand up to five words before it, or be two words itself.
// Words that turn the label to something else (a name, an id, an expiry, a count, a recipient)
// end the match, and the value must not be a word, a count, a date, an address or a template.
import { passwordValue } from "./carrier_rules.ts";
import { credentialShaped } from "./credential_shape.ts";
import { isSensitiveKey } from "./key_names.ts";
import { registerRegex } from "./regex_index.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { RESOURCE_SID } from "./session_rules.ts";
import { execWindows } from "./windows.ts";

// Round 15: the longer session nouns first: with `session` first, "session id: …" read as
// `session` plus the metadata word "id" and was kept.
const NOUNS =
  "token|secret|password|passwd|passphrase|passcode|pass code|secret key|api key|private key|signing key|app password|shared key|access code|master key|session id|session cookie|session|sid";
// A session's value counts only when random, but then even right after the noun
// ("Active session: _6bf9…"; a session may also be a talk: "Session: Keynote 2").
const WEAK = /^(?:session|session id|session cookie|sid)$/i;
// Round 37: an account's SID (Twilio's `AC…`, a Windows account's `S-1-5-…`) names the account,
// as a user id does; the secret is the token that goes with it.
const ACCOUNT_BEFORE = /\b(?:sub)?account[ \t]+$/i;
// Registered with the text index (regex_index.ts): with more keyword hits than the gate hands
// over, its leading nouns are found in the index's one shared pass, not by a scan of its own.
const LABEL = new RegExp(
  String
    .raw`\b(${NOUNS})(?![\w-])((?:[ \t]+\p{L}[\p{L}'’-]{0,19}){0,5})[ \t]*[:=][ \t]*([\u0060"']?)([^\s\u0060"']{6,200})\3(?=[\s.,;)]|$)`,
  "giu",
);
registerRegex(LABEL, "text");
// Two-word nouns by both words: a bare "key" or "code" is everywhere.
const KEYWORDS = [
  "token",
  "secret",
  "passw",
  "passphrase",
  "passcode",
  "pass code",
  "api key",
  "private key",
  "signing key",
  "shared key",
  "master key",
  "access code",
  "session",
  "sid",
];
// Words after the noun that make the value something other than the credential: what it is
// for, about it, or what kind it is ("Private key material: Base64urlUInt for RSA").
const METADATA =
  /^(?:to|for|from|by|via|sent|link|url|expires?|expiry|expired|valid|until|length|type|name|names|id|ids|hint|policy|owner|holder|location|vault|manager|count|age|ttl|format|status|scopes?|rotation|rotated|changed|created|updated|last|reset|header|endpoint|field|path|variable|hash|fingerprint|digest|prefix|suffix|example|placeholder|sample|usage|used|limit|budget|input|output|prompt|completion|size|version|algorithm|issuer|audience|lifetime|strength|requirements?|rules?|stored|saved|kept|in|see|material|encoding|scheme|parameters?|params?|method|mode|storage|provider|kind|class)$/i;
const NOT_VALUE =
  /^[!&*@/~.]|^[A-Za-z_][\w.-]*=|:\/\/|^[^@\s]+@[\w-]+\.[\w.-]+$|^\d{4}-\d\d-\d\d|^\d+(?:[.,]\d+)*[a-z%]{0,3}$|^v?\d+(?:\.\d+)+$/i;
const WORD_ONLY = /^[\p{L}]+(?:[-_.][\p{L}]+)*$/u;

function labelledValue(noun: string, middle: string, value: string): boolean {
  if (middle.split(/\s+/).some((w) => METADATA.test(w))) return false;
  const v = value.replace(/[.,;:!?)]+$/, "");
  if (WEAK.test(noun)) return credentialShaped(v);
  // One bare noun right before its colon is the assignment rules' (`password: …` in YAML).
  if (middle.trim() === "" && !noun.includes(" ")) return false;
  if (NOT_VALUE.test(v) || WORD_ONLY.test(v) || isSensitiveKey(v)) return false;
  // A number alone is a count after "token" (LLM usage); a code after the other nouns.
  if (/^\d+$/.test(v) && (/token/i.test(noun) || v.length < 6)) return false;
  return v.length >= 6 && passwordValue(v) && /[\d\W_]|[a-z].*[A-Z]|[A-Z].*[a-z]/.test(v);
}

function findLabelled(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  // One character before the keyword, so `\b` sees what precedes it (`ACCOUNT_SID` is no noun).
  execWindows(LABEL, text, at, 1, 240, (m, offset) => {
    const p = offset + m.index;
    if (text[p - 1] === "-" || !labelledValue(m[1], m[2], m[4])) return;
    const v = m[4].replace(/[.,;:!?)]+$/, "");
    // Round 38: or a resource SID's own shape (`sid: AC…`, as a JSON record holds it).
    const account = ACCOUNT_BEFORE.test(text.slice(Math.max(0, p - 12), p)) || RESOURCE_SID.test(v);
    if (/^sid$/i.test(m[1]) && account) return;
    const start = p + m[0].length - m[3].length - m[4].length;
    spans.push({ start, end: start + v.length, rule: "labelled-credential", category: "secret" });
  });
  return spans;
}

export const LABELLED_VALUE_RULES: TextRule[] = [
  {
    id: "labelled-credential",
    category: "secret",
    keywords: KEYWORDS,
    find: findLabelled,
  },
];
