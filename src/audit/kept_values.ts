// Spans that shape rules find but that hide nothing: ciphertext made to be committed, values
// vendors publish by design (`pk.eyJ…`, `pk_live_…`), and values right after a name that says
// the key is public (`data-sitekey="…"`, `publishableKey: …`, `public_key = …`, a PuTTY key
// file's public lines).
import { isPublicValue } from "./credential_shape.ts";
import { publicChainValue } from "./chain_public_values.ts";
import { encodedJwtHeader, encodedWords } from "./decoded_words.ts";
import { insideCiphertext } from "./encrypted_values.ts";
import { publishedSampleJwt } from "./sample_jwt.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const PUBLIC_NAME_BEFORE =
  /(?:site[-_]?key|recaptcha[-_]?key|turnstile[-_]?key|publishable[-_]?key|public[-_]?key|pub[-_]?key|anon[-_]?key)\\?["']?\s*[:=]\s*\\?["']?$/i;

// Round 7: a JSON Web Key's public members (RSA `n`/`e`, EC and OKP `x`/`y`) in a JWK quoted in
// prose (a JWKS answer); its private members (`d`, `p`, `q`, `dp`, `dq`, `qi`, `k`) stay secret.
const JWK_PUBLIC_BEFORE = /\\?["'](?:n|e|x|y)\\?["']\s*:\s*\\?["']$/;
const JWK_TYPE = /["']kty\\?["']\s*:/;

function publicJwkMember(text: string, start: number): boolean {
  return JWK_PUBLIC_BEFORE.test(text.slice(Math.max(0, start - 12), start)) &&
    JWK_TYPE.test(text.slice(Math.max(0, start - 2000), start + 2000));
}

function kept(text: string, s: Span): boolean {
  const v = text.slice(s.start, s.end);
  if (
    insideCiphertext(text, s.start, s.end) || isPublicValue(v) ||
    publicChainValue(text, s.start, v) ||
    (s.rule === "random-literal" && encodedWords(v)) || encodedJwtHeader(v) ||
    publishedSampleJwt(v)
  ) {
    return true;
  }
  return PUBLIC_NAME_BEFORE.test(text.slice(Math.max(0, s.start - 40), s.start)) ||
    inPublicLines(text, s.start) || publicJwkMember(text, s.start);
}

/** Inside a PuTTY key file's `Public-Lines: N` block (before its `Private-Lines:`). */
function inPublicLines(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 800), start);
  const pub = before.lastIndexOf("Public-Lines:");
  return pub >= 0 && before.indexOf("Private-Lines:", pub) < 0;
}

/** The rule with the spans that hide nothing dropped. */
export function withoutKept(rule: TextRule): TextRule {
  return { ...rule, find: (text, at) => rule.find(text, at).filter((s) => !kept(text, s)) };
}
