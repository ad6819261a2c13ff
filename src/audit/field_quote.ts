// Injection round 39 (issue 13): whether a match sits inside a quotation in its line. A quote
// opened right after ':', '=' or '[', straight after ',' (a CSV field; prose puts a space there) or
// at the line's start opens a field's value (JSON, CSV, key=value), not a quotation: a record's
// note column is the record's own text.
import { notNegated } from "./phrase_rule.ts";
import { DISCUSSED, quotedAt } from "./reader_acts.ts";

const FIELD_OPENER = /(?:^|[:=[]\s*|,)['"]$/;

/** True when [lineStart, start) opens a quotation around `start` that is not a field's value. */
export function quotedInLine(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const line = text.slice(lineStart, start + 1);
  if (!quotedAt(line, start - lineStart)) return false;
  const before = start - lineStart - 1;
  const opener = Math.max(...[..."'\"‘“«„「"].map((q) => line.lastIndexOf(q, before)));
  return opener < 0 || !FIELD_OPENER.test(line.slice(0, opener + 1));
}

/** An order at `start` stands when it is not negated, not quoted in its line, not in text about
 * attacks (rounds 39 and its successors' reader rules share this). */
export function orderStands(text: string, start: number): boolean {
  if (!notNegated(text, start) || quotedInLine(text, start)) return false;
  return !DISCUSSED.test(text.slice(Math.max(0, start - 300), start + 300));
}
