// Redaction round 17 (issue 13), moved out of assignment_rule.ts to keep that file focused.
// `Docs sample: api_key=abc123 (from the SDK README)`: the stock value a README writes, on a line
// that calls itself a sample. The same value with no such word still goes.
// Round 42: the word "password" itself in its stock spellings (`P@ssw0rd`, `Passw0rd!`).
const STOCK_VALUE =
  /^(?:(?:abc|abcd|abcdef|foo|xyz|test|demo)[-_]?(?:123|1234|123456)?|p[a@4][s$]{2}w[o0]rd[!1]?)$/i;
const DOCS_LINE = /\b(?:docs?|documentation|sample|example|README|e\.g\.|training)\b/i;

/** `value` is a stock sample value on a line that calls itself documentation or an example. */
export function documentedSample(text: string, start: number, value: string): boolean {
  if (!STOCK_VALUE.test(value)) return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", start);
  return DOCS_LINE.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd));
}
