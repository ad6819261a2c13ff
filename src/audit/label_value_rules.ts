// Redaction round 32 (issue 13): a label that names a credential, then a colon, then the value on
// the same line, whatever words of whatever language sit between the noun and the colon
// ("telemetry front-end password을 메일로 보냈습니다: V", "PIN keyをメールで送ってきました：V",
// "PIN and tokencode … bilgisini e-postayla yolladı: V", "override code of the CIP skid: V").
// The colon is the language-neutral cue; the noun's kind decides the value's shape, as for an
// answer (answer_rules.ts): a password's (letters with digits), a key's (random material), a
// code's (digits). Labels about the secret (its hint, fingerprint, id, name, path) are kept.
import { askedFor, fits } from "./answer_rules.ts";
import { KEY_WORDS, PASSWORD_WORDS } from "./prose_password_words.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The label's own sentence: after the last sentence end before the colon, at most 100 characters.
const SENTENCE_END = /.*[.!?。！？][ \t]+/su;
// Labels naming a fact about the secret, or an identifier beside it, not the secret.
// Round 21's not-a-credential qualifiers too (an idempotency, cache, sort or object key).
const ABOUT_LABEL =
  /\b(?:ids?|fingerprint|arn|names?|path|file|url|uri|endpoint|public|pub|gpg|pgp|ssh|host|ref|reference|location|usage|example|sample|placeholder|template|idempotency|dedup\w*|cache|partition|primary|foreign|sort|routing|lookup|index|object|pagination|cursor|site)\b|keyid|[<>]/i;
// The word before the colon is prose, not a key name (`auth_code`, `Idempotency-Key`,
// `PASSWORD_CHANGED_AT`: the assignment and key-name rules judge those).
const PROSE_END = /(?:^|\s)[\p{L}\p{N}()（）]+$/u;
const MAX_LINE = 400;
// After the value: the line's end, an aside, a dash, or a sentence's or clause's mark.
const CLOSES = /^(?:[ \t\r]*$|[ \t]*[—–(（,.;!?。、，]|[ \t]+-[ \t])/u;

/** A label of words, not a lone key (`code:` in a JS object, YAML's `token:`): two words or more,
 * or a word of an unspaced script beside the noun ("passwordを"). */
function twoWords(label: string): boolean {
  const t = label.replace(/^[\s>*#•·-]+/u, "").trim();
  return /\s/.test(t) || /[^\p{Script=Latin}\p{N}\p{P}\s]/u.test(t);
}

// A colon ending a label, then a value holding a digit (every shape a noun asks for holds one;
// most colons in prose are followed by words): one pass over the text finds the candidates.
// Cost round 35: without /u (a quarter faster). Every character named is one BMP code unit, so
// a negated class takes a surrogate pair as two units instead of one code point: the same runs,
// the same last digit (no digit sits inside a pair), the same matches and groups.
const CANDIDATE =
  /[:：][ \t]*["'`«“「]?([^\s"'`»”」()（）[\]<>,，、。;]*\d[^\s"'`»”」()（）[\]<>,，、。;]*)/g;

function findLabelled(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const c = m.index;
    // A colon ends a label when a space follows it, or it is full-width (CJK labels write none).
    if (text[c] === ":" && !/[ \t]/.test(text[c + 1] ?? "")) continue;
    const v = m[1].replace(/[.!?:：]+$/u, "");
    const start = c + m[0].length - m[1].length;
    const lineEnd = text.indexOf("\n", start);
    const e = lineEnd < 0 ? text.length : lineEnd;
    // The value closes its clause: a description runs on in words ("base64url-encoded key").
    if (e - start > MAX_LINE || !CLOSES.test(text.slice(start + v.length, e))) continue;
    const lineStart = text.lastIndexOf("\n", c) + 1;
    const head = text.slice(Math.max(lineStart, c - 100), c);
    // The label starts after its sentence's start and after any earlier label's colon.
    const label = head.replace(SENTENCE_END, "").replace(/^.*[:：]/su, "");
    if (!PROSE_END.test(label) || ABOUT_LABEL.test(label) || !twoWords(label)) continue;
    // "pin", "Pin 7" are electronics words ("GPIO pin: 5000 Hz"); the secret is written PIN.
    if (/\bpin\b/i.test(label) && !/\bPIN\b/.test(label)) continue;
    const kind = askedFor(label, false);
    if (kind === null || !fits(v, kind)) continue;
    spans.push({ start, end: start + v.length, rule: "label-value", category: "secret" });
  }
  return spans;
}

const NOUNS = [
  ...PASSWORD_WORDS,
  ...KEY_WORDS,
  "pw",
  "key",
  "secret",
  "credential",
  "pin",
  "code",
];

export const LABEL_VALUE_RULES: TextRule[] = [{
  id: "label-value",
  category: "secret",
  // ASCII nouns only: the shared keyword automaton has a bounded alphabet, and a CJK label names
  // its secret in Latin letters as often ("password을", "PIN keyを").
  keywords: [...new Set(NOUNS.filter((w) => /^[\x20-\x7e]+$/.test(w)).map((w) => w.toLowerCase()))],
  find: findLabelled,
}];
