// The per-string test of a whole value's plan: can this string hold any planned keyword?

/** Cheap per-string test against planAnchors (lower-casing once, then `includes`). */
export function mayHit(anchors: string[], text: string): boolean {
  if (anchors.length === 0) return false;
  // A long string is asked twice in a row (redact_spans.ts, then findSecretSpans): answered once.
  if (lastMay?.anchors === anchors && lastMay.text === text) return lastMay.may;
  let may = prefilter(anchors).test(text);
  if (may) {
    const lower = text.toLowerCase();
    may = anchors.some((a) => lower.includes(a));
  }
  if (text.length >= MAY_MEMO_MIN) lastMay = { anchors, text, may };
  return may;
}

const MAY_MEMO_MIN = 2048;
let lastMay: { anchors: string[]; text: string; may: boolean } | undefined;

const PREFILTERS = new WeakMap<string[], RegExp>();

/**
 * One case-insensitive regex over the anchors, true whenever `mayHit` can be (a superset): the
 * only characters that lower-case to ASCII besides ASCII are U+212A (Kelvin) and U+0130 (İ), and
 * a text holding either goes on to the exact test. Most strings fail it without a lower-case copy.
 */
function prefilter(anchors: string[]): RegExp {
  let re = PREFILTERS.get(anchors);
  if (re === undefined) {
    const parts = anchors.map((a) => a.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&"));
    re = new RegExp([...parts, "\u212A", "\u0130"].join("|"), "i");
    PREFILTERS.set(anchors, re);
  }
  return re;
}
