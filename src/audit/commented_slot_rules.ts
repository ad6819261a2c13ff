// Redaction round 45 (issue 13): a generic value slot (`VALUE=…`, `value: "…"`) named by the
// comment on the line above it ("# Zendesk API token (prod)" / `VALUE=<v>`). The slot's own key
// names nothing, so the keyed rules pass it by; a sibling `name:`/`description:` key is the pair
// rules' (pair_rules.ts). The comment is judged as such a pair's label is (labelledSlot), so the
// value must look like what the label names.
import { isEncryptedValue } from "./encrypted_values.ts";
import { labelledSlot } from "./pair_rules.ts";
import { lineStartWithin } from "./near_line_start.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { matchOffsets } from "./windows.ts";

// The slot: a key that only says "the value", then one token (quoted or bare) ending the line.
const SLOT =
  /^[ \t]*[+-]?(?:export[ \t]+)?(?:value|val)[ \t]*[=:][ \t]*(["']?)([^\s"']{6,512})\1[ \t]*\r?$/di;
// The line above: a comment (shell, C, SQL or ini), whose text is the label.
const LABEL_LINE = /^[ \t]*[+-]?(?:#+|\/\/|--|;)[ \t]*([^\n]{3,160}?)[ \t]*:?[ \t]*\r?$/;

// Cost: prose holds "val" in many words (value, interval); a keyword hit is read only when just
// blanks (or a diff mark, `export`) stand between it and its line's start.
const LEAD = /^[ \t]*[+-]?(?:export[ \t]+)?$/;
const VAL = /val/gi;

function commentedSlots(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const p of at ?? matchOffsets(VAL, text)) {
    const s = p > 0 ? lineStartWithin(text, p, 40) : text.lastIndexOf("\n", p - 1) + 1;
    if (s < 2 || !LEAD.test(text.slice(s, p))) continue;
    const nl = text.indexOf("\n", p);
    const e = nl < 0 ? text.length : nl;
    const m = e - s <= 600 ? SLOT.exec(text.slice(s, e)) : null;
    if (m === null) continue;
    const label = LABEL_LINE.exec(text.slice(text.lastIndexOf("\n", s - 2) + 1, s - 1));
    const start = s + m.indices![2]![0];
    if (label === null || !labelledSlot(label[1].trim(), m[2])) continue;
    if (isEncryptedValue(text, start, m[2])) continue;
    spans.push({ start, end: start + m[2].length, rule: "commented-slot", category: "secret" });
  }
  return spans;
}

export const COMMENTED_SLOT_RULES: TextRule[] = [
  // Every slot line holds the word "val" (`value`, `VAL`).
  { id: "commented-slot", category: "secret", keywords: ["val"], find: commentedSlots },
];
