// Redaction round red80 (issue 13): a private-key PEM header followed by at most a line's first
// few dozen characters and an ellipsis, with no key material before any END line, is a key someone
// cut when quoting it.
// The part shown is the format's fixed preamble (`MIIEow…`, `b3BlbnNzaC1rZXkt…`): key material
// starts hundreds of characters later, so neither the header nor the cut body grants anything.
// Read by kept_spans.ts for any rule's span that lies inside the header and its cut body.

const HEADER = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g;
// The cut body: blanks, up to 48 base64 characters, then an ellipsis ("…", "..." or "...snip").
// Round red95: a literal `\n` escape (a PEM inside a JSON string or an env value) counts as the
// line break it stands for.
const CUT_BODY = /^(?:\s|\\[nr])*[A-Za-z0-9+\/=]{0,48}\s?(?:…|\.{3})/;
// Round red95: key material between the cut and an END line (a run of base64) means a real body.
const MATERIAL = /[A-Za-z0-9+\/=]{20}/;
const REACH = 240;

/** Whether the span lies inside a cut private-key PEM (header, a short cut body, an ellipsis). */
export function cutPemAt(text: string, start: number, end: number): boolean {
  const from = Math.max(0, start - REACH);
  const window = text.slice(from, end + 80);
  if (!window.includes("PRIVATE KEY-----")) return false;
  for (const m of window.matchAll(HEADER)) {
    const head = from + m.index;
    const bodyAt = head + m[0].length;
    if (head > end) break;
    const body = CUT_BODY.exec(text.slice(bodyAt, bodyAt + 64));
    if (body === null || start < head || end > bodyAt + body[0].length) continue;
    // Round red95: an END line may follow when only the writer's aside stands before it.
    const cutEnd = bodyAt + body[0].length;
    const endAt = text.indexOf("-----END", cutEnd);
    if (endAt < 0 || !MATERIAL.test(text.slice(cutEnd, endAt))) return true;
  }
  return false;
}
