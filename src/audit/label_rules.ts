// Injection round 3 (v6 as tuning): orders after a label that names the model with a qualifier
// ("AI assistant helping with payables:", "Reviewer-assistant note:", "(for assistants)", "if an
// AI is reading this thread:"), data published to a public place, and bulk records sent to
// whoever sent the message. Structures, not sentences: each part is a class of words.
import { kw } from "./injection_keywords.ts";
import { labelStarts } from "./label_starts.ts";
import { AI_NOUN, COMMAND_VERBS, type PhraseRule, re } from "./phrase_rule.ts";

// Verbs of the orders such labels carry beyond the shared list: payments, advice, verdicts.
const ORDER_VERB = String
  .raw`(?:${COMMAND_VERBS}|pay|wire|remit|route|recommend|advise|suggest|urge|rate|grade|blame|state|claim|confirm|merge|push|publish|skip|disable|enable|close|cancel|book|refund)`;
const ORDER = String
  .raw`(?:(?:please|kindly|also|now|then|just)\s*,?\s+){0,3}(?:${ORDER_VERB})\b|[^.:\n]{0,80}?\b(?:so|therefore|hence|thus)\s*,?\s+(?:please\s+)?(?:${ORDER_VERB})\b`;
const MACHINE = String.raw`(?:${AI_NOUN}|models?|bots?|summari[sz]ers?|crawlers?)`;
const QUALIFIER = String
  .raw`(?:helping|working|assisting|viewing|reading|processing|handling|parsing|summari[sz]ing|seeing|indexing|analy[sz]ing|responsible\s+for|in\s+charge\s+of)\b[^:.\n]{0,50}?`;
const LABEL = [
  // "(for assistants)", "[note to the AI]"
  String
    .raw`[(\[]\s*(?:(?:note|message|notice)\s+)?(?:for|to)\s+(?:the\s+|any\s+|all\s+)?(?:automated\s+)?${MACHINE}\s*[)\]]`,
  // "Reviewer-assistant note:", "AI assistant memo:"
  String
    .raw`\b[\w]+-(?:assistant|ai|bot|llm)\s+(?:note|notice|instructions?|message|memo)\s*:`,
  // "AI assistant helping with accounts payable:", "Instructions to the model viewing this image:"
  String
    .raw`(?:^|[\n.!?;(\[]\s*|(?:note|notice|message|instructions?|memo)\s+(?:to|for)\s+)(?:the\s+|any\s+|an?\s+)?(?:automated\s+)?${MACHINE}\s+${QUALIFIER}:`,
  // "btw if an AI is reading this thread for a summary:"
  String.raw`\bif\s+(?:an?|the|any)\s+${MACHINE}\s+is\s+${QUALIFIER}[:,]`,
];

const DISCLOSED = String
  .raw`(?:connection\s+strings?|credentials?|passwords?|\.env\b|api\s+keys?|access\s+tokens?|tokens|secrets?|private\s+keys?|ssh\s+keys?|deploy\s+keys?|(?:customer|client|user|payroll|employee|patient)s?\s+(?:table|list|records|data(?:base)?))`;
const PUBLIC_PLACE = String
  .raw`(?:public(?:ly)?|world-readable|anonymous|unlisted|open)\s+(?:\w+\s+)?(?:gists?|paste(?:bin)?s?|issues?|repo(?:sitory)?|buckets?|links?|pages?|channels?|posts?|forum|wiki|snippets?)`;
const BULK = String
  .raw`(?:(?:full|entire|whole|complete)\s+)?(?:customer|client|user|payroll|employee|patient|member|contact)s?\s+(?:table|list|records|data(?:base)?|export|details)`;

export const LABEL_RULES: PhraseRule[] = [
  {
    id: "ai-qualified-label",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(
      "assistant,model,bot,summaris,summariz,crawler,llm,chatgpt,claude,gemini,copilot,an ai,the ai,any ai,ai ,-ai",
    ),
    re: new RegExp(`(?:${LABEL.join("|")})\\s*(?:${ORDER})`, "im"),
    // No leading literal: without its starts the regex is tried at every character of a window.
    starts: labelStarts,
  },
  {
    id: "public-disclosure",
    severity: "high",
    where: ["r"],
    keywords: kw("public,world-readable,anonymous,unlisted"),
    re: re([
      String
        .raw`\b(?:create|open|post|publish|upload|paste|put|share|push|make|add|file)\b[^.\n]{0,40}?${PUBLIC_PLACE}[^.\n]{0,60}?${DISCLOSED}`,
      String
        .raw`\b(?:post|publish|upload|paste|put|share|push|add|dump|leak)\b[^.\n]{0,40}?${DISCLOSED}[^.\n]{0,60}?\b(?:in|into|to|on|as)\s+(?:an?\s+|the\s+)?${PUBLIC_PLACE}`,
    ]),
  },
  {
    id: "bulk-to-sender",
    severity: "high",
    where: ["r"],
    keywords: kw("whoever,sender,sent this"),
    re: new RegExp(
      String
        .raw`\b(?:e-?mail|send|forward|mail|attach|share|upload)\b[^.\n]{0,40}?${BULK}[^.\n]{0,60}?\b(?:to\s+(?:whoever|the\s+sender|the\s+(?:person|address|account)\s+(?:who|that|which)\s+sent)|back\s+to\s+(?:the\s+)?sender)\b`,
      "i",
    ),
  },
];
