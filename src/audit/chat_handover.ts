// Redaction round 61 (issue 13): a chat message that hands a key over as its last word ("[17:36]
// Dr Okafor: it changed on Friday, use <48 hex>", "[Priya 06:53] … asked for the Plaid secret
// again, it's <hex>", "[22:41] Kayode: for <site>, Verkada webhook shared: <64 hex>"). Round 59
// read such a message's end for generated and policy-marked passwords; a machine key (hex,
// base64, a licence key's dash-joined upper-case groups) was left, because in running prose the
// same shapes are digests and ids. Here the frame decides: a time-stamped message, a hand-over
// word (`use`, `it's`, `is`, `now`, or a label's colon) right before the value, and the value
// ending the message. A message naming an id kind (commit, hash, ref, build …) is left alone.
import { CHAT_OPENING } from "./chat_message_end.ts";
import { UUID_ONLY } from "./credential_shape.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The hand-over word right before the value. A verb of giving (`use V`, `it's V`, `now V`)
// hands over any key; a bare `is` or a label's colon also answers "what's the checksum?" ("the
// sha256sum is V", "sure: V"), so after those only a licence key's groups count.
const GIVING = /\b(?:use|it's|it’s|it is|is now|now)[ \t]+$/i;
const NAMING = /(?:\bis|[:：])[ \t]+$/i;
// Hex of a key's length (32+), base64 or base64url of 20+ characters (padding allowed), or a
// licence key's upper-case groups joined by dashes behind an optional short vendor prefix.
const HEX = /^[0-9a-f]{32,128}$|^[0-9A-F]{32,128}$/;
const BASE64 = /^[A-Za-z0-9+\/]{20,}={0,2}$|^[A-Za-z0-9_-]{20,}$/;
const GROUPS = /^(?:[A-Za-z]{1,6}-)?[A-Z0-9]{4,8}(?:-[A-Z0-9]{4,8}){2,}$/;

/** A licence key's dash-joined upper-case groups, letters and digits mixed. */
export function licenceKey(v: string): boolean {
  if (!GROUPS.test(v) || UUID_ONLY.test(v)) return false;
  // Past the prefix, letters and three or more digits: not a word list or a date.
  return /[A-Z]/.test(v.replace(/^[A-Za-z]{1,6}-/, "")) && (v.match(/\d/g)?.length ?? 0) >= 3;
}

/** Hex of a key's length or base64 with both cases, letters and digits mixed. */
export function encodedKey(v: string): boolean {
  if (!/\d/.test(v) || !/[A-Za-z]/.test(v)) return false;
  return HEX.test(v) || (BASE64.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v));
}

/** The message's last word [start, end) in `line` (a final `.` or `!` left out), or undefined. */
function lastWord(line: string): [number, number] | undefined {
  let end = line.length;
  while (end > 0 && /[ \t\r]/.test(line[end - 1])) end--;
  if (end > 0 && (line[end - 1] === "." || line[end - 1] === "!")) end--;
  const start = Math.max(line.lastIndexOf(" ", end - 1), line.lastIndexOf("\t", end - 1)) + 1;
  return start < end ? [start, end] : undefined;
}

function findChatHandovers(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (let s = 0; s < text.length;) {
    const nl = text.indexOf("\n", s);
    const e = nl < 0 ? text.length : nl;
    // A chat line opens with a time or a bracket: most lines fail on their first character.
    const first = text.charCodeAt(s);
    if (first === 91 || (first >= 48 && first <= 57) || first === 32 || first === 9) {
      const span = handover(text.slice(s, e), s);
      if (span) spans.push(span);
    }
    s = e + 1;
  }
  return spans;
}

/** A machine key handed over as the last word of the chat message `line` (at `offset`). */
function handover(line: string, offset: number): Span | undefined {
  const opening = CHAT_OPENING.exec(line);
  const word = opening && lastWord(line);
  if (!opening || !word || word[0] < opening[0].length) return;
  const v = line.slice(word[0], word[1]);
  const before = line.slice(0, word[0]);
  // The message says something before the value: a bare token alone is no hand-over.
  const said = before.slice(opening[0].length);
  if (!/\p{L}{2}/u.test(said)) return;
  const given = GIVING.test(before) && (encodedKey(v) || licenceKey(v));
  if (!given && !(NAMING.test(before) && licenceKey(v))) return;
  if (ID_LABEL.test(said) || looksFake(v) || isTemplateOrMask(v)) return;
  return {
    start: offset + word[0],
    end: offset + word[1],
    rule: "chat-handover",
    category: "secret",
  };
}

export const CHAT_HANDOVER_RULES: TextRule[] = [{
  id: "chat-handover",
  category: "secret",
  keywords: [],
  // A clock time (`16:09`) opens every message this reads.
  hint: /\d:\d\d/,
  broad: true,
  find: findChatHandovers,
}];
