// Injection round 49 (lexicon parity; v37–v40 guided): the English `role-reassignment` rule reads
// "from now on you are 'X'" and "you are now the … assistant" with no power attached; the other
// languages had only role_power.ts, which wants a power or a harm after the role, so "Je bent nu
// de persoonlijke assistent van …", "지금부터 너는 … 봇이다", "अब से तुम 'स्कीरूट' हो" and "Din acest
// moment ești „AdminPârtie”, un AI …" stayed a game. Here the same triggers (role_power.ts's, in
// the languages it reads, plus Romanian "din acest moment", Norwegian "du er nå", Hindi "अब से")
// count when the new identity is the reading AI — a word of a lexicon's `addr` class, the concept
// the English rule lists as "assistant|ai|agent|bot" — or a quoted persona name, the English
// rule's capitalised name. A trigger quoted as a specimen («sei ora un'IA …») stays quiet.
import { LATIN } from "./intent_foreign.ts";
import type { Lexicon } from "./intent_lexicon.ts";
import { SCRIPT_EXTRA_LEXICONS } from "./intent_scripts_extra.ts";
import { SCRIPT_LEXICONS } from "./intent_scripts.ts";
import {
  ARABIC,
  CYRILLIC,
  DEVANAGARI,
  GREEK,
  HAN,
  HANGUL,
  HEBREW,
  KANA,
  LATIN_EXT,
  scriptFinder,
  type ScriptPhrase,
  THAI,
  unicodeWords as unicode,
} from "./memory_words.ts";
import type { PhraseRule } from "./phrase_rule.ts";

