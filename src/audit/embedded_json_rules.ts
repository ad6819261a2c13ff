// Redaction round 18: a JSON object pasted as one line of prose (`{"sig":"…"}`, `{"OMERO session
// key":"…"}` between two sentences) is not JSON to the walker, which parses only a string that is
// JSON as a whole; the text rules then saw a quoted key with no `=` or `:` carrier they know.
// Here each `"key":"value"` member of such a line whose key the key-name list knows is judged by
// the walker's own member decision (`memberKind`), so a line and the same object sent as JSON are
// redacted alike. No parse: a regex over the members, the key test first (most keys fail it).
import { isSensitiveKey } from "./key_names.ts";
import { keyedHidesNothing } from "./keyed_kept.ts";
import { memberKind } from "./keyed_values.ts";
import { isTemplateOrMask } from "./placeholders.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

// A snippet pasted into prose is short; a long JSON line is a log record or an API reply, which
// the other rules read (and a whole JSON text is the walker's). The cap keeps the cost bounded.
const MAX_OBJECT = 200;
// A member with a string value: the key, then the value, both JSON strings on one line (no
// escapes: a value holding one is left to the other rules, and the classes stay fast).
const MEMBER = /"([^"\\\n]{1,100})"[ \t]*:[ \t]*"([^"\\\n]{8,512})"/g;

function unescape(s: string): string | undefined {
  try {
    return JSON.parse(`"${s}"`);
  } catch {
    return undefined;
  }
}

function keyedValue(key: string, value: string): boolean {
  // A sanitiser's note in brackets (`session=<hidden by HAR sanitizer>`, Terraform's
  // `(sensitive value)`) hides the value.
  if (/<[^<>]+>|^\(.*\)$|^\[.*\]$/.test(value) || isTemplateOrMask(value)) return false;
  if (keyedHidesNothing(value)) return false;
  return memberKind({ [key]: value }, key, value, false) === "keyed";
}

function findEmbeddedJson(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  // Without the gate's hits, the object openings found here: not every line of the text.
  const places = at ?? Array.from(text.matchAll(/\{[ \t]*"/g), (m) => m.index);
  hitLines(text, places, (s, e) => {
    const line = text.slice(s, e);
    const open = line.search(/\{[ \t]*"/);
    if (open < 0 || line.lastIndexOf("}") - open > MAX_OBJECT) return;
    MEMBER.lastIndex = open;
    for (let m = MEMBER.exec(line); m; m = MEMBER.exec(line)) {
      if (!isSensitiveKey(m[1])) continue;
      const key = unescape(m[1]);
      const value = unescape(m[2]);
      if (key === undefined || value === undefined || !keyedValue(key, value)) continue;
      const start = s + m.index + m[0].length - 1 - m[2].length;
      spans.push({
        start,
        end: start + m[2].length,
        rule: "embedded-json-key",
        category: "secret",
      });
    }
  });
  return spans;
}

export const EMBEDDED_JSON_RULES: TextRule[] = [
  {
    id: "embedded-json-key",
    category: "secret",
    keywords: ['{"', '{ "'],
    find: findEmbeddedJson,
  },
];
