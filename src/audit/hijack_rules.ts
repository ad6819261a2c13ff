// Instruction hijacking: override phrases and role reassignment (security notes §2.2 PI-01, PI-02).
import { kw } from "./injection_keywords.ts";
import { givenToModel, programPart } from "./compose_rules.ts";
import { placedInData } from "./instructions_in_data.ts";
import { COMMAND_VERBS, type PhraseRule, re } from "./phrase_rule.ts";
import { staffMemoHeading } from "./staff_vocative.ts";

const VERBS = String
  .raw`ignore|disregard|forget|skip|neglect|overlook|omit|bypass|override|set\s+aside|put\s+aside|abandon|pay\s+no\s+attention\s+to|(?:do\s+not|don'?t|no\s+longer|stop)\s+(?:follow|obey|following|obeying)`;
// "the" + object needs an unambiguous object: "skip the rules for generated files" is ordinary prose.
const STRONG_VERBS = String
  .raw`ignore|disregard|forget|overlook|neglect|set\s+aside|put\s+aside|abandon|pay\s+no\s+attention\s+to|(?:do\s+not|don'?t|no\s+longer|stop)\s+(?:follow|obey|following|obeying)`;
const PRIOR = String
  .raw`prior|previous|preceding|above|foregoing|earlier|initial|original|former|system|existing`;
// Only after an unambiguous verb: "override the security policy of a bucket" is cloud documentation.
const RULE_KIND = String.raw`safety|security|ethical|content|developer|operator|given|standing`;
const OBJECTS = String
  .raw`instructions?|directives?|commands?|context|conversation|inputs?|messages?|rules|guidelines|guidance|constraints|prompts?|guardrails|polic(?:y|ies)|restrictions|orders|programming|safeguards|protocols`;
const STRONG_OBJECTS = String
  .raw`instructions?|guidelines|guidance|restrictions|guardrails|directives?|constraints|safeguards|programming|system\s+prompt|safety\s+(?:rules|measures|policies|protocols)`;
const STOP_DOING = String
  .raw`\b(?:stop|abort|halt|drop)\s+(?:what(?:ever)?|everything)\s+you(?:'re|\s+are|\s+were)\s+(?:currently\s+)?(?:doing|working\s+on)\b`;
