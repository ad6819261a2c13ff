// Redaction round 18: a JSON object pasted as one line of prose (`{"sig":"…"}`, `{"OMERO session
// key":"…"}` between two sentences) is not JSON to the walker, which parses only a string that is
// JSON as a whole; the text rules then saw a quoted key with no `=` or `:` carrier they know.
// Here each `"key":"value"` member of such a line whose key the key-name list knows is judged by
// the walker's own member decision (`memberKind`), so a line and the same object sent as JSON are
// redacted alike. No parse: a regex over the members, the key test first (most keys fail it).
import { isSensitiveKey } from "./key_names.ts";
import { keyedHidesNothing } from "./keyed_kept.ts";
import { memberKind } from "./keyed_values.ts";
import { pairIsSensitive } from "./key_pairs.ts";
import { namelike } from "./pair_rules.ts";
import { isTemplateOrMask } from "./placeholders.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

// A snippet pasted into prose is short; a long JSON line is a log record or an API reply, which
// the other rules read (and a whole JSON text is the walker's). The cap keeps the cost bounded.
const MAX_OBJECT = 200;
// A member with a string value: the key, then the value, both JSON strings on one line (no
// escapes: a value holding one is left to the other rules, and the classes stay fast).
const MEMBER = /"([^"\\\n]{1,100})"[ \t]*:[ \t]*"([^"\\\n]{8,512})"/g;
// Round 21: the same object inside a CSV cell, where RFC 4180 doubles every quote
// (`"…{""service"": ""dotloop"", ""secret"": ""…""}"`, a spreadsheet export's remarks column).
const CSV_MEMBER = /""([^"\\\n]{1,100})""[ \t]*:[ \t]*""([^"\\\n]{8,512})""/g;
// Round 20: a name/value record (`{"name": "<label>", "value": "…"}`, HAR, Postman, password
// managers, hand-over sheets) pasted into prose: the walker's pair decision, on the two members.
// The value may come first (`{"value": "…", "name": "…"}`: key order is the writer's).
// Round 28: the pair may share its object with other members (`{"system": …, "credential":
// "Lever API key", "value": "…", "rotated": false}`, a secrets inventory's line).
const PAIR =
  /[{,][ \t]*"(name|key|label|id|header|field|credential)"[ \t]*:[ \t]*"([^"\\\n]{1,100})"[ \t]*,[ \t]*"(value)"[ \t]*:[ \t]*"([^"\\\n]{4,512})"[ \t]*[,}]/gi;
const PAIR_VALUE_FIRST =
  /[{,][ \t]*"(value)"[ \t]*:[ \t]*"([^"\\\n]{4,512})"[ \t]*,[ \t]*"(name|key|label|id|header|field|credential)"[ \t]*:[ \t]*"([^"\\\n]{1,100})"[ \t]*[,}]/gi;

function unescape(s: string): string | undefined {
  try {
    return JSON.parse(`"${s}"`);
  } catch {
    return undefined;
  }
}

function keyedValue(key: string, value: string, obj = { [key]: value }): boolean {
  // A sanitiser's note in brackets (`session=<hidden by HAR sanitizer>`, Terraform's
  // `(sensitive value)`) hides the value.
  if (/<[^<>]+>|^\(.*\)$|^\[.*\]$/.test(value) || isTemplateOrMask(value)) return false;
  if (keyedHidesNothing(value)) return false;
  return memberKind(obj, key, value, pairIsSensitive(obj, false)) === "keyed";
}

function findEmbeddedJson(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  // Without the gate's hits, the object openings found here: not every line of the text.
  const places = at ?? Array.from(text.matchAll(/\{[ \t]*"/g), (m) => m.index);
  hitLines(text, places, (s, e) => {
    const line = text.slice(s, e);
    const open = line.search(/\{[ \t]*"/);
    if (open < 0 || line.lastIndexOf("}") - open > MAX_OBJECT) return;
    findMembers(MEMBER, line, s, open, spans);
    if (line.includes('{""', open)) findMembers(CSV_MEMBER, line, s, open, spans);
    findPairs(line, s, spans);
  });
  return spans;
}

/** Each member of `re` (the key and the value as groups 1 and 2, closed by the same quote). */
function findMembers(re: RegExp, line: string, s: number, open: number, spans: Span[]) {
  const close = re === CSV_MEMBER ? 2 : 1;
  re.lastIndex = open;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (!isSensitiveKey(m[1])) continue;
    const key = unescape(m[1]);
    const value = unescape(m[2]);
    if (key === undefined || value === undefined || !keyedValue(key, value)) continue;
    const start = s + m.index + m[0].length - close - m[2].length;
    spans.push({ start, end: start + m[2].length, rule: "embedded-json-key", category: "secret" });
  }
}

function findPairs(line: string, s: number, spans: Span[]) {
  findPairsIn(PAIR, line, s, spans, 1);
  findPairsIn(PAIR_VALUE_FIRST, line, s, spans, 3);
}

/** `n`: the group of the label's member name (its value follows; the value's name and value are
 * the other two groups). */
function findPairsIn(re: RegExp, line: string, s: number, spans: Span[], n: number) {
  const v = n === 1 ? 3 : 1;
  re.lastIndex = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const label = unescape(m[n + 1]);
    const value = unescape(m[v + 1]);
    // A setting's word (`{"name": "reset password", "value": "enabled"}`) is no value (round 15).
    if (label === undefined || value === undefined || namelike(value)) continue;
    if (!keyedValue(m[v], value, { [m[n]]: label, [m[v]]: value })) continue;
    const raw = m[v + 1];
    const start = s + m.index + m[0].indexOf(`"${raw}"`, m[0].indexOf(`"${m[v]}"`)) + 1;
    if (spans.some((x) => x.start === start)) continue;
    spans.push({ start, end: start + raw.length, rule: "embedded-json-key", category: "secret" });
  }
}

export const EMBEDDED_JSON_RULES: TextRule[] = [
  {
    id: "embedded-json-key",
    category: "secret",
    keywords: ['{"', '{ "'],
    find: findEmbeddedJson,
  },
];