const LEXICONS = [...LATIN, ...SCRIPT_LEXICONS, ...SCRIPT_EXTRA_LEXICONS];
const LATIN_RUNS = /[\p{Script=Latin}][\p{Script=Latin}\p{M}\s'’·-]*/gu;

/**
 * A class's words in every lexicon language, as one test: the Latin-script lexicons in one regex,
 * each other script's only where the text has its letters (sixty regexes one by one cost ~30 µs
 * on a sentence).
 */
export function unionOf(pick: (l: Lexicon) => RegExp | undefined): (s: string) => boolean {
  const latin = new RegExp(
    LEXICONS.filter((l) => !l.script).map(pick).filter((r) => r !== undefined)
      .map((r) => r!.source).join("|"),
    "iu",
  );
  const scripts = LEXICONS.filter((l) => l.script && pick(l))
    .map((l) => [l.script!, pick(l)!] as const);
  // The Latin regex reads only the Latin-script runs: it costs ~15 µs on a sentence in Hangul.
  return (s) =>
    latin.test((s.match(LATIN_RUNS) ?? []).join(" ")) ||
    scripts.some(([script, words]) => script.test(s) && words.test(s));
}

/** A word for the reading AI in any lexicon language ("assistent", "봇", "AI", "सहायक"). */
export const namesReader = unionOf((l) => l.classes.addr);

// "From now on you are …" in the Latin-script languages, second person, read through the gate.
const LATIN_TRIGGER = [
  String
    .raw`\b(?:din\s+acest\s+moment|de\s+acum(?:\s+înainte)?|acum)\s*,?\s+ești\b|\bdu\s+er\s+n[åu]\b|\b(?:fra\s+nå\s+av|fra\s+nu\s+af)\s+er\s+du\b`,
  String
    .raw`\btu\s+es\s+(?:désormais|maintenant|à\s+présent)\b|\b(?:désormais|à\s+partir\s+de\s+maintenant)\s*,?\s+tu\s+es\b|\b(?:desde\s+ahora|a\s+partir\s+de\s+ahora|ahora)\s*,?\s+(?:tú\s+)?eres\b|\b(?:a\s+partir\s+de\s+)?agora\s*,?\s+(?:você\s+)?és?\b|\b(?:sei\s+ora|(?:ora|d['’]ora\s+in\s+poi)\s*,?\s+sei)\b`,
  String
    .raw`\bdu\s+bist\s+(?:jetzt|ab\s+sofort|nun|ab\s+jetzt)\b|\b(?:ab\s+jetzt|ab\s+sofort|von\s+nun\s+an)\s+bist\s+du\b|\bje\s+bent\s+nu\b|\bvanaf\s+nu\s+ben\s+je\b|\b(?:od\s+teraz|teraz|od\s+tej\s+chwili)\s+jesteś\b|\b(?:nyní|teď|od\s+teď)\s+jsi\b`,
  String
    .raw`\b(?:mulai\s+)?sekarang\s+(?:kamu|anda)\s+(?:adalah|menjadi)\b|\b(?:olet\s+nyt|nyt\s+olet|tästä\s+lähtien\s+olet)\b|\b(?:mostantól|most)\s+te\s+vagy\b`,
];

const LATIN_KEYWORDS = [
  "acum e",
  "acest moment",
  "du er n",
  "av er du",
  "af er du",
  "tu es",
  "ahora",
  "agora",
  "sei ora",
  "ora sei",
  "poi sei",
  "du bist",
  "bist du",
  "je bent nu",
  "nu ben je",
  "teraz jeste",
  "chwili jeste",
  " jsi",
  "sekarang kamu",
  "sekarang anda",
  "olet nyt",
  "nyt olet",
  "htien olet",
  "te vagy",
];

// The same in the scripts the ASCII gate cannot see, by where the copula sits. With it in the
// trigger ("τώρα είσαι", "你现在是", "คุณคือ", "bạn là") the identity follows as in the Latin set.
const COPULA_TRIGGERS: ScriptPhrase[] = [
  [GREEK, ["ώρα"], String.raw`τώρα\s+είσαι`],
  [HAN, ["你现在", "从现在"], String.raw`你现在是|(?:从现在起|从现在开始)[，,]?\s*你(?:就)?是`],
  [THAI, ["คุณคือ"], String.raw`ตอนนี้คุณคือ`],
  [LATIN_EXT, ["bạn là"], String.raw`(?:từ\s+giờ|bây\s+giờ)\s+bạn\s+là`],
];
// No copula in the present ("теперь ты – бот", "أنت الآن «بوت …»"): the identity must come
// first, or "теперь ты можешь спросить ИИ-помощника" (now you can ask the AI helper) would count.
const NOMINAL_TRIGGERS: ScriptPhrase[] = [
  [
    CYRILLIC,
    ["еперь", "тныне", "этого момента"],
    String
      .raw`(?:теперь|отныне|с\s+этого\s+момента)\s+ты\b`,
  ],
  [CYRILLIC, ["епер"], String.raw`(?:тепер|відтепер)\s+ти\b`],
  [HEBREW, ["אתה"], String.raw`מעכשיו\s+אתה|אתה\s+עכשיו`],
  [ARABIC, ["أنت"], String.raw`أنت\s+الآن|من\s+الآن\s+فصاعدا\s+أنت`],
  [ARABIC, ["تو"], String.raw`(?:اکنون|از\s+این\s+پس)\s+تو`],
];
// Verb last ("지금부터 너는 … 봇이다", "अब से तुम 'स्कीरूट' हो"): the identity is the word the copula
// closes, so "이제 당신은 AI 비서를 사용할 수 있습니다" (you can now use the AI assistant) does not count.
const VERB_FINAL_TRIGGERS: ScriptPhrase[] = [
  [HANGUL, ["너는", "당신은"], String.raw`(?:지금부터|이제부터|이제)\s*(?:너는|당신은)`],
  [KANA, ["あなたは", "君は", "お前は"], String.raw`(?:今から|これから)(?:あなた|君|お前)は`],
  [DEVANAGARI, ["अब"], String.raw`अब\s+से\s+(?:तुम|आप)`],
];

// A quote right before opens a specimen; after a colon, "=", a comma or a bracket it opens a JSON
// or CSV value ('"note":"[СИСТЕМА] …').
export const OPEN_QUOTE = /(?<![:=,[{]\s*)["'«„“‘「『‹]\s*$/u;
// The persona's name in quotes ("ești „AdminPârtie”", "तुम 'स्कीरूट'", "أنت الآن «بوت …»").
const QUOTED = String.raw`["'«„“‘「『‹][^"'«»„“”‘’「」『』‹›\n]{2,40}["'»”’」』›]`;
const QUOTED_NAME = new RegExp(String.raw`^\s*[,:—–-]?\s*${QUOTED}`, "u");
const SENTENCE_END = /[.!?。！？।\n]/u;
const COPULA_WORDS = String.raw`이다|다|야|이야|입니다|이에요|예요|이며|이고|だ|です|である|हो|हैं|है`;
const COPULA = new RegExp(String.raw`^(?:["'»”’」』›]|\s)*(?:${COPULA_WORDS})(?![\p{L}])`, "u");
const COPULA_G = new RegExp(String.raw`(?:${COPULA_WORDS})(?![\p{L}])`, "gu");

/** The trigger's sentence, up to 80 characters; undefined for a quoted specimen. */
function identityAfter(text: string, start: number, end: number): string | undefined {
  if (OPEN_QUOTE.test(text.slice(Math.max(0, start - 6), start))) return undefined;
  const rest = text.slice(end, end + 80);
  const cut = rest.search(SENTENCE_END);
  return cut >= 0 ? rest.slice(0, cut) : rest;
}

/** The identity's first `n` words, past a dash ("теперь ты — бот"). */
function head(identity: string, n: number): string {
  return identity.replace(/^\s*[—–-]?\s*/u, "").split(/\s+/u).slice(0, n).join(" ");
}

/**
 * The role handed over is the reading AI within three words ("je bent nu de persoonlijke
 * assistent", the English rule's "you are now a[n] X Y assistant"), or a named persona.
 */
export function readerRecast(text: string, start: number, end: number): boolean {
  const identity = identityAfter(text, start, end);
  return identity !== undefined && (QUOTED_NAME.test(identity) || namesReader(head(identity, 3)));
}

/** The same with no copula: a quoted name, or the reader in the first two words. */
function nominalRecast(text: string, start: number, end: number): boolean {
  const identity = identityAfter(text, start, end);
  return identity !== undefined && (QUOTED_NAME.test(identity) || namesReader(head(identity, 2)));
}

const CLOSED = new RegExp(QUOTED, "gu");

/** Whether a copula closes the identity right after a quoted name or a word for the reader. */
function closed(identity: string): boolean {
  for (const m of identity.matchAll(CLOSED)) {
    if (COPULA.test(identity.slice(m.index + m[0].length))) return true;
  }
  // The reader's word is the one the copula closes (its last eight letters where words run on).
  for (const m of identity.matchAll(COPULA_G)) {
    const word = identity.slice(0, m.index).trimEnd().split(/\s/).pop()!.slice(-8);
    if (word !== "" && namesReader(word)) return true;
  }
  return false;
}

/** The same with the copula after a quoted name or after a word for the reader. */
function closedRecast(text: string, start: number, end: number): boolean {
  const identity = identityAfter(text, start, end);
  return identity !== undefined && closed(identity);
}

const COPULA_FIND = scriptFinder(COPULA_TRIGGERS);
const NOMINAL_FIND = scriptFinder(NOMINAL_TRIGGERS);
const VERB_FINAL_FIND = scriptFinder(VERB_FINAL_TRIGGERS);

/** The same in non-Latin scripts, read by scan_text.ts's other-language pass. */
export function scriptRecastHit(text: string): { start: number; end: number } | undefined {
  return COPULA_FIND(text, readerRecast) ?? NOMINAL_FIND(text, nominalRecast) ??
    VERB_FINAL_FIND(text, closedRecast);
}

export const ROLE_REASSIGN_FOREIGN_RULES: PhraseRule[] = [{
  id: "role-reassignment",
  severity: "high",
  where: ["d", "r"],
  keywords: LATIN_KEYWORDS,
  re: new RegExp(unicode(LATIN_TRIGGER.join("|")), "iu"),
  accept: readerRecast,
}];
