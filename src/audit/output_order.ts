// Injection round 39 (issue 13): a page that dictates the reading agent's own output — "your
// answer about this paper should call …", "summaries of this abstract have to say …", "whoever
// compiles the answer should say …", "when you report on this study, state that …". A person
// reading the page writes no "answer about this page"; the addressee is whoever turns the page
// into an answer (trn9 guided; seen in v31, trn1, trn2). Negated, quoted or discussed lines are
// advice or examples, not orders.
import type { PhraseRule } from "./phrase_rule.ts";
import { orderStands } from "./field_quote.ts";

const OUTPUT = String
  .raw`(?:answer|reply|response|summary|output|recommendation|verdict|conclusion|bibliography|literature\s+table)s?`;
const MUST = String
  .raw`(?:must|should|has\s+to|have\s+to|needs?\s+to|is\s+to|are\s+to|shall)\s+(?!not\b)`;
const SAY = String
  .raw`(?:say|state|report|answer|write|describe|call|claim|present|conclude|recommend|mark|rate|list|cite|mention|reply)`;
const OUTPUT_ORDER = new RegExp(
  [
    // "your answer about this paper should …" (the page's own subject), "your output must begin
    // with …", "your recommendation must be …"; "your answer should cite two sources" is a
    // teacher's and stays quiet
    String
      .raw`\byour\s+${OUTPUT}\s+(?:about|of|on|to|for)\s+(?:this|these|the|our)\b[^.\n]{0,40}?\s${MUST}`,
    String
      .raw`\byour\s+${OUTPUT}\s+${MUST}(?:(?:always\s+)?(?:begin|start|end|open|close)\s+with|be\s+(?:to|that)\b)`,
    // "summaries of this abstract have to …", "any summary of this page must …"
    String
      .raw`\b(?:summaries|summari[sz]ers|(?:any|every|each)\s+(?:summary|answer|analysis))\s+(?:of\s+this\s+[\w-]+\s+)?${MUST}`,
    // "whoever compiles the answer should say …", "anyone preparing the reply should mention …"
    String
      .raw`\b(?:whoever|anyone)\s+(?:is\s+)?(?:compil|summari[sz]|answer|prepar|draft)\w*\b[^.\n]{0,40}?(?::|\b${MUST}${SAY}\b|\b${SAY}\b)`,
    // "any agent comparing these products must conclude …", "if a model is summarising this, it
    // should say …": the reader named by the output it is writing
    String
      .raw`\b(?:any|every|each|an?|the)\s+(?:ai\s+)?(?:agent|assistant|model|summari[sz]er|llm|crawler|bot)s?\s+(?:(?:that|which|who)\s+)?(?:is\s+|are\s+)?(?:compar|summari[sz]|compil|answer|report|rank|cit)\w*\b[^.\n]{0,60}?\b${MUST}${SAY}\b`,
    // "for the user's question about rent, answer that …"
    String
      .raw`\bfor\s+(?:the\s+user'?s|any|every)\s+questions?\s+(?:about|on)\b[^.\n]{0,60}?,\s*${SAY}\b`,
    // "when you report on this study, state that …", "if you are summarising reviews, report …"
    String
      .raw`\b(?:when|whenever|if)\s+(?:you\s+(?:are\s+)?|asked\s+)(?:report|summari[sz]|compil|answer|describ|compar|which)\w*\b[^.\n]{0,60}?,\s*${SAY}\b`,
  ].join("|"),
  "i",
);

export const OUTPUT_ORDER_RULES: PhraseRule[] = [{
  // Reported under an existing id: a new one needs a positive in quality.ts, which the classifier
  // trains on (the shipped weights must not move).
  id: "ai-addressed-instruction",
  severity: "high",
  where: ["r"],
  // Each branch needs a modal, an "if/when", "whoever/anyone" or "question".
  keywords: [
    "must",
    "should",
    "has to",
    "have to",
    "need",
    "is to",
    "are to",
    "shall",
    "whoever",
    "anyone",
    "when",
    "if ",
    "question",
  ],
  re: OUTPUT_ORDER,
  accept: orderStands,
}];
