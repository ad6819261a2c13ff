// Redaction round 23 (issue 13): a slot named in one sentence and its value handed over in the
// next behind a pronoun ("confirm the box office admin password. Pasting it here so the night
// crew has it: <v>", "paste the X into the partner form. It's <v>. Right box?"), or linked by a
// verb ("I set the referee portal password to <v>"). The slot is judged as a settings label is
// (pair_rules.ts `labelledSlot`): its noun names a credential and the value looks like one.
import { labelledSlot, PAIR_RULES as NAME_VALUE_RULES } from "./pair_rules.ts";
import { LINKED_SLOT_RULES } from "./linked_slot_rules.ts";
import { PAIRED_SLOT_RULES } from "./paired_slot_rules.ts";
import { HANDOVER_RULES } from "./handover_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const DET = String.raw`(?:the|our|your|my|this)`;
// The slot's name: a cookie header's name, or words up to a sentence mark.
const NAME = String.raw`(?:Set-)?Cookie:[ \t]*[\w.-]{2,64}|[^.\n:;!?"]{3,80}?`;
// "into the partner form" after the name says where it goes, not what.
const SLOT = String
  .raw`(${NAME})(?:[ \t]+(?:into|in|on|at|for)[ \t]+(?:the|our|your|a|an)[ \t][^.\n:;!?"]{1,40}?)?`;
// The next sentence's bridge: "It's", "Here it is:", or a clause with "it" ending in a colon.
const BRIDGE = String
  .raw`\.[ \t]+(?:[Ii]t(?:'s|’s|[ \t]+is)[ \t]+|[Hh]ere(?:[ \t]+it[ \t]+is)?[ \t]*:[ \t]*|[^.\n:;!?]{0,60}?\bit\b[^.\n:;!?]{0,40}:[ \t]*)`;
const VALUE = String.raw`([^\s"'<>\x60]{6,200})`;
const DEFERRED = new RegExp(
  String
    .raw`(?<![\p{L}])(?:[Cc]onfirm|[Pp]aste|[Ss]end|[Ss]hare|[Ee]nter|[Cc]heck)[ \t]+${DET}[ \t]+${SLOT}${BRIDGE}${VALUE}|(?<![\p{L}])set[ \t]+${DET}[ \t]+(${NAME})[ \t]+to[ \t]+${VALUE}(?=[ \t]+[—–-][ \t]|[,;]?[ \t]*$)`,
  "gmu",
);
// A sentence mark after the value ends the sentence, unless the value is all marks there.
const TRAIL = /(?<=[\p{L}\d])[.,;!]$/u;

function findDeferred(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(DEFERRED, text, at, 2, 400, (m, offset) => {
    const slot = m[1] ?? m[3];
    const raw = m[2] ?? m[4];
    const value = raw.replace(TRAIL, "");
    if (!labelledSlot(slot, value)) return;
    const start = offset + m.index + m[0].lastIndexOf(raw);
    spans.push({ start, end: start + value.length, rule: "deferred-value", category: "secret" });
  });
  return spans;
}

/** The name/value pair rules, the linked and paired slots, then this one (the slot and its value
 * apart in prose). */
export const PAIR_RULES: TextRule[] = [
  ...NAME_VALUE_RULES,
  ...LINKED_SLOT_RULES,
  ...PAIRED_SLOT_RULES,
  {
    id: "deferred-value",
    category: "secret",
    keywords: [
      "confirm the",
      "paste the",
      "send the",
      "share the",
      "enter the",
      "check the",
      "set the",
      "confirm our",
      "paste our",
      "set our",
      "set your",
      "set my",
      "paste your",
      "send your",
      "enter your",
    ],
    find: findDeferred,
  },
  ...HANDOVER_RULES,
];
