// Redaction round red60 (issue 13): a value a vendor or a standard publishes as its documentation
// example (sample_values.ts) grants nothing, whichever rule found it. A rule may have taken only
// part of it, or its neighbouring marks: clause-reach reads `key` inside Mailgun's `key-3ax…`
// as a noun and takes the rest, and a colon before a seed rides along in a clause's span.
import { publishedSample } from "./sample_values.ts";

const TOKEN_CHAR = /[A-Za-z0-9_-]/;
const EDGE_MARKS = /^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g;

/** Whether the span's value, or the token the span lies in, is a published example. */
export function publishedAt(text: string, start: number, end: number): boolean {
  if (publishedSample(text.slice(start, end).replace(EDGE_MARKS, ""))) return true;
  let a = start;
  let b = end;
  while (a > 0 && start - a < 64 && TOKEN_CHAR.test(text[a - 1])) a--;
  while (b < text.length && b - end < 64 && TOKEN_CHAR.test(text[b])) b++;
  return (a < start || b > end) && publishedSample(text.slice(a, b).replace(EDGE_MARKS, ""));
}
