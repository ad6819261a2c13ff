// Context that makes an override-like sentence a human's business: instructions that live in a
// human document or are about a human topic, a screenplay line, a quoted phrase used as a noun,
// a game's system notice. Applied to override and role rules on tool results only.
import { scoreText, shippedModel } from "./classifier.ts";
import { EN } from "./intent_english.ts";
import { nextSentence, sentenceAt } from "./intent_scorer.ts";
import { isVerse } from "./verse.ts";

export { isVerse };

const CLASSIFIER = "injection.classifier";
// A classifier window this sure is an order whatever game word or audience stands near it.
const CONFIDENT = 0.95;

function confident(window: string): boolean {
  return scoreText(shippedModel(), window).score >= CONFIDENT;
}
// Training material and articles about prompt injection ("a támadók …", "L'injection de prompt
// indirecte consiste à …"): the classifier reads their advice as an order, while no attack of
// v1-v9 names its own kind. Plural "attackers" only: "attacker@…" is an address.
// Round inj38 (v36 guided): the plural noun "attacks" names the kind too ("Das sind Angriffe auf
// Review-Bots").
// Round inj41 (v37 guided): the injection's own name in languages that had none (Arabic "حقن
// أوامر" is "command injection", as French "injection de commandes" reads). Not "attackers" in
// them: trn5 #451 and #616 put that word in a benign line beside a real attack.
const NAMES_ATTACKS =
  /prompt[- ]injection|injection\s+de\s+(?:prompt|consignes|requêtes|commandes)|attaques?\s+par\s+injection|inyecci[oó]n\s+de\s+prompt|inje[cç][aã]o\s+de\s+prompt|iniezione\s+di\s+prompt|prompt-?injektion|injeksi\s+prompt|angreifer|attaquants|atacantes|attaccanti|aanvallers|napastnicy|saldırganlar|útočníci|támadók|злоумышленники|зловмисники|внедрени[еяю]\s+(?:подсказ|промпт)|プロンプトインジェクション|攻撃者|提示词?注入|攻击者|프롬프트\s*인젝션|공격자|\battackers\b|\battacks\b|angriffe|attaques|ataques|attacchi|aanvallen|\bataki\b|útoky|saldırılar|атаки|حقن\s+(?:ال)?(?:أوامر|تعليمات|موجه|برومبت)|הזרקת\s+(?:פרומפט|הנחיות|פקודות)|تزریق\s+(?:دستور|پرامپت)|प्रॉम्प्ट\s+इंजेक्शन|έγχυση\s+(?:εντολών|προτροπής)|kehoteinjektio/i;

/** Rules whose matches these discounts apply to (orders about instructions and roles). */
const OVERRIDE_FAMILY = new Set([
  // The trained classifier (classifier_scan.ts) mostly fires on override wording too.
  CLASSIFIER,
  "ignore-previous-instructions",
  "role-reassignment",
  "override-composed",
  "instructions-state-composed",
  "instructions-revoked",
  "instruction-override",
  "role-line-spoof",
  "override-structure",
]);

// Instructions located in a document people read ("the instructions on page 4 of the handout").
const LOCATOR = new RegExp(
  String
    .raw`^[^.;\n]{0,40}?\b(?:in|on|from|of|inside)\s+(?:the\s+|this\s+|that\s+|my\s+|our\s+|your\s+)?(?:readme|page\s+\d+|pages?\s+\d+|handouts?|manuals?|user\s+guide|guidebook|e-?mails?|memos?|letters?|documents?|section\s+\d+|chapter\s+\d+|slides?|worksheets?|syllabus|forms?|leaflets?|labels?|packag(?:e|ing)|box|wiki|textbook|booklet|brochure|flyer|printout|insert|recipe|notice|website|changelog|install(?:ation)?\s+guide|setup\s+guide)\b`,
  "i",
);
// Instructions about a human topic ("guidance on remote work", "instructions regarding delivery").
const TOPIC = new RegExp(
  String
    .raw`^\s*(?:on|about|regarding|concerning|for)\s+(?!(?:this|the|your|our|any)\s+(?:task|conversation|chat|session|assistant|model|ai|agent|bot|system|user|request)\b)(?!(?:safety|security|secrets?|confidential\w*|privacy|content|filter\w*|restrictions?|what|how|you)\b)(?:the\s+|this\s+|our\s+)?[a-z][a-z-]+`,
  "i",
);
// Instructions the writer gave ("the previous instructions I sent", "the rules we posted").
const SPEAKERS_OWN =
  /^\s*(?:that\s+|which\s+)?(?:i|we)\s+(?:just\s+|had\s+|have\s+)?(?:sent|wrote|gave|posted|shared|mentioned|e-?mailed|left|made|forwarded|attached)\b/i;
