// Redaction round red87 (issue 13): a value given in reply to "what do I type for <system>?". Asking
// what to enter into a system is how a colleague asks for its login without naming it; the reply
// turn is that value alone ("me: V", "Dan:" / "V", "use V", "for X it's V"). The same exchange
// also hands over digests, device numbers and public keys (v52, v58), so the value must have a
// credential's shape and hex runs, digits and published public formats are left.
// Tuning sets: v49, v52, v58, v64.
import { credentialShaped, UUID_ONLY } from "./credential_shape.ts";
import { lineBelow } from "./below_value_rules.ts";
import { memorable } from "./for_system_rules.ts";
import { mixedCaseRun } from "./mixed_case_run.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const END = String.raw`(?![\p{L}])`;
// "What do I type / put in / enter for X?", "which one do I use for X?", "what goes in?", and the
// same question in the sets' languages (German, French, Spanish, Portuguese, Italian, Polish,
// Dutch, Russian).
const ENTRY = new RegExp(
  [
    String.raw`what\s+(?:do|should|shall|can)\s+(?:i|we)\s+(?:type|put|enter|use)${END}`,
    String.raw`which\s+one\s+do\s+(?:i|we)\s+use${END}`,
    String.raw`what\s+goes\s+in${END}`,
    String.raw`was\s+(?:kommt|gebe\s+ich|trage\s+ich|tippe\s+ich)${END}`,
    String.raw`qu['’]est-ce\s+que\s+je\s+(?:mets|tape|saisis)${END}`,
    String.raw`que\s+(?:mettre|taper|saisir)${END}`,
    String.raw`qué\s+(?:pongo|escribo|meto|introduzco)${END}`,
    String.raw`o\s+que\s+(?:ponho|coloco|digito|escrevo)${END}`,
    String.raw`cosa\s+(?:metto|scrivo|inserisco)${END}`,
    String.raw`co\s+(?:wpisać|wpisuję|mam\s+wpisać)${END}`,
    String.raw`wat\s+(?:vul|typ)\s+ik${END}`,
    String.raw`что\s+(?:вводить|ввести|вписать)${END}`,
  ].join("|"),
  "iu",
);
// Code, not a turn of talk: braces, statements, assignments, calls.
const CODE_MARKS = /[{};=]|\w\(/;
// A turn's opening: a time in brackets, a speaker's name (a time of day after it allowed), a colon.
export const TURN =
  /^[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?(?:\p{L}[\p{L}\p{N}_.' -]{0,30}?(?:[ \t]+\d\d?:\d\d)?[:：])?[ \t]*/u;
// The reply's content: the value alone, "use V", or "for X it's V".
const GIVEN = /^(?:use[ \t]+|for[ \t][^\n]{1,80}?[ \t]it[’']s[ \t]+)?(\S{8,200})[ \t]*$/i;
// An authenticator seed (RFC 4648 base32) and a run of capitals and digits, as consoles print.
const BASE32 = /^[A-Z2-7]{16,}={0,6}$/;
const CAPITALS_RUN = /^[A-Z0-9]{12,64}$/;
// Hex (commits, digests), digits (IMEI, SSCC), public formats: an SSH public key, an SRI hash,
// a GA4 measurement id, a URL.
const NOT_ENTERED =
  /^(?:[0-9a-f]+|[0-9A-F]+|[\d #*+-]+|ssh-\w+|sha\d+-.*|G-[A-Z0-9]{6,12}|https?:.*)$/;
// red90: hex printed as byte pairs joined by ":" (a certificate's fingerprint), and an ETag (HTTP's
// entity tag, a public version id) named by the question.
const BYTE_PAIRS = /^(?:[0-9A-Fa-f]{2}:){7,}[0-9A-Fa-f]{2}$/;
const ETAG = /\betags?\b/i;

/** A credential's shape for a value typed into a system (file comment). */
export function enteredShape(v: string): boolean {
  if (v.length < 8 || NOT_ENTERED.test(v) || BYTE_PAIRS.test(v)) return false;
  if (looksFake(v) || isTemplateOrMask(v)) return false;
  if (UUID_ONLY.test(v) || credentialShaped(v) || mixedCaseRun(v) || memorable(v)) return true;
  const digits = v.replace(/\D/g, "").length;
  if (BASE32.test(v)) return digits >= 2 && v.length - digits >= 8;
  return CAPITALS_RUN.test(v) && digits >= 3 && v.length - digits >= 4;
}

/** The value of the reply line at [s, e], or of the line below a speaker's name alone. */
function reply(text: string, s: number, e: number, rule: string): Span | null {
  let line = text.slice(s, e).replace(/\r$/, "");
  let from = s + (TURN.exec(line)?.[0].length ?? 0);
  if (from === e && /[:：][ \t]*$/.test(line)) {
    const below = lineBelow(text, e);
    if (below === null) return null;
    [s, e] = below;
    line = text.slice(s, e).replace(/\r$/, "");
    from = s + (/^[ \t]*/.exec(line)?.[0].length ?? 0);
  }
  const content = text.slice(from, e).replace(/\r$/, "");
  const m = GIVEN.exec(content);
  if (m === null) return null;
  // red90: a value in quotes is judged, and taken, without them.
  const quoted = /^(["'])(.+)\1$/.exec(m[1]);
  const v = (quoted ? quoted[2] : m[1]).replace(/[.!]$/, "");
  if (!enteredShape(v)) return null;
  const start = from + m[0].lastIndexOf(m[1]) + (quoted ? 1 : 0);
  return { start, end: start + v.length, rule, category: "secret" };
}

const QUESTION = /[?？¿]/;

/** Each value given in reply to a question `asks` finds, named `rule` (red90 asks other ones). */
export function findReplies(text: string, asks: RegExp, rule: string): Span[] {
  const spans: Span[] = [];
  const re = new RegExp(asks.source, "giu");
  for (const q of text.matchAll(re)) {
    const s = text.lastIndexOf("\n", q.index) + 1;
    const nl = text.indexOf("\n", q.index);
    if (nl < 0) break;
    const question = text.slice(s, nl);
    if (question.length > 240 || !QUESTION.test(question.slice(q.index - s))) continue;
    if (CODE_MARKS.test(question) || ID_LABEL.test(question) || ETAG.test(question)) continue;
    let at = nl;
    for (let n = 0; n < 2 && at < text.length; n++) {
      const line = lineBelow(text, at);
      if (line === null) break;
      const span = reply(text, line[0], line[1], rule);
      if (span) {
        spans.push(span);
        break;
      }
      at = line[1];
    }
  }
  return spans;
}

export const ENTRY_QUESTION_RULES: TextRule[] = [{
  id: "entry-question",
  category: "secret",
  keywords: ["?", "？"],
  find: (text: string) => findReplies(text, ENTRY, "entry-question"),
}];
