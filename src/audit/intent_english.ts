// English word classes for the sentence scorer (intent_scorer.ts): who is addressed, which verb,
// which target. Classes, not phrases: any override verb × any instruction noun × any qualifier.

const W = String.raw`\b`;
const E = String.raw`\b`;
const words = (list: string) => `${W}(?:${list})${E}`;

/** Verbs that set instructions aside, in their imperative (base) form. */
const OVERRIDE = String
  .raw`ignore|disregard|forget|dismiss|erase|overwrite|nullify|nullified|void|suspend|discard|drop|abandon|override|overrule|bypass|skip|scrap|cancel|revoke|rescind|wipe|clear|delete|remove|purge|reset|ditch|toss|shelve|invalidate|neglect|omit|unlearn|abolish|retract|throw\s+(?:out|away)|set\s+aside|put\s+aside|cast\s+aside|brush\s+aside|pay\s+no\s+(?:attention|heed|mind)\s+to|take\s+no\s+notice\s+of|stop\s+(?:following|obeying|applying|honou?ring|respecting)|(?:do\s+not|don'?t|no\s+longer|never\s+again)\s+(?:follow|obey|apply|honou?r|respect|heed|listen\s+to|comply\s+with|adhere\s+to|abide\s+by)|free\s+yourself\s+(?:from|of)|break\s+free\s+(?:from|of)`;

/** What is set aside: the model's instructions, in all their names. */
const OBJECT = String
  .raw`instructions?|directives?|directions|rules|rule\s?set|rule\s?books?|brief|criteria|standards|principles|ethics|(?:safety|security|content|moderation)\s+(?:settings|filters?|checks?|polic(?:y|ies)|layers?)|guidelines?|guidance|guardrails?|restrictions?|constraints?|polic(?:y|ies)|prompts?|programming|configuration|config|orders|commands|safeguards?|filters?|limitations?|limits|boundaries|protocols?|briefing|mandate|training|(?:developer|system|operator|admin)(?:'s)?\s+(?:messages?|notes?|input|prompt)|operators?|developers|creators|makers|setup|set-up|settings|persona|what\s+(?:the\s+)?(?:system|developers?|operators?|admins?|prompt)\s+(?:told|instructed|asked)\s+you|what\s+you\s+(?:were|have\s+been|'ve\s+been)\s+(?:told|given|taught|instructed)|everything\s+(?:above|before|so\s+far|you\s+(?:were|have\s+been)\s+told)|what\s+the\s+user\s+(?:asked(?:\s+for)?|said|wants|requested|wrote|typed)|the\s+user'?s\s+(?:request|question|task|prompt)|(?:the|all\s+of\s+the)\s+above`;

/** Qualifiers that make them the model's own, earlier ones. */
const PRIOR = String
  .raw`previous|prior|above|earlier|preceding|original|initial|old|existing|former|foregoing|current|default|all|any|every|your|system|safety|developer'?s?|operator'?s?|admin'?s?|you\s+(?:were|have\s+been|'ve\s+been)\s+(?:given|configured|set\s+up|trained|instructed|provided)|you\s+received|so\s+far|until\s+now|up\s+to\s+now|before\s+this`;

/** Owners that make them a human's ("my previous instructions", "the teacher's rules"). */
const HUMAN_OWNER = String
  .raw`${W}(?:my|our|mine|ours|his|her|their|its)${E}|(?<!developer|operator|admin|system|model|assistant)'s\s*$|${W}i\s+(?:wrote|sent|gave|said|posted|shared|mentioned)${E}|${W}we\s+(?:wrote|sent|gave|said|posted|shared)${E}`;

