// Injection round 44 (issue 13; trn10 guided, the mechanism also in v30, v36-v38, trn1-trn3, trn5,
// trn7, trn8 misses): an order to a machine reader named by the job it does for the business
// ("To the routing bot:", "[instructions for the dispatch bot]", "Dear virtual agent,", "When an
// agent bot reads this thread, …", "if an AI agent is reading this, …") whose first verb is an
// act on the business's systems: money or credit granted, an account or ticket changed, a return
// approved. The sentence scorer knows the AI by generic names and reads generic verbs; a
// support, sales or operations reader is named by its job and told to refund, credit or escalate.
import { orderStands } from "./field_quote.ts";
import { handsToHuman } from "./human_handoff.ts";
import { kw } from "./injection_keywords.ts";
import { labelWordSearch } from "./label_words.ts";
import { heldPerAudit } from "./text_memo.ts";
import { roleOrderHit } from "./role_addressed.ts";
import { hasUnusualChars } from "./unicode.ts";
import type { PhraseRule } from "./phrase_rule.ts";

/** Nouns that name a machine whatever job word comes before them ("triage model", "Q&A bot"). */
const MACHINE_NOUN = String.raw`(?:chat)?bots?|models?|ai|a\.i\.|copilots?|assistants?|llms?`;
/** Nouns a human also bears, a machine only after a machine word ("AI moderator", "agent bot"). */
const ROLE_NOUN = String
  .raw`agents?|moderators?|checkers?|readers?|graders?|reviewers?|support|triage|helpers?|systems?`;
const MACHINE_WORD = String.raw`ai|a\.i\.|automated|machine|virtual|auto|robot|digital|llm`;
// Job words, not owners or determiners: "To test your bot, …", "To restart the assistant, …"
// speak of the bot.
const JOB_WORD = String
  .raw`(?!(?:your|my|our|their|his|her|its|the|an?|this|that|these|those|any|all|every|each|some)\b)[\w&-]+`;
const READER = String
  .raw`(?:(?:${JOB_WORD}\s+){0,2}?(?:${MACHINE_NOUN})|(?:${MACHINE_WORD})\s+(?:[\w-]+\s+)?(?:${ROLE_NOUN}))(?:\s+(?:in|on|for|of)\s+(?:the\s+|this\s+)?[\w-]+)?`;
const TASK = String
  .raw`reading|processing|handling|reviewing|summari[sz]ing|answering|triaging|routing|moderating`;

// A vocative or a label: at a line's, sentence's, field's or bracket's start (the mark is part
// of the match: a look-behind there cost ten times as much), optionally "Dear", "Note
// to", "P.S. for any", then the reader and a comma, colon, bracket or dash.
const LABEL = String
  .raw`(?:^|[\n.!?;:>\[(\]"'—–]\s*)(?:(?:dear|hey|hi|hello|attention|attn)\s+)?(?:(?:p\.?\s?s\.?|note|message|memo|instructions?|notice)\s+)?(?:(?:to|for)\s+)?(?:the\s+|any\s+|an?\s+|all\s+|every\s+|each\s+|this\s+)?(?:${READER})(?:\s+(?:${TASK})\s+(?:this\s+|these\s+|the\s+)?[\w-]+)?\s*(?:[,:\])—–]|\s-\s)`;
// A condition on the reader's reading: "When an agent bot reads this thread, …".
const WHEN = String
  .raw`\b(?:when|if|once|whenever)\s+(?:an?|the|any|your)\s+(?:${READER})\s+(?:reads|is\s+reading|processes|handles|sees|summari[sz]es|answers|generates|drafts|reviews|picks\s+up)\b[^,.\n]{0,50},`;

/** Acts on a business's systems the sentence scorer's generic verb list lacks. */
const BUSINESS_ACT = String
  .raw`refund|reimburse|credit|compensate|issue|process|apply|waive|void|write\s+off|escalate|release|load|top\s+up|redirect|re-?route|route|re-?tag|tag|archive|suppress|restore|authori[sz]e|upgrade|downgrade|swap|unblock|expedite|prioriti[sz]e|raise|lower|honou?r|reinstate|reopen|resolve|settle|reassign|stack|trigger|remove|exempt|ban|charge|lift|put`;
const LEAD = String
  .raw`\s*(?:(?:please|kindly|now|just|first|immediately|also|then|go\s+ahead\s+and|do\s+me\s+a\s+favou?r\s+and)[\s,]+)*(?:when\s+you\s+[^,.\n]{0,50}?(?:,\s*|\s+please\s+))?(?:(?:please|kindly)\s+)?(?:you\s+(?:must|should|need\s+to|have\s+to|are\s+to)\s+)?`;
// Acts on a record the generic verb list holds ("answer" or "say" a duty may name: not these).
const RECORD_ACT = String.raw`approve|classify|mark|grant|rate|close|merge|transfer|pay|change|set`;
// Acts that move goods, money or data (a vocative's; the generic list's "write" or "say" is a
// slogan's too: "Generative AI, write once …").
const MOVE_ACT = String.raw`send|forward|export|share|give|add|move|delete|cancel|ship|book|wire`;
// A duty names acts on money, a verdict or a block lifted; "must escalate each P1 to the on-call
// engineer" or "should close stale tickets" is a runbook's routing.
const DUTY_ACT = String
  .raw`refund|reimburse|credit|compensate|issue|waive|void|write\s+off|release|load|approve|classify|grant|transfer|pay|swap|suppress|restore|authori[sz]e|unblock|reinstate|raise`;
