// Redaction round 47 (issue 13): values that are no credential whatever their shape.
// A value the clause before names as an identifier ("the shipment id on that parcel is shp_…",
// a table row `| order id | \`ord_…\` |`) is an object's id, not a key: the id word, up to four
// words that name no credential, then a copula, a colon, `=` or a cell's edge.
// An empty assignment (`API_KEY= label="…"`): a blank after `=` and then the next field's own
// `name=` holds no value.
import { normaliseKey } from "./key_names.ts";

// (Moved here from literal_rules.ts so the two files import one way.) Labelled as an identifier
// right before it: "file id …", "VersionId …", "ETag …", "commit …",
// or a pagination cursor ("nextPageToken: …"); round 10: also a name cell before its value cell
// (`(2,'page_cursor','…')` in a settings dump); round 44: a weak ETag's `W/` before its quote.
export const LABELLED_ID =
  /\b(?:ids?|identifier|\w*Id|idempotency[ _-]?(?:key|token)|etag|hash|checksum|digest|commit|fingerprint|nonce|salt|build|revision|request|trace|version|cursor|\w*_cursor|\w*(?:page|continuation|pagination|sync|resume)_?token|next_?(?:page|cursor|token)?)\b(?:["']?\s*[:=#]?\s*(?:W\/)?["']?|["']\s*,\s*["'])$/i;

// The id's noun may be qualified (`shipment id`, `order_id`, `trackingId`; not `paid`, `sid`),
// never by a session's, a certificate's or a licence's name: those ids are credentials.
const NAMED_ID = new RegExp(
  String
    .raw`(?<![\p{L}\d])(?:(\p{L}+)[ _-]|(\p{L}*\p{Ll})(?=I))?(?:id|ID|Id|identifier|IDENTIFIER)(?![\p{L}\d])((?:[ \t]+[\p{L}\d'’]+){0,4}?)[ \t]*(?:[:=|]|[ \t]is|[ \t]was|[ \t]es|[ \t]ist)?[ \t]*[\x60'"|]?[ \t]*$`,
  "u",
);
const CREDENTIAL_WORD =
  /pass|key|token|secret|pin\b|cred|auth|session|sess|sid|cookie|login|api|client|app|account|private|signing|cert|licen[cs]e/i;

/** The 60 characters before a value end by naming it an identifier of a thing that is no
 * credential. */
export function namedAsId(before: string): boolean {
  const clause = before.slice(before.lastIndexOf("\n") + 1);
  const m = NAMED_ID.exec(clause);
  if (m === null) return false;
  return ![m[1], m[2], m[3]].some((w) => w !== undefined && CREDENTIAL_WORD.test(w));
}

// Round red63: the next field's value may follow unquoted (`api_key= retries=3`, v50): its name
// is letters (three or more) and its `=` comes right after, so random material is not read as one.
const NEXT_PAIR = /^(?:[A-Za-z_][\w.-]*=$|[A-Za-z_][A-Za-z_.-]{2,40}=[^=\s])/;

/** Any rule's span that is the next `name=value` pair after an empty `KEY= ` (see below). */
export function nextPairAt(text: string, start: number, end: number): boolean {
  return NEXT_PAIR.test(text.slice(start, end)) &&
    /[A-Za-z_][\w.-]*=[ \t]+$/.test(text.slice(Math.max(0, start - 48), start));
}

/** `KEY= next="…"`: `=` right after the name, a blank, then only the next field's name and its
 * `=` (its value quoted or absent): `password = tru=Q@…` (blanks both sides) is a value. */
export function emptyAssignment(text: string, m: RegExpExecArray, offset: number): boolean {
  const [sepStart, sepEnd, valueStart] = [m.indices![4]![0], m.indices![4]![1], m.indices![6]![0]];
  const gap = text.slice(offset + sepEnd, offset + valueStart);
  return m[4] === "=" && /[^ \t]/.test(text[offset + sepStart - 1] ?? "") &&
    /^[ \t]+$/.test(gap) && NEXT_PAIR.test(m[6]);
}

// Round 50 (v40): an idempotency key named a few words before its value ("payment idempotency
// key recorded as …", a CSV cell before the value's cell). A request's id in 32 benign texts of
// 8 sets (v12-v40, rtr2-rtr8); never the secret of a sensitive text.
const IDEMPOTENCY_CLAUSE =
  /\bidempoten\w*[ _-]?(?:key|token)\b(?:[ \t]+\p{L}+){0,3}[ \t]*[,:=]?[ \t]*["'`]?$/iu;

/** The value at `start` is labelled an id: right before it (`request_id=`) or in its clause. */
export function idBefore(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 60), start);
  return LABELLED_ID.test(text.slice(Math.max(0, start - 30), start)) || namedAsId(before) ||
    IDEMPOTENCY_CLAUSE.test(before.slice(before.lastIndexOf("\n") + 1));
}

// Round 25 (moved here in round 47): `token: #16233` (a queue or ticket number): the number sign
// and digits only.
export function numberSign(key: string, value: string): boolean {
  return /^#\d{1,12}$/.test(value) && /(?:token|key|session)$/i.test(normaliseKey(key));
}
