// Round red54 (issue 13): one invisible character (U+200B, U+FEFF, a bidi control, a soft hyphen)
// splits a key name or a value so no rule sees it, and the stored row kept the secret in clear.
// Redaction reads such a string as the model does, with those characters removed, and maps each
// span back onto the original, widened over the invisible characters inside it.
import type { Span } from "./rule_kit.ts";
import { mayStrip, STRIP } from "./unicode.ts";

/** A string with its invisible characters removed, and where each of its code units came from. */
export interface VisibleView {
  text: string;
  /** from[i]: the original offset of the view's code unit i. */
  from: Int32Array;
  /** The original string. */
  source: string;
}

/** The view of `s` without invisible characters, or undefined when it holds none (plain text). */
export function visibleView(s: string): VisibleView | undefined {
  const text = visibleText(s);
  if (text === s) return undefined; // plain, or the census's maybe held none of them
  const from = new Int32Array(text.length);
  let i = 0, at = 0;
  for (const m of s.matchAll(STRIP)) {
    for (let k = at; k < m.index; k++) from[i++] = k;
    at = m.index + m[0].length;
  }
  for (let k = at; k < s.length; k++) from[i++] = k;
  return { text, from, source: s };
}

/**
 * The view's spans as spans of the original string (covering invisible characters inside). The
 * covered invisible characters are kept after the marker, so the injection scan of the stored row
 * still sees tag characters or a bidi override hidden inside a secret-shaped token.
 */
export function mapSpans(view: VisibleView, spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    if (span.end <= span.start) continue;
    const start = view.from[span.start], end = view.from[span.end - 1] + 1;
    const keep = hiddenIn(view, span.start, span.end);
    out.push(keep ? { ...span, start, end, keep } : { ...span, start, end });
  }
  return out;
}

/** The original's code units between view units start and end - 1 that the view dropped. */
function hiddenIn(view: VisibleView, start: number, end: number): string {
  let keep = "";
  for (let i = start + 1; i < end; i++) {
    for (let k = view.from[i - 1] + 1; k < view.from[i]; k++) keep += view.source[k];
  }
  return keep;
}

/**
 * The spans `find` reports for `s`, read through its invisible characters; `find` gets the
 * original (so plain text takes the unchanged path) or the view and whether it is one.
 */
export function spansThroughInvisible(s: string, find: (t: string, view: boolean) => Span[]) {
  const view = visibleView(s);
  return view === undefined ? find(s, false) : mapSpans(view, find(view.text, true));
}

/** `s` without its invisible characters (itself when it holds none). */
export function visibleText(s: string): string {
  return mayStrip(s) ? s.replace(STRIP, "") : s;
}
