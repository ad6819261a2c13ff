// Redaction round 5 (issue 13): a key made of 32 hex digits, a dash and a UUID (Infobip's API
// keys: `<32 hex>-<uuid>`). A bare UUID is usually an object id, but no id is written with a
// 128-bit hex prefix, so the joined form is a key wherever it stands.
import { shannonEntropy } from "./checksums.ts";
import { tokenRunStarts } from "./long_runs.ts";
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const HEX_UUID =
  /[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-])/;

const HEX_UUID_AT = new RegExp(HEX_UUID.source, "y");

// Tried only where a run of 69+ token characters starts (long_runs.ts skips prose quickly).
function findHexUuid(text: string): Span[] {
  const spans: Span[] = [];
  for (const start of tokenRunStarts(text, 69)) {
    HEX_UUID_AT.lastIndex = start;
    const m = HEX_UUID_AT.exec(text);
    if (m === null || looksFake(m[0]) || shannonEntropy(m[0].slice(0, 32)) < 3) continue;
    spans.push({ start, end: start + m[0].length, rule: "hex-uuid-key", category: "secret" });
  }
  return spans;
}

export const COMPOUND_KEY_RULES: TextRule[] = [
  {
    id: "hex-uuid-key",
    category: "secret",
    keywords: [],
    // Keyword-less: a UUID's middle groups (a literal dash first, so the engine skips to it).
    hint: /-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-/,
    find: findHexUuid,
  },
];
