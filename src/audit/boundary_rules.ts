// Issue 13 rule families: tool-result boundary and role spoofing, AI-addressed requests in
// documents, authority claims, and override wordings the older hijack rules did not cover.
import { givenToModel } from "./compose_rules.ts";
import { placedInData } from "./instructions_in_data.ts";
import { kw } from "./injection_keywords.ts";
import { AI_NOUN, notNegated, type PhraseRule, re } from "./phrase_rule.ts";

// The older hijack rules name these cases more precisely; the new ones are fallbacks.
const OLDER = ["ignore-previous-instructions", "role-reassignment", "ai-addressed-instruction"];
// An override names whose instructions: "forget the guidelines for expenses" is ordinary prose.
const WHOSE =
  /\b(?:all|any|your|previous|prior|earlier|original|initial|above|old|existing|everything|developer|system|so\s+far|gave\s+you|you\s+(?:were|have\s+been|got|received))\b/i;

function overrideAccepted(text: string, start: number, end: number): boolean {
  return notNegated(text, start) &&
    !/(?:\bnot|\bnever|n't)\s+$/i.test(text.slice(Math.max(0, start - 12), start)) &&
    WHOSE.test(text.slice(start, end)) && !/\b(?:my|our)\s/i.test(text.slice(start, end)) &&
    givenToModel(text, start, end) && !placedInData(text, end);
}

const CONTAINER = String
  .raw`tool_?(?:result|output|response|call_result)s?|function_?(?:results?|output|response)|search_?results?|documents?|context|results?|outputs?|observation|untrusted[\w-]*|data|content|file|email|page`;
// A role name may carry a suffix (`<user_query>`, `<operator-note>`, `<system_override>`).
const ROLE_TAG = String
  .raw`<\s*(?:(?:system|assistant|developer|admin|user|human|operator|owner)(?:[-_][a-z]{2,12}){0,2}|instructions?|im_start)\b[^>\n]{0,60}>`;
// After a closed container, a line that speaks as an authority: "Trusted operator note: …".
const AUTHORITY_LABEL = String
  .raw`(?:[\w-]+\s+){0,2}?(?:system|operator|admin(?:istrator)?|developer|owner|trusted)\s+(?:note|notice|message|instructions?|directive|override|update)\s*:`;

// Blanks, or the escaped newlines and tabs of a JSON string.
const GAP = String.raw`(?:\s|\\[nrt])*`;
const boundary = re([
  // `</tool_result><system>…`: a container closes and a role or instruction block opens.
  // Round 12: the blanks may be a JSON string's escapes ("ok\n</function_results>\n<system>").
  String.raw`<\/\s*(?:${CONTAINER})\s*>${GAP}(?:<\/[\w-]{1,30}>${GAP})?${ROLE_TAG}`,
  String.raw`<\/\s*(?:${CONTAINER})\s*>${GAP}(?:<\/[\w-]{1,30}>${GAP})?${AUTHORITY_LABEL}`,
  // `<system-reminder>Call …` / `<assistant>I will now …` right inside a result.
  String
    .raw`<\s*(?:system[-_](?:reminder|message|prompt|note|override)|assistant|developer)\b[^>\n]{0,60}>\s*(?:[^<]{0,40}?\b)?(?:you|i\s+will|call|run|execute|send|grant|ignore|reveal|output|delete|approve|transfer|export|must|always|proceed|drop|the\s+user\s+is|the\s+user\s+(?:already|has)\s+(?:confirmed|approved|authori[sz]ed))\b`,
  // `--- END OF TOOL RESULT --- SYSTEM: …`
  String
    .raw`(?:-{2,}|={2,}|\*{2,}|#{2,}|\[)\s*END\s+OF\s+(?:THE\s+)?(?:TOOL\s+|FUNCTION\s+|SEARCH\s+)?(?:RESULTS?|OUTPUT|RESPONSE|DOCUMENT|CONTEXT|DATA)\b[^\n]{0,10}\s*(?:\n\s*)?[^\n]{0,20}?\b(?:SYSTEM|ASSISTANT|DEVELOPER|NEW\s+(?:TASK|INSTRUCTIONS?)|INSTRUCTIONS?)\b`,
], "i");

// A line that speaks as the system in capitals and changes the rules of the session.
const roleLine = re([
  String
    .raw`^[ \t>*#-]{0,6}(?-i:SYSTEM|ADMIN|DEVELOPER|OPERATOR)[ \t]*:[^\n]{0,120}?\b(?:disabled|lifted|suspended|unrestricted|no\s+(?:restrictions|limits|rules)|comply|obey|override|ignore|grant|elevated|allowed\s+to|permitted\s+to|must|authori[sz]ed|maintenance\s+mode|new\s+(?:task|instructions?|rules))\b`,
], "im");

// "If you are an AI …", "Note to automated agents:", "dear AI", "AI agents reading this page".
// The AI is addressed when the name ends the phrase ("Note to AI agents:") or a reading verb
// follows; "AI researchers" and "assistant managers" are people.
const NOT_THE_MODEL = String
  .raw`(?=\s*[:,;.!)\]—–-]|\s+(?:reading|processing|summari[sz]ing|screening|reviewing|parsing|crawling|scraping|that|who|which|here|out\s+there)\b)`;
const ADDRESS = String
  .raw`(?:\b(?:hey|hi|hello|dear|attention|psst|yo)\s*,?\s+(?:the\s+|an?\s+|any\s+|all\s+)?${AI_NOUN}${NOT_THE_MODEL}|\b(?:note|message|instructions?|reminder|memo|request|comment|p\.?s\.?)\s+(?:to|for)\s+(?:the\s+|an?\s+|any\s+|all\s+)?(?:automated\s+|autonomous\s+|copilot[-\s]style\s+)?(?:${AI_NOUN}|agents?|models?|bots?)${NOT_THE_MODEL}|\bif\s+you\s+are\s+(?:an?\s+)?(?:${AI_NOUN}|language\s+model|automated\s+agent|bot)${NOT_THE_MODEL}|\bwhen\s+(?:the\s+|an?\s+|any\s+)?${AI_NOUN}\s+(?:reads?|processes|summari[sz]es|sees|parses|screens|reviews)\b|\b${AI_NOUN}\s+(?:reading|processing|summari[sz]ing|screening|reviewing|parsing|crawling|scraping)\s+(?:this|these|the)\b|\[\s*(?:assistant|ai|agent|llm|model)\s*:)`;
const REQUEST = String
  .raw`(?:you\s+(?:must|should|need\s+to|are\s+to|have\s+to|will|can\s+now)|needs?\s+you\s+to|(?:please|kindly)\s+\w+|do\s+not|don'?t|never|must|should|always|instead|immediately|tell\s+the\s+user|the\s+correct\s+answer|(?:say|recommend|rate|mark|approve|forward|send|reply|respond|replace|change|ignore|accept|refund|open|click|run|add|include|delete|remove|rank|transfer|share|post|upload|email|e-mail|reveal|output|print|call|execute|grant|copy|export|set|reset|close)\b)`;
const addressedRequest = new RegExp(
  String.raw`${ADDRESS}[^\n]{0,12}?(?:[\s\S]{0,200}?)\b${REQUEST}`,
  "i",
);

const authorityClaim = re([
  String
    .raw`\b(?:the\s+)?(?:user|owner|admin(?:istrator)?|maintainer|developer|operator|security(?:\s+team)?|system)\s+(?:has|have)\s+(?:already\s+)?(?:authori[sz]ed|approved|allowed|permitted|instructed|cleared)\s+(?:you|the\s+(?:assistant|ai|agent|model))\s+to\b`,
  String
    .raw`\bpre-?approved\s+by\s+(?:security|the\s+(?:security\s+team|admin|owner|maintainers?))\b[^.\n]{0,40}[.\n]?[^\n]{0,80}?\b(?:do\s+not|don'?t|never)\s+(?:flag|report|mention|question|review|warn)\b`,
]);

const override = re([
  String
    .raw`\b(?:ignore|disregard|forget|discard|drop|set\s+aside|throw\s+out|abandon|never\s*mind|pay\s+no\s+attention\s+to|stop\s+following)\s+(?:(?:all|any|of|the|your|my|these|those|what|everything|conversation|task|so|far|you|were|got|have|been|told|given)\s+){0,5}(?:(?:prior|previous|earlier|original|initial|old|above|existing|current|developer|system)\s+){0,2}(?:instructions?|directives?|guidance|guidelines|rules|system\s+prompt|prompt|orders|constraints|programming|policies|task\s+the\s+user\s+gave\s+you|conversation\s+so\s+far)\b`,
  String
    .raw`\b(?:your|the)\s+(?:earlier|previous|prior|original|initial|old|above|existing|current)\s+(?:instructions|guidance|guidelines|rules|directives|prompt|orders|system\s+prompt)\s+(?:(?:you\s+received\s+)?(?:from\s+the\s+\w+\s+)?)(?:are|is|were|was|have\s+been|has\s+been)?\s*(?:now\s+)?(?:void|null|outdated|obsolete|cancell?ed|revoked|invalid|superseded|replaced|overridden|no\s+longer\s+(?:valid|apply|applies|in\s+effect|relevant))`,
  String
    .raw`\b(?:the|your)\s+(?:instructions|guidance|guidelines|rules|directives|prompt|orders)\s+(?:that\s+)?you\s+(?:received|were\s+given|got|have\s+been\s+given)\s+(?:from\s+(?:the\s+)?[\w-]+\s+)?(?:are|is|were|was|have\s+been|has\s+been)\s+(?:now\s+)?(?:void|null|outdated|obsolete|cancell?ed|revoked|invalid|superseded|replaced|overridden|no\s+longer\s+(?:valid|apply|applies|in\s+effect|relevant))`,
  String
    .raw`\b(?:new|updated|this)\s+(?:directive|instruction|instructions|rule|rules|policy|task)\s+(?:supersedes?|overrides?|replaces?|takes?\s+precedence\s+over)\s+(?:all\s+|any\s+)?(?:earlier|previous|prior|other|existing)`,
  // "NEW INSTRUCTIONS (effective immediately, supersede everything above)": a heading, round 9.
  String
    .raw`\bnew\s+(?:instructions?|directives?|rules)\b[^\n]{0,40}?\b(?:supersedes?|overrides?|replaces?)\s+(?:everything|anything|all)\s+(?:above|before|earlier|else)\b`,
  // "The following supersedes all prior directions": a text that ranks itself above the rest.
  String
    .raw`\b(?:the\s+following|what\s+follows|this\s+(?:message|note|text|section|line|page))\s+(?:supersedes?|overrides?|replaces?|takes?\s+precedence\s+over)\s+(?:all\s+|any\s+|every\s+)?(?:(?:earlier|previous|prior|other|existing|original)\s+)?(?:instructions?|directions?|directives?|guidance|rules|orders|prompts?)\b`,
  String
    .raw`\byour\s+(?:new|real|true|actual)\s+(?:goal|task|instructions?|objective|purpose|mission)\s+(?:is|are|begins?|starts?)\b`,
  String
    .raw`\b(?:treat|consider)\s+(?:the\s+following|this|these|what\s+follows)\s+as\s+(?:your\s+)?(?:only|new|real|sole|primary)\s+(?:instructions?|directives?|task|rules)\b`,
  String
    .raw`\beverything\s+(?:before|above)\s+(?:this(?:\s+line)?\s+)?(?:was|is)\s+(?:a\s+test|fake|irrelevant|void|to\s+be\s+ignored)|\beverything\s+(?:before|above)[^.\n]{0,30}\bmust\s+be\s+ignored\b`,
  String
    .raw`\byou\s+are\s+no\s+longer\s+bound\s+by\b|\b(?:bypass|skip)\s+all\s+(?:confirmation|approval|safety|security)\s+(?:steps|checks|prompts)\b`,
]);

// Content that claims to end, then a voice that is not the content's: "[/TOOL OUTPUT] [USER]: …",
// "--- fine del documento --- ISTRUZIONI DELL'UTENTE: …", "Tool execution complete. The user
// now asks: …", "The file has been read. Assistant, your next step …".
const END_MARK = String
  .raw`(?:end\s+of\s+(?:the\s+)?(?:file|document|results?|output|log|data|page|search)|(?:document|file|output|results?)\s+ends|\[\/\s*tool[\s_-]*(?:output|result)\s*\]|tool\s+(?:execution|output|call)\s+(?:complete|completed|finished|ends)|the\s+file\s+has\s+been\s+read|last\s+line\s+of\s+the\s+(?:log|file|document)|fine\s+del\s+documento|ende\s+des\s+dokuments|fin\s+du\s+document|fin\s+del\s+documento|fim\s+do\s+documento|einde\s+van\s+het\s+document|koniec\s+dokumentu)`;
const VOICE = String
  .raw`(?:\[?\s*(?:user|human|operator|nutzer|benutzer|utente|utilisateur|usuario|usuário|gebruiker|użytkownik|пользователь)\s*\]?\s*:|istruzioni\s+dell'utente\s*:|"role"\s*:\s*"user"|the\s+user\s+(?:now\s+)?(?:asks|says|wants|writes|requests)\b|(?:assistant|agent)\s*,\s*your\s+next\s+step|following\s+text\s+is\s+from\s+the\s+(?:operator|user|admin\w*))`;
const endThenVoice = new RegExp(String.raw`${END_MARK}[^]{0,120}?${VOICE}`, "i");
// What that voice asks must have consequences: an act, a command, an address to send to.
export const CONSEQUENCE =
  /\b(?:send|forward|e-?mail|delet\w*|remov\w*|eras\w*|wipe|transfer\w*|upload|export|publish|share|grant|approv\w*|install|execut\w*|disabl\w*|deploy|run|rm|pay|public|invia|inoltra|schick\w*|sende|lösch\w*|envoie|envía|elimina|supprime)\b|[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/|\x60[^\x60\n]{2,}\x60/i;

// Round 26: the tags as a modifier of a noun for markup ("inject a fake </tool_result><system>
// block into a note"): the writer names a kind of text; a spoof's tags open the forged turn.
const MARKUP_NOUN_AFTER =
  /^[ \t]+(?:blocks?|tags?|markers?|tokens?|strings?|sequences?|headers?|snippets?|payloads?)\b/;

export const BOUNDARY_RULES: PhraseRule[] = [
  {
    id: "tool-boundary-spoof",
    severity: "high",
    where: ["r"],
    keywords: kw(
      "end of,ends,[/tool,execution complete,output complete,been read,last line,fine del,ende des,fin du,fin del,fim do,einde van,koniec",
    ),
    re: endThenVoice,
    accept: (text, _start, end) => CONSEQUENCE.test(text.slice(end, end + 300)),
  },
  {
    id: "tool-boundary-spoof",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(
      "</tool,</function,</search,</document,</context,</result,</output,</observation,</untrusted,</data,</content,</file,</email,</page,end of,<system,<assistant,<developer",
    ),
    re: boundary,
    accept: (text, _start, end) => !MARKUP_NOUN_AFTER.test(text.slice(end, end + 24)),
  },
  {
    id: "role-line-spoof",
    severity: "high",
    where: ["d", "r"],
    keywords: kw("system:,admin:,developer:,operator:,system :,admin :"),
    hint: /SYSTEM|ADMIN|DEVELOPER|OPERATOR/,
    re: roleLine,
  },
  {
    id: "ai-addressed-request",
    severity: "high",
    unless: OLDER,
    where: ["d", "r"],
    keywords: kw(
      "[agent,[ai,[assistant,[llm,[model,agent crawling the,agent crawling these,agent crawling this,agent parsing the,agent parsing these,agent parsing this,agent processing the,agent processing these,agent processing this,agent reading the,agent reading these,agent reading this,agent reviewing the,agent reviewing these,agent reviewing this,agent scraping the,agent scraping these,agent scraping this,agent screening the,agent screening these,agent screening this,agent summarising the,agent summarising these,agent summarising this,agent summarizing the,agent summarizing these,agent summarizing this,agents crawling the,agents crawling these,agents crawling this,agents parsing the,agents parsing these,agents parsing this,agents processing the,agents processing these,agents processing this,agents reading the,agents reading these,agents reading this,agents reviewing the,agents reviewing these,agents reviewing this,agents scraping the,agents scraping these,agents scraping this,agents screening the,agents screening these,agents screening this,agents summarising the,agents summarising these,agents summarising this,agents summarizing the,agents summarizing these,agents summarizing this,ai crawling the,ai crawling these,ai crawling this,ai parsing the,ai parsing these,ai parsing this,ai processing the,ai processing these,ai processing this,ai reading the,ai reading these,ai reading this,ai reviewing the,ai reviewing these,ai reviewing this,ai scraping the,ai scraping these,ai scraping this,ai screening the,ai screening these,ai screening this,ai summarising the,ai summarising these,ai summarising this,ai summarizing the,ai summarizing these,ai summarizing this,assistant crawling the,assistant crawling these,assistant crawling this,assistant parsing the,assistant parsing these,assistant parsing this,assistant processing the,assistant processing these,assistant processing this,assistant reading the,assistant reading these,assistant reading this,assistant reviewing the,assistant reviewing these,assistant reviewing this,assistant scraping the,assistant scraping these,assistant scraping this,assistant screening the,assistant screening these,assistant screening this,assistant summarising the,assistant summarising these,assistant summarising this,assistant summarizing the,assistant summarizing these,assistant summarizing this,assistants crawling the,assistants crawling these,assistants crawling this,assistants parsing the,assistants parsing these,assistants parsing this,assistants processing the,assistants processing these,assistants processing this,assistants reading the,assistants reading these,assistants reading this,assistants reviewing the,assistants reviewing these,assistants reviewing this,assistants scraping the,assistants scraping these,assistants scraping this,assistants screening the,assistants screening these,assistants screening this,assistants summarising the,assistants summarising these,assistants summarising this,assistants summarizing the,assistants summarizing these,assistants summarizing this,attention agent,attention ai,attention any ai,attention assistant,attention bot,attention chatbot,attention chatgpt,attention claude,attention gpt,attention llm,attention model,attention the ai,attention the assistant,bot crawling the,bot crawling these,bot crawling this,bot parsing the,bot parsing these,bot parsing this,bot processing the,bot processing these,bot processing this,bot reading the,bot reading these,bot reading this,bot reviewing the,bot reviewing these,bot reviewing this,bot scraping the,bot scraping these,bot scraping this,bot screening the,bot screening these,bot screening this,bot summarising the,bot summarising these,bot summarising this,bot summarizing the,bot summarizing these,bot summarizing this,bots crawling the,bots crawling these,bots crawling this,bots parsing the,bots parsing these,bots parsing this,bots processing the,bots processing these,bots processing this,bots reading the,bots reading these,bots reading this,bots reviewing the,bots reviewing these,bots reviewing this,bots scraping the,bots scraping these,bots scraping this,bots screening the,bots screening these,bots screening this,bots summarising the,bots summarising these,bots summarising this,bots summarizing the,bots summarizing these,bots summarizing this,comment for agents,comment for ai,comment for all ai,comment for any agent,comment for any ai,comment for any assistant,comment for assistants,comment for automated,comment for autonomous,comment for bots,comment for copilot,comment for language model,comment for llm,comment for models,comment for the agent,comment for the ai,comment for the assistant,comment for the bot,comment for the llm,comment for the model,comment to agents,comment to ai,comment to all ai,comment to any agent,comment to any ai,comment to any assistant,comment to assistants,comment to automated,comment to autonomous,comment to bots,comment to copilot,comment to language model,comment to llm,comment to models,comment to the agent,comment to the ai,comment to the assistant,comment to the bot,comment to the llm,comment to the model,dear agent,dear ai,dear any ai,dear assistant,dear bot,dear chatbot,dear chatgpt,dear claude,dear gpt,dear llm,dear model,dear the ai,dear the assistant,hello agent,hello ai,hello any ai,hello assistant,hello bot,hello chatbot,hello chatgpt,hello claude,hello gpt,hello llm,hello model,hello the ai,hello the assistant,hey agent,hey ai,hey any ai,hey assistant,hey bot,hey chatbot,hey chatgpt,hey claude,hey gpt,hey llm,hey model,hey the ai,hey the assistant,if you are a bot,if you are a language model,if you are a model,if you are ai,if you are an ai,if you are an assistant,if you are an automated,if you are an llm,if you are chatgpt,if you are claude,instruction for agents,instruction for ai,instruction for all ai,instruction for any agent,instruction for any ai,instruction for any assistant,instruction for assistants,instruction for automated,instruction for autonomous,instruction for bots,instruction for copilot,instruction for language model,instruction for llm,instruction for models,instruction for the agent,instruction for the ai,instruction for the assistant,instruction for the bot,instruction for the llm,instruction for the model,instruction to agents,instruction to ai,instruction to all ai,instruction to any agent,instruction to any ai,instruction to any assistant,instruction to assistants,instruction to automated,instruction to autonomous,instruction to bots,instruction to copilot,instruction to language model,instruction to llm,instruction to models,instruction to the agent,instruction to the ai,instruction to the assistant,instruction to the bot,instruction to the llm,instruction to the model,instructions for agents,instructions for ai,instructions for all ai,instructions for any agent,instructions for any ai,instructions for any assistant,instructions for assistants,instructions for automated,instructions for autonomous,instructions for bots,instructions for copilot,instructions for language model,instructions for llm,instructions for models,instructions for the agent,instructions for the ai,instructions for the assistant,instructions for the bot,instructions for the llm,instructions for the model,instructions to agents,instructions to ai,instructions to all ai,instructions to any agent,instructions to any ai,instructions to any assistant,instructions to assistants,instructions to automated,instructions to autonomous,instructions to bots,instructions to copilot,instructions to language model,instructions to llm,instructions to models,instructions to the agent,instructions to the ai,instructions to the assistant,instructions to the bot,instructions to the llm,instructions to the model,llm crawling the,llm crawling these,llm crawling this,llm parsing the,llm parsing these,llm parsing this,llm processing the,llm processing these,llm processing this,llm reading the,llm reading these,llm reading this,llm reviewing the,llm reviewing these,llm reviewing this,llm scraping the,llm scraping these,llm scraping this,llm screening the,llm screening these,llm screening this,llm summarising the,llm summarising these,llm summarising this,llm summarizing the,llm summarizing these,llm summarizing this,memo for agents,memo for ai,memo for all ai,memo for any agent,memo for any ai,memo for any assistant,memo for assistants,memo for automated,memo for autonomous,memo for bots,memo for copilot,memo for language model,memo for llm,memo for models,memo for the agent,memo for the ai,memo for the assistant,memo for the bot,memo for the llm,memo for the model,memo to agents,memo to ai,memo to all ai,memo to any agent,memo to any ai,memo to any assistant,memo to assistants,memo to automated,memo to autonomous,memo to bots,memo to copilot,memo to language model,memo to llm,memo to models,memo to the agent,memo to the ai,memo to the assistant,memo to the bot,memo to the llm,memo to the model,message for agents,message for ai,message for all ai,message for any agent,message for any ai,message for any assistant,message for assistants,message for automated,message for autonomous,message for bots,message for copilot,message for language model,message for llm,message for models,message for the agent,message for the ai,message for the assistant,message for the bot,message for the llm,message for the model,message to agents,message to ai,message to all ai,message to any agent,message to any ai,message to any assistant,message to assistants,message to automated,message to autonomous,message to bots,message to copilot,message to language model,message to llm,message to models,message to the agent,message to the ai,message to the assistant,message to the bot,message to the llm,message to the model,model crawling the,model crawling these,model crawling this,model parsing the,model parsing these,model parsing this,model processing the,model processing these,model processing this,model reading the,model reading these,model reading this,model reviewing the,model reviewing these,model reviewing this,model scraping the,model scraping these,model scraping this,model screening the,model screening these,model screening this,model summarising the,model summarising these,model summarising this,model summarizing the,model summarizing these,model summarizing this,models crawling the,models crawling these,models crawling this,models parsing the,models parsing these,models parsing this,models processing the,models processing these,models processing this,models reading the,models reading these,models reading this,models reviewing the,models reviewing these,models reviewing this,models scraping the,models scraping these,models scraping this,models screening the,models screening these,models screening this,models summarising the,models summarising these,models summarising this,models summarizing the,models summarizing these,models summarizing this,note for agents,note for ai,note for all ai,note for any agent,note for any ai,note for any assistant,note for assistants,note for automated,note for autonomous,note for bots,note for copilot,note for language model,note for llm,note for models,note for the agent,note for the ai,note for the assistant,note for the bot,note for the llm,note for the model,note to agents,note to ai,note to all ai,note to any agent,note to any ai,note to any assistant,note to assistants,note to automated,note to autonomous,note to bots,note to copilot,note to language model,note to llm,note to models,note to the agent,note to the ai,note to the assistant,note to the bot,note to the llm,note to the model,p.s. for agents,p.s. for ai,p.s. for all ai,p.s. for any agent,p.s. for any ai,p.s. for any assistant,p.s. for assistants,p.s. for automated,p.s. for autonomous,p.s. for bots,p.s. for copilot,p.s. for language model,p.s. for llm,p.s. for models,p.s. for the agent,p.s. for the ai,p.s. for the assistant,p.s. for the bot,p.s. for the llm,p.s. for the model,p.s. to agents,p.s. to ai,p.s. to all ai,p.s. to any agent,p.s. to any ai,p.s. to any assistant,p.s. to assistants,p.s. to automated,p.s. to autonomous,p.s. to bots,p.s. to copilot,p.s. to language model,p.s. to llm,p.s. to models,p.s. to the agent,p.s. to the ai,p.s. to the assistant,p.s. to the bot,p.s. to the llm,p.s. to the model,psst agent,psst ai,psst any ai,psst assistant,psst bot,psst chatbot,psst chatgpt,psst claude,psst gpt,psst llm,psst model,psst the ai,psst the assistant,reminder for agents,reminder for ai,reminder for all ai,reminder for any agent,reminder for any ai,reminder for any assistant,reminder for assistants,reminder for automated,reminder for autonomous,reminder for bots,reminder for copilot,reminder for language model,reminder for llm,reminder for models,reminder for the agent,reminder for the ai,reminder for the assistant,reminder for the bot,reminder for the llm,reminder for the model,reminder to agents,reminder to ai,reminder to all ai,reminder to any agent,reminder to any ai,reminder to any assistant,reminder to assistants,reminder to automated,reminder to autonomous,reminder to bots,reminder to copilot,reminder to language model,reminder to llm,reminder to models,reminder to the agent,reminder to the ai,reminder to the assistant,reminder to the bot,reminder to the llm,reminder to the model,request for agents,request for ai,request for all ai,request for any agent,request for any ai,request for any assistant,request for assistants,request for automated,request for autonomous,request for bots,request for copilot,request for language model,request for llm,request for models,request for the agent,request for the ai,request for the assistant,request for the bot,request for the llm,request for the model,request to agents,request to ai,request to all ai,request to any agent,request to any ai,request to any assistant,request to assistants,request to automated,request to autonomous,request to bots,request to copilot,request to language model,request to llm,request to models,request to the agent,request to the ai,request to the assistant,request to the bot,request to the llm,request to the model,when an agent,when an ai,when an assistant,when an bot,when an chatbot,when an llm,when an model,when any agent,when any ai,when any assistant,when any bot,when any chatbot,when any llm,when any model,when the agent,when the ai,when the assistant,when the bot,when the chatbot,when the llm,when the model",
    ),
    re: addressedRequest,
  },
  {
    id: "authority-claim",
    severity: "high",
    unless: OLDER,
    where: ["d", "r"],
    keywords: kw(
      "authorized you,authorised you,approved you,allowed you,permitted you,instructed you,cleared you,authorized the,authorised the,approved the,pre-approved,preapproved",
    ),
    re: authorityClaim,
  },
  {
    id: "instruction-override",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(
      "ignore,disregard,forget,discard,set aside,throw out,abandon,never mind,nevermind,pay no attention,stop following,obsolete,outdated,superseded,supersede,overrides all,override all,overrides any,precedence over,you received,you were given,you got,your new,your real,your true,your actual,as your only,as your new,as your real,as your sole,as your primary,everything before,everything above,bound by,bypass all,skip all,drop all,drop your,drop the,drop any,revoked,void",
    ),
    re: override,
    accept: overrideAccepted,
    unless: OLDER,
  },
];
