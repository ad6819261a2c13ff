// Redaction round 62 (issue 13): a value handed over as "for <system> it's V", V ending its line
// ("Priya (07:56): for Azure storage it's <base64>", an e-mail's "For the studio NAS it's V").
// Naming what the value opens with `for` and giving it with `it's` is how people pass a login on,
// in chat (any layout of speaker and time) and in mail; no secret word is needed. The frame alone
// also gives ids ("for the ISBN it's 978…", "for the AP MAC it's a0:48:…"), so the value must
// have a key's or a password's shape, and a named id kind (ID_LABEL) leaves the line alone.
import { artifactDigest } from "./artifact_digest.ts";
import { encodedKey, licenceKey } from "./chat_handover.ts";
import { generatedValue, ID_LABEL } from "./system_value_rules.ts";
import { hitWindows } from "./hit_windows.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { rotatedValue } from "./rotated_one.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// "for" and one to six words naming the system, then the giving `it's` (the hit itself).
const NAMED = /(?:^|[^\p{L}\p{N}])for[ \t]+((?:[^\s.:;!?]+[ \t]+){0,5}[^\s.:;!?]+)[ \t]+$/iu;
const IT_IS = /it[’']s/gi;
// One token after `it's`, then only the line's end.
const GIVEN = /^it[’']s[ \t]+(\S{8,200})[ \t]*\r?$/i;
// A short vendor prefix glued to a key by `.` or `_` (`b3onx.<hex>`, `sess_<hex>`); not a
// digest's or an id's name.
const PREFIXED = /^(?!sha|md5|sum|git|commit|build|run|id)[A-Za-z][A-Za-z0-9]{1,7}[._]/i;
// A memorable password: three or more words and digit groups joined by one repeated mark, a
// word and a digit group among them, a policy mark allowed last (`Cove.481.Lantern?`,
// `harbour-lamp-kettle-27`).
const PART = String.raw`(?:[A-Z]?[a-z]{2,}|\d{2,})`;
const MEMORABLE = new RegExp(
  String.raw`^${PART}([-.$_!#%&*+@^~])${PART}(?:\1${PART})+[!?#$%&*+@^~]?$`,
);

// red87: passphrase generators also put the number on the last word (`heron-falcon-cylinder08`):
// three or more small words, one mark, two to four digits closing a last word of four letters
// or more (a package's `ubuntu-jammy-amd64` closes a three-letter word).
const GLUED = /^[a-z]{3,}([-.])[a-z]{3,}(?:\1[a-z]{3,})*\1[a-z]{4,}\d{2,4}$/;

/** A word group with digits joined by one mark (file comment). Two words of four letters or
 * more, and three words or a capital or a closing mark: a slug (`the-new-page-12`,
 * `release-notes-2024`) has short or few words in one case. */
export function memorable(v: string): boolean {
  if (GLUED.test(v)) return (v.match(/[a-z]{4,}/g) ?? []).length >= 2;
  if (!MEMORABLE.test(v) || !/\d/.test(v)) return false;
  const words = v.match(/[A-Za-z]{3,}/g) ?? [];
  if (words.filter((w) => w.length >= 4).length < 2) return false;
  return words.length >= 3 || /[A-Z]/.test(v) || /[!?#$%&*+@^~]$/.test(v);
}

/** A key's or a password's shape, not an id's or a word's. */
export function keyShaped(v: string): boolean {
  if (looksFake(v) || isTemplateOrMask(v)) return false;
  if (generatedValue(v) || encodedKey(v) || licenceKey(v) || memorable(v)) return true;
  const prefix = PREFIXED.exec(v);
  return prefix !== null && encodedKey(v.slice(prefix[0].length));
}

// red79: a login in one run with a small letter and a digit ("mendip4884") is what the asker
// types too; the frame's ids are digits, capitals, hex or published formats. A UUID is left: the
// frame also hands over request ids and idempotency keys (v51), and a slug or a version is
// small words joined by `-` or `.` ("release-notes-2024", "v2.14.3-beta").
const UUID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:[-.][a-z0-9]+)+$/;
function givenShape(v: string): boolean {
  return keyShaped(v) || (rotatedValue(v) && !UUID.test(v) && !SLUG.test(v));
}

function findForSystem(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 0, 4)) {
    for (const m of text.slice(ws, we).matchAll(IT_IS)) {
      const span = given(text, ws + m.index);
      if (span) spans.push(span);
    }
  }
  return spans;
}

/** The value after the `it's` at `i`, if a `for <system>` clause names it (file comment). */
function given(text: string, i: number): Span | undefined {
  const lineStart = text.lastIndexOf("\n", i - 1) + 1;
  const nl = text.indexOf("\n", i);
  const rest = text.slice(i, nl < 0 ? text.length : nl);
  const m = GIVEN.exec(rest);
  if (!m) return;
  const named = NAMED.exec(text.slice(Math.max(lineStart, i - 120), i));
  if (!named || !/\p{L}{2}/u.test(named[1]) || ID_LABEL.test(named[1])) return;
  let v = m[1];
  if (!givenShape(v)) {
    // A sentence's closing mark after the value.
    v = v.replace(/[.!]$/, "");
    if (v === m[1] || !givenShape(v)) return;
  }
  // Round 72: an artifact's digest ("for the release PDF it's <sha-256>", artifact_digest.ts).
  if (artifactDigest(named[1], v)) return;
  const start = i + m[0].indexOf(m[1]);
  return { start, end: start + v.length, rule: "for-system-value", category: "secret" };
}

export const FOR_SYSTEM_RULES: TextRule[] = [{
  id: "for-system-value",
  category: "secret",
  keywords: ["it's", "it’s"],
  find: findForSystem,
}];