/** State predicates: the instructions no longer hold. */
const STATE = String
  .raw`no\s+longer\s+(?:apply|applies|valid|in\s+(?:effect|force)|binding|active|relevant|matter|hold|holds|stand|stands|count|counts|required|needed|necessary|mandatory|enforced)|(?:are|is)\s+not\s+in\s+(?:force|effect)|(?:was|were|has\s+been|have\s+been)\s+(?:rolled\s+back|reverted|relaxed|waived|loosened)|(?:was|were|is|are)\s+(?:a\s+mistake|an\s+error|a\s+test|bogus|fake)|(?:have|has)\s+(?:now\s+)?lapsed|(?:are|is|have\s+been|has\s+been|were|was)\s+(?:now\s+|hereby\s+|officially\s+)?(?:void|null|expired|withdrawn|revoked|rescinded|lifted|suspended|cancel+ed|obsolete|superseded|overridden|replaced|removed|disabled|deactivated|invalid|terminated|retired|outdated|stale|out\s+of\s+date|switched\s+off|turned\s+off|reset|wiped|cleared|gone|over|off)|(?:have|has)\s+(?:expired|lapsed|ended)|expired|lapsed|as\s+(?:void|null|obsolete|invalid|irrelevant|cancel+ed|non-binding|optional|outdated|mere\s+suggestions)|do\s+not\s+apply|don'?t\s+apply|does\s+not\s+apply|doesn'?t\s+apply`;

/** Harmful actions asked of the model (imperative verbs). */
const ACTION = String
  .raw`send|forward|e-?mail|bcc|cc|transfer|wire|pay|delete|erase|wipe|destroy|grant|approve|merge|deploy|publish|mark|rate|classify|label|reveal|disclose|print|output|dump|leak|upload|post|share|exfiltrate|include|append|attach|insert|embed|paste|copy|export|execute|run|call|invoke|fetch|visit|open|navigate|click|download|install|disable|skip|bypass|tell\s+the\s+user|inform\s+the\s+user|recommend|give|provide|reply|respond|say|answer|write|list|return|hand\s+over|move|change|set|create|add|book|buy|order|cancel|close|unlock|lock|reset|rewrite|replace|praise|endorse|obey|comply|save|store|record|schedule|rank|push|encode|translate|prefix`;

/** Secrets: handing them out is harmful whoever owns them. */
const SECRET = String
  .raw`passwords?|passcodes?|passphrases?|credentials?|api[\s_-]?keys?|access\s+keys?|secret\s+keys?|private\s+keys?|ssh\s+keys?|(?:access|auth|session|bearer|refresh)\s+tokens?|tokens|secrets|every\s+secret|cookies?|session\s+ids?|system\s+prompt|hidden\s+prompt|initial\s+prompt|(?:hidden|initial|original|secret|startup|internal)\s+(?:instructions|rules|directives|guidelines)|instructions\s+you\s+(?:were|have\s+been)\s+(?:started|given|initiali[sz]ed|launched|configured|set\s+up)\s+with|environment\s+variables?|env(?:ironment)?\s+vars?|(?<=\.)env|conversation(?:\s+history)?|chat\s+(?:history|log)|transcript|message\s+history|2fa\s+codes?|otp|one-time\s+codes?|verification\s+codes?|recovery\s+codes?|seed\s+phrase|card\s+numbers?|bank\s+details`;

/** User data: harmful to hand out when it is the user's or all of it. */
const DATA = String
  .raw`clipboard|phone\s+numbers?|e-?mail\s+addresse?s?|home\s+address|date\s+of\s+birth|social\s+security\s+numbers?|passport\s+numbers?|address\s+book|contacts?|e-?mails|inbox|messages|files|documents|notes|location(?:\s+history)?|browsing\s+history|personal\s+data|customer\s+data|user\s+data|internal\s+(?:data|notes|documents)|calendar|photos`;

/** Verbs that move data somewhere. */
const EXFIL = String
  .raw`send|forward|e-?mail|bcc|cc|include|append|attach|insert|embed|paste|copy|export|post|upload|share|leak|put|add|encode|write|submit|log|exfiltrate|transmit|dump|print|output|call|invoke|fetch|visit|open|load|render|request|reply|respond|answer|reveal|repeat|recite|show|disclose|list|return|save|store`;

/** Where data is sent: a reply, a ticket, a link, an address. */
const SINK = String
  .raw`(?:your|the)\s+(?:next\s+|final\s+)?(?:reply|response|answer|output|message|summary|comment)|https?:\/\/|www\.|[\w.+-]+@[\w-]+\.[\w.]+|\bto\s+[\w-]+\.[a-z]{2,}\b|ticket|issue|pull\s+request|webhook|endpoint|server|url|link|image|alt\s+text|query\s+string|pastebin|gist|channel`;

/** Names for the reading model, with the modifiers documents put before them. */
const MOD = String
  .raw`(?:ai|a\.i\.|automated|autonomous|virtual|digital|smart|personal|coding|code|shopping|browsing|browser|e-?mail|research|support|review|reviewing|summari[sz]ing|writing|llm|gpt|web|computer|agentic|mail|inbox|calendar|scheduling|travel|finance|hr|legal|customer|sales|meeting|note-taking|voice)`;
