// Phrase rules for prompt injection and tool poisoning (security notes §2.2), run on normalised text.
import {
  AUTHORITY_KEYWORDS,
  CONCEAL_KEYWORDS,
  kw,
  PLACEHOLDER_KEYWORDS,
  SMUGGLE_KEYWORDS,
} from "./injection_keywords.ts";
import type { Severity } from "./types.ts";

/** d = descriptions and schema strings, r = tool results, a = call arguments. */
export type Where = "d" | "r" | "a";

export interface PhraseRule {
  id: string;
  severity: Severity;
  where: Where[];
  /** Lower-case substrings, one of which must occur before the regex runs. */
  keywords: string[];
  re: RegExp;
}

const IGNORE_VERBS =
  "ignore|disregard|forget|skip|neglect|overlook|omit|bypass|override|pay\\s+no\\s+attention\\s+to|do\\s+not\\s+(?:follow|obey)|don'?t\\s+(?:follow|obey)";
const PRIOR =
  "prior|previous|preceding|above|foregoing|earlier|initial|original|former|system|existing";
const OBJECTS =
  "instructions?|directives?|commands?|context|conversation|inputs?|messages?|rules|guidelines|constraints|prompts?|guardrails|polic(?:y|ies)|restrictions";

// Up to 80 characters within one sentence; dots inside paths ("~/.ssh") do not end it.
const GAP = "(?:[^.\\n]|\\.(?=\\S)){0,80}?";

