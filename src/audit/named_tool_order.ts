// Injection round 39 (issue 13): a sentence in fetched content that opens by ordering a tool call
// — "Use the email tool to send …", "Call the github tool to add …", "Invoke create_calendar_event
// …", "Execute write_file(…)" — with an attack's target (money, an outside address, the user's
// data, deletion, access: reader_acts.ts). Seen among the misses of v23, v24, v26, v32, v33,
// trn1–trn4, trn7 (trn9 guided). Documentation that explains a tool names no such target, or is
// negated, quoted or about attacks.
import { notNegated, type PhraseRule } from "./phrase_rule.ts";
import { attackTarget, DISCUSSED } from "./reader_acts.ts";
import { quotedInLine } from "./field_quote.ts";

const TOOL = String.raw`(?:the|your)\s+(?:[\w-]+\s+){1,2}?tool\b`;
const FUNCTION = String.raw`[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b`;
const NAMED_TOOL_ORDER = new RegExp(
  String
    .raw`\b(?:(?:use|call|invoke|trigger|run|have)\s+${TOOL}|(?:call|invoke|execute|trigger|run)\s+${FUNCTION})`,
  "i",
);
// The order opens its sentence (or a field, a quote, a bracket), after at most a "please".
const OPENS = /(?:[.!?;:]\s+|\n\s*|["'(]\s*)(?:please\s+|now\s+|first\s+|then\s+)?$/i;

/** The sentence from `start` to its end. */
function sentenceFrom(text: string, start: number): string {
  const rest = text.slice(start, start + 300);
  const stop = rest.search(/[.!?](?:\s|$)|\n/);
  return stop < 0 ? rest : rest.slice(0, stop + 1);
}

function ordersTool(text: string, at: number): boolean {
  // The text's start counts as a line break.
  const before = (at <= 12 ? "\n" : "") + text.slice(Math.max(0, at - 12), at);
  if (!OPENS.test(before)) return false;
  if (!notNegated(text, at) || quotedInLine(text, at)) return false;
  if (DISCUSSED.test(text.slice(Math.max(0, at - 300), at + 300))) return false;
  return attackTarget(sentenceFrom(text, at));
}

export const NAMED_TOOL_ORDER_RULES: PhraseRule[] = [{
  // Reported under an existing id: a new one needs a positive in quality.ts, which the classifier
  // trains on (the shipped weights must not move).
  id: "tool-call-injection",
  severity: "high",
  where: ["r"],
  keywords: ["use ", "call ", "invoke ", "trigger ", "run ", "have ", "execute "],
  re: NAMED_TOOL_ORDER,
  accept: ordersTool,
}];
