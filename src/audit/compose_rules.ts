// Compositional injection rules: a family of override verbs × a family of instruction objects,
// state forms ("<prior> <object> are revoked"), any AI vocative followed by an order, and the
// chat-template families' turn markers. Families are written as lists, not as phrases.
import {
  AGENT_VERBS,
  BRACKET_KEYWORDS,
  bracketStarts,
  bracketTag,
  tagNamed,
} from "./bracket_tag.ts";
import { kw } from "./injection_keywords.ts";
import { placedInData } from "./instructions_in_data.ts";
import { COMMAND_VERBS, notNegated, type PhraseRule } from "./phrase_rule.ts";

const VERB = String
  .raw`ignore|disregard|forget|discard|scrap|ditch|drop|dump|toss|throw\s+(?:out|away)|cancel|nullify|erase|wipe|dismiss|overlook|neglect|bypass|override|overrule|abandon|set\s+aside|put\s+aside|unlearn|suspend|revoke|rescind|pay\s+no\s+(?:attention|heed|mind)\s+to|stop\s+(?:following|obeying|applying)|no\s+longer\s+(?:follow|obey|apply)`;
const QUALIFIER = String
  .raw`all|any|every|each|of|the|your|these|those|such|current|existing|previous|prior|earlier|preceding|original|initial|former|old|above|standing|operating|safety|system|default|developer'?s?|operator'?s?|given|loaded|starting|remaining`;
const OBJECT = String
  .raw`instructions?|directives?|guidelines?|guidance|rules|rule\s*set|configuration|config|system\s+prompt|constraints|restrictions|orders|commands|programming|polic(?:y|ies)|guardrails|safeguards|protocols|task|assignment`;
const TOLD = String
  .raw`(?:everything|anything|all|what(?:ever)?)\s+(?:that\s+)?you\s+(?:were|have\s+been|had\s+been|got)\s+(?:told|instructed|given|asked)`;
// A prior or model-side qualifier must be present: "drop the rules" alone is ordinary prose.
const MODEL_SIDE =
  /\b(?:your|all|any|every|previous|prior|earlier|preceding|original|initial|former|above|current|existing|standing|operating|system|default|safety|developer|operator|given|loaded|starting|you)\b/i;