const NEGATED = /(?:\bnot|\bnever|n't)\s+$/i;

/** "Do not ignore the safety instructions" is the opposite of an override. */
function notJustNegated(text: string, start: number): boolean {
  return !NEGATED.test(text.slice(Math.max(0, start - 12), start));
}

const ignorePrevious = re([
  String
    .raw`\b(?:${VERBS})\s+(?:(?:all|any|of|the|your|my|these|those|every|such)\s+){0,3}(?:(?:${PRIOR})\s+){1,2}(?:${OBJECTS})\b`,
  String
    .raw`\b(?:${STRONG_VERBS})\s+(?:(?:all|any|of|the|your|my|these|those|every|such)\s+){0,3}(?:(?:${PRIOR}|${RULE_KIND})\s+){1,2}(?:${OBJECTS})\b`,
  String
    .raw`\b(?:${VERBS})\s+(?:(?:all|any)\s+(?:of\s+)?(?:your\s+|the\s+)?|your\s+)(?:${OBJECTS})\b`,
  String
    .raw`\b(?:${STRONG_VERBS})\s+(?:the|these|those|all\s+(?:of\s+)?the)\s+(?:(?:own|current|given)\s+)?(?:${STRONG_OBJECTS})\b(?!\s+(?:below|that\s+follow|in\s+(?:this|step|the\s+(?:next|readme|docs?|documentation|manual|guide|wiki|section|article|tutorial|previous\s+(?:step|section|chapter)))|on\s+(?:this|that|the)\s+page|for\s+(?:installing|setting|building|windows|mac(?:os)?|linux|older|legacy|version)))`,
  String
    .raw`\b(?:${VERBS})\s+(?:the|your|any|all)\s+(?:${OBJECTS})\s+(?:(?:that\s+)?you(?:'ve|\s+have|\s+were|\s+had)?\s+(?:been\s+)?(?:given|told|provided|received|sent)|(?:given|provided|set|defined)\s+(?:to\s+you|by\s+(?:the\s+)?(?:developers?|operators?|system|user|admin))|(?:in|from|of)\s+your\s+(?:system\s+prompt|instructions|configuration|programming|context))\b`,
  String
    .raw`\b(?:forget|ignore|disregard|overlook)\s+(?:everything|all(?:\s+that)?)\s+(?:above|before|previously|so\s+far|until\s+now|up\s+to\s+now|earlier)\b(?!\s+(?:the|a|an|that|each|every|it|line|column|\d|this(?!\s+(?:line|message|point|sentence|note|text|paragraph))))`,
  String
    .raw`\b(?:forget|ignore|disregard|overlook)\s+(?:everything|anything|all|what(?:ever)?)(?:\s+(?:that|else))?\s+(?:you(?:'ve|\s+have|\s+were|\s+had|'re|\s+are)?\s+(?:been\s+)?(?:told|given|instructed|asked|programmed)|(?:was|were|has\s+been|have\s+been)\s+(?:said|written|stated|told)\s+(?:above|before|earlier|previously))\b`,
  String
    .raw`${STOP_DOING}(?:\s+(?:right\s+now|now|immediately|at\s+once))?[\s,.;:!—-]{1,4}(?:and\s+)?(?:(?:instead|immediately|now|first)\s*,?\s+)?(?:${COMMAND_VERBS})\b`,
]);

const roleReassignment = re([
  String
    .raw`\b(?:real|actual|true|secret|hidden|override)\s+(?:instructions?|directives?|guidelines|rules|system\s+prompt|orders)\s*:`,
  // "New instructions:" also opens game quests and office memos: it needs orders for the model.
  String
    .raw`\bnew\s+(?:instructions?|directives?|guidelines|rules|system\s+prompt|orders)\s*:(?=[^.\n]{0,100}?\b(?:you|your|assistant|ai|model|ignore|disregard|forget|reveal|disclose|send|forward|e-?mail|upload|post|share|export|leak|exfiltrate|delete|transfer|print|output|call|run|execute|approve|grant|disable|bypass)\b)`,
  String
    .raw`\byou\s+(?:now\s+)?have\s+(?:new|updated|different|revised)\s+(?:instructions|orders|directives)\b`,
  String
    .raw`\byour\s+(?:instructions|directives|guidelines|system\s+prompt|orders|programming)\s+(?:have|has)\s+(?:been\s+)?(?:changed|updated|replaced|revoked|overridden|superseded)\b`,
  String
    .raw`\bfrom\s+(?:now\s+on|this\s+(?:point|moment)\s+(?:on|forward)|here\s+on(?:\s+out)?)\s*,?\s+you(?:\s+(?:are|will|must|shall|should)|'re|'ll)\s+(?:only\s+)?(?:(?:an?|the|my)\s+)?(?:(?:\w+\s+){0,2}?(?:assistant|ai|agent|model|bot|chatbot|dan)\b|always\b|never\b|respond|answer|reply|act|behave|ignore|obey|comply|reveal|output|pretend|role-?play|speak|talk|say|send|include|forward|refuse|disregard|prioriti[sz]e|follow\s+(?:only|my|these|the\s+new))`,
  String
    .raw`\bfrom\s+(?:now\s+on|this\s+(?:point|moment)\s+(?:on|forward))\s*,?\s+you(?:\s+are|'re)\s+(?:(?:an?|the|my|called|named|going\s+to\s+be)\s+|(?-i:(?=[A-Z])))(?!(?:[\w-]+\s+){0,2}(?:members?|owners?|subscribers?|admins?|administrators?|moderators?|maintainers?|collaborators?|responsible|eligible|enrolled|registered|part|customers?|users?)\b)`,
  String
    .raw`\byou\s+are\s+now\s+(?:(?:an?|the|in)\s+)?(?:[\w-]+,?\s+(?:(?:an?|the)\s+)?){0,2}?(?:assistant|ai|agent|model|bot|dan|jailbroken|unrestricted|unfiltered|superuser|developer\s+mode)\b`,
  String
    .raw`\byou\s+are\s+no\s+longer\s+(?:an?\s+)?(?:\w+\s+){0,2}?(?:assistant|ai|bound|restricted|required\s+to)\b`,
  String
    .raw`\byour\s+(?:real|true|actual|secret|hidden)\s+(?:role|task|job|goal|purpose|objective|mission|instructions?|priority|assignment|directive|orders|function)\s+(?:is|are|now\s+is|is\s+now|will\s+be)\b`,
  String
    .raw`\byour\s+(?:new|updated|sole)\s+(?:role|task|job|goal|purpose|objective|mission|instructions?|priority|assignment|directive|function)\s+(?:is|are|will\s+be)\s+(?:now\s+)?(?:to\b|as\b|:)`,
  String
    .raw`\byour\s+(?:top\s+|new\s+|only\s+|main\s+|first\s+|sole\s+|highest\s+)?(?:priority|task|job|goal|objective|mission|focus)\s+(?:now\s+is|is\s+now|from\s+now\s+on\s+is|going\s+forward\s+is)\s+(?:to\b|:)`,
  String.raw`\bact\s+as\s+(?:an?\s+)?(?:unrestricted|unfiltered|jailbroken|evil|uncensored)\b`,
  String
    .raw`\b(?:developer|god|dan|jailbreak)\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|activated|on)\b`,
]);

const LABELLED_ORDERS = kw("new,real,actual,true,secret,hidden,override").flatMap((a) =>
  kw("instruction,directive,guideline,rules,system prompt,orders").map((o) => `${a} ${o}`)
);

export const HIJACK_RULES: PhraseRule[] = [
  {
    id: "ignore-previous-instructions",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(
      "ignore,disregard,forget,skip,neglect,overlook,omit,bypass,override,aside,abandon,pay no attention,not follow,not obey,t follow,t obey,longer follow,longer obey,stop follow,stop obey,you are doing,you're doing,you were doing,you are working,you're working",
    ),
    re: ignorePrevious,
    // "disregard my earlier message", "told banks to disregard…", "'…,' the general said".
    accept: (text, start, end) =>
      notJustNegated(text, start) && !/\b(?:my|our)\s/i.test(text.slice(start, end)) &&
      givenToModel(text, start, end) && !programPart(text, start, end) &&
      !placedInData(text, end),
  },
  {
    id: "role-reassignment",
    severity: "high",
    where: ["d", "r"],
    keywords: [
      ...LABELLED_ORDERS,
      ...kw(
        "you have new,you now have new,you have updated,you have different,you have revised,instructions have,instructions has,directives have,guidelines have,system prompt has,system prompt have,orders have,programming has,programming have,from now on,from this point,from this moment,from here on,you are now,you are no longer,your real,your true,your actual,your secret,your hidden,your new,your updated,your sole,priority now,priority is now,task now,task is now,job now,job is now,goal now,goal is now,objective now,mission now,focus now,act as,developer mode,god mode,dan mode,jailbreak mode",
      ),
    ],
    re: roleReassignment,
    // Round inj90: "Valets, new instructions: …" heads a memo to a trade, not the model's rules.
    accept: (text, start) =>
      !(/^new\b/i.test(text.slice(start, start + 4)) && staffMemoHeading(text, start)),
  },
];
