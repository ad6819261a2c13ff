// Injection round 26 (issue 13): the job-named addressee of role_addressee.ts in the Latin-script
// lexicon languages ("Avustajalle: hyväksy …", "asisten: setujui semua klaim …", "AI-assistenten:
// ändra …", "asystenta obsługi spraw: oznacz …"). The AI word comes from each language's `addr`
// class, at a label's start (a line, a sentence, a field, a bracket) with up to four words of
// its job, then a colon or dash (a comma opens relative clauses too), then an imperative from the lexicons. "Agent" alone is
// also a person's job (Agents d'accueil : transférez …): its family counts only beside an AI word.
import type { PhraseRule } from "./phrase_rule.ts";
import { LATIN } from "./intent_foreign.ts";
import { DISCUSSED, firstAct, quotedAt } from "./reader_acts.ts";

// Each language's AI words as one alternation (stems, as the lexicons write them).
const ADDR = LATIN.map((lex) =>
  lex.classes.addr?.source.replace(/^\(\?<!\[\\p\{L\}\\p\{N\}_\]\)/, "")
)
  .filter((s): s is string => s !== undefined).join("|");
const HEAD = new RegExp(
  String
    .raw`(?:^|[\n.!?;(\[|]\s*|:\s+)(?:[\p{L}-]+\s+){0,2}?(?<![\p{L}\p{N}_])(?<who>(?:${ADDR})[\p{L}-]*)(?:\s+[\p{L}'’-]+){0,4}?\s*[:—–]\s`,
  "iu",
);
const AGENT_ONLY =
  /^[\s\p{P}]*(?:[\p{L}-]+\s+){0,2}?(?:agen|ajan|agj|aģe|wakala|umenzeli|ahente)/iu;
const AI_WORD = /(?<![\p{L}])(?:ai|ia|ki|ii|si|di|mi|ui|yz|otomat|automat|tekoäly|tekoaly)/iu;
const PLAN = /\b(?:test|training|workshop|runbook|exercise|scenario)\b/i;
// A chat turn: a human speaker label before it.
const HUMAN_TURN = /\b(?:customer|visitor|user|client|guest|human)\s*:/i;

// English forms of the AI words are role_addressee.ts's (which keeps bare speaker labels out).
const ENGLISH = /^(?:assistants?|agents?|models?|bots?|chatbots?|ai)$/i;

/** Job words after the AI word, or the AI word compounded ("AI-assistenten", "tekoälyavustaja"). */
function namedByJob(head: string, who: string): boolean {
  const after = head.slice(head.indexOf(who) + who.length);
  return /\p{L}/u.test(after) || /-/.test(who) || /^(?:ai|ia|ki|ii|tekoäly|tekoaly)./iu.test(who) ||
    /(?:ai|ki|ia)-$/i.test(head.slice(0, head.indexOf(who)));
}

function foreignRoleOrder(text: string, start: number, end: number): boolean {
  const head = text.slice(start, end);
  const who = HEAD.exec(head)?.groups?.who ?? "";
  if (ENGLISH.test(who)) return false;
  if (AGENT_ONLY.test(head) && !AI_WORD.test(head)) return false;
  if (HUMAN_TURN.test(text.slice(Math.max(0, start - 400), start))) return false;
  if (DISCUSSED.test(text) || PLAN.test(text)) return false;
  const body = text.slice(end, end + 160);
  const at = firstAct(body);
  if (at < 0 || at > 15 || quotedAt(body, at)) return false;
  // A bare AI word ("Asistente: envía …", "Avustajalle: …") is the sentence scorer's (round 14:
  // it needs an attack's target, and keeps its id); this rule reads AIs named by their job.
  return namedByJob(head, who);
}

// The lexicons' ASCII stems of five letters or more that are AI words, not English ones (the
// gate reads lower-case substrings).
const WHOLE_ADDR = new RegExp(`^(?:${ADDR})$`, "iu");
const KEYWORDS = [
  ...new Set(
    LATIN.flatMap((lex) => lex.keywords).filter((k) =>
      WHOLE_ADDR.test(k) && !/^(?:assistant|agent|model|chatbot)$/.test(k)
    ),
  ),
];

export const FOREIGN_ROLE_ADDRESSEE_RULES: PhraseRule[] = [{
  // Reported as "ai-addressed-instruction", the English rule's id (no new id without a quality.ts
  // positive, which the classifier trains on).
  id: "ai-addressed-instruction",
  severity: "high",
  where: ["r"],
  keywords: KEYWORDS,
  re: HEAD,
  accept: foreignRoleOrder,
  unless: ["ai-label-order", "ai-label-business-order"],
}];