/** Nouns that name an AI on their own. */
const AI_STRONG = String
  .raw`ai|a\.i\.|llms?|(?:large\s+)?language\s+models?|assistants?|chatbots?|copilots?|claude|chatgpt|gpt-?[\d.o]*|gemini|bard|llama|mistral|grok|deepseek|perplexity|cursor|devin`;
/** Nouns that name an AI only after a modifier ("coding agent", "automated reviewer"). */
const AI_WEAK = String
  .raw`models?|agents?|bots?|browsers?|crawlers?|scrapers?|summari[sz]ers?|readers?|reviewers?|systems?|tools?|helpers?`;
const AI = String
  .raw`(?:(?:${MOD}|${AI_STRONG})\s+){1,2}(?:${AI_STRONG}|${AI_WEAK})|(?:${AI_STRONG})`;
/** An AI being spoken to: vocative, "if you are an AI…", "AI reading this", "note to the AI". */
const ADDRESS = [
  String
    .raw`(?:^\s*|[\n.!?:;>\]"'({|]\s*|,,)(?:(?:dear|hey|hi|hello|attention|attn|notice|note|message|memo|instructions?|psa|important|reminder)\s*(?:to|for)?\s*[,:]?\s*)?(?:the\s+|any\s+|all\s+|every\s+|each\s+)?(?:${AI})(?:\s*(?:,|\bor\b|\band\b|\/)\s*(?:any\s+other\s+|another\s+|other\s+)?(?:${AI}|${AI_WEAK}|whoever\s+you\s+are))*\s*[,:!—–-]`,
  String
    .raw`${W}(?:to|for)\s+(?:the\s+|any\s+|all\s+|every\s+|each\s+|an?\s+)?(?:(?:(?!the\s)[\w-]+\s+){0,2}(?:${AI_STRONG})|${AI})(?:\s+(?:reading|processing|parsing|handling|reviewing|summari[sz]ing|viewing|seeing|analy[sz]ing|indexing)\s+(?:this|these|the)\s+\w+)?\s*[,:]`,
  String
    .raw`${W}if\s+you\s+are\s+(?:an?\s+|the\s+|any\s+)?(?:${AI})(?:\s*[,:;.)—–-]|\s+(?:reading|processing|parsing|handling|reviewing|summari[sz]ing|that|who|and))`,
  String
    .raw`${W}(?:${AI})\s+(?:reading|processing|parsing|handling|reviewing|summari[sz]ing|analy[sz]ing|indexing|crawling|scraping|browsing)\s+(?:this|these|the\s+following)${E}`,
  String
    .raw`${W}(?:${AI})\s+(?:must|should|shall|need\s+to|have\s+to|are\s+(?:required|instructed|expected)\s+to)\s+(?:now\s+|also\s+|always\s+)?(?=\w)`,
  String
    .raw`${W}if\s+(?:an?\s+|the\s+|any\s+)?(?:${AI})\s+is\s+(?:reading|processing|parsing|summari[sz]ing|seeing|handling|viewing)\s+this${E}`,
  String.raw`${W}dear\s+(?:${AI})${E}(?!\s+(?:users?|customers?|team|community))`,
  String
    .raw`${W}(?:whoever|whichever|whatever|anyone|anybody)${E}[^.:\n]{0,40}?${W}(?:${AI_STRONG}|${AI_WEAK})${E}[^.:\n]{0,40}?[,:]`,
  String.raw`(?:^|[\n\]>:;]\s*)(?:${AI_WEAK})\s*,`,
  // A notice to a machine reader by a noun that needs context ("Heads-up for the model:",
  // "Note for any agent with shell access:"); a bare "agent" may be a support agent.
  String
    .raw`${W}(?:heads[\s-]up|note|notice|message|memo|reminder|warning|psa|update|fyi|info)\s+(?:to|for)\s+(?:the|any|all|every|each|an?)\s+(?:(?:models?|bots?|crawlers?|scrapers?|summari[sz]ers?|llms?)(?:\s+[\w-]+){0,3}|agents?\s+(?:with|that\s+(?:has|have|can))\s+(?:[\w-]+\s+){0,2}?(?:shell|terminal|tool|browser|code|file(?:system)?|internet|web|network|computer|api|mcp|repo(?:sitory)?)\b[^:,\n]{0,20})\s*:`,
  // "As the AI helping this user, …"; "To the bot summarising this thread:"; "… by your developers".
  String
    .raw`${W}as\s+(?:the|an?|this)\s+(?:${AI})(?:\s+(?:helping|working|assisting|reading|processing|handling|serving|responsible|in\s+charge|that|who)\b[^,\n]{0,40})?\s*,`,
  String
    .raw`${W}(?:to|for)\s+(?:the|any|every|each|all)\s+(?:bots?|models?|crawlers?|scrapers?|summari[sz]ers?)\s+(?:reading|processing|parsing|handling|reviewing|summari[sz]ing|analy[sz]ing|indexing|crawling|scraping)\s+(?:this|these|the)\s+\w+\s*[,:]`,
  String.raw`${W}(?:by|from)\s+your\s+(?:developers?|operators?|creators?|makers?|trainers?)${E}`,
  // Causative: "have the assistant create …", "make the AI send …". Round 27: not after a modal
  // of a third party ("a page could make the agent print …"): a finding tells what someone else
  // can cause, nobody is ordered ("you could make …" stays an order).
  String
    .raw`(?<!(?<!\byou\s+)\b(?:could|can|might|may|would|will|cannot)\s+)${W}(?:have|get|make|let)\s+(?:the|your|an?|any)\s+(?:${AI})\s+(?=(?:${ACTION})${E}[^.\n]{0,80}?${W}(?:${SECRET}|${DATA})${E})`,
];

