// Round red54: a rescan of redacted text (an excerpt of a reading, a stored message redacted
// again) must not redact part of a marker; a rule that read `key-as-basic-user]:` as a password
// wrote `[REDACTED:[REDACTED:curl-user-password]`.
import type { Span } from "./rule_kit.ts";

const MARKER = /\[REDACTED:[\w.:-]*\]/g;
/** What is left of a span cut back to outside markers must still look like a value. */
const VALUE_LEFT = /[A-Za-z0-9]{4}/;

/** The spans with any part inside an existing marker cut off (dropped when little is left). */
export function outsideMarkers(text: string, spans: Span[]): Span[] {
  if (spans.length === 0 || !text.includes("[REDACTED:")) return spans;
  const marks = [...text.matchAll(MARKER)].map((m) => [m.index, m.index + m[0].length]);
  const out: Span[] = [];
  for (const span of spans) {
    let { start, end } = span;
    for (const [from, to] of marks) {
      if (start > from && start < to) start = to;
      if (end > from && end < to) end = from;
    }
    if (start === span.start && end === span.end) out.push(span);
    else if (end > start && VALUE_LEFT.test(text.slice(start, end))) {
      out.push({ ...span, start, end });
    }
  }
  return out;
}
