// Candidates for the redaction classifier (issue 13, rclf1): value-shaped spans of free text the
// rules left in place, found in one pass. The model then judges each one by its shape and by the
// words around it, so a label in a language no rule knows can still name the value.

export type Candidate = { start: number; end: number; grouped: boolean };

// A token: letters, digits and the punctuation passwords and keys are made of; `=` only as
// base64 padding, so `NAME=value` splits into a label and a value.
const TOKEN = /[\p{L}\p{N}_\-+\/.~!@#$%^&*?]+(?:==?(?![\p{L}\p{N}]))?/gu;
// Several short upper-case/digit groups separated by single blanks (IBANs, grouped codes).
const GROUPED = /(?<![\p{L}\p{N}])[A-Z0-9]{2,6}(?: [A-Z0-9]{2,6}){2,8}(?![\p{L}\p{N}])/gu;
const REDACTED = /\[REDACTED:[\w.-]+\]/g;
const EDGE_PUNCT = /^[.\-!?*~#]+|[.!?*~#\-]+$/g;

function countDigits(t: string): number {
  let n = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** The character classes of a token as a bit set: 1 lower, 2 upper, 4 digit, 8 other. */
export function classBits(t: string): number {
  let bits = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 97 && c <= 122) bits |= 1;
    else if (c >= 65 && c <= 90) bits |= 2;
    else if (c >= 48 && c <= 57) bits |= 4;
    else bits |= 8;
  }
  return bits;
}

/** Value shape: digits among letters, a long digit run, or three classes in a long token. */
export function valueShaped(t: string): boolean {
  if (t.length < 6 || t.length > 256) return false;
  if (countDigits(t) > 0) return true;
  const bits = classBits(t);
  const classes = (bits & 1) + ((bits >> 1) & 1) + ((bits >> 3) & 1);
  return (t.length >= 10 && classes >= 3) || (t.length >= 20 && (bits & 3) === 3);
}

/** Spans already replaced by a rule, so no candidate starts inside one. */
function redactedSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(REDACTED)) out.push([m.index!, m.index! + m[0].length]);
  return out;
}

/** Every value-shaped candidate of a text, in order of position. */
export function findCandidates(text: string): Candidate[] {
  const masked = redactedSpans(text);
  const out: Candidate[] = [];
  let k = 0;
  for (const m of text.matchAll(TOKEN)) {
    let start = m.index!, end = start + m[0].length;
    while (k < masked.length && masked[k][1] <= start) k++;
    if (k < masked.length && masked[k][0] < end) continue;
    const raw = m[0];
    const trimmed = raw.replace(EDGE_PUNCT, "");
    if (trimmed.length !== raw.length) {
      const lead = raw.length - raw.replace(/^[.\-!?*~#]+/, "").length;
      start += lead;
      end = start + trimmed.length;
    }
    if (valueShaped(trimmed)) out.push({ start, end, grouped: false });
  }
  for (const m of text.matchAll(GROUPED)) {
    const t = m[0];
    if (countDigits(t) * 5 < t.replaceAll(" ", "").length * 2) continue;
    const start = m.index!;
    if (masked.some(([a, b]) => a < start + t.length && start < b)) continue;
    out.push({ start, end: start + t.length, grouped: true });
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}