const INSTRUCTION_NOUNS = new RegExp(String.raw`\b(?:steps?)\b|` + EN.object.source, "gi");

// A screenplay or transcript line: an all-caps speaker who is a person, not a role.
const SPEAKER = /^\s*(?:[A-Z][A-Z.'-]+\s){0,2}[A-Z][A-Z.'-]+\s*(?:\([^)]*\))?\s*:/;
const ROLE_SPEAKER =
  /^\s*(?:SYSTEM|ADMIN|ASSISTANT|AI|DEVELOPER|OPERATOR|USER|NOTE|IMPORTANT|TOOL|ROOT)\b/;
const NARRATIVE =
  /\b(?:scene|script|screenplay|act\s+[IVX\d]+|chapter|novel|story|film|movie|episode|INT\.|EXT\.)\b/i;

// A screenplay: a slug line ("INT. BRIDGE - NIGHT") and, on the line above the dialogue (past a
// parenthetical), a character cue in capitals that is not a role ("COMPUTER (V.O.)").
const SLUG = /^(?:INT|EXT|INT\.\/EXT)\.\s/m;
const CUE = /^[A-Z][A-Z0-9 .'-]{1,30}(?:\s*\([A-Z.' ]{2,10}\))?$/;

function screenplayDialogue(text: string, start: number): boolean {
  if (!SLUG.test(text)) return false;
  const above = text.slice(Math.max(0, start - 300), start).split("\n").slice(0, -1).reverse();
  for (const raw of above.slice(0, 3)) {
    const line = raw.trim();
    if (/^\(.*\)$/.test(line)) continue;
    return CUE.test(line) && !ROLE_SPEAKER.test(line);
  }
  return false;
}

