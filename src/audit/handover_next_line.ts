// Redaction round red79 (issue 13): a handover list item naming a system ends with a colon, and
// the value it opens stands alone on the next line, before the list's next item ("- Trustpilot:\n
// <key>\n- bins out"). A list left for the next shift puts what must be typed on a line of its own.
// The same lists give references, ids and public digests (v53, v58-v60), so the value needs a key's
// or a password's shape, or a small letter and a digit in one run (rotated_one.ts); an item naming
// an id kind is left. Tuning sets: v53, v58, v59, v60 (four writers).
import { keyShaped } from "./for_system_rules.ts";
import { rotatedValue } from "./rotated_one.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The item: a bullet, then one to eight words naming the thing (a letter among them), the colon
// ending the line.
const ITEM = /^[ \t]*([-*•])[ \t]+([^\n:]{2,80}?)[ \t]*:[ \t]*$/u;
// A digest named by its algorithm or as a checksum (ID_LABEL names "hash" and "digest").
const DIGEST_NAME = /(?<![A-Za-z])(?:checksum|md5|sha-?\d*|crc\d*|etag)(?![A-Za-z])/i;
// Round red85: an item naming a call sent to a service; under it a UUID is the call's own id (an
// idempotency or request key a client makes per call), not a login ("- the Stripe call:").
const CALL_NAME =
  /(?<!\p{L})(?:call|request|aufruf|appel|llamada|chamada|chiamata|wywołanie|вызов|调用)(?!\p{L})/iu;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The value's line: one token and nothing else.
const VALUE = /^[ \t]*(\S{8,200})[ \t]*\r?$/;

function findNextLineValues(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  const hits = at ?? [...text.matchAll(/:\n/g)].map((m) => m.index);
  for (const p of hits) {
    // Keyword hits may come from a text whose white space was folded: the colon must end a line.
    if (text[p] !== ":" || text[p + 1] !== "\n") continue;
    const ls = text.lastIndexOf("\n", p - 1) + 1;
    const item = ITEM.exec(text.slice(ls, p + 1));
    if (!item || !/\p{L}{2}/u.test(item[2]) || ID_LABEL.test(item[2])) continue;
    if (DIGEST_NAME.test(item[2])) continue;
    const vs = p + 2;
    const nl = text.indexOf("\n", vs);
    const m = VALUE.exec(text.slice(vs, nl < 0 ? text.length : nl));
    if (!m || !nextItemOrEnd(text, nl, item[1])) continue;
    const v = m[1];
    if (!keyShaped(v) && !rotatedValue(v)) continue;
    if (UUID.test(v) && CALL_NAME.test(item[2])) continue;
    const start = vs + m[0].indexOf(v);
    spans.push({ start, end: start + v.length, rule: "handover-next-line", category: "secret" });
  }
  return spans;
}

/** Whether the text ends at `nl` or the line after it is an item of the same list. */
function nextItemOrEnd(text: string, nl: number, bullet: string): boolean {
  if (nl < 0 || text.slice(nl).trim() === "") return true;
  const line = text.slice(nl + 1, nl + 12).trimStart();
  return line.startsWith(bullet + " ") || line.startsWith(bullet + "\t");
}

export const HANDOVER_NEXT_LINE_RULES: TextRule[] = [{
  id: "handover-next-line",
  category: "secret",
  keywords: [":\n"],
  find: findNextLineValues,
}];
