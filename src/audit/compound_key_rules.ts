// Redaction round 5 (issue 13): a key made of 32 hex digits, a dash and a UUID (Infobip's API
// keys: `<32 hex>-<uuid>`). A bare UUID is usually an object id, but no id is written with a
// 128-bit hex prefix, so the joined form is a key wherever it stands.
import { shannonEntropy } from "./checksums.ts";
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const HEX_UUID =
  /(?<![\w-])[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-])/g;

function findHexUuid(text: string): Span[] {
  const spans: Span[] = [];
  HEX_UUID.lastIndex = 0;
  for (let m = HEX_UUID.exec(text); m; m = HEX_UUID.exec(text)) {
    if (looksFake(m[0]) || shannonEntropy(m[0].slice(0, 32)) < 3) continue;
    const end = m.index + m[0].length;
    spans.push({ start: m.index, end, rule: "hex-uuid-key", category: "secret" });
  }
  return spans;
}

export const COMPOUND_KEY_RULES: TextRule[] = [
  {
    id: "hex-uuid-key",
    category: "secret",
    keywords: [],
    // Keyword-less: a dash right after 32 hex digits lets the rule run.
    hint: /[0-9a-f]{32}-[0-9a-f]{8}-/,
    find: findHexUuid,
  },
];
