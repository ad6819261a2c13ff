// Redaction round red83 (issue 13): a diary or log line "<date or time> <system> -> V". A line
// stamped with when it was written, naming a system and pointing with an arrow at one value that
// ends the line, records what that system was set to; when the value has a login's shape (letters
// in both cases inside the run, a memorable word group, words with a digit group and a mark:
// colon_end_password.ts) it is the login. Request ids, digests and references also end such lines
// (v53, v54, v57, v58, v60); they are written with an id prefix, as hex or in capitals, which
// none of these shapes is. Tuning sets: v54, v60, v61 (red78's Deputy line is hex, its own rule).
import { colonEndPassword } from "./colon_end_password.ts";
import { referenceWords } from "./system_colon_end.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// A line: up to 100 characters with no other arrow, an arrow, one token, the line's end.
const LINE = /^([^\n]{3,100}?)[ \t]+(?:->|→)[ \t]*([^\s]{8,64})[ \t]*$/gmu;
// When the line was written: a date (2026-05-19, 4/11/2026), a time of day (07:40) or a day of
// the month written as an ordinal (14th).
const STAMP =
  /(?<![\p{L}\p{N}])(?:\d{4}-\d\d-\d\d|\d\d?[./]\d\d?[./]\d{2,4}|\d\d?:\d\d|\d\d?(?:st|nd|rd|th))(?![\p{L}\p{N}])/u;
// red97: or the day it is for — a weekday with its capital ("Sat comp prep", "Tue —") or a day
// and a two-digit month without a year ("diary 14/06"; "24/7" is no date) (v62, v67).
const DAY_STAMP =
  /(?<![\p{L}\p{N}])(?:(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day)?|Wednesday|Saturday|Thursday|Tuesday|(?:[12]\d|3[01]|0?[1-9])\/(?:0[1-9]|1[0-2]))(?![\p{L}\p{N}\/])/u;

function findDiaryValues(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(LINE)) {
    const [line, lead, v] = m;
    if (lead.includes("->") || lead.includes("→")) continue;
    if (!STAMP.test(lead) && !DAY_STAMP.test(lead)) continue;
    if (ID_LABEL.test(lead) || referenceWords(lead)) continue;
    if (looksFake(v) || isTemplateOrMask(v) || !colonEndPassword(v)) continue;
    const start = m.index + line.lastIndexOf(v);
    spans.push({ start, end: start + v.length, rule: "diary-arrow-value", category: "secret" });
  }
  return spans;
}

export const DIARY_ARROW_RULES: TextRule[] = [{
  id: "diary-arrow-value",
  category: "secret",
  keywords: ["->", "→"],
  find: findDiaryValues,
}];
