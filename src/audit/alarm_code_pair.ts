// Redaction round red99 (issue 13): an intruder alarm's user code given with its duress code, as
// one pair — "1234, duress 1235", or "1234 / 5678" after the alarm's name. A panel has both codes
// (the duress one disarms it while silently calling the receiving centre), and keyholders hand
// them over together; the single-code readers take one run of digits and leave the pair. Dates,
// times and versions touch their digits with `.`, `:` or `/` chains; a reference has its own word.
// Tuning sets: v50, v52, v54, v55, v56.
import { referenceWords } from "./system_colon_end.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const CODE = String.raw`(?<![\p{L}\d.:\/])\d{4,8}`;
// A unit after the second number makes the pair a measurement ("1200 / 2000 mAh").
const CODE_END = String
  .raw`(?![\p{L}\d]|[.:\/]\d|[ \t]*(?:m?Ah|[kMG]?Hz|m?[VAW]|ms|min|bytes?|%|kg|lux|dB)(?!\p{L}))`;
// "D, duress D", "D (duress D", "D; duress D", "D duress D".
const DURESS_PAIR = new RegExp(
  String.raw`${CODE}(?:[,;]?[ \t]+|[ \t]*\([ \t]*)duress(?:[ \t]+code)?[ \t:=-]*\d{4,8}${CODE_END}`,
  "giu",
);
// "D / D", read only after an alarm's word on the same line.
const SLASH_PAIR = new RegExp(String.raw`${CODE}[ \t]*\/[ \t]*\d{4,8}${CODE_END}`, "gu");
const ALARM = /(?<!\p{L})(?:alarm|intruder|duress)/giu;
const YEARS = /^(?:19|20)\d\d\s*\/\s*(?:19|20)\d\d$/;
// Two clock times ("went off at 0630 / 0645"): four digits each, hours to 23, minutes to 59.
const TIMES = /^(?:[01]\d|2[0-3])[0-5]\d\s*\/\s*(?:[01]\d|2[0-3])[0-5]\d$/;
const REACH = 120;

/** The line's text from the last alarm word within REACH before `at` up to `at`, or null. */
function alarmBefore(text: string, at: number): string | null {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const before = text.slice(Math.max(lineStart, at - REACH), at);
  const words = [...before.matchAll(ALARM)];
  if (words.length === 0) return null;
  return before.slice(words[words.length - 1].index);
}

function pairSpan(m: RegExpMatchArray & { index: number }): Span {
  return {
    start: m.index,
    end: m.index + m[0].length,
    rule: "alarm-code-pair",
    category: "secret",
  };
}

function findAlarmPairs(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(DURESS_PAIR)) spans.push(pairSpan(m));
  for (const m of text.matchAll(SLASH_PAIR)) {
    if (YEARS.test(m[0]) || TIMES.test(m[0])) continue;
    const stretch = alarmBefore(text, m.index);
    if (stretch === null || ID_LABEL.test(stretch) || referenceWords(stretch)) continue;
    spans.push(pairSpan(m));
  }
  return spans;
}

export const ALARM_CODE_PAIR_RULES: TextRule[] = [{
  id: "alarm-code-pair",
  category: "secret",
  keywords: ["duress", "alarm", "intruder"],
  find: findAlarmPairs,
}];
