// Redaction round red73 (issue 13): a key in standard base64 handed over after a link at the end
// of its line ("<system> <any words, any language>: V", "<system> -> V"). Standard base64 holds
// `+` or `/`, which ids, references, slugs, words and hex never hold; with three character
// classes and random material it is an encoded key. Digests are written the same way (an SSH
// fingerprint, a go.sum or lockfile hash, an SRI value), so a value of a digest's encoded length
// is left, as is a line naming a digest, a public key, ciphertext or an id before the link.
// Tuning sets: v54, v56, v57 (three writers).
import { randomMaterial } from "./credential_shape.ts";
import { isEncryptedValue } from "./encrypted_values.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// A link (colon, arrow), blanks, then one base64 token that ends its line.
const LINE_KEY =
  /(?:[:：→]|->|=>)[ \t]*([A-Za-z0-9][A-Za-z0-9+\/]{23,199}={0,2})[ \t]*(?=\r?\n|$)/g;
// Cheap test first: a base64 run holding `+` or `/` right before a line's end.
const HINT = /[A-Za-z0-9][+\/][A-Za-z0-9+\/]*={0,2}[ \t]*(?:\r?\n|$)/m;
// Words before the link that name what a digest, a public value or ciphertext is.
const NOT_A_KEY =
  /hash|sha-?\d|\bmd5|digest|checksum|fingerprint|integrity|\bh1\b|etag|pssh|public|\bpub\b|encrypt|sealed|cipher|signature|\bsig\b|nonce|salt|\biv\b|example|sample/i;
// Digest sizes in bytes (MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512).
const DIGEST_BYTES = new Set([16, 20, 28, 32, 48, 64]);

/** A standard-base64 value of three classes and random material, not a digest's size. */
export function encodedKey(v: string): boolean {
  const body = v.replace(/=+$/, "");
  if (!/[+\/]/.test(body) || body.includes("//") || /=/.test(body)) return false;
  if (!/[a-z]/.test(body) || !/[A-Z]/.test(body) || !/\d/.test(body)) return false;
  if (DIGEST_BYTES.has(Math.floor(body.length * 6 / 8))) return false;
  return !looksFake(v) && !isTemplateOrMask(v) && randomMaterial(v, 24);
}

function findLineKeys(text: string): Span[] {
  const spans: Span[] = [];
  LINE_KEY.lastIndex = 0;
  for (let m = LINE_KEY.exec(text); m; m = LINE_KEY.exec(text)) {
    const v = m[1];
    const start = m.index + m[0].indexOf(v);
    if (!encodedKey(v) || isEncryptedValue(text, start, v)) continue;
    const lineStart = text.lastIndexOf("\n", m.index - 1) + 1;
    const lead = text.slice(Math.max(lineStart, m.index - 120), m.index);
    if (NOT_A_KEY.test(lead) || ID_LABEL.test(lead)) continue;
    spans.push({ start, end: start + v.length, rule: "base64-line-key", category: "secret" });
  }
  return spans;
}

export const BASE64_LINE_KEY_RULES: TextRule[] = [{
  id: "base64-line-key",
  category: "secret",
  keywords: [],
  hint: HINT,
  find: findLineKeys,
}];
