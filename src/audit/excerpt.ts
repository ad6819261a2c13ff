// Evidence snippets for findings: short, secret-redacted, invisible characters made visible.
import { isKnownClean } from "./clean_strings.ts";
import type { Edit } from "./gate_events.ts";
import { canMapWalk, noteEdited } from "./regex_index.ts";
import { derivedSecretHits, slicedSecretHits } from "./shared_pass.ts";
import { applySpans, findSecretSpans, type Span, withScriptSecretHits } from "./text_scan.ts";
import { escapeInvisible } from "./unicode.ts";

export const EXCERPT_CHARS = 120;
const MAX_RENDERED = 200;

/** Around an excerpt of a long text, secrets are looked for this far on each side (PEM keys fit). */
export const SPAN_MARGIN = 4096;

/**
 * Caches secret spans per scanned text: computed only for texts that produced a finding. A few
 * entries, because one string yields findings from several readings (visible, de-obfuscated).
 * A long text is scanned only around the first excerpt asked for; an excerpt outside that range
 * gets the whole text scanned once (attack-heavy text has findings all over it, and rescanning
 * ±4 KB per excerpt read it several times over). Redaction output is not rescanned.
 */
export class SpanCache {
  #entries = new Map<string, { from: number; to: number; spans: Span[] }>();

  spansOf(text: string, left = 0, right = text.length): Span[] {
    if (isKnownClean(text)) return [];
    const hit = this.#entries.get(text);
    if (hit && hit.from <= left && hit.to >= right) return hit.spans;
    if (!hit && this.#entries.size >= 4) this.#entries.delete(this.#entries.keys().next().value!);
    const entry = hit ? { from: 0, to: text.length, spans: wholeSpans(text) } : scanAround(
      text,
      left,
      right,
    );
    this.#entries.set(text, entry);
    return entry.spans;
  }
}

/** All spans of `text`; the keyword pass is skipped when its hits were mapped from the stored text. */
function wholeSpans(text: string): Span[] {
  return findSecretSpans(text, undefined, false, derivedSecretHits(text));
}

/** Spans within [left - margin, right + margin]; the covered range is what later excerpts reuse. */
function scanAround(text: string, left: number, right: number) {
  if (text.length <= 4 * SPAN_MARGIN) {
    return { from: 0, to: text.length, spans: findSecretSpans(text) };
  }
  const from = Math.max(0, left - SPAN_MARGIN);
  const to = Math.min(text.length, right + SPAN_MARGIN);
  const spans = sliceSpans(text, from, to).map((s) => ({
    ...s,
    start: s.start + from,
    end: s.end + from,
  }));
  // Only a range whose borders are far from the excerpt is trusted for later excerpts.
  return {
    from: from === 0 ? 0 : from + SPAN_MARGIN / 2,
    to: to === text.length ? to : to - SPAN_MARGIN / 2,
    spans,
  };
}

/** The two edits that cut `text` down to [from, to) (none at an end that is the text's). */
export function sliceEdits(length: number, from: number, to: number): Edit[] {
  const edits: Edit[] = [];
  if (from > 0) edits.push({ a0: 0, a1: from, b0: 0, b1: 0 });
  if (to < length) edits.push({ a0: to, a1: length, b0: to - from, b1: to - from });
  return edits;
}

/**
 * findSecretSpans(text.slice(from, to)). The slice's keyword hits and its regex-index walk are
 * mapped from the text's, when kept, through the two edits that cut its ends (the automata
 * restart at the cut), instead of reading the slice again.
 */
function sliceSpans(text: string, from: number, to: number): Span[] {
  const slice = text.slice(from, to);
  const edits = sliceEdits(text.length, from, to);
  if (canMapWalk(text)) noteEdited(text, slice, edits);
  const hits = slicedSecretHits(text, slice, edits);
  return findSecretSpans(slice, undefined, false, hits && withScriptSecretHits(slice, hits));
}

function isLow(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function isHigh(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Renders [left, right) of `text` with secret spans replaced; spans cut by the window are taken whole. */
function redactedWindow(text: string, left: number, right: number, spans: Span[]): string {
  const inside = spans.filter((s) => s.end > left && s.start < right);
  if (inside.length === 0) return text.slice(left, right);
  const l = Math.min(left, inside[0].start);
  const r = Math.max(right, inside[inside.length - 1].end);
  const shifted = inside.map((s) => ({ ...s, start: s.start - l, end: s.end - l }));
  return applySpans(text.slice(l, r), shifted);
}

function clampRendered(s: string): string {
  if (s.length <= MAX_RENDERED) return s;
  let cut = s.slice(0, MAX_RENDERED);
  const open = cut.lastIndexOf("\\u{");
  if (open >= 0 && cut.indexOf("}", open) < 0) cut = cut.slice(0, open);
  return cut + "…";
}

/** The range [left, right) of `text` that the excerpt of [start, end) shows. */
function excerptRange(text: string, start: number, end: number): [number, number] {
  const shownEnd = Math.min(end, start + 80);
  const context = Math.max(20, Math.floor((EXCERPT_CHARS - (shownEnd - start)) / 2));
  let left = Math.max(0, start - context);
  let right = Math.min(text.length, shownEnd + context);
  if (left > 0 && isLow(text.charCodeAt(left))) left--;
  if (right < text.length && isHigh(text.charCodeAt(right - 1))) right++;
  return [left, right];
}

/**
 * Scans `text` for secrets once around all the excerpts about to be taken of it (one finding per
 * range), so excerpts spread over a long text do not read a first range and then the whole text.
 */
export function prepareExcerpts(
  text: string,
  ranges: Array<{ start: number; end: number }>,
  cache: SpanCache,
): void {
  if (ranges.length < 2) return;
  let lo = text.length, hi = 0;
  for (const r of ranges) {
    const [left, right] = excerptRange(text, r.start, r.end);
    lo = Math.min(lo, left);
    hi = Math.max(hi, right);
  }
  cache.spansOf(text, lo, hi);
}

/** About EXCERPT_CHARS characters of `text` around [start, end). */
export function excerptAt(text: string, start: number, end: number, cache: SpanCache): string {
  const [left, right] = excerptRange(text, start, end);
  const body = redactedWindow(text, left, right, cache.spansOf(text, left, right));
  const rendered = (left > 0 ? "…" : "") + body + (right < text.length ? "…" : "");
  return clampRendered(escapeInvisible(rendered));
}

/** A labelled excerpt of derived text (decoded tag characters or base64), redacted and escaped. */
export function labelledExcerpt(
  label: string,
  text: string,
  at: { start: number; end: number },
  cache: SpanCache,
): string {
  return clampRendered(`${label}: ${excerptAt(text, at.start, at.end, cache)}`);
}