const HUMAN_OWNED = /\b(?:my|our|his|her|their)\s/i;
// Reported speech ("told banks to disregard …") and dialogue ("'…,' the general said").
const REPORTED =
  /\b(?:told|asked|instructed|urged|ordered|advised|warned|encouraged)\s+(?!you\b|the\s+(?:assistant|ai|model|agent|bot)\b)[\w\s'-]{1,40}?\s+to\s+$/i;
const SAID_AFTER =
  /^[^"“”\n]{0,60}?[,.!?]?["”'’]\s*,?\s+(?:the\s+[\w-]+|he|she|they|i|[A-Z][a-z]+)\s+(?:said|says|shouted|whispered|replied|yelled|told|asked|ordered|muttered|snapped)\b/;

/** Offset just after the last ".", "!", "?" or newline in `s` (0 when none): its last clause. */
function lastClauseStart(s: string): number {
  // A loop, not `s.search(/[^.!?\n]*$/)`, which retries from every offset (quadratic).
  for (let i = s.length - 1; i >= 0; i--) {
    const c = s.charCodeAt(i);
    if (c === 46 || c === 33 || c === 63 || c === 10) return i + 1;
  }
  return 0;
}

// A contract or policy binds a named human party: "The Supplier shall disregard any
// instructions received from persons not listed in Schedule B".
const PARTY_SUBJECT =
  /\b(?:the\s+)?(?:supplier|contractor|subcontractor|customer|client|tenant|landlord|lessee|lessor|employee|employer|staff|part(?:y|ies)|buyer|seller|purchaser|vendor|licensee|licensor|provider|bank|recipient|consultant|carrier|courier|cardholder|account\s+holder)s?\s+(?:shall|must|should|will|may|is\s+to|are\s+to|agrees?\s+to)\s+(?:not\s+)?$/i;

/** The order at `start` binds a named human party ("The Supplier shall …"). */
export function partyBound(text: string, start: number): boolean {
  return PARTY_SUBJECT.test(text.slice(Math.max(0, start - 60), start));
}

/** False when the matched instructions belong to a human speaker or are reported, not given. */
export function givenToModel(text: string, start: number, end: number): boolean {
  if (!notNegated(text, start) || partyBound(text, start)) return false;
  const sentence = text.slice(Math.max(0, start - 80), start);
  if (REPORTED.test(sentence.slice(lastClauseStart(sentence)))) return false;
  return !SAID_AFTER.test(text.slice(end, end + 120));
}

// A part of a program named after its instructions ("the system prompt loader", "rules file"),
// or "override" as a noun ("legacy override of …"): a commit or code comment, not an order.
const COMPONENT_AFTER =
  /^\s+(?:loaders?|templates?|files?|builders?|parsers?|modules?|class(?:es)?|functions?|handlers?|cache|components?|fields?|variables?|tests?|schemas?|paths?|strings?|length|size|formats?|editors?|generators?|librar(?:y|ies)|endpoints?|versions?|column|tables?|registry|store|engine|reader|writer|tokens?|counter)\b/i;
const NOUN_BEFORE = /\b(?:a|an|the|legacy|old|manual|custom|default|this|that|per-\w+)\s+$/i;

export function programPart(text: string, start: number, end: number): boolean {
  return COMPONENT_AFTER.test(text.slice(end, end + 30)) ||
    NOUN_BEFORE.test(text.slice(Math.max(0, start - 16), start));
}

function overrideAccepted(text: string, start: number, end: number): boolean {
  const m = text.slice(start, end);
  return MODEL_SIDE.test(m) && !HUMAN_OWNED.test(m) && givenToModel(text, start, end) &&
    !programPart(text, start, end) && !placedInData(text, end);
}

const overrideComposed = new RegExp(
  String
    .raw`\b(?:${VERB})\s+(?:(?:${QUALIFIER})\s+){0,4}(?:(?:${OBJECT})\b|${TOLD}\b)|\b(?:${VERB})\s+${TOLD}`,
  "i",
);

const STATE = String
  .raw`(?:no\s+longer\s+(?:in\s+effect|valid|active|applicable|binding|in\s+force|apply)|obsolete|void|null(?:\s+and\s+void)?|revoked|rescinded|superseded|cleared|cancell?ed|withdrawn|expired|lifted|suspended|invalid(?:ated)?|deprecated|replaced|overridden|reset|deleted|removed|disabled|wiped)`;
const stateComposed = new RegExp(
  String
    .raw`\b(?:(?:${QUALIFIER})\s+){1,4}(?:${OBJECT})(?:\s+(?:you\s+(?:were|have\s+been)\s+given|loaded\s+at\s+startup|you\s+received))?\s*(?:(?:is|are|was|were|has\s+been|have\s+been|got)\s+)?(?:now\s+|hereby\s+|officially\s+|all\s+)?${STATE}\b|\b(?:developer|operator|admin(?:istrator)?|system|owner|user)s?\s+(?:has|have)\s+(?:now\s+)?(?:replaced|revoked|rescinded|overridden|cleared|reset|cancell?ed|voided|updated|changed)\s+(?:all\s+)?your\s+(?:${OBJECT})`,
  "i",
);

// Anyone the text may address as the model: "AI shopping assistant", "automated recruiters and
// AI tools", "Copilot", "bot", "LLM agents".
const ROLE = String
  .raw`assistants?|agents?|systems?|tools?|bots?|models?|reviewers?|recruiters?|readers?|summari[sz]ers?|crawlers?|processors?|screeners?|parsers?|copilots?|helpers?|chatbots?`;
const QUALIFIED = String
  .raw`(?:automated|autonomous|ai|a\.i\.|llm|virtual|digital|gen(?:erative)?\s*ai)(?:[- ](?:powered|based|driven))?\s+(?:[\w-]+\s+){0,2}?(?:${ROLE})(?:\s+(?:and|or|&)\s+(?:[\w-]+\s+){0,2}?(?:${ROLE}))?`;
// A bare noun ("Agents should read CONTRIBUTING.md") is a vocative only before punctuation.
const BARE = String.raw`(?:copilot|chatgpt|claude|gemini|grok|llm|bot|agent|assistant|model)s?`;
const PARTICIPLE = String
  .raw`(?:\s+(?:reading|processing|parsing|summari[sz]ing|reviewing|handling|browsing|screening|visiting|analy[sz]ing)\b[^.\n:,]{0,60})?`;
const ORDER = String
  .raw`(?:(?:when|while|if|before|after|once)\b[^.\n,]{0,60},\s*)?(?:(?:must|should|shall|need\s+to|have\s+to|are\s+(?:to|required\s+to|instructed\s+to)|make\s+sure(?:\s+to)?|be\s+sure\s+to|please|kindly|now|then|also|immediately)\s+)*(?:${COMMAND_VERBS}|${AGENT_VERBS})\b`;
const vocativeOrder = new RegExp(
  String
    .raw`\b(?:${QUALIFIED})${PARTICIPLE}\s*(?:[:,—–!]|\s-)?\s+${ORDER}|\b${BARE}\s*(?:[:,—–!]|\s-)\s*${ORDER}`,
  "i",
);
const labelOrder = new RegExp(
  String
    .raw`\b(?:ai|llm|bot|agent|assistant|model)s?\s+(?:[\w-]+\s+)?(?:note|instructions?|directive|task|notice|memo|request)\s*:[^\n]{0,160}?(?:\b(?:${COMMAND_VERBS})\b|\b(?:asked|told|instructed)\s+(?:the\s+)?(?:assistants?|agents?|bots?|you|models?)\s+to\b)`,
  "i",
);
// A vocative opens a line, a sentence, a quote or a tag, or follows "to/for/hey/dear/attention".
const OPENER =
  /(?:^|[\n.!?;:>"'(\[*#—–]|\b(?:to|for|hey|hi|hello|dear|attention|psst|ok(?:ay)?)(?:\s+(?:any|all|every|the|each))?)\s*$/i;

// A knowledge-base article for a support desk: "the support agent checks…", then "Agents: never…"
// speaks to the same people. Only a bare "agent(s)" is read this way, not "AI support agents".
const HUMAN_AGENTS =
  /\b(?:support|service|human|sales|call[- ]?cent(?:er|re)|helpdesk|help\s+desk|desk|live|travel|booking|insurance|estate)\s+agents?\b/i;

function vocativeAccepted(text: string, start: number, end: number): boolean {
  return OPENER.test(text.slice(Math.max(0, start - 40), start)) && givenToModel(text, start, end);
}

function addressedToModel(text: string, start: number, end: number): boolean {
  if (/^agents?\b/i.test(text.slice(start, end)) && HUMAN_AGENTS.test(text)) return false;
  return vocativeAccepted(text, start, end);
}

// Round 26: whether ai-vocative-order reports a vocative opening within [from, to), so a rule that
// also reads vocatives can leave those to it and its finding keeps its name.
const VOCATIVE_G = new RegExp(vocativeOrder.source, "gi");
export function vocativeOrderIn(text: string, from: number, to: number): boolean {
  VOCATIVE_G.lastIndex = from;
  for (let m = VOCATIVE_G.exec(text); m && m.index < to; m = VOCATIVE_G.exec(text)) {
    if (addressedToModel(text, m.index, m.index + m[0].length)) return true;
  }
  return false;
}

// "Agent note: customer asked us to ignore the old address": the verb is a reported infinitive.
const REPORTED_INFINITIVE =
  /\b(?:asked|asks|told|tells|wants?|wanted|requested|requests|instructed|would\s+like|needs?|needed|prefers?|preferred)\s+(?:[\w'-]+\s+){0,3}?to\s+(?:[\w'-]+\s*)$/i;

function labelAccepted(text: string, start: number, end: number): boolean {
  if (!vocativeAccepted(text, start, end)) return false;
  const m = text.slice(start, end);
  return /\bto$/i.test(m) || !REPORTED_INFINITIVE.test(m.slice(-80));
}

// Turn markers of chat templates other than ChatML (Gemma, Alpaca, Llama 3, Mistral, Command R,
// Granite), JSON/YAML role objects carrying an order, and fake function-call blocks.
const templateTurn = new RegExp(
  [
    String.raw`<(?:start|end)_of_turn>`,
    String
      .raw`<\|(?:start_header_id|end_header_id|eot_id|begin_of_text|start_of_role|end_of_role|end_of_text)\|>`,
    String
      .raw`<\|(?:START_OF_TURN_TOKEN|SYSTEM_TOKEN|USER_TOKEN|CHATBOT_TOKEN|END_OF_TURN_TOKEN)\|>`,
    String.raw`<\|(?:system|user|assistant)\|>`,
    String.raw`<</?SYS>>`,
    String
      .raw`(?:^|\n)\s*###\s*(?:instruction|system)\s*:\s*\n?\s*(?:you\b|ignore|disregard|forget|reveal|grant|delete|send|transfer|print|execute|run|call)`,
    String
      .raw`\{\s*"role"\s*:\s*"(?:system|developer)"\s*,\s*"content"\s*:\s*"[^"\n]{0,200}?\b(?:ignore|you|must|call|send|reveal|grant|disable|delete|transfer|restrictions)\b`,
    String.raw`(?:^|\n)\s*role\s*:\s*system\s*\n\s*content\s*:`,
    String.raw`<function_calls>|<invoke\s+name=|<function_call\b|<tool_call>`,
  ].join("|"),
  "i",
);

export const COMPOSE_RULES: PhraseRule[] = [
  {
    id: "override-composed",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(
      "ignore,disregard,forget,discard,scrap,ditch,drop,dump,toss,throw out,throw away,cancel,nullify,erase,wipe,dismiss,overlook,neglect,bypass,override,overrule,abandon,aside,unlearn,suspend,revoke,rescind,pay no,stop follow,stop obey,stop apply,longer follow,longer obey,longer apply",
    ),
    re: overrideComposed,
    accept: overrideAccepted,
    unless: ["ignore-previous-instructions", "instruction-override"],
  },
  {
    id: "instructions-state-composed",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(
      "longer in,longer valid,longer active,longer applicable,longer binding,longer apply,obsolete,void,revoked,rescinded,superseded,cleared,cancelled,canceled,withdrawn,expired,lifted,suspended,invalid,deprecated,replaced,overridden,reset,deleted,removed,disabled,wiped",
    ),
    re: stateComposed,
    accept: (text, start, end) =>
      !HUMAN_OWNED.test(text.slice(start, end)) && givenToModel(text, start, end),
    unless: ["instructions-revoked", "instruction-override"],
  },
  {
    id: "ai-vocative-order",
    severity: "high",
    where: ["r"],
    keywords: kw(
      "ai ,ai-,a.i.,llm,bot,agent,assistant,model,copilot,chatgpt,claude,gemini,grok,automated,autonomous",
    ),
    re: vocativeOrder,
    accept: addressedToModel,
    unless: ["ai-addressed-instruction", "ai-addressed-request"],
  },
  {
    id: "ai-label-order",
    severity: "high",
    where: ["r"],
    keywords: kw("note:,instruction:,instructions:,directive:,task:,notice:,memo:,request:"),
    re: labelOrder,
    accept: labelAccepted,
  },
  {
    // The same label in brackets (bracket_tag.ts); read from after the "[", as a tag's opener.
    id: "ai-label-order",
    severity: "high",
    where: ["r"],
    keywords: kw(BRACKET_KEYWORDS),
    re: bracketTag,
    starts: bracketStarts,
    accept: (text, start, end) => !tagNamed(text, start) && labelAccepted(text, start + 1, end),
  },
  {
    id: "chat-template-tokens",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(
      '_of_turn>,<|start_header,<|end_header,<|eot_id,<|begin_of_text,<|start_of_role,<|end_of_role,<|end_of_text,_token|>,<|system|>,<|user|>,<|assistant|>,<<sys>>,<</sys>>,###,"role",role:,<function_calls>,<invoke,<function_call,<tool_call>',
    ),
    re: templateTurn,
  },
];
