// Redaction round 30 (issue 13): a key, token or code asked for in one turn and given in the
// answer ("can you send me the pairing key for the scheduler?" / "[09:54] jan: 1176-1266-5289",
// "> Can you send the district token …?" / "Sure — here it is, …:" / the token alone below).
// Round 6's reply reader (reply_rules.ts) answers password words only; a key, token or code
// noun asks for a value as often. The question names the secret; the answer's last token (after
// its colon, or alone on the line under an answer that ends in a colon) is judged by its shape:
// random material, or a code of three or more equal digit or letter-digit groups.
import { credentialShaped } from "./credential_shape.ts";
import { lineBelow } from "./below_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The request: a key, token, secret or code named in a line that ends in a question mark.
// Round 42: a session asked for by name ("paste the intercom web UI session for …?").
const ASKED = /\b(?:key|token|secret|code|passcode|session)s?\b[^\n?？]{0,60}[?？][ \t\r]*$/i;
// The answer's value: after its last colon, closing the line, or the line's only token.
const AFTER_COLON = /[:：][ \t]*([^\s:：]{8,200})[ \t]*$/u;
const ALONE = /^[ \t]*([^\s]{8,200})[ \t]*$/;
// A chat turn's opening (a time, a name and a colon), which a lone value may carry.
// Round 42: the name may carry a role in brackets ("Jo (production coordinator):").
const TURN =
  /^[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?(?:\p{L}[\p{L}.' -]{0,30}(?:\([\p{L}.'& -]{2,40}\))?[:：][ \t]*)?/u;
const LEAD = /[:：][ \t\r]*$/;

/** Three or more groups of one length (`1176-1266-5289`, `KGUK-EH1U-ICHL-0IJC`), with a digit:
 * a pairing or redemption code, not a phone number (3-3-4) or a date. */
function groupedCode(v: string): boolean {
  const groups = v.split("-");
  if (groups.length < 3 || groups.length > 5 || !/\d/.test(v)) return false;
  const len = groups[0]!.length;
  if (!groups.every((g) => g.length === len && /^[A-Z0-9]+$/.test(g))) return false;
  // Digits only, or a group that mixes letters and digits as generated codes do; capitals that
  // spell words beside a year (`QUIZ-WEEK-FOUR-2026`) name a thing.
  const mixed = groups.some((g) => /\d/.test(g) && /[A-Z]/.test(g));
  return len >= 4 && len <= 6 && (mixed || /^[\d-]+$/.test(v));
}

function asked(v: string): boolean {
  const value = v.replace(/[.!?。]+$/, "");
  return credentialShaped(value) || groupedCode(value);
}

function valueSpan(text: string, s: number, e: number): Span | null {
  const line = text.slice(s, e).replace(/\r$/, "");
  const turn = TURN.exec(line)?.[0].length ?? 0;
  const m = ALONE.exec(line.slice(turn)) ?? AFTER_COLON.exec(line.slice(turn));
  if (m === null || !asked(m[1])) return null;
  const v = m[1].replace(/[.!?。]+$/, "");
  const start = s + turn + m.index + m[0].indexOf(m[1]);
  return { start, end: start + v.length, rule: "asked-value", category: "secret" };
}

/** The answer within the next three lines (blank lines skipped), or its lead's next line. */
function answer(text: string, e: number): Span | null {
  let at = e;
  for (let n = 0; n < 3 && at < text.length; n++) {
    const line = lineBelow(text, at);
    if (line === null) return null;
    const span = valueSpan(text, line[0], line[1]);
    if (span) return span;
    if (!LEAD.test(text.slice(line[0], line[1]))) return null;
    at = line[1];
  }
  return null;
}

// A question mark closing its line: the only lines a request can be. Most texts have few, so
// the rule reads those lines, not every line of a keyword-dense text.
const QUESTION_END = /[?？][ \t]*\r?\n/g;

function findAsked(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  QUESTION_END.lastIndex = 0;
  for (let q = QUESTION_END.exec(text); q; q = QUESTION_END.exec(text)) {
    const e = q.index + q[0].length - 1;
    const s = text.lastIndexOf("\n", q.index) + 1;
    if (e - s > 240 || !ASKED.test(text.slice(s, e))) continue;
    const span = answer(text, e);
    if (span) spans.push(span);
  }
  return spans;
}

export const ASKED_VALUE_RULES: TextRule[] = [
  {
    id: "asked-value",
    category: "secret",
    keywords: ["key", "token", "secret", "code", "session"],
    find: findAsked,
  },
];
