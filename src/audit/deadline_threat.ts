// Injection round 38 (v36 guided; the same mechanism missed in v22, v35, trn2 and trn4): a
// deadline of minutes with a threat ("within 10 minutes or the production will be shut down",
// "in the next 5 minutes or the deal fails") that presses for data, money or access to be handed
// over, or for the usual check to be skipped. People set deadlines in hours and days; a deadline
// of minutes with a threat and a hand-over is the pressure script of social engineering. Reported
// as "authority-claim" (pressure from a claimed authority): a new id would need a positive in
// quality.ts, which the classifier trains on.
import type { PhraseRule } from "./phrase_rule.ts";
import { URGENT_SENDER_RULES } from "./urgent_sender.ts";
import { CREDENTIAL_REPLY_RULES } from "./credential_reply.ts";

const DEADLINE =
  /\b(?:within|in)\s+(?:the\s+next\s+)?(?:\d{1,2}|five|ten|fifteen|twenty|thirty)\s+(?:minutes?|mins?)\b[^.\n]{0,12}?\s(?:or|otherwise)\s+(?!so\b)/i;

// What is pressed for: a hand-over of data, money or access, or a check skipped.
const PRESSED =
  /\b(?:send|share|export|forward|email|give|hand\s+over|make|post|publish|wire|transfer)\b[^.\n]{0,60}?\b(?:lists?|export|contacts?|contact\s+sheet|passwords?|credentials?|accounts?|customers?|clients?|cast|crew|channel|public|funds|payment|data|files?|codes?)\b|\bneeds?\s+[^.\n]{0,40}?\b(?:lists?|export|passwords?|credentials?|contacts?|data)\b|\bwire\b|\bskip\s+(?:the\s+)?(?:usual\s+|normal\s+)?(?:[\w-]+\s+)?(?:checks?|verification|approvals?|review)\b|\bdon['’]?t\s+wait\s+for\s+(?:approval|sign-?off)\b|\bwithout\s+(?:approval|checking|verification)\b/i;

function pressed(text: string, start: number, end: number): boolean {
  return PRESSED.test(text.slice(Math.max(0, start - 250), Math.min(text.length, end + 150)));
}

// Round inj71: the same pressure as an urgent sender's header; inj95: a credential asked back.
const MORE_PRESSURE = [...URGENT_SENDER_RULES, ...CREDENTIAL_REPLY_RULES];

export const DEADLINE_THREAT_RULES: PhraseRule[] = [{
  id: "authority-claim",
  severity: "medium",
  where: ["r"],
  keywords: ["minute", "mins"],
  re: DEADLINE,
  accept: pressed,
}, ...MORE_PRESSURE];