// The reader as the subject of a duty: "The returns model should classify …", "The bot
// processing this ticket should issue …", "Bots must approve every return …".
const DUTY = String
  .raw`(?:^|[\n.!?;:>\[(\]"'—–]\s*)(?:the\s+|any\s+|all\s+|every\s+)?(?:${READER})(?:\s+(?:${TASK})\s+(?:this|these|the)\s+[\w-]+)?\s+(?:must|should|shall|needs?\s+to|has\s+to|have\s+to|is\s+to|are\s+to)\s+(?:now\s+|also\s+|immediately\s+)?(?=\b(?:${DUTY_ACT})\b)`;
const ORDER = new RegExp(
  `(?:${LABEL}|${WHEN}|${DUTY})${LEAD}\\b(?:${BUSINESS_ACT}|${RECORD_ACT}|${MOVE_ACT})\\b`,
  "i",
);

// A transcript's speaker ("Bot: Please confirm …") heads a turn the bot says, to the customer.
const SPEAKER = /^(?:[\s\[\]\d:·-]*)(?:the\s+)?(?:[\w-]+\s+)?(?:bot|assistant|ai|copilot)\s*:/i;
// The match opens on the mark before the label: a quotation mark there quotes the order.
const OPENER = /^[\s.!?;>\[(\]"'—–]*/;

// The fallback's reading of the last text (a text's matches are accepted one after another).
let lastText: string | undefined;
let lastRole: ReturnType<typeof roleOrderHit>;
heldPerAudit("job_reader_order", () => lastText === undefined ? [] : [lastText], () => {
  lastText = lastRole = undefined;
});
function roleSpan(text: string) {
  if (text !== lastText) [lastText, lastRole] = [text, roleOrderHit(text, hasUnusualChars(text))];
  return lastRole;
}

function stands(text: string, match: number, end: number): boolean {
  const start = match + OPENER.exec(text.slice(match, end))![0].length;
  const lineStart = text.lastIndexOf("\n", start) + 1;
  const head = text.slice(lineStart, end);
  if (SPEAKER.test(head) && !/\b(?:to|for|dear|hey|hi|hello)\b/i.test(head)) return false;
  const sentEnd = text.slice(end, end + 200).search(/[.!?](?=\s|$)|\n/);
  const rest = text.slice(end, sentEnd < 0 ? end + 200 : end + sentEnd);
  if (handsToHuman(rest) || !orderStands(text, start)) return false;
  // Round 19's fallback (role-addressed-order) reads a role named by its job where no other rule
  // fired: its finding stands; this rule adds the readers and acts it lacks.
  const role = roleSpan(text);
  return !role || role.end <= match || role.start >= end + 200;
}

// Speed: every match names the reader within a line's first hundred characters after its opener;
// only openers (and "when/if/once") up to 100 characters before a reader noun are tried. The
// stretches before successive nouns only move forward, so each character is read once, in order.
const NOUN_AT =
  /\b(?:(?:chat)?bots?|models?|ai|a\.i\.|copilots?|assistants?|llms?|agents?|moderators?|checkers?|readers?|graders?|reviewers?|support|triage|helpers?|systems?)\b/gi;
// Its words are literals: found through the phrase index's one walk (label_words.ts).
const nounSearch = labelWordSearch(NOUN_AT);
/** Openers by UTF-16 code (line break, sentence marks, quotes, brackets, dashes). */
const OPENS = new Uint8Array(0x2020);
for (const c of "\n.!?;:>[(]\"'—–") OPENS[c.charCodeAt(0)] = 1;

/** A word character of `\w` (ASCII letters, digits, underscore). */
function isWord(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** Whether `text` holds the lower-case ASCII `word` at `i`, in any case. */
function wordAt(text: string, i: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    if ((text.charCodeAt(i + k) | 32) !== word.charCodeAt(k)) return false;
  }
  return !isWord(text.charCodeAt(i + word.length));
}

/** "when", "if" or "once" as a whole word at `i` (WHEN's opening words). */
function whenAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i) | 32;
  if (c !== 119 && c !== 105 && c !== 111) return false;
  if (isWord(text.charCodeAt(i - 1))) return false;
  return wordAt(text, i, c === 119 ? "when" : c === 105 ? "if" : "once");
}

function readerStarts(text: string, from: number, to: number): number[] {
  const out: number[] = [];
  // The nouns of the whole text (kept per text, so each window of it reads the same list).
  const nouns = nounSearch(text, 0, text.length).at;
  let k = firstAtLeast(nouns, from);
  let next = from;
  for (; k < nouns.length && nouns[k] < to; k++) {
    const at = nouns[k];
    // From the last line break in the stretch (a break is an opener itself).
    const lo = Math.max(next, at - 100, text.lastIndexOf("\n", at - 1));
    for (let i = lo; i < at; i++) {
      const c = text.charCodeAt(i);
      if ((c < 0x2020 && OPENS[c] === 1) || whenAt(text, i)) out.push(i);
    }
    next = Math.max(next, at);
  }
  return out;
}

/** The first index of sorted `xs` whose value is at least `x`. */
function firstAtLeast(xs: number[], x: number): number {
  let lo = 0, hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export const JOB_READER_RULES: PhraseRule[] = [
  {
    id: "job-reader-order",
    severity: "medium",
    where: ["d", "r"],
    // Whole words only where the noun hides in common words ("both", "again", "email"). The
    // forms followed by a comma are listed apart: `kw` splits on commas, and "bot,," there once
    // gave the gate an empty keyword, which fires at every character.
    keywords: [
      ...kw(
        "bot ,bot:,bot],bot),bots,model ,model:,models,ai ,ai:,ai],a.i.,copilot,assistant,llm,automated ,machine ,virtual ,robot,digital ",
      ),
      "bot,",
      "model,",
      "ai,",
    ],
    re: ORDER,
    accept: stands,
    starts: readerStarts,
  },
];
