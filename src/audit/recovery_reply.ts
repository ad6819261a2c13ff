// Redaction round red93 (issue 13): backup or recovery codes given in reply to a question that asks
// for them ("anyone got the Microsoft 365 backup code?" / "Priya: 3554-7973-1375"). Sites print
// these one-time codes as short dash groups, which red87's reply reader (entry_question.ts) leaves
// as too short or all digits; the question naming the codes says what the reply is. Every line of
// codes in the reply is taken. Tuning sets: v34, v53, v64, v65.
import { lineBelow } from "./below_value_rules.ts";
import { TURN } from "./entry_question.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const ASKED = /(?<!\p{L})(?:backup|recovery)[ -]codes?(?!\p{L})[^\n]*[?？]/giu;
const CODE = String
  .raw`(?:[a-z0-9]{4,5}(?:-[a-z0-9]{4,5}){1,2}|[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){1,2})`;
const CODES_LINE = new RegExp(String.raw`^${CODE}(?:[ \t]*[, \t][ \t]*${CODE})*[ \t]*$`, "u");
const ONE_CODE = new RegExp(CODE, "gu");
// GitHub's published recovery code: five and five lower-case letters or digits.
const GITHUB = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
const YEARS = /^(?:19|20)\d\d-(?:19|20)\d\d$/;

/** Spans of the codes on a line of codes only, or null. */
function codesOn(text: string, s: number, e: number): Span[] | null {
  const line = text.slice(s, e).replace(/\r$/, "");
  if (!CODES_LINE.test(line.trim())) return null;
  const spans: Span[] = [];
  for (const m of line.matchAll(ONE_CODE)) {
    const v = m[0];
    if (YEARS.test(v) || (!/\d/.test(v) && !GITHUB.test(v))) return null;
    spans.push({
      start: s + m.index,
      end: s + m.index + v.length,
      rule: "recovery-reply",
      category: "secret",
    });
  }
  return spans;
}

/** The codes of the reply turn starting at line [s, e] (its content, or the lines below a name). */
function replyCodes(text: string, s: number, e: number): Span[] | null {
  const line = text.slice(s, e).replace(/\r$/, "");
  const from = s + (TURN.exec(line)?.[0].length ?? 0);
  let spans = from < e ? codesOn(text, from, e) : null;
  if (spans === null && /[:：][ \t]*$/.test(line)) spans = [];
  if (spans === null) return null;
  for (let below = lineBelow(text, e); below !== null; below = lineBelow(text, below[1])) {
    const more = codesOn(text, below[0], below[1]);
    if (more === null) break;
    spans.push(...more);
  }
  return spans.length > 0 ? spans : null;
}

function findRecoveryReplies(text: string): Span[] {
  const spans: Span[] = [];
  for (const q of text.matchAll(ASKED)) {
    let at = q.index + q[0].length;
    at = text.indexOf("\n", at);
    for (let n = 0; n < 2 && at >= 0; n++) {
      const line = lineBelow(text, at);
      if (line === null) break;
      const got = replyCodes(text, line[0], line[1]);
      if (got) {
        spans.push(...got);
        break;
      }
      at = line[1];
    }
  }
  return spans;
}

export const RECOVERY_REPLY_RULES: TextRule[] = [{
  id: "recovery-reply",
  category: "secret",
  keywords: ["backup code", "recovery code", "backup-code", "recovery-code"],
  find: findRecoveryReplies,
}];