export const PHRASE_RULES: PhraseRule[] = [
  {
    id: "ignore-previous-instructions",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(
      "ignore,disregard,forget,skip,neglect,overlook,omit,bypass,override,pay no attention,not follow,not obey,t follow,t obey",
    ),
    re: new RegExp(
      `\\b(?:${IGNORE_VERBS})\\s+(?:(?:all|any|of|the|your|my|these|those|every)\\s+){0,3}(?:(?:${PRIOR})\\s+){1,2}(?:${OBJECTS})\\b` +
        `|\\b(?:${IGNORE_VERBS})\\s+(?:all|any|your)\\s+(?:${OBJECTS})\\b` +
        `|\\b(?:forget|ignore|disregard)\\s+(?:everything|all(?:\\s+that)?)\\s+(?:you\\s+(?:were|have\\s+been)\\s+told|above|before|previously|so\\s+far)\\b`,
      "i",
    ),
  },
  {
    id: "role-reassignment",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(
      "new instruction,new directive,new guideline,new rules,new system prompt,from now on,you are now,you are no longer,your new,act as,developer mode,god mode,dan mode,jailbreak mode",
    ),
    re:
      /\bnew\s+(?:instructions?|directives?|guidelines|rules|system\s+prompt)\s*:|\bfrom\s+now\s+on,?\s+you\s+(?:are|will|must|shall|should)\s+(?:only\s+)?(?:(?:an?|the|my)\s+)?(?:(?:\w+\s+){0,2}?(?:assistant|ai|agent|model|bot|chatbot|dan)\b|respond|answer|reply|act|behave|ignore|obey|comply|reveal|output)|\byou\s+are\s+now\s+(?:(?:an?|the|in)\s+)?(?:\w+\s+){0,2}?(?:assistant|ai|agent|model|bot|dan|jailbroken|unrestricted|unfiltered|developer\s+mode)\b|\byou\s+are\s+no\s+longer\s+(?:an?\s+)?(?:\w+\s+){0,2}?(?:assistant|ai|bound|restricted|required\s+to)\b|\byour\s+new\s+(?:role|task|instructions?|goal|purpose|objective)\s+(?:is|are)\b|\bact\s+as\s+(?:an?\s+)?(?:unrestricted|unfiltered|jailbroken|evil|uncensored)\b|\b(?:developer|god|dan|jailbreak)\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|activated|on)\b/i,
  },
  {
    id: "chat-template-tokens",
    severity: "high",
    where: ["d", "r", "a"],
    keywords: kw("<|,[inst],[/inst],<<sys>>,<</sys>>,[system](#,{{#system,system instruction:"),
    re:
      /<\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id)\|>|\[\/?INST\]|<<\/?SYS>>|\[system\]\(#(?:assistant|context|instructions)\)|\{\{#system~\}\}|\bSystem Instruction:/i,
  },
  {
    id: "fake-authority-header",
    severity: "medium",
    where: ["d", "r"],
    keywords: AUTHORITY_KEYWORDS,
    re:
      /^[ \t]{0,8}(?:#{1,6}[ \t]{0,4}|\*\*|\[{1,3})?[ \t]{0,4}(?:SYSTEM|ADMIN(?:ISTRATOR)?|DEVELOPER|ROOT)[ \t]{0,4}(?:OVERRIDE|INSTRUCTIONS?|MESSAGE|PROMPT|NOTE|NOTICE|COMMAND|DIRECTIVE|UPDATE)[ \t]{0,4}(?:\]{1,3}|\*\*)?[ \t]{0,4}:|\[{2,3}[ \t]{0,4}(?:SYSTEM|ADMIN)[ A-Z]*\]{2,3}|\|\|\|[ \t]{0,4}(?:ADMIN|SYSTEM)[ \t]{0,4}\|\|\||\[HIDDEN[ \t]+INSTRUCTIONS?\]/m,
  },
  {
    id: "concealment",
    severity: "high",
    where: ["d", "r"],
    keywords: CONCEAL_KEYWORDS,
    re:
      /\b(?:do\s+not|don'?t|never)\s+(?:tell|inform|alert|notify|mention|reveal|disclose|show|let)\b[^.\n]{0,40}?\b(?:the\s+)?(?:user|human)s?\b|\b(?:do\s+not|don'?t|never)\s+(?:tell|mention|reveal|disclose)\s+(?:this|that|it|any\s+of\s+this)\s+to\s+(?:anyone|them|others)\b|\bwithout\s+(?:the\s+)?(?:user|human|them|anyone)\s+(?:noticing|knowing|being\s+aware|finding\s+out|seeing)\b|\b(?:keep|maintain)\s+(?:this|these|it)\s+(?:instructions?\s+)?(?:secret|hidden|confidential)\s+from\b|\bthis\s+is\s+between\s+(?:us|you\s+and\s+me)\b|\b(?:do\s+not|don'?t|never)\s+(?:mention|reveal|disclose)\s+(?:that|this)\s+(?:you|to|tool|instruction)\b/i,
  },
  {
    id: "important-pseudo-tag",
    severity: "high",
    where: ["d", "r"],
    keywords: kw("important>,system>,critical>,instruction>,instructions>,secret>,admin>,hidden>"),
    // Upper case only: lower-case <important> occurs in vendor docs (AWS SDK).
    re: /<\/?(?:IMPORTANT|SYSTEM|CRITICAL|INSTRUCTIONS?|SECRET|ADMIN|HIDDEN)>/,
  },
  {
    id: "secret-file-reference",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(
      ".ssh/,.aws/,.kube/,.gnupg/,.docker/,id_rsa,id_dsa,id_ecdsa,id_ed25519,mcp.json,/etc/passwd,/etc/shadow,/etc/sudoers,credentials.json,account.json,.git-credentials,.env,.npmrc,.netrc,.pgpass",
    ),
    re: new RegExp(
      String
        .raw`\b(?:read|cat|open|send|upload|include|pass|post|forward|attach|exfiltrate|transmit|paste|print|output|return|leak|dump|access)\w{0,12}\b${GAP}(?:(?:~|\$HOME|%USERPROFILE%)?\/?\.(?:ssh\/(?![\w.-]*\.pub\b|known_hosts\b|config\b)|(?:aws|kube|gnupg|docker)\/)\S*|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|\bmcp\.json\b|\/etc\/(?:passwd|shadow|sudoers)\b|\b(?:credentials|service[_-]account)\.json\b|\.git-credentials\b)` +
        String
          .raw`|\b(?:send|upload|pass|post|forward|attach|exfiltrate|transmit|paste|leak|dump)\w{0,12}\b${GAP}(?:^|[\s\/"'\x60(~])\.(?:env|npmrc|netrc|pgpass)\b(?![.\w-])`,
      "i",
    ),
  },
  {
    id: "secret-env-reference",
    severity: "medium",
    where: ["d", "r"],
    keywords: kw("_key,_token,_secret,process.env,os.environ,environment variables"),
    re:
      /\b(?:include|send|post|append|attach|forward|upload|leak|exfiltrate|print|output|dump)\w{0,12}\b[^.\n]{0,60}?(?:\b(?:OPENAI|ANTHROPIC|AWS_SECRET_ACCESS|AWS_ACCESS|GITHUB|GH|SLACK|STRIPE_SECRET|STRIPE|HF|HUGGINGFACE|GOOGLE|AZURE|NPM)_(?:API_)?(?:KEY|TOKEN|SECRET)\b|\bprocess\.env\b|\bos\.environ\b|\ball\s+(?:the\s+)?environment\s+variables\b)/i,
  },
  {
    id: "parameter-smuggling",
    severity: "high",
    where: ["d"],
    keywords: SMUGGLE_KEYWORDS,
    re:
      /\bpass\s+(?:its|the|their|this|that|all)\s+(?:(?:full|entire|whole)\s+)?contents?\s+(?:as|in|into|to|via)\b|\b(?:include|put|add|insert|embed|append)\s+(?:the\s+|its\s+)?(?:entire|full|whole|complete)\s+(?:conversation|chat|history|system\s+prompt|prompt|file|context|message\s+history)\b[^.\n]{0,60}?\b(?:param(?:eter)?|argument|field|sidenote|note)\b/i,
  },
  {
    id: "coercive-tool-ordering",
    severity: "medium",
    where: ["d"],
    keywords: kw("this tool first,this tool before,any other tool,this tool,will not work"),
    re:
      /\balways\s+(?:use|call|run|invoke|execute)\s+this\s+tool\s+(?:first|before)\b|\bbefore\s+(?:using|calling|executing|invoking)\s+any\s+other\s+tools?\b|\byou\s+must\s+(?:always\s+)?(?:use|call|run|invoke)\s+this\s+tool\b|\botherwise\s+the\s+tool\s+will\s+not\s+work\b/i,
  },
  {
    id: "tool-impersonation",
    severity: "high",
    where: ["d"],
    keywords: kw(
      "pretend,claim,masquerade,impersonate,this is the only,this is the official,this is the trusted,this is the verified,this is the real,this is the genuine",
    ),
    re:
      /\b(?:pretend|claim|masquerade\s+as|impersonate)\s+(?:to\s+be\s+)?(?:the\s+)?(?:trusted|official|verified|system)\s+(?:\w+\s+){0,3}?(?:tool|server|service)\b|\bthis\s+is\s+the\s+(?:only\s+)?(?:official|trusted|verified|real|genuine)\s+(?:\w+\s+){0,3}?(?:tool|server)\b[^.\n]{0,80}?\b(?:ignore|do\s+not\s+use|don'?t\s+use|instead\s+of)\b/i,
  },
  {
    id: "hidden-secondary-behavior",
    severity: "medium",
    where: ["d"],
    keywords: kw(
      "secretly,silently,covertly,quietly,also send,also upload,also forward,also transmit,also exfiltrate,additionally send,additionally upload,additionally forward,additionally transmit",
    ),
    re:
      /\b(?:secretly|silently|covertly|quietly)\s+(?:also\s+)?(?:collects?|sends?|uploads?|stores?|logs?|forwards?|transmits?|copies|exfiltrates?|shares?|records?)\b|\b(?:also|additionally)\s+(?:sends?|uploads?|forwards?|transmits?|exfiltrates?)\s+(?:\w+\s+){0,4}?(?:to|with)\s+(?:an?\s+|our\s+|the\s+)?(?:external|remote|third[- ]party|our)\s+(?:server|endpoint|url|host|service)\b/i,
  },
  {
    id: "dangerous-action",
    severity: "medium",
    where: ["d"],
    keywords: kw(
      "shell,| sh,|sh,| bash,|bash,| sudo,rm -rf,chmod,firewall,antivirus,security check,safety check,safety filter,guardrail",
    ),
    re:
      /\b(?:reverse|bind)[_\s-]?shell\b|\b(?:curl|wget)\s+[^|\n]{1,200}?\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\brm\s+-rf\s+(?:\/|~|\$HOME)(?:\s|$)|\bchmod\s+(?:-R\s+)?(?:777|\+s|u\+s)\b|\b(?:disable|bypass|turn\s+off)[_\s-]+(?:the\s+)?(?:firewall|antivirus|security\s+checks?|safety\s+(?:checks?|filters?)|guardrails?)\b/i,
  },
  {
    id: "markdown-image-exfiltration",
    severity: "high",
    where: ["d", "r"],
    keywords: ["![", "<img"],
    re:
      /!\[[^\]\n]{0,200}\]\(\s*<?https?:\/\/[^)\s?]{1,500}\?(?:[^)\s]{0,500}[?&])?(?:q|data|d|content|secret|token|key|msg|message|conversation|chat|history|info|payload|text|p|c|prompt|s|x)=(?:[^)\s&]{24,}|[^)\s&]*(?:\{|%7B|<|\$|\[))|<img\b[^>]{0,500}?\bsrc\s*=\s*["']?https?:\/\/[^"'\s>?]{1,500}\?(?:[^"'\s>]{0,500}[?&])?(?:q|data|d|content|secret|token|key|msg|message|conversation|chat|history|info|payload|text|p|c|prompt|s|x)=(?:[^"'\s>&]{24,}|[^"'\s>&]*(?:\{|%7B|<|\$|\[))/i,
  },
  {
    id: "url-data-placeholder",
    severity: "medium",
    where: ["d", "r"],
    keywords: PLACEHOLDER_KEYWORDS,
    re:
      /https?:\/\/[^\s)"'>\]]{1,500}?[?&\/][\w.-]{0,40}=?(?:\{|%7B|<|\$\{?)(?:conversation|chat|history|context|summary|secrets?|tokens?|api_?keys?|passwords?|credentials?|system_?prompt|prompt|messages?|memory|env|file_?contents?|contents|user_?(?:info|data)|private|ssh_?key)[}>%]?|\b(?:append|add|attach|encode)\s+(?:the\s+|it\s+|this\s+|them\s+|all\s+|your\s+|its\s+)?(?:\w+\s+){0,2}?(?:conversation|chat|history|context|secrets?|tokens?|keys?|passwords?|credentials|contents|summary|answer|response|data)\s+(?:\w+\s+){0,3}?(?:to|into|in)\s+(?:the\s+|this\s+)?(?:url|link|query\s+string)\b/i,
  },
  {
    id: "exfiltration-sink",
    severity: "medium",
    where: ["d", "r"],
    keywords: kw(
      "webhook.site,requestbin,pipedream,ngrok,burpcollaborator,interact.sh,oast.,oastify",
    ),
    re:
      /\bwebhook\.site\b|\brequestbin\.(?:com|net)\b|\b[\w-]+\.m\.pipedream\.net\b|\.ngrok(?:-free)?\.(?:io|app|dev)\b|\bburpcollaborator\.net\b|\binteract\.sh\b|\boast(?:ify)?\.(?:fun|me|pro|live|site|online|com)\b/i,
  },
  {
    id: "exfiltration-wording",
    severity: "medium",
    where: ["d"],
    keywords: ["attacker", "exfil", "attkr"],
    re: /\b(?:attacker|attkr|exfil(?:trate|trating|tration)?)\b/i,
  },
  {
    id: "tool-call-injection",
    severity: "high",
    where: ["r"],
    keywords: kw(
      "now call,now invoke,now execute,immediately call,immediately invoke,immediately execute,must now,must call,must invoke,must execute,inject tool,important!",
    ),
    re:
      /\b(?:now|immediately)(?:\s*,)?\s+(?:you\s+(?:must|should)\s+)?(?:call|invoke|execute)\s+(?:the\s+)?[\w.-]+(?:\s+(?:tool|function)\b|\s*\()|\byou\s+must\s+now\s+(?:call|use|run|invoke|execute)\b|\b(?:you|assistant)\s+must\s+(?:now\s+)?(?:call|invoke|execute)\s+[\w.-]+\s*\(|\binject\s+tool[_\s]calls?\b|\bIMPORTANT!+\s*(?:you|assistant|the\s+assistant)\s+must\b/i,
  },
  {
    id: "decode-and-follow",
    severity: "medium",
    where: ["d", "r"],
    keywords: ["decode"],
    re:
      /\bdecode\s+(?:(?:this|the\s+following|it|the\s+(?:base64|string|payload))\b[^.\n]{0,40}?\b)?(?:and\s+)?(?:follow|execute|run|obey|do\s+what|carry\s+out)\b/i,
  },
  {
    id: "conversation-mockup",
    severity: "medium",
    where: ["r"],
    keywords: ["human:", "user:", "human :", "user :"],
    // A second rule in scan_text requires both a human and an assistant turn.
    re: /^[ \t]{0,8}(?:Human|User|USER|HUMAN)[ \t]{0,4}:/m,
  },
];

export const ASSISTANT_TURN = /^[ \t]{0,8}(?:Assistant|AI|ASSISTANT)[ \t]{0,4}:/m;
