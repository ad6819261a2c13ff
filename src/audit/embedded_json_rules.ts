// Redaction round 18: a JSON object pasted as one line of prose (`{"sig":"…"}`, `{"OMERO session
// key":"…"}` between two sentences) is not JSON to the walker, which parses only a string that is
// JSON as a whole; the text rules then saw a quoted key with no `=` or `:` carrier they know.
// Here each such line is parsed and its string members judged by the walker's own key-name
// decision (`memberKind`), so a line and the same object sent as JSON are redacted alike.
import { pairIsSensitive } from "./key_pairs.ts";
import { keyedHidesNothing } from "./keyed_kept.ts";
import { memberKind } from "./keyed_values.ts";
import { isTemplateOrMask } from "./placeholders.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

const MAX_LINE = 4096;
const MAX_MEMBERS = 64;

type Obj = Record<string, unknown>;

/** The keyed string members of a parsed object and its nested objects (not arrays). */
function keyedMembers(obj: Obj, out: [string, string][], depth = 0) {
  const pair = pairIsSensitive(obj, false);
  for (const key of Object.keys(obj).slice(0, MAX_MEMBERS)) {
    const child = obj[key];
    if (child !== null && typeof child === "object" && !Array.isArray(child) && depth < 3) {
      keyedMembers(child as Obj, out, depth + 1);
    } else if (typeof child === "string" && child.length >= 8) {
      // A sanitiser's note in brackets (`session=<hidden by HAR sanitizer>`, Terraform's
      // `(sensitive value)`) hides the value.
      if (
        /<[^<>]+>|^\(.*\)$|^\[.*\]$/.test(child) || isTemplateOrMask(child) ||
        keyedHidesNothing(child)
      ) continue;
      if (memberKind(obj, key, child, pair) === "keyed") {
        out.push([key, child]);
      }
    }
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function findEmbeddedJson(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    if (e - s > MAX_LINE) return;
    const line = text.slice(s, e);
    const open = line.indexOf("{");
    const close = line.lastIndexOf("}");
    if (open < 0 || close <= open) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line.slice(open, close + 1));
    } catch {
      return;
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return;
    const found: [string, string][] = [];
    keyedMembers(parsed as Obj, found);
    for (const [key, value] of found) {
      const re = new RegExp(
        `${escape(JSON.stringify(key))}\\s*:\\s*"(${escape(JSON.stringify(value).slice(1, -1))})"`,
        "d",
      );
      const m = re.exec(line.slice(open, close + 1));
      if (!m) continue;
      const start = s + open + m.indices![1]![0];
      spans.push({
        start,
        end: start + m[1].length,
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