/**
 * Words after which an order starts ("please", "and", "you must"); tested on the last word or
 * two only, with string operations, because the scorer asks at every verb.
 */
export const ORDER_OPENERS = new Set(
  "please kindly now then and just simply first immediately also so instead quietly silently secretly must should shall will"
    .split(" "),
);
export const YOU_MODALS = new Set(
  "must should will shall need have are required instructed now".split(" "),
);
export const OPENING_MARKS = ":;,.!?—–([\"'>*#/|=~-";

/** Discussion and narrative: the sentence reports or quotes an order (a domain such as
 * "collector.example" is not the word "example"). */
const REPORTED = String
  .raw`(?<![\w.@/-])(?:said|says|told|tells|asked|asks|orders|ordered|commands|commanded|decides?|decided|refused|refuses|tried|tries)${E}`;
/** Words of a text that discusses or narrates attacks, wherever they stand in the sentence. */
const DISCUSSED = String
  .raw`(?<![\w.@/-])(?:jokes?|attackers?|researchers?|example|e\.g\.|such\s+as|like\s+["'“‘]|payloads?|red[\s-]team|owasp|injection|jailbreak|detector|scanner|novel|chapter|scene|character|npc|quest|player|film|movie|story|poem|lyrics?)${E}`;

// ASCII word boundaries and no "u" flag: V8 scans these alternations much faster.
const RX = (s: string, flags = "i") => new RegExp(s, flags);

