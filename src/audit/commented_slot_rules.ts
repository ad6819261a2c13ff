// Redaction round 45 (issue 13): a generic value slot (`VALUE=…`, `value: "…"`) named by the
// comment on the line above it ("# Zendesk API token (prod)" / `VALUE=<v>`). The slot's own key
// names nothing, so the keyed rules pass it by; a sibling `name:`/`description:` key is the pair
// rules' (pair_rules.ts). The comment is judged as such a pair's label is (labelledSlot), so the
// value must look like what the label names.
import { isEncryptedValue } from "./encrypted_values.ts";
import { labelledSlot } from "./pair_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The slot: a key that only says "the value", then one token (quoted or bare) ending the line.
const SLOT =
  /^[ \t]*[+-]?(?:export[ \t]+)?(?:value|val)[ \t]*[=:][ \t]*(["']?)([^\s"']{6,512})\1[ \t]*\r?$/di;
// The line above: a comment (shell, C, SQL or ini), whose text is the label.
const LABEL_LINE = /^[ \t]*[+-]?(?:#+|\/\/|--|;)[ \t]*([^\n]{3,160}?)[ \t]*:?[ \t]*\r?$/;

// Cost: prose holds "val" in many words (value, interval); one search finds the lines whose
// first word is the slot's key, instead of a test per keyword line.
const SLOT_START = /^[ \t]*[+-]?(?:export[ \t]+)?val/gim;

function commentedSlots(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  SLOT_START.lastIndex = 0;
  for (let h = SLOT_START.exec(text); h; h = SLOT_START.exec(text)) {
    const s = h.index;
    const nl = text.indexOf("\n", s);
    const e = nl < 0 ? text.length : nl;
    SLOT_START.lastIndex = e;
    const m = s >= 2 && e - s <= 600 ? SLOT.exec(text.slice(s, e)) : null;
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
