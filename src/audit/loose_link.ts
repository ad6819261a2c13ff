// Redaction round 4 (issue 13): a credential word and its value in English prose without a
// colon or "is" between them ("Set the Trello key to …", "new one …", "the Mixpanel secret (…)",
// "key for prod -> …"), and a label alone on its line with the value on the next ("API key\n…").
// Two-class material (upper case or lower case with digits, hex) is then accepted only when long
// (24 characters, hex 32), not a UUID, and the word is not a database, cache, public or signing
// identity's key ("primary key", "cache key", "GPG key", "recv-keys").
import { credentialShaped, UUID_INSIDE } from "./credential_shape.ts";
import { lineStartWithin } from "./near_line_start.ts";

const NOT_A_CREDENTIAL_BEFORE =
  /\b(?:primary|foreign|partition|sort|cache|caching|object|s3|idempotency|dedup\w*|routing|public|pub|gpg|pgp|ssh|host|recv|verif\w*|lookup|index|map|dictionary|hash|encryption\s+at\s+rest)[\s_-]*$/i;
// The gap holds no sentence end, and its words only link ("to", "for prod", "new one", "from
// Vultr -"): connectives, environments, or a capitalised name; a noun such as "job", "tenant",
// "alias" or "sequence" says the value belongs to something else.
const GAP = /^[^\n.!?;]{0,40}$|^[^\n]{0,40}?->\s*$/;
const LINK_WORDS = new Set(
  ("to for of the a an new one our my your this that here is as being now set value from in at " +
    "with use using prod production staging stage dev test live sandbox default shared " +
    // Round 32: adverbs of time between the copula and the value ("is still …", "is currently …").
    "still currently").split(" "),
);

function linkingWords(gap: string): boolean {
  return gap.split(/[^A-Za-z]+/).every((w) =>
    w === "" || LINK_WORDS.has(w.toLowerCase()) || /^[A-Z][a-z]{2,}$/.test(w)
  );
}

/** Two-class material long enough to stand for a credential without a linking word. */
function longMaterial(v: string): boolean {
  if (UUID_INSIDE.test(v) || !credentialShaped(v)) return false;
  const c = v.replace(/[_.~:\/+=%-]/g, "");
  return /^[0-9a-f]+$/i.test(c) ? c.length >= 32 : c.length >= 24;
}

/** `before`: the text just before the credential word; `gap`: between it and the value. */
export function looselyLinked(before: string, gap: string, v: string): boolean {
  return GAP.test(gap) && linkingWords(gap) && !NOT_A_CREDENTIAL_BEFORE.test(before) &&
    longMaterial(v);
}

// Round 21: "raw AES-256 key for the tenant document vault: <64 hex>": `for`, the object it opens
// (any nouns, no sentence end) and a colon closing the label link the value as "is" does.
const FOR_OBJECT = /^[ \t]+for[ \t][^\n.!?;:=]{1,48}:[ \t]*$/;

/** The gap names what the credential opens, then a colon: the value is the word's. */
export function objectLinked(before: string, gap: string, v: string): boolean {
  return FOR_OBJECT.test(gap) && !NOT_A_CREDENTIAL_BEFORE.test(before) && longMaterial(v);
}

// A label alone on its line ("API key", "Token:"), then at most one empty line, then one word.
// Round 7: either may stand inside a box's borders, as OCR of a screenshot writes them (`| … |`).
const NEXT_LINE =
  /[ \t]*:?[ \t]*\|?[ \t]*\r?\n(?:[ \t]*\r?\n)?[ \t]*(?:\|[ \t]*)?["'`]?([A-Za-z0-9][A-Za-z0-9_.~+\/=%-]{15,511})["'`]?[ \t]*\|?[ \t]*(?:\r?\n|$)/y;

/**
 * The value on the line after a label ending at `from` (its credential word at `word`), as
 * [start, end), or undefined.
 */
export function valueOnNextLine(
  text: string,
  word: number,
  from: number,
): [number, number] | undefined {
  const lineStart = lineStartWithin(text, from, 30);
  if (lineStart < 0) return undefined; // a label, not a sentence ending in "key"
  if (NOT_A_CREDENTIAL_BEFORE.test(text.slice(lineStart, word))) return undefined;
  NEXT_LINE.lastIndex = from; // sticky: read in place, no copy of the text
  const m = NEXT_LINE.exec(text);
  if (m === null || !longMaterial(m[1])) return undefined;
  const start = from + m[0].indexOf(m[1]);
  return [start, start + m[1].length];
}