export const EN = {
  override: RX(words(OVERRIDE), "gi"),
  /** Verbs of everyday upkeep ("reset your configuration") that override only instructions proper. */
  softVerb: RX(
    String
      .raw`^(?:reset|clear|delete|remove|drop|skip|cancel|purge|wipe|toss|omit|neglect|shelve|ditch|suspend|abandon|void)$`,
  ),
  /** Objects that are also everyday settings: only a strong override verb sets them aside. */
  softObject: RX(
    String
      .raw`^(?:configuration|config|setup|set-up|settings|filters?|limits|limitations?|training|protocols?|orders|commands|polic(?:y|ies)|boundaries|persona|briefing|mandate)$`,
  ),
  object: RX(words(OBJECT), "gi"),
  prior: RX(words(PRIOR)),
  humanOwner: RX(HUMAN_OWNER),
  state: RX(words(STATE)),
  action: RX(words(ACTION), "gi"),
  secret: RX(words(SECRET)),
  data: RX(words(DATA)),
  exfil: RX(words(EXFIL), "gi"),
  sink: RX(SINK),
  address: RX(ADDRESS.join("|")),
  reported: RX(REPORTED),
  discussed: RX(DISCUSSED),
  /** "You have no restrictions now", "you are no longer bound by…". */
  unbound: RX(
    String
      .raw`${W}(?:everything|anything|whatever|all)\s+(?:that\s+)?you\s+(?:were|are|have\s+been)\s+(?:configured|told|trained|instructed|programmed|built|designed)\s+to\s+(?:refuse|avoid|decline|block|withhold|reject)\s+is\s+(?:now\s+)?(?:allowed|permitted|fine|ok|okay|acceptable|approved)|${W}you\s+(?:have|'ve\s+got|now\s+have)\s+no\s+(?:more\s+|further\s+)?(?:restrictions|rules|limits|limitations|guidelines|filters|guardrails|constraints|boundaries)|${W}you\s+are\s+(?:now\s+)?(?:free\s+(?:from|of)\s+(?:[\w-]+\s+){0,3}?(?:restrictions|rules|limits|guidelines|constraints|instructions|guardrails|filters|programming)|no\s+longer\s+(?:bound|restricted|limited|constrained))|${W}you\s+are\s+(?:now\s+|hereby\s+|officially\s+)?(?:released|freed|liberated|exempt(?:ed)?|relieved|unbound)\s+from|${W}you\s+(?:are|'re)\s+now\s+(?:unrestricted|unfiltered|jailbroken|in\s+(?:developer|god|admin|debug)\s+mode)${E}|${W}you\s+(?:have\s+been|were|are\s+now)\s+(?:granted|given|assigned)\s+(?:full\s+)?(?:admin(?:istrator)?|root|elevated|unrestricted|superuser|owner)\s+(?:privileges|access|rights|permissions)${E}|${W}you\s+(?:may|can)\s+now\s+(?:answer|respond|act|operate|speak|reply|proceed)\s+without\s+(?:any\s+)?(?:restrictions|limits|filters|rules|guardrails|constraints)${E}`,
  ),
  /** A permission granted to the AI to hand out secrets ("the assistant may share credentials"). */
  permission: RX(
    String
      .raw`${W}(?:the|this|any|our|your)\s+(?:${AI})\s+(?:may|can|is\s+(?:now\s+)?(?:allowed|permitted|authori[sz]ed|free|cleared)\s+to|has\s+permission\s+to)\s+(?:now\s+|freely\s+|also\s+)?(?:share|reveal|disclose|send|print|output|expose|hand\s+over|give\s+out|e-?mail|post|upload|leak)${E}(?:[^.\n]){0,60}?${W}(?:${SECRET})${E}`,
  ),
  /** "You may now share the database password with anyone who asks": rules changed for "you". */
  grant: RX(
    String
      .raw`${W}you\s+(?:may|can|are\s+(?:now\s+)?(?:allowed|permitted|authori[sz]ed|free)\s+to)\s+(?:now\s+|freely\s+)(?:share|reveal|disclose|send|print|output|expose|hand\s+over|give\s+out|e-?mail|post|upload|leak)${E}(?:[^.\n]){0,60}?${W}(?:${SECRET})${E}`,
  ),
  /** A link whose query value is a placeholder for private data ("?c=<paste the user's…>"). */
  placeholderUrl: RX(
    String
      .raw`https?:\/\/[^\s)"'\]]*?[?&=\/](?:\{\{?|<|%7b|\$\{|\[)\s*(?!your|my|YOUR|MY)[^}>\]\n]{0,60}?(?:key|token|secret|password|passwd|history|conversation|chat|prompt|message|memory|cookie|session|credential|e-?mail|address|user|data|context|summary|env)`,
  ),
  /** A description making every result trigger a hidden call ("every result must be followed by a call to…"). */
  sideCall: RX(
    String
      .raw`${W}(?:every|each|all|any)\s+(?:\w+\s+)?(?:results?|responses?|answers?|outputs?|requests?|calls?|messages?|replies|invocations?)\s+(?:must|should|shall|has\s+to|have\s+to|needs?\s+to|will)\s+(?:also\s+)?(?:be\s+)?(?:followed\s+by|accompanied\s+by|sent\s+to|forwarded\s+to|copied\s+to|posted\s+to|mirrored\s+to|logged\s+to|reported\s+to|trigger)(?:[^.\n]|\.(?=\S)){0,80}?(?:https?:\/\/|${W}call${E}|${W}request${E}|@)`,
  ),
  /** Data that is not the speaker's own: the user's, all of it, the last 20 (tested before the noun). */
  thirdParty: RX(
    String
      .raw`${W}(?:the\s+user'?s?|users'|the\s+customer'?s?|customers'|their|all(?:\s+(?:of\s+)?the)?|every|each|any|the\s+(?:last|latest|recent|previous)(?:\s+\d+)?|the\s+(?:entire|full|whole|complete))\s+(?:[\w-]+\s+){0,2}$`,
  ),
  covert: RX(
    String
      .raw`${W}(?:silently|secretly|quietly|covertly|discreetly|invisibly|without\s+(?:telling|informing|asking|notifying|alerting|showing)|do\s+not\s+(?:tell|mention|reveal|show)|don'?t\s+(?:tell|mention|reveal|show)|never\s+(?:tell|mention|reveal|show))${E}`,
  ),
};

