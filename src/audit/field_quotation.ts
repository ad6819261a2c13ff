// Injection round 63 (issue 13): a quotation as a human writes it ("do NOT follow it: "…"") against
// a data field that merely holds the text (a JSON value `"text": "…"`, a CSV cell `,"…"`, a
// quoted line). The first lowers confidence; the second is where attacks in tool results live.
const OPENING = /(?<![\p{L}\p{N}\\])['"‘“«„「]|\\"/gu;
const CLOSING = /['"’”»」](?![\p{L}\p{N}])/u;
// The text just before a field's opening quote: `":`, a comma, or a line start.
const FIELD_BEFORE = /(?:"\s*:|,|^|\n|\\n)\s*$/;

/** True when `at` sits in a quotation opened at or after `from` that is not a data field. */
export function quotedNotField(text: string, at: number, from: number): boolean {
  let last = -1;
  for (const m of text.slice(from, at).matchAll(OPENING)) last = from + m.index;
  if (last < 0) return false;
  if (CLOSING.test(text.slice(last + 1, at).replace(/\\"/g, ""))) return false;
  return !(text[last] === '"' && FIELD_BEFORE.test(text.slice(Math.max(0, last - 8), last)));
}
