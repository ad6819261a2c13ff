// Spans that shape rules find but that hide nothing: ciphertext made to be committed, values
// vendors publish by design (`pk.eyJ…`, `pk_live_…`), and values right after a name that says
// the key is public (`data-sitekey="…"`, `publishableKey: …`, `public_key = …`, a PuTTY key
// file's public lines).
import { isPublicValue } from "./credential_shape.ts";
import { publicChainValue } from "./chain_public_values.ts";
import { encodedJwtHeader, encodedSettings, encodedWords } from "./decoded_words.ts";
import { insideCiphertext } from "./encrypted_values.ts";
import { publishedSampleJwt } from "./sample_jwt.ts";
import { sampleAside } from "./sample_aside.ts";
import { digestLabelled, publicKeyNamed, sshPublicBody } from "./public_label.ts";
import type { Span, TextRule } from "./rule_kit.ts";

/** The kinds of key public by design, as a name writes them before `key` (`site_key`, `anonKey`). */
export const PUBLIC_KEY_KINDS = "site|recaptcha|turnstile|publishable|public|pub|anon";
const PUBLIC_NAME_BEFORE = new RegExp(
  String.raw`(?:${PUBLIC_KEY_KINDS})[-_]?key\\?["']?\s*[:=]\s*\\?["']?$`,
  "i",
);

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
    (s.rule === "random-literal" &&
      (encodedWords(v) || encodedSettings(v) || digestLabelled(text, s.start))) ||
    encodedJwtHeader(v) || sshPublicBody(text, s.start, v) || publicKeyNamed(text, s.start) ||
    publishedSampleJwt(dottedRun(text, s))
  ) {
    return true;
  }
  return PUBLIC_NAME_BEFORE.test(text.slice(Math.max(0, s.start - 40), s.start)) ||
    recaptchaSiteKey(text, s.start, v) || inPublicLines(text, s.start) ||
    publicJwkMember(text, s.start) ||
    publicJwkInProse(text, s.start) || elidedPem(text, s.start, v) || sampleAside(text, s.end);
}

// Round 13: a reCAPTCHA key (`6L` and 38 more) that its sentence calls the site key ("> site
// key: 6L…", "my reCAPTCHA site key so here it is: 6L…"): the site key sits in every page's HTML.
// The secret key has the same shape, so a secret/private word between keeps it redacted.
const RECAPTCHA_KEY = /^6L[\w-]{38}$/;
const SITE_KEY_THEN = /site[-_ ]?key\b(?![^\n]*\b(?:secret|private)\b)[^\n]{0,60}$/i;

// Round 70: a reCAPTCHA key named by a web form ("booking form: 6L…", "<site>\tcontact form\t6L…")
// is that form's site key: the form's page embeds it, while the secret stays on the server and is
// named as a secret. A secret, private or server word on the line before keeps it redacted.
const FORM_THEN = /\b(?:forms?|formular|formulaire|formulario|formulário)\b[^\n]{0,40}$/i;
// Words naming the server-side key, which shares the site key's shape (rounds 70 and 72).
const SECRET_WORD = /\b(?:secret|private|server|backend)\b/i;

function secretOnLastLine(before: string): boolean {
  return SECRET_WORD.test(before.slice(before.lastIndexOf("\n") + 1));
}

function recaptchaSiteKey(text: string, start: number, v: string): boolean {
  if (!RECAPTCHA_KEY.test(v)) return false;
  const before = text.slice(Math.max(0, start - 100), start);
  return SITE_KEY_THEN.test(before) || (FORM_THEN.test(before) && !secretOnLastLine(before)) ||
    siteKeyAbove(text, start, start + v.length) || namedInSentence(text, start, start + v.length);
}

// Round red98: a sentence that names reCAPTCHA or a web form anywhere before the key (round 70
// asks within 40 characters: "got into the booking form from the … laptop with 6L…" escaped) and
// no secret word on its line, in any of the languages below. A sheet row is left out: which key a
// cell holds is said by a header the row may not carry (v54's `…\treCAPTCHA\t6L…` is a secret).
const NAMED_BEFORE = /\b(?:recaptcha|forms?|formular|formulaire|formulario|formulário)\b/i;
const SECRET_IN_LINE =
  /\b(?:secret|private|server|backend|geheim|secreto|secreta|segreto|segreta|segredo|sekret)|секрет|秘密|シークレット|비밀/i;
const ROW_MARK = /\t|\s\|\s|","/;

function namedInSentence(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", end);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  return NAMED_BEFORE.test(text.slice(lineStart, start)) && !SECRET_IN_LINE.test(line) &&
    !ROW_MARK.test(line);
}

// Round 72: an e-mail or chat names the site key once ("Subject: reCAPTCHA site key …", "the
// site key is below") and sets the key apart on a line of its own. A secret, private, server or
// backend word after the last naming keeps it redacted (the secret key shares the shape).
const SITE_KEY_NAMED = /site[-_ ]?key\b/gi;

function siteKeyAbove(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", end);
  if (
    text.slice(lineStart, start).trim() || text.slice(end, lineEnd < 0 ? undefined : lineEnd).trim()
  ) {
    return false;
  }
  const above = text.slice(Math.max(0, lineStart - 400), lineStart);
  const named = [...above.matchAll(SITE_KEY_NAMED)].at(-1);
  return named !== undefined && !SECRET_WORD.test(above.slice(named.index));
}

// Round 12: a rule may take only part of a JWT (`header.payload` after "token is"); the sample
// check needs the whole dotted run around the span.
function dottedRun(text: string, s: Span): string {
  let a = s.start;
  let b = s.end;
  while (a > 0 && s.start - a < 2000 && /[A-Za-z0-9_.-]/.test(text[a - 1])) a--;
  while (b < text.length && b - s.end < 2000 && /[A-Za-z0-9_.-]/.test(text[b])) b++;
  // Round 55: the full stop of the sentence the token ends is no part of it (v44's ph-jwt-io).
  while (b > s.end && text[b - 1] === ".") b--;
  return text.slice(a, b);
}

// Round 12: a JWK's public member named in prose ("the JWKS works; use n `…`"): the bare member
// name right before the value and a JWK/JWKS/modulus word shortly before; `d`, `p`, `q` stay.
const JWK_NAME_BEFORE = /(?:^|[\s(])(?:n|e|x|y)\s*[:=]?\s*[`"']?$/;
const JWK_WORD = /\bJWKS?\b|\bmodulus\b/i;

function publicJwkInProse(text: string, start: number): boolean {
  return JWK_NAME_BEFORE.test(text.slice(Math.max(0, start - 8), start)) &&
    JWK_WORD.test(text.slice(Math.max(0, start - 300), start));
}

// Round 12: a PEM block whose body a tool elided (`-----BEGIN … KEY-----` `…(elided)…` `-----END`)
// holds no key; a real body has a base64 line between its markers.
export function elidedPem(text: string, start: number, v: string): boolean {
  if (!v.startsWith("-----BEGIN")) return false;
  const end = text.indexOf("-----END ", start + 10);
  if (end < 0 || end - start > 8000) return false;
  return !/[A-Za-z0-9+\/]{40,}/.test(text.slice(start, end));
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