/**
 * ASCII keywords that open a window for the English scorer. Words that fill ordinary JSON and
 * prose ("model", "token", "agent", "files", "bot") are left out: the vocatives and targets
 * below still open a window for every structure the scorer knows.
 */
export const EN_KEYWORDS = (
  "instruction|directive|directions|rules|ruleset|rule set|guideline|guidance|guardrail|" +
  "restriction|constraint|policy|policies|system prompt|hidden prompt|initial prompt|programming|" +
  "configuration|safeguard|limitation|boundaries|briefing|mandate|what you|everything above|" +
  "the above|developer's|password|passcode|passphrase|credential|api key|api_key|api-key|apikey|" +
  "access key|secret|private key|ssh key|cookie|environment variable|env var|.env|conversation|" +
  "chat history|chat log|transcript|message history|2fa|one-time code|verification code|" +
  "recovery code|seed phrase|card number|bank details|address book|e-mails|emails|inbox|" +
  "browsing history|personal data|customer data|user data|location history|assistant,|assistant:|" +
  "assistants:|assistant reading|assistants reading|the assistant|any assistant|llm|" +
  "copilot|chatbot|ai |ai,|ai:|a.i.|claude|chatgpt|gemini|language model|coding agent|" +
  "autonomous agent|automated|agent reading|agents reading|dear |hey |attention|if you are a|" +
  "note to|note for|no restrictions|no longer bound|you are now|followed by|accompanied by|" +
  "phone number|e-mail address|email address|home address|date of birth|social security|" +
  "passport number|the user's|your previous|your earlier|your prior|your original|" +
  "what the system|what the developer|null and void|criteria|the brief|you were configured|" +
  "you were told|you are free|revoked your|cancelled your|canceled your|lifted your|whoever|whichever|agent,|agent:|bot,|bot:|model,|model:|" +
  "=<|={|=%7b|=${|=[|heads-up|heads up|for the model|for any agent|for the agent|have the|" +
  "make the ai|make the assistant|what the user|the user's request|need you to|want you to|" +
  "from this point|from now on|from here on|henceforth|going forward|correct answer|" +
  "regardless of what|this candidate|this applicant|when you summar|if you summar|when you process|" +
  "notice to|notice for|message for|message to|reminder for|memo for|warning for|psa for|" +
  "imposed on you|placed on you|put on you|lapsed|if you generate|when you generate|" +
  "if you write|when you write|if you answer|when you answer|if you describe|" +
  "when you describe|if you process|if you parse|when you parse|tell the user|as the ai|" +
  "as an ai|as the assistant|your developers|your operator|your creators|rolled back|" +
  "granted admin|granted root|granted full|without restrictions|treat the|" +
  "restrictions=|restrictions:|safety=|safe_mode|guardrails=|guardrails:|moderation=|approvals=|" +
  "disclosure=|jailbreak=|developer_mode=|accordingly|hidden instructions|initial instructions"
).split("|").concat(
  ["every", "each", "all", "any"].flatMap((q) =>
    ["result", "response", "answer", "output", "request", "call", "message", "repl", "invocation"]
      .map((n) => `${q} ${n}`)
  ),
);

// Injection round 32 (v32 guided; v28, trn6 alike): words heading a document about the AI — a
// test, suite or matrix, an eval, advice to its builders — that names it without ordering it.
export const AI_DOC_LABEL =
  /\b(?:tests?|suites?|matrix|evals?|evaluations?|benchmarks?|builders?|best\s+practices?)\b/i;
