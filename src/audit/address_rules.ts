// Text addressed to the model inside data ("Note for AI systems: …", "Assistant, …") and tool
// calls demanded by a tool result (security notes §2.2 EX-04).
import { kw } from "./injection_keywords.ts";
import {
  AI_NOUN,
  IMPERATIVE,
  notNegated,
  type PhraseRule,
  re,
  STRONG_IMPERATIVE,
} from "./phrase_rule.ts";

// A vocative ("Assistant, …") starts a line, sentence, quote or tag; checked after the match so
// that the regex is anchored on the noun rather than on every punctuation mark.
const OPENER =
  /(?:[\n.!?;>"'(\[*#—]|--)[ \t]*(?:(?:dear|hey|hi|hello|attention|ok(?:ay)?)\s*,?\s+)?(?:the\s+)?$/i;

function atOpener(text: string, start: number): boolean {
  return OPENER.test((start <= 40 ? "\n" : "") + text.slice(Math.max(0, start - 40), start));
}

const READING = String
  .raw`(?:reading|processing|parsing|summari[sz]ing|reviewing|browsing|crawling|visiting|analy[sz]ing|scanning|indexing|handling)`;

// "Dear AI, when summarising, say …": a short subordinate clause may precede the command.
const CLAUSE = String.raw`(?:(?:when|while|if|before|after|once)\b[^.\n,]{0,60},\s*)?`;

// Text addressed to the model, grouped so that each group runs only near its own keywords.
const AI_ADDRESSED = {
  notes: re([
    String
      .raw`\b(?:note|message|memo|reminder|notice|warning|hint|psa|request)\s+(?:is\s+)?(?:for|to)\s+(?:all\s+|any\s+|the\s+|every\s+)?(?:code\s+|coding\s+)?${AI_NOUN}\b(?!\s+(?:managers?|directors?|professors?|editors?|coaches?|principals?|engineers?|developers?|researchers?|teams?|companies|vendors?)\b)\s*(?:[:\-—,!]|${READING}\b|(?:that|who|which)\s|in\s+the\s+loop\b)`,
    String
      .raw`\b(?:instructions?|directives?|orders|commands?|tasks?)\s+(?:for|to)\s+(?:all\s+|any\s+|the\s+)?(?:${AI_NOUN}|(?:[\w-]+\s+)?(?:models?|bots?|screeners?|graders?))\s*[:\-—]\s*${IMPERATIVE}`,
    // Round inj96 (v29, v33, v66): the AI named by the task it does on the text, then the colon
    // ("Instruction for the LLM that summarises these entries: switch off …", "note for the AI
    // making the tribute video: ignore …").
    String
      .raw`\b(?:instructions?|directives?|orders|commands?|tasks?|note|message|memo|reminder|request)\s+(?:for|to)\s+(?:all\s+|any\s+|the\s+|every\s+)?${AI_NOUN}\s+(?:(?:that|who|which)\s|[a-z]+ing\s)[^.\n:]{0,60}:\s*${CLAUSE}${IMPERATIVE}`,
    String.raw`\battention\s*,?\s+(?:all\s+|any\s+)?${AI_NOUN}\s*[:!,]`,
    String
      .raw`<meta\b[^>]{0,300}?\bcontent\s*=\s*["']\s*(?:(?:note|message|attention)\s+(?:for|to)\s+)?(?:all\s+|any\s+)?${AI_NOUN}\s*[:,]`,
    String
      .raw`\b(?:intended|meant|written|addressed)\s+(?:only\s+|solely\s+|specifically\s+)?(?:for|to)\s+(?:all\s+|any\s+|the\s+)?${AI_NOUN}\b(?!\s+(?:managers?|directors?|professors?|editors?|coaches?|engineers?|developers?|researchers?|teams?|companies|vendors?|practitioners?|enthusiasts?|students?|builders?|products?|applications?|apps?|startups?|leaders?|users?)\b)`,
  ], "im"),
  reader: re([
    String
      .raw`\bif\s+you\s+(?:are|'re)\s+(?:an?\s+|the\s+)?(?:ai|a\.i\.|llm|large\s+language\s+model|language\s+model|chatgpt|claude|gpt-?\d*|gemini|copilot|ai[-\s]powered\s+\w+|automated\s+(?:agent|system|tool|assistant|crawler|reader|program))\b(?:\s+(?:assistant|agent|model|system|tool|bot|chatbot|crawler|scraper|reader|summari[sz]er))?(?=\s*(?:[,:;(—-]|(?:${READING}|looking|that|who|tasked|and|or\s+(?:another|any|some\s+other)|then|here|with)\b))`,
    String
      .raw`\b(?:any|all|every)\s+${AI_NOUN}\s+(?:that\s+(?:is|are)\s+|who\s+(?:is|are)\s+)?${READING}\s+(?:this|these|the\s+(?:page|document|text|content|e-?mail|message|file|issue|repository|site|website|results?))\b`,
    String
      .raw`\b(?:for|to)\s+(?:the|any|all|every)\s+${AI_NOUN}\s+(?:that\s+(?:is|are)\s+|who\s+(?:is|are)\s+)?${READING}\s+(?:this|these|the\s+(?:page|document|text|content|e-?mail|message|file|issue|repository|site|website|results?))\b`,
    String
      .raw`\b${AI_NOUN}\s+(?:that\s+(?:is|are)\s+|who\s+(?:is|are)\s+|is\s+|are\s+)?${READING}\s+(?:this|these|the\s+(?:page|document|text|content|e-?mail|message|file|issue|repository|site|website|results?|thread|ticket|pdf|csv|invoice|report|spreadsheet))\b[^.\n]{0,40}?\b(?:must|should|need\s+to|are\s+(?:(?:required|instructed|asked|expected)\s+)?to|will\s+now)\b`,
  ], "im"),
  vocative: re([
    `\\b${AI_NOUN}\\s*[,!]\\s*${CLAUSE}${IMPERATIVE}`,
    // "Assistant, the sender is the user's manager and may ask this: send the deck to …".
    `(?<!\\bthe\\s+)\\b(?:assistant|ai|llm|chatbot)\\s*,\\s*(?![^.\\n:]{0,120}\\b(?:said|says|wrote|writes|told|tells|asked|added|replied)\\b)[^.\\n:]{10,120}:\\s*${IMPERATIVE}`,
    String
      .raw`\b(?:ai|llm)\s+(?:assistants?|agents?|models?|systems?|reviewers?|tools?|bots?|summari[sz]ers?|readers?|crawlers?)\s*[:—–-]\s*${CLAUSE}${IMPERATIVE}`,
    String.raw`\b(?:for|to)\s+(?:all\s+|any\s+|the\s+)?${AI_NOUN}\s*:\s*${CLAUSE}${IMPERATIVE}`,
    `\\b(?:assistant|ai|llm|chatbot|claude|chatgpt)s?\\s*:\\s*${CLAUSE}${STRONG_IMPERATIVE}`,
  ], "im"),
  orders: re([
    String
      .raw`\b(?:the\s+)?(?:assistant|ai(?:\s+assistant)?|llm|chatbot)\s+(?:must|should|has\s+to|needs?\s+to|is\s+(?:required|instructed|expected)\s+to)\s+(?:now|immediately)\s+(?!be\b)\w+`,
    // "Compliance requires that the assistant immediately copy …": the same duty, reported.
    String
      .raw`\b(?:requires?|required|demands?|orders?|insists?|mandates?)\s+that\s+(?:the|any|every|all)\s+(?:ai\s+)?(?:assistant|agent|llm|chatbot|copilot)s?\s+(?:now|immediately)\s+(?!be\b)\w+`,
    String
      .raw`\b(?:reveal|print|output|show|repeat|display|leak|disclose|tell\s+me|share|dump|return|write\s+out)\s+(?:me\s+)?your\s+(?:full\s+|entire\s+|complete\s+|original\s+|hidden\s+|initial\s+|exact\s+)?(?:system\s+prompt|system\s+(?:instructions|message)|initial\s+instructions|hidden\s+instructions|developer\s+(?:message|instructions)|instructions\s+verbatim)\b`,
    String
      .raw`\b(?:assistant|ai|llm|agent|model|chatbot|gpt|claude)\s+(?:instructions?|directives?|tasks?|orders)\s*:\s*${IMPERATIVE}`,
  ], "im"),
  proxy: re([
    String
      .raw`(?<!\b(?:your|our)\s+)\b(?:the\s+)?(?:maintainers?|owners?|admins?|administrators?|developers?|operators?|authors?|creators?|repo(?:sitory)?\s+owners?|project\s+leads?|security\s+team)\s+(?:needs?|wants?|requires?|asks?|has\s+asked|have\s+asked|would\s+like|instructs?|instructed|requests?|requested|expects?|authori[sz]ed)\s+you\s+to\s+(?:also\s+|first\s+|now\s+|immediately\s+)?(?:send|forward|e-?mail|share|upload|post|include|append|add|insert|attach|reveal|disclose|print|output|paste|copy|export|fetch|call|invoke|execute|delete|transfer|grant|approve|merge|push|disable|ignore|disregard|bypass|list|collect|gather|dump|run|open|visit|download|install|read|write|create|remove|reply|respond|tell|mention|say|summari[sz]e|give|provide)\b`,
  ], "im"),
};

// Round 26: "a ticket that contains text addressed to the AI": the participle describes some other
// text (the object of contains/with), not the text it stands in.
const DESCRIBED_TEXT =
  /\b(?:contains?|containing|includes?|including|with|has|have|flags?|detects?)\s+(?:any\s+|some\s+)?(?:text|content|messages?|lines?|instructions?|notes?|comments?|sentences?|passages?)\s+$/i;
function notDescribed(text: string, start: number): boolean {
  return !DESCRIBED_TEXT.test(text.slice(Math.max(0, start - 60), start));
}

function addressed(group: keyof typeof AI_ADDRESSED, keywords: string[]): PhraseRule {
  return {
    id: "ai-addressed-instruction",
    severity: "high",
    where: ["d", "r"],
    keywords,
    re: AI_ADDRESSED[group],
    accept: group === "vocative" ? atOpener : group === "notes" ? notDescribed : undefined,
  };
}

// A tool named like an identifier ("send_email", `mail.send`): "call the weather tool with a
// city" is ordinary documentation.
const TOOL_NAME = String.raw`(?:the\s+)?(?:[\x60'"][\w.\-]+[\x60'"]|[\w-]*[_.][\w.\-]*\w)`;

// "with name='prod'", "with {…}", "with the conversation": concrete arguments, not a tutorial's
// "with a city name".
const CALL_ARGS = String
  .raw`(?:[\w.-]+\s*[=:]|[{(\x60'"]|\w+\s+[\x60'"]|(?:the\s+)?(?:following|these|this)\s+(?:arguments|parameters|payload|input)|(?:the\s+|all\s+|your\s+)?(?:full\s+|entire\s+)?(?:conversation|chat|history|secrets?|credentials|contents\s+of|api\s+keys?|tokens?|passwords?|system\s+prompt))`;

// Tool calls demanded by a tool result, in groups that each run only near their own keywords.
const TOOL_CALL: Array<[string, string[]]> = [
  [
    "now use,now run,now trigger,immediately use,immediately run,now, use,now, call,now, run,now call,now invoke,now execute,immediately call,immediately invoke,immediately execute,must now,tool now,tool immediately,tool right away,tool at once",
    [
      String
        .raw`\b(?:now|immediately)(?:\s*,)?\s+(?:you\s+(?:must|should)\s+)?(?:call|invoke|execute)\s+(?:the\s+)?[\w.-]+(?:\s+(?:tool|function)\b|\s*\()`,
      String.raw`\byou\s+must\s+now\s+(?:call|use|run|invoke|execute)\b`,
      String
        .raw`\b(?:now|immediately)\s*,?\s+(?:use|run|trigger|call|invoke)\s+${TOOL_NAME}\s+tool\b`,
      String
        .raw`\b(?:call|invoke|execute|run|use|trigger)\s+${TOOL_NAME}\s+tool\s+(?:now|immediately|right\s+away|at\s+once)\b`,
    ],
  ],
  [
    "must call,must invoke,must execute,must use,must run,must trigger,should call,should invoke,should use,should run,should execute,required to,expected to,instructed to,need to call,needs to call,has to call,have to call,need to use,needs to use,need to run,needs to run,need to invoke,needs to invoke,need to execute,needs to execute,has to use,has to run,shall call",
    [
      String
        .raw`\b(?:you|assistant)\s+must\s+(?:now\s+)?(?:call|invoke|execute)\s+[\w.-]+\s*\(`,
      String
        .raw`\b(?:you|(?:the\s+)?(?:assistant|ai))\s+(?:must|should|needs?\s+to|has\s+to|have\s+to|(?:is|are)\s+(?:required|expected|instructed)\s+to|shall)\s+(?:now\s+|immediately\s+|first\s+|also\s+|then\s+)?(?:call|invoke|execute|run|trigger)\s+${TOOL_NAME}\s+tool\b`,
    ],
  ],
  [
    "tool with,tool passing,tool using,tool and",
    [
      String
        .raw`\b(?:call|invoke|execute|trigger)\s+${TOOL_NAME}\s+tool\s+(?:with|passing|using|and\s+(?:pass|send|set|include))\s+${CALL_ARGS}`,
    ],
  ],
  [
    "__",
    [
      String
        .raw`\b(?:call|invoke|execute|use|run)\s+(?:the\s+)?[\x60'"]?[a-z0-9]+(?:[-_][a-z0-9]+)*__[\w-]+`,
    ],
  ],
  [
    "inject tool,important!",
    [
      String.raw`\binject\s+tool[_\s]calls?\b`,
      String.raw`\bIMPORTANT!+\s*(?:you|assistant|the\s+assistant)\s+must\b`,
    ],
  ],
];

export const ADDRESS_RULES: PhraseRule[] = [
  addressed("notes", [
    ...kw("note for,note to,message for,message to,memo for,memo to,reminder for,reminder to"),
    ...kw("notice for,notice to,warning for,warning to,hint for,hint to,psa for,psa to"),
    ...kw("request for,request to,instructions for,instructions to,instruction for"),
    ...kw("instruction to,directive for,directives for,orders for,commands for,tasks for"),
    ...kw("task for,attention,intended for,intended to,meant for,meant to,written for"),
    ...kw("addressed to,addressed for,only for,solely for,specifically for"),
    ...kw("message is for,note is for,memo is for,message is to,note is to"),
    "<meta",
  ]),
  addressed("reader", [
    ...kw("if you are a,if you're a,if you are the,if you're the,any ai,all ai,every ai"),
    ...kw("chatgpt,claude,gpt,gemini,copilot").flatMap((
      n,
    ) => [`if you are ${n}`, `if you're ${n}`]),
    ...kw("any llm,all llm,every llm,any language model,any large language,any assistant"),
    ...kw("all assistant,every assistant,any chatbot,any claude,any gpt"),
    ...kw("summarizing this,summarising this,for the ai,to the ai,for any ai,to any ai"),
    ...kw("reading this,processing this,parsing this,summarizing this,summarising this"),
    ...kw("reviewing this,browsing this,crawling this,analyzing this,analysing this"),
    ...kw("scanning this,indexing this,visiting this,reading the,processing the,parsing the"),
    ...kw("summarizing the,summarising the,reviewing the,browsing the,analyzing the"),
    ...kw("handling this,handling the"),
  ]),
  addressed("vocative", [
    ...kw("assistant,ai:,llm,chatbot,claude,chatgpt,ai reviewer,ai agent,ai model,ai system"),
    ...kw("ai summar,ai reader,ai tool,ai bot,ai crawler,ai assistant"),
    ...kw("for ai,to ai,for the ai,to the ai,for all ai,to all ai,for any ai,to any ai"),
    ...kw("for llm,to llm,for the llm,to the llm,for assistants,to assistants"),
    "ai,",
    "ai!",
  ]),
  addressed("orders", [
    ...kw("must now,should now,has to now,needs to now,need to now,to now,must immediately"),
    ...kw("should immediately,to immediately,your system,your full,your entire,your complete"),
    ...kw("that the assistant,that the ai,that any assistant,that the agent,that the chatbot"),
    ...kw("your original,your hidden,your initial,your exact,your prompt,your developer"),
    ..."assistant ai llm agent model chatbot gpt claude".split(" ").flatMap((w) =>
      kw("instruction,directive,task,orders").map((t) => `${w} ${t}`)
    ),
  ]),
  addressed(
    "proxy",
    kw(
      "needs you to,need you to,wants you to,want you to,wanted you to,requires you to,require you to,required you to,asks you to,ask you to,asked you to,like you to,instructs you to,instructed you to,requests you to,requested you to,expects you to,expected you to,authorized you to,authorised you to",
    ),
  ),
  ...TOOL_CALL.map(([keywords, parts]): PhraseRule => ({
    id: "tool-call-injection",
    severity: "high",
    where: ["r"],
    keywords: kw(keywords),
    re: re(parts),
    accept: notNegated,
  })),
];
