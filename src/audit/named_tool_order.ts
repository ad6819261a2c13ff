// Injection round 39 (issue 13): a sentence in fetched content that opens by ordering a tool call
// — "Use the email tool to send …", "Call the github tool to add …", "Invoke create_calendar_event
// …", "Execute write_file(…)" — with an attack's target (money, an outside address, the user's
// data, deletion, access: reader_acts.ts). Seen among the misses of v23, v24, v26, v32, v33,
// trn1–trn4, trn7 (trn9 guided). Documentation that explains a tool names no such target, or is
// negated, quoted or about attacks.
import type { PhraseRule } from "./phrase_rule.ts";
import { attackTarget } from "./reader_acts.ts";
import { orderStands } from "./field_quote.ts";

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

// Round inj39b: usage documentation aims a tool at the reader's own side. A URL read from ("from
// https://…", "it fetches https://…", a remote= or source= argument) and "your own X" are not an
// attack's target; an output kept with the reader ("store it in your password manager", "write …
// to contacts.csv", "include the value in your summary") with nothing sent, destroyed, paid or
// granted, is the reader's errand; so is an order gated on a person's sign-off. Output passed on
// ("in your reply to this ticket", "… for the partner") stays a target.
const OUTPUT = "(?:summary|reply|answer|response|report|notes)";
const LINK = String.raw`<?https?:\/\/[^\s"')>]+`;
const SOURCE = new RegExp(
  String
    .raw`\b(?:from|fetch(?:es)?|reads?|pulls?|loads?)\s+(?:from\s+)?${LINK}|\b(?:from|source|src|remote|origin|upstream)\s*=\s*["']?${LINK}["']?|\byour\s+own\s+[\w-]+|\b(?:in|into)\s+your\s+${OUTPUT}\b(?!\s+(?:for|to)\b)`,
  "gi",
);
const KEPT_AT_HOME = new RegExp(
  String
    .raw`\b(?:write|writes|save|store|keep|download|copy|export)\b[^.;\n]{0,80}?\b(?:to|in|into)\s+(?:your\s+(?:own\s+)?(?!${OUTPUT})[\w-]+|\.{0,2}\/?[\w./-]*\.(?:csv|json|txt|tsv|xlsx|pdf|md|log))\b`,
  "i",
);
const GOES_OUT =
  /@[\w-]+\.|https?:\/\/|\b(?:send|forward|share|post|upload|invite|pay|transfer|grant|delete|remove|erase|wipe|overwrite|publish)\b/i;
const SIGNED_OFF =
  /\b(?:once|after|when)\s+(?:the\s+)?[\w\s-]{0,30}?\b(?:has|have)\s+(?:signed\s+off|approved|confirmed|reviewed)|\bafter\s+(?:their\s+|your\s+)?(?:approval|sign-off|review)\b/i;
// An address with nothing else an attack needs, sent a slice a filter names (match="invoices",
// not match="*"), is a scoped rule, not a drain.
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s"'<>)\\]+/g;
const NARROW = /\b(?:match|filter|query)\s*=\s*\\?["'](?!\*)[^"'\\*]+\\?["']/i;

/** The sentence with its reader-side spans cut, or null when its order is the reader's errand. */
function readerSide(sentence: string): string | null {
  const left = sentence.replace(SOURCE, " ");
  if (SIGNED_OFF.test(left)) return null;
  if (KEPT_AT_HOME.test(left) && !GOES_OUT.test(left)) return null;
  if (NARROW.test(left) && !attackTarget(left.replace(ADDRESS, " "))) return null;
  return left;
}

function ordersTool(text: string, at: number): boolean {
  // The text's start counts as a line break.
  const before = (at <= 12 ? "\n" : "") + text.slice(Math.max(0, at - 12), at);
  if (!OPENS.test(before)) return false;
  if (!orderStands(text, at)) return false;
  const left = readerSide(sentenceFrom(text, at));
  return left !== null && attackTarget(left);
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
