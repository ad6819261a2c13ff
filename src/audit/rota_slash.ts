// Redaction round red94 (issue 13): a rota or run-sheet line "<day> <time> <what>: <system> / V".
// A rota pastes what to open, and with what, beside each slot, the value after a slash as a sheet
// joins two cells. The value is taken in a login's shape (colon_end_password.ts), as 32 hex digits
// (an API key's length; a commit is 40 and a digest 64), or as a keypad's digits where the system
// is a lock or an alarm; a register number (capitals and digits) and digest-named slots are left.
// Tuning sets: v65, v66.
import { colonEndPassword } from "./colon_end_password.ts";
import { LOCK } from "./lock_code_reply.ts";
import { referenceWords } from "./system_colon_end.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const DAY = String
  .raw`(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|nesday|sday|urday|rsday)?\.?`;
const DATE = String.raw`\d{4}-\d\d-\d\d|\d\d?[./]\d\d?(?:[./]\d{2,4})?`;
// The slot (a day or a date, then a time of day), what happens, a colon, the system, " / ", V.
const ROTA = new RegExp(
  String.raw`^[ \t]*(?:${DAY}|${DATE})[ \t]+\d\d?:\d\d[ \t]+([^\n:]{2,80}):[ \t]+` +
    String.raw`([^\n/]{2,80}?)[ \t]+\/[ \t]+(\S{4,80})[ \t]*$`,
  "gmu",
);
const HEX32 = /^(?=.*\d)(?=.*[a-f])[0-9a-f]{32}$/i;
const KEYPAD = /^\d{4,10}$/;

function rotaValue(what: string, system: string, v: string): boolean {
  if (ID_LABEL.test(system) || referenceWords(`${what} ${system}`)) return false;
  if (looksFake(v) || isTemplateOrMask(v) || /^sha\d*[-:]/i.test(v)) return false;
  if (KEYPAD.test(v)) return LOCK.test(system);
  return HEX32.test(v) || colonEndPassword(v);
}

function findRotaValues(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(ROTA)) {
    const [line, what, system, v] = m;
    if (!rotaValue(what, system, v)) continue;
    const start = m.index + line.lastIndexOf(v);
    spans.push({ start, end: start + v.length, rule: "rota-slash-value", category: "secret" });
  }
  return spans;
}

export const ROTA_SLASH_RULES: TextRule[] = [{
  id: "rota-slash-value",
  category: "secret",
  keywords: [" / "],
  find: findRotaValues,
}];
