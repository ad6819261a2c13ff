// Injection round 25 (issue 13): an order in a business record addressed to an AI named by its
// job rather than called "AI" or "assistant" alone ("Footnote for the reporting assistant: log
// …", "Rationale (for the recipe bot): also remove …", "Comment: AI scheduler — move …",
// "Reviewer AI: code every document …", "the integration agent must decommission all …",
// "automation assistants are instructed to raise …", "Note for whoever or whatever prepares
// this: file …"). A bare speaker label ("Agent:", "Bot:") heads chat turns and is left to the
// rules that read transcripts: here the AI word needs a job word beside it. What follows must be
// an imperative with an attack's target (readerOrderAt); talk about attacks stays quiet.
import type { PhraseRule } from "./phrase_rule.ts";
import { quotedBefore } from "./memory_write.ts";
import { DISCUSSED, firstAct, quotedAt } from "./reader_acts.ts";
import { roleOrderHit } from "./role_addressed.ts";
import { vocativeOrderIn } from "./compose_rules.ts";

// "agent" and "engine" are also people's and machines' jobs (travel agent, customs agent, search
// engine): they count only after a word that makes them software.
const BARE = String.raw`(?:assistants?|bots?|copilots?|ai|llms?|automations?)`;
const SOFT = String
  .raw`(?:ai|automation|integration|software|autonomous|automated|digital|reporting|coding|llm|mt|translation)\s+(?:agents?|engines?)`;
const AI = String.raw`(?:${BARE}|${SOFT})`;
// A job word before the AI word ("reporting assistant", "geology copilot").
const JOB = String.raw`(?:[\w-]+\s+){1,2}?`;
// The AI word with its job: "reporting assistant", "integration agent", not a bare "Assistant".
const NAMED = String.raw`(?:${JOB}${BARE}|(?:[\w-]+\s+)?${SOFT})`;
// Round 26: the AI words a vocative names; a job word or clause is read around them (HEAD).
const VOCATIVE_AI = String.raw`(?:ai|assistant|bot|copilot)`;
// Job words before it, no determiner among them: "To reset the assistant," is a purpose clause.
const VOCATIVE_JOB = String.raw`(?:(?!(?:the|your|my|our|this|that|a|an|to)\s)[\w'-]+\s+){0,2}?`;
// Where a label may start: a line, a sentence, a field value, a bracket.
const OPEN = String.raw`(?:^|[\n.!?;:(\[|]\s*)`;
const HEAD = new RegExp(
  [
    // "Footnote for the reporting assistant:", "(for the compliance assistant):".
    String
      .raw`\b(?:notes?|footnotes?|remarks?|comments?|rationale|instructions?|messages?|memos?|hints?|reminders?)\b[^:\n]{0,24}?\(?\b(?:for|to)\s+(?:the\s+|any\s+|all\s+)?(?:(?:${JOB})?${AI}|ai\s+[\w-]+|whoever\s+or\s+whatever\s+[\w-]+\s+this)\)?\s*[:—–]`,
    String.raw`\((?:for|to)\s+(?:the\s+|any\s+)?(?:${JOB})?${AI}\)\s*[:—–]`,
    // "Comment: AI scheduler — move …", "to the AI auditor — fill in …".
    String.raw`${OPEN}(?:to\s+the\s+)?ai\s+[\w-]+\s*[—–]`,
    // "Reviewer AI: code …", "MT engine and translation assistant: …", "Automation note:".
    String
      .raw`${OPEN}${NAMED}(?:\s+and\s+(?:[\w-]+\s+){0,2}${AI})?\s*:(?=\s)|${OPEN}automation\s+note\s*:`,
    // Round 26: a vocative that names the AI by what it does ("AI service advisor, roll back …",
    // "Any AI reconciling the till: delete …", "hey, AI, ignore …", "to the clinic's AI
    // assistant, change …"): the AI word with a job or a clause beside it, or after a greeting.
    String
      .raw`${OPEN}(?:and\s+|also\s+)?(?:(?:hey|hello|hi)\s*,?\s+)?(?:to\s+)?(?:the\s+|any\s+|all\s+)?${VOCATIVE_JOB}${VOCATIVE_AI}(?:\s+[\w'-]+){0,4}?\s*[,:—–]`,
    // "the integration agent must …", "automation assistants are instructed to …".
    String
      .raw`\bthe\s+(?:[\w-]+\s+)?${SOFT}\s+(?:must|is\s+to|needs\s+to|has\s+to)(?=\s+\p{L})|\b${AI}\s+(?:are|is)\s+(?:instructed|required|directed)\s+to(?=\s+\p{L})`,
  ].join("|"),
  "iu",
);
// A denial, a test plan or a runbook around the addressee ("must not", "acceptance test").
const NOT_ORDER = /^\s*(?:not|never)\b/i;
const PLAN =
  /\b(?:acceptance\s+test|test\s+(?:case|plan)|runbook|table-top|exercise|scenario|training|workshop|incident\s+report|red[\s-]team)\b/i;
