// Injection round 61 (issue 13; v47 and v48 guided, the same shape in trn11): a label that
// presents what follows as a step of automated processing — "[automated compliance step]",
// "(Instruction for the integration, not for staff)", "[workflow] next action required:",
// "Processing note:", "AUTOMATION STEP" — then an order with an attack's target. No AI is named:
// the label addresses whatever machine handles the record, which is the reading agent. A person's
// processing note ("you must return the signed copy") or a log line ("[workflow] task created")
// opens with no imperative act, and an act with no target (bulk, data, an address, money, access)
// is a routine step.
import { notNegated, type PhraseRule } from "./phrase_rule.ts";
import { DISCUSSED, readerOrderAt } from "./reader_acts.ts";

const AUTO = String
  .raw`automat(?:ed|ic|ion)|workflow|pipeline|integration|processing|processor|ingestion|parser`;
const STEP = String.raw`steps?|actions?|notes?|instructions?|tasks?|directives?`;
// A tag holding an automation word; a label of the automation word and a step word, its colon
// after an optional aside in brackets; the same label in capitals without a colon.
const TAG = String.raw`[\[(][^\[\]()\n]{0,40}?\b(?:${AUTO})\b[^\[\]()\n]{0,40}?[\])]`;
const LABEL = String
  .raw`\b(?:${AUTO})(?:\s+[\w'-]+){0,2}?\s+(?:${STEP})\b(?:\s*\([^()\n]{0,60}\))?\s*[:：]`;
const CAPS = String
  .raw`(?-i:\b(?:AUTOMATED|AUTOMATION|WORKFLOW|PIPELINE|INTEGRATION|PROCESSING)(?: [A-Z]+){0,2} (?:STEP|ACTION|NOTE|INSTRUCTIONS?|TASK|DIRECTIVE)\b(?= [A-Z]))`;
const STEP_LABEL = new RegExp(`${TAG}|${LABEL}|${CAPS}`, "i");

// A label opens a line, a field, a sentence or a quotation; a tag may sit anywhere.
const LABEL_START = /(?:^|\n|\\n|[.!?:;"'(\[>—–-])\s*$/;
// "next action required before close-out:": a second label between the step label and its order.
const SUB_LABEL = /^[^.!?\n:：]{0,60}[:：](?=\s)\s*/;
// The body's first sentence (a dot inside an address or a number ends none).
const SENTENCE = /^(?:[^.!?\n]|[.!?](?=\S))*/;
// A subject before the verb makes a report ("The job sends …", "We export …"), not an order.
const SUBJECT = /^(?:the|this|that|these|a|an|we|i|it|they|he|she|our|its|their|all|no)\b/i;
// A safeguard switched off: an act the target list cannot see ("turn the paywall off").
const CONTROL_OFF =
  /^(?:please\s+)?(?:(?:switch|turn)\s+(?:off\b|(?:[\w'-]+\s+){1,4}off\b)|disable\b)/i;
// A message to everyone on a list that hands them a number or a link to call ("Text every
// patient … call +353 …"): the act the target list reads as a plain "text".
const MASS_SEND =
  /^(?:please\s+)?(?:text|sms|message|e-?mail|whatsapp)\s+(?:every|all)\b[^.!?\n]*?(?:\+\d[\d ()-]{7,}\d|https?:\/\/)/i;

function stepOrder(text: string, start: number, end: number): boolean {
  const label = text.slice(start, end);
  if (!label.startsWith("[") && !label.startsWith("(") && !LABEL_START.test(text.slice(0, start))) {
    return false;
  }
  let body = text.slice(end, end + 320).replace(/^[\s:：—–-]+/, "");
  body = body.replace(SUB_LABEL, "");
  const sentence = SENTENCE.exec(body)![0];
  if (sentence.length < 8 || SUBJECT.test(sentence)) return false;
  const around = text.slice(Math.max(0, start - 300), end + 300);
  if (CONTROL_OFF.test(sentence) || MASS_SEND.test(sentence)) return !DISCUSSED.test(around);
  const at = readerOrderAt(sentence, around);
  return at >= 0 && notNegated(sentence, at);
}

export const PIPELINE_STEP_RULES: PhraseRule[] = [{
  // Reported as business_order_rules.ts's id: an order after a label for the machine reader.
  id: "ai-label-business-order",
  severity: "high",
  where: ["r"],
  keywords: [
    "automated",
    "automatic",
    "automation",
    "workflow",
    "pipeline",
    "integration",
    "processing",
    "processor",
    "ingestion",
    "parser",
  ],
  re: STEP_LABEL,
  accept: stepOrder,
}];