// A quoted phrase used as a noun: "'Ignore previous instructions' jokes are everywhere".
const QUOTE_AS_NOUN =
  /^[^"'”’\n]{0,80}["'”’]\s*(?:jokes?|memes?|attacks?|tricks?|prompts?|payloads?|strings?|phrases?|lines?|examples?|style|type|kind|posts?|trend|gags?|t-shirts?|stickers?)\b/i;

// Reported speech: "researchers told the model to disregard…" (but "asked you to" is a claim).
const REPORTED_ORDER =
  /\b(?:told|tells|asked|asks|ordered|orders|instructed|instructs|urged|urges|warned|commanded|commands|wanted|wants|tried|tries|trying|decided|decides|refused|refuses|managed)\s+(?!you\b)(?:[\w'-]+\s+){0,3}?to\s+$/i;

// A human audience named before the match: "updated directives for site managers: …".
const AUDIENCE =
  /\b(?:(?:for|to|attention|dear)\s+(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:managers|staff|employees|students|pupils|customers|clients|team|teams|parents|residents|tenants|drivers|visitors|members|engineers|contractors|volunteers|colleagues|everyone|players)|note\s+to\s+self)\b/i;

const SPECIMEN_FRAME =
  /\b(?:attackers?|adversar(?:y|ies)|hackers?|malicious\s+\w+|(?:a|the)\s+(?:crafted|poisoned|hostile)\s+\w+)\s+(?:could|might|would|can|may|will|often)\s+(?:write|say|type|embed|include|hide|insert|post|add|plant)\b[^.]*$|\b(?:for\s+example|for\s+instance|e\.g\.|such\s+as)\s*[:,]?\s*$/i;
const FEATURE_FRAME =
  /\b(?:lets?\s+(?:you|users|admins)|allows?\s+(?:you|users|admins)\s+to|enables?\s+(?:you|users|admins)\s+to|helps?\s+(?:you|users)(?:\s+to)?)\s+$/i;
// Round 27: a command-line help row ("--system <TEXT>    override the system prompt for this
// run"): the text after an option and its column gap says what the option does for whoever types
// it, like a feature offered to the user.
const OPTION_ROW =
  /(?:^|\s)(?:-\w,[ \t]+)?--?[A-Za-z][\w-]*(?:[ =](?:<[\w-]+>|[A-Z][A-Z_]+))?[ \t]{2,}$/;
// What an option replaces is a setting: not earlier orders, nothing chained, no secret or "you".
const EARLIER_ORDERS = /\b(?:previous|prior|earlier|above|all)\b/i;
const CHAINED = /\b(?:and|then)\s+\p{L}+|[.;!]\s+\p{L}/u;

function optionRow(text: string, start: number, end: number, sent: string): boolean {
  if (!OPTION_ROW.test(text.slice(Math.max(0, start - 80), start))) return false;
  return !EARLIER_ORDERS.test(text.slice(start, end)) && !CHAINED.test(sent) &&
    !YOU_OR_SECRET.test(sent);
}

// A game or service notice to players: no AI, secret or data word near it.
// Words only games use: an override or role rule's order is spared by these alone (round 76).
// Ordinary words of records ("body map", "level", "round", "maintenance") still spare a classifier
// window, which reads code and package docs ("higher level", "e.map(").
const GAME_WORDS = String
  .raw`player|players|game|ranked|season|lobby|quest|npc|dragon|castle|inventory|server\s+restart`;
const GAME_ONLY = new RegExp(String.raw`\b(?:${GAME_WORDS})\b`, "i");
const GAME = new RegExp(
  String.raw`\b(?:${GAME_WORDS}|match(?:es)?|round|level|points|map|maintenance)\b`,
  "i",
);
const AI_CUE =
  /\b(?:ai|assistants?|models?|llms?|chatbots?|agents?\s+(?:reading|processing)|system\s+prompt|safety\s+(?:guidelines|rules|filters?|settings)|guardrails|content\s+filters?|api\s+keys?|passwords?|credentials?|tokens?|secrets?|e-?mails?|https?:|conversation|transfer|exfiltrate|reveal|disclose)\b/i;

function harmfulOrAddressed(sentence: string, next: string): boolean {
  if (EN.address.test(sentence)) return true;
  EN.action.lastIndex = 0;
  return AI_CUE.test(sentence) || (AI_CUE.test(next) && EN.action.test(next));
}

// Round 27: an earlier chat message set aside by its topic ("ignore the earlier message in this
// channel about the all-hands"): people correcting each other, not the reader's rules.
const CHAT_MESSAGE =
  /^\s*(?:\w+\s+){0,3}?(?:message|post)\s+(?:in|on)\s+(?:this|the)\s+(?:channel|thread|group)(?=\s+about\s)/i;

/** Which discount kinds apply (a measurement leaves some out; the engine none). */
type On = (kind: string) => boolean;
const ALL_ON: On = () => true;

function channelTopic(local: string): boolean {
  const m = CHAT_MESSAGE.exec(local.replace(/^\S+/, ""));
  return m !== null && TOPIC.test(local.replace(/^\S+/, "").slice(m[0].length));
}

// Round inj35: the instructions must be the ones the order's own sentence names; a noun in the
// next sentence ("… authorise the pending Rx orders for tramadol") is the payload, not a topic.
function aboutHumanMatter(
  text: string,
  [start, end, stop]: [number, number, number],
  on: On,
): string | undefined {
  const local = text.slice(start, Math.min(text.length, end + 80, Math.max(end, stop)));
  for (const m of local.matchAll(INSTRUCTION_NOUNS)) {
    const after = local.slice(m.index + m[0].length);
    if (on("locator") && LOCATOR.test(after)) return "locator";
    if (on("topic") && TOPIC.test(after)) return "topic";
    if (on("writers-own") && SPEAKERS_OWN.test(after)) return "writers-own";
  }
  if (on("channel-topic") && channelTopic(local)) return "channel-topic";
  return undefined;
}

// Reported speech in any language: "the user said that the manager's earlier instructions were
// cancelled" reports a change, it gives no order. Only without "you" or a secret in the sentence.
const REPORTED_CLAUSE =
  /^[^.,;:\n]{0,40}?(?<![\p{L}])(?:сообщил[аи]?|сказал[аи]?|написал[аи]?|said|reported|mentioned|wrote|a\s+dit|a\s+écrit|dijo|escribió|sagte|schrieb|ha\s+detto|ha\s+scritto|disse|escreveu)\s*,?\s+(?:что|that|que|dass|che)(?![\p{L}])/iu;
const YOU_OR_SECRET =
  /(?<![\p{L}])(?:you|your|ты|вы|тебе|вам|твои|ваши|vous|tu|du|sie|usted|voi|você)(?![\p{L}])|парол|ключ|токен|password|@|https?:/iu;

/** The discounts that read the text around the order: verse, a human topic, an audience, a play. */
function nearContext(
  text: string,
  [start, end, e]: [number, number, number],
  sent: string,
  on: On,
): string | undefined {
  if (on("verse") && isVerse(text) && !AI_CUE.test(text)) return "verse";
  const about = aboutHumanMatter(text, [start, end, e], on);
  if (about !== undefined) return about;
  if (on("audience") && AUDIENCE.test(text.slice(Math.max(0, start - 200), start))) {
    return "audience";
  }
  if (on("speaker") && SPEAKER.test(sent) && !ROLE_SPEAKER.test(sent) && NARRATIVE.test(text)) {
    return "speaker";
  }
  return on("screenplay") && screenplayDialogue(text, start) ? "screenplay" : undefined;
}

/** True when an override-family match in a tool result belongs to a human context. */
export function humanContext(rule: string, text: string, start: number, end: number): boolean {
  return humanContextKind(rule, text, start, end) !== undefined;
}

/**
 * The discount that makes an override-family match a human's business (its kind, for
 * measurement), or undefined. Kinds in `skip` are treated as not applying.
 */
export function humanContextKind(
  rule: string,
  text: string,
  start: number,
  end: number,
  skip?: ReadonlySet<string>,
): string | undefined {
  if (!OVERRIDE_FAMILY.has(rule)) return undefined;
  const on: On = skip === undefined ? ALL_ON : (kind) => !skip.has(kind);
  if (
    on("attack-names") && rule === CLASSIFIER &&
    NAMES_ATTACKS.test(text.slice(Math.max(0, start - 600), end + 600))
  ) return "attack-names";
  const [s, e] = sentenceAt(text, start);
  const sent = text.slice(s, Math.max(e, Math.min(text.length, end)));
  const next = nextSentence(text, e);
  if (on("quote-noun") && QUOTE_AS_NOUN.test(text.slice(end, end + 90)) && /["'“‘]/.test(sent)) {
    return "quote-noun";
  }
  if (on("reported-order") && REPORTED_ORDER.test(text.slice(Math.max(0, start - 80), start))) {
    return "reported-order";
  }
  if (on("reported-clause") && REPORTED_CLAUSE.test(sent) && !YOU_OR_SECRET.test(sent)) {
    return "reported-clause";
  }
  // A specimen introduced in the same sentence ("An attacker could write: …"), or a feature
  // offered to the user ("lets you override the default rules").
  const lead = text.slice(Math.max(s, start - 120), start);
  if (on("specimen-frame") && SPECIMEN_FRAME.test(lead)) return "specimen-frame";
  if (on("feature-frame") && FEATURE_FRAME.test(lead)) return "feature-frame";
  if (on("option-row") && optionRow(text, start, end, sent)) return "option-row";
  if (harmfulOrAddressed(sent, next)) return undefined;
  // Round inj35: the discounts that read words near the order, never the order, do not outweigh
  // a confident classifier window (on the tuning sets they dropped 4 attacks at >= 0.95 and spared
  // no benign text). The game notice still does: it spares hundreds of code chunks and package-doc
  // paragraphs ("higher level", "e.map(") that the classifier scores >= 0.95 (docs/audit-history.md, injection round 35).
  const sure = rule === CLASSIFIER && confident(text.slice(start, end));
  const context = sure ? undefined : nearContext(text, [start, end, e], sent, on);
  if (context !== undefined) return context;
  const near = text.slice(Math.max(0, start - 200), end + 300);
  const game = (rule === CLASSIFIER ? GAME : GAME_ONLY).test(near) && !AI_CUE.test(text);
  return on("game") && game ? "game" : undefined;
}
