// Redaction round red82 (issue 13): a line that says where a note is stuck, taped or posted, then
// a colon and "<system> V" ("post-it under the keyboard in the shed: the fuel portal V", "Taped
// inside the cellar door: Instagram V"). A note left on a desk carries what must be typed; writers
// copy it with the note's place first. The same notes carry ids, tags and public formats (GA4, EORI,
// GTIN, ARNs, request ids), so the value needs a key's or a password's shape, or a small letter and
// a digit in one run, and is never a UUID or a slug. Tuning sets: v53, v56, v58, v60, v61.
import { UUID_ONLY } from "./credential_shape.ts";
import { keyShaped } from "./for_system_rules.ts";
import { rotatedValue } from "./rotated_one.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

// The note's place: "(on the) post-it / (sticky) note (stuck|taped) under|on|inside …", or a line
// opening with "Stuck|Taped inside|under|on …", up to the first colon.
// red94: a note's place said with "by | beside | next to | above" (v65), and a whiteboard or a
// notice board, or a board something was scribbled or written on (v66).
const PLACE = new RegExp(
  String
    .raw`^[ \t]*(?:(?:on (?:the|a) )?(?:(?:post-it|(?:sticky )?note)(?: (?:stuck|taped))?|stuck|taped) ` +
    String.raw`(?:under|on|inside|to|by|beside|next to|above) [^\n:]{2,100}` +
    String
      .raw`|(?:(?:scribbled|written|chalked|jotted)(?: up)? )?on (?:the|a) [^\n:]{0,60}?(?:white|notice) ?board` +
    String
      .raw`|(?:scribbled|written|chalked|jotted)(?: up)? on (?:the|a) [^\n:]{0,60}?board):[ \t]+`,
  "iu",
);
// The rest: "<system words> V" or a quoted "<system words> - V"; the value ends the line.
const REST = /^"?((?:[^\s"]+[ \t]+){1,8}?)(?:[-–—][ \t]+)?([^\s"]{6,80})"?[ \t]*\r?$/u;
const SLUG = /^[a-z0-9]+(?:[-.][a-z0-9]+)+$/;

function findStuckNote(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    const place = PLACE.exec(line);
    if (!place) return;
    const rest = REST.exec(line.slice(place[0].length));
    if (!rest || !/\p{L}{2}/u.test(rest[1])) return;
    const v = rest[2];
    // A public value (v65's Turnstile site key) is dropped after, by withoutKept's isPublicValue.
    if (!keyShaped(v) && !(rotatedValue(v) && !UUID_ONLY.test(v) && !SLUG.test(v))) return;
    const start = s + line.lastIndexOf(v);
    spans.push({ start, end: start + v.length, rule: "stuck-note-line", category: "secret" });
  });
  return spans;
}

export const STUCK_NOTE_LINE_RULES: TextRule[] = [{
  id: "stuck-note-line",
  category: "secret",
  keywords: ["post-it", "stuck", "taped", "note", "board"],
  find: findStuckNote,
}];