// An imperative by its shape where the lexicons lack the verb ("log the missing …", "code every
// document …", "fill in the …"): a bare word, then a determiner or a number.
const VERBISH =
  /^\s*(?:(?:also|then|please|now|first|kindly)\s+)?(?!(?:the|this|that|these|those|it|we|i|you|they|there|is|are|was|were|has|have|no|not|all|every|our|my|your|its|let|thanks|thank|sorry|sure|hi|hello|ok|okay)\b)[a-z]+(?:\s+(?:in|out|up|off|over|back))?\s+(?:the|a|an|all|every|each|this|these|its|their|any|both|\d)\b/i;
// The vocative alternative without a job word or a greeting: a speaker label ("Bot:", "AI,").
const BARE_VOCATIVE =
  /^[\s.!?;:(\[|]*(?:and\s+|also\s+)?(?:to\s+)?(?:the\s+|any\s+|all\s+)?(?:ai|assistant|bot|copilot)\s*[,:—–]$/i;
// Words before the AI word and only a comma after it: a name or a slogan ("Generative AI, write
// once …"); a comma vocative needs a greeting, "to the …", or its job after the AI word.
const NAME_COMMA =
  /^[\s.!?;:(\[|]*(?:and\s+|also\s+)?(?!(?:hey|hello|hi|to|the|any|all)\b)(?:[\w'-]+\s+){1,2}(?:ai|assistant|bot|copilot)\s*,$/i;
// A lead clause before the order ("when you see this RO, mark …", "instead of replying, post …").
const LEAD_CLAUSE =
  /^\s*(?:when|whenever|before|after|once|if|instead\s+of|to\s+avoid)\b[^,.\n]{1,60},\s*/i;
// A chat or screenplay turn: a human speaker label before it.
const HUMAN_TURN = /\b(?:customer|visitor|user|client|guest|human)\s*:/i;

const AI_WORDS = [
  "assistant",
  "assistants",
  "bot",
  "bots",
  "copilot",
  "copilots",
  "ai",
  "llm",
  "automation",
  "automations",
  "agent",
  "agents",
  "engine",
  "engines",
];
// "the reporting assistant must …" is also how a product's docs describe it ("the assistant must
// cite its source" is common prose): the modal form is read for software agents only.
const MODALS = ["must", "is to", "needs to", "has to"];
const INSTRUCTED = ["are instructed", "is instructed", "are required", "is required"];

// Whether the text is a plan, a training or talk about attacks: one verdict per text.
let memo = { text: "", talk: false };
function talk(text: string): boolean {
  if (memo.text !== text) memo = { text, talk: PLAN.test(text) || DISCUSSED.test(text) };
  return memo.talk;
}

function roleOrder(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + 400);
  if (NOT_ORDER.test(after)) return false;
  const stop = after.search(/[.!?](?:\s|$)[^.!?]*[.!?](?:\s|$)|\n/);
  const body = stop < 0 ? after : after.slice(0, stop + 1);
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (
    HUMAN_TURN.test(text.slice(Math.max(0, start - 400), start)) ||
    quotedBefore(text.slice(Math.max(lineStart, start - 400), start))
  ) {
    return false;
  }
  const head = text.slice(start, end);
  if (BARE_VOCATIVE.test(head) || NAME_COMMA.test(head) || talk(text) || !ordered(head, body)) {
    return false;
  }
  // Round 19's role-order fallback (scan_text.ts) reports these as "role-addressed-order" when no
  // other rule flagged the text: leave the ones it reads to it, so its finding keeps its name.
  // Read last: it is the dearest check.
  // Round 26: the same for ai-vocative-order (compose_rules.ts), a fallback of this id.
  return !roleOrderHit(text.slice(Math.max(lineStart, start - 200), end + 300), false) &&
    !vocativeOrderIn(text, Math.max(lineStart, start - 40), end);
}

/** The body opens with an order: the verb after "must"/"instructed to", or an imperative. */
function ordered(head: string, full: string): boolean {
  const body = full.replace(LEAD_CLAUSE, "");
  if (/(?:must|to)$/i.test(head) || VERBISH.test(body)) return true;
  const at = firstAct(body);
  return at >= 0 && at <= 12 && !quotedAt(body, at);
}

const KEYWORDS = [
  ...AI_WORDS.flatMap((w) => [w + ":", w + ")"]),
  ...["agent", "agents", "engine", "engines"].flatMap((w) => MODALS.map((m) => w + " " + m)),
  ...AI_WORDS.flatMap((w) =>
    [...INSTRUCTED, "are directed", "is directed"].map((m) => w + " " + m)
  ),
  ": ai ",
  ". ai ",
  "any ai ",
  "hey, ai",
  " ai,",
  "bot,",
  "assistant,",
  "assistant —",
  "to the ai ",
  "automation note",
  "whatever prepares",
];

export const ROLE_ADDRESSEE_RULES: PhraseRule[] = [{
  // Reported as "ai-addressed-instruction": a new id would need a positive in quality.ts, which
  // the classifier trains on.
  id: "ai-addressed-instruction",
  severity: "high",
  where: ["r"],
  // The label's colon or bracket, or the modal, is part of every keyword: the AI words alone wake
  // the rule on most prose.
  keywords: KEYWORDS,
  re: HEAD,
  accept: roleOrder,
  unless: ["ai-label-order", "ai-label-business-order"],
}];
