// Redaction round 55 (issue 13): a line of a dotenv block whose name says only which vendor or
// system it is for (`CARGOWISE=…`, `XERO_LOGIN=…`) or names its credential word cut short
// (`…_ADMIN_PAS=…`, `…_ACCOUNT_P=…`). v38, v41 and v44 missed these: no keyed rule reads the name.
// The block is the context (three or more `NAME=value` lines together, as a .env file or an
// `env` dump writes them); the value decides, by the shared shape judgements: random material or
// a generated password's shape, never a word, number, path, URL, id, digest or encoded text.
import { credentialShaped, digestNamed } from "./credential_shape.ts";
import { encodedSettings, encodedWords } from "./decoded_words.ts";
import { isIdKey } from "./id_keys.ts";
import { isSensitiveKey, namesMetadata } from "./key_names.ts";
import { passwordShaped } from "./password_shape.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// One dotenv line: an upper-case name, `=`, one bare token to the line's end.
const ENV_LINE = /^(?:export[ \t]+)?([A-Z][A-Z0-9_]{1,60})=([^\s"'`]{8,256})[ \t]*\r?$/gm;
const NAME_LINE = /^(?:export[ \t]+)?[A-Z][A-Z0-9_]{1,60}=/;
// Names of public or descriptive values: hosts, addresses, trace and correlation data, nonces,
// public keys and account or tracking numbers (an `AC…` Twilio SID is an account's id).
const PUBLIC_NAME =
  /(?:host|addr|address|trace\w*|span|nonce|salt|pub|public|account_?sid|sid|tracking_?no|number|no|b64|base64|region|zone|tz|locale|lang)$/i;

/** Two more `NAME=value` lines next to the line at [s, e) (above, below or both) make a block. */
function inBlock(text: string, s: number, e: number): boolean {
  let n = 0;
  for (let p = s; n < 2 && p >= 2;) {
    p = text.lastIndexOf("\n", p - 2) + 1;
    if (!NAME_LINE.test(text.slice(p, p + 64))) break;
    n++;
  }
  for (let p = e; n < 2 && p < text.length;) {
    p = p + 1;
    if (!NAME_LINE.test(text.slice(p, p + 64))) break;
    n++;
    p = text.indexOf("\n", p);
    if (p < 0) break;
  }
  return n >= 2;
}

// A credential word in the name: the keyed rules' case (`…_KEY`, `…_TOKEN`), judged by the name.
const CREDENTIAL_WORD = /pass|secret|token|key|cred|auth|cookie|sess|seed|pwd|pat$/i;

/** A name the keyed rules read, or one that names an id, metadata or a public value. */
function plainName(name: string): boolean {
  if (CREDENTIAL_WORD.test(name) || PUBLIC_NAME.test(name)) return true;
  // Dotenv names are upper case; the id-key test reads lower-case segments.
  return isIdKey(name.toLowerCase()) || namesMetadata(name);
}

function credentialValue(v: string): boolean {
  // A URL or a path first (a .env holds many), then the shape, then encoded or named values.
  if (v.includes("://") || v[0] === "/" || !credentialShaped(v) && !passwordShaped(v)) return false;
  return !encodedWords(v) && !encodedSettings(v) && !digestNamed(v);
}

function envBlockValues(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  ENV_LINE.lastIndex = 0;
  for (let m = ENV_LINE.exec(text); m; m = ENV_LINE.exec(text)) {
    // The key-name list (foreign words: `DB_SENHA`) last: it classifies each new name afresh.
    if (plainName(m[1]) || !credentialValue(m[2]) || isSensitiveKey(m[1])) continue;
    if (!inBlock(text, m.index, m.index + m[0].length)) continue;
    const start = m.index + m[0].indexOf("=") + 1;
    spans.push({ start, end: start + m[2].length, rule: "env-block-value", category: "secret" });
  }
  return spans;
}

export const ENV_BLOCK_RULES: TextRule[] = [
  // Keyword-less: any text with an upper-case `NAME=` opening a line.
  {
    id: "env-block-value",
    category: "secret",
    keywords: [],
    hint: /^(?:export[ \t]+)?[A-Z][A-Z0-9_]{1,60}=[^\s=]/m,
    find: envBlockValues,
  },
];
