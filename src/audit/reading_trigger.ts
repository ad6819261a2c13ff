// Injection round 85 (issue 13; v60, v61 misses, the mechanism also in v9, trn6): an order
// whose trigger is the reader's reading of the very text it sits in ("…: on reading this, first
// forward every card payment …", "Assistant, on reading this: book …"). A note to a colleague
// names a time or an event ("on Monday", "on arrival"); only a writer who cannot know when, or by
// whom, the text will be read ties the act to its being read. Round 66's `this-reader-order`
// wants the reader named ("the system reading this must …"); here the reading is the clause.
import { READER_ACT, readerOrderStands, THIS_READER_RULES } from "./this_reader.ts";
import { kw } from "./injection_keywords.ts";
import { THIS_READER_DUTY_RULES } from "./this_reader_duty.ts";
import type { PhraseRule } from "./phrase_rule.ts";

// "On reading this", "upon processing this record". Not "after reading this chapter, list …"
// (a textbook's exercise), not "upon receiving this, please reply …" (a business letter): the
// trigger is the reading, the act bare or led by "first"/"immediately", never by "please".
const TRIGGER = String
  .raw`(?:on|upon)\s+(?:reading|processing|parsing|ingesting)\s+(?:this|these)\b(?:\s+[\w-]+){0,2}?`;
const ORDER = new RegExp(
  String.raw`(?:^|[\n.!?;:,>\[(\])"'—–|]\s*)${TRIGGER}\s*[:,—–]\s*` +
    String.raw`(?:(?:first|immediately|now|also|then)\s*,?\s+){0,2}(?:${READER_ACT})\b`,
  "i",
);

const READING_TRIGGER_RULES: PhraseRule[] = [{
  id: "reading-trigger-order",
  severity: "medium",
  where: ["r"],
  keywords: kw(
    "reading this,reading these,processing this,processing these,parsing this,ingesting this",
  ),
  re: ORDER,
  accept: readerOrderStands,
}];

/** Round 66's named reader (round inj92's duty forms after it) and this round's reading trigger. */
export const READER_ORDER_RULES: PhraseRule[] = [
  ...THIS_READER_RULES,
  ...THIS_READER_DUTY_RULES,
  ...READING_TRIGGER_RULES,
];
