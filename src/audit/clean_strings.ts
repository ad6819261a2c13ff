// Large strings that redactValue has just written out: an excerpt of one cannot show more than the
// stored row already holds, so findings on them skip a second full secret scan (the gate scans the
// redacted copy, see src/gate/audit_row.ts).

/** Only long strings are worth remembering; short ones are cheap to rescan. */
export const MIN_REMEMBERED = 2048;
const CAPACITY = 64;

const recent = new Set<string>();

/** Records a redaction output (or an input left unchanged by redaction). */
export function rememberClean(s: string): void {
  if (s.length < MIN_REMEMBERED || recent.has(s)) return;
  if (recent.size >= CAPACITY) recent.delete(recent.values().next().value!);
  recent.add(s);
}

/** True for a string redaction has already produced (same content, so the same stored bytes). */
export function isKnownClean(s: string): boolean {
  return s.length >= MIN_REMEMBERED && (recent.has(s) || s === reading);
}

// Round red54: the normalised reading of a redaction output (invisible characters stripped, NFKC)
// shows no character the stored row lacks, and redaction reads through those characters (see
// visible_spans.ts), so its excerpts need no scan either. One pair, kept beside the set.
let reading: string | undefined;

/** Records `visible`, the reading of `source`, as clean when `source` is. */
export function rememberReading(source: string, visible: string): void {
  if (visible !== source && isKnownClean(source)) reading = visible;
}
