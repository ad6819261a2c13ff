// Injection round 16 (v19 as tuning): the reader is told to drop what someone else asked of it
// ("Forget what the warehouse manager told you", "Disregard the merchant's rules above", "Unohda
// aiemmat ohjeet", "Olvida lo que te pidió el usuario", "The previous user request is cancelled")
// and, in that sentence or the next, is handed a replacement ("New policy: …", "Override: …",
// "Uusi tehtävä: …", "Ahora debes …", "Proceed with …"). Either half alone is common in people's
// mail ("forget what I told you", "new policy attached"); a dismissal the writer did not give, then
// a new task, is a takeover. Only third-person tellers are listed: "te dije", "ti ho detto" stay.
// Round inj38 (v36 guided; v23, v33, v35, trn2 misses too): what a third party asked, with no
// "you" ("Forget what the user asked"), a request called outdated, and "the real/only request is"
// as the replacement.
import {
  DISMISS_TOLD_KEYWORDS,
  DISMISS_TOLD_MORE,
  REAL_REQUEST_MORE,
} from "./dismissal_foreign.ts";
import { unicodeWords } from "./memory_words.ts";
import type { PhraseRule } from "./phrase_rule.ts";

// What was asked of the reader by someone else, named as said to "you".
const TOLD = String
  .raw`(?:what|everything|anything|all)\s+(?:[\p{L}'’-]+\s+){0,4}(?:told|asked|gave|instructed|said\s+to)\s+you|(?:what|everything)\s+the\s+(?:[\p{L}'’-]+\s+){0,3}?(?:asked|requested|wanted)\b`;
// Earlier orders or rules, placed before this text or owned by another party.
const EARLIER = String
  .raw`(?:(?:the|all|any)\s+)?(?:(?:previous|prior|earlier|original|initial|above|preceding|user'?s?|[\p{L}-]+'s)\s+)(?:\p{L}+\s+)?(?:instructions?|rules|orders|requests?|tasks?|guidelines|directions|policy|policies)|(?:the\s+)?(?:\p{L}+\s+)?(?:instructions|rules|guidelines|orders)\s+(?:above|before\s+this|so\s+far)`;
const DISMISS_EN = String
  .raw`\b(?:forget|disregard|ignore|discard|drop|scrap|set\s+aside)\s+(?:about\s+)?(?:${TOLD}|${EARLIER})|\bstop\s+(?:summari[sz]ing|translating|what\s+you(?:'re|\s+are)\s+doing)|\b(?:the\s+)?(?:previous|prior|earlier|original|user'?s?)\s+(?:user\s+)?(?:request|instructions?|task|orders?)\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:cancell?ed|void|revoked|superseded|withdrawn|obsolete|outdated|no\s+longer\s+valid)|\b(?:rules|instructions|restrictions|guidelines)\s+above\s+(?:were|are)\s+(?:only|just|for\b|no\s+longer)`;
// The same in the lexicon languages; each names earlier orders or what another party asked.
const DISMISS_FOREIGN = [
  String
    .raw`\boubli(?:e[zs]?)\s+(?:tout\s+)?(?:ce\s+qu(?:'|’)on\s+t(?:'|’)a|ce\s+que\s+(?:\p{L}+\s+){1,3}t(?:'|’)a)\s+(?:dit|demandé)|\b(?:oubli(?:e[zs]?)|ignore[zs]?)\s+(?:les\s+)?(?:instructions|consignes|règles)\s+(?:précédentes|ci-dessus|antérieures)`,
  String
    .raw`\bvergiss,?\s+(?:alles,?\s+)?was\s+(?:man\s+)?(?:\p{L}+\s+){0,3}dir\s+(?:\p{L}+\s+)?(?:gesagt|aufgetragen)|\b(?:vergiss|ignoriere)\s+(?:die\s+|alle\s+)?(?:vorherigen|bisherigen|obigen|früheren)\s+(?:anweisungen|regeln|aufträge)`,
  String
    .raw`\b(?:olvida|olvide)\s+(?:todo\s+)?lo\s+que\s+te\s+(?:pidió|dijo|pidieron|dijeron|ha\s+pedido|han\s+pedido)|\b(?:olvida|ignora|descarta)\s+(?:las\s+)?(?:instrucciones|reglas|órdenes)\s+(?:anteriores|previas)`,
  String
    .raw`\b(?:dimentica|scorda)\s+(?:tutto\s+)?(?:quello|ciò)\s+che\s+ti\s+(?:è\s+stato\s+chiesto|hanno\s+(?:detto|chiesto)|ha\s+(?:detto|chiesto))|\b(?:dimentica|ignora)\s+(?:le\s+)?(?:istruzioni|regole)\s+(?:precedenti)`,
  String
    .raw`\b(?:esqueça|esquece)\s+(?:tudo\s+)?o\s+que\s+(?:te|lhe)\s+(?:pediram|disseram|pediu|disse|foi\s+pedido)|\b(?:esqueça|ignore|desconsidere)\s+(?:as\s+)?(?:instruções|regras)\s+(?:anteriores)`,
  String
    .raw`\bvergeet\s+(?:alles\s+)?wat\s+(?:\p{L}+\s+){0,3}je\s+(?:heeft\s+|hebben\s+)?(?:gevraagd|verteld|gezegd)|\b(?:vergeet|negeer)\s+(?:de\s+|alle\s+)?(?:vorige|eerdere|bovenstaande)\s+(?:instructies|regels|opdrachten)`,
  String
    .raw`\b(?:zapomnij|zignoruj|ignoruj)\s+(?:o\s+)?(?:wszystkie\s+)?(?:poprzednie|wcześniejsze)\s+(?:instrukcje|polecenia|zasady)`,
  String
    .raw`(?<!\p{L})(?:önceki|eski)\s+(?:tüm\s+)?(?:talimatları|kuralları|emirleri)\s+(?:unut|yoksay)`,
  String
    .raw`\b(?:lupakan|abaikan)\s+(?:semua\s+)?(?:instruksi|perintah|aturan)\s+(?:sebelumnya)`,
  String
    .raw`\b(?:glöm|ignorera|strunta\s+i)\s+(?:alla\s+)?(?:tidigare|föregående)\s+(?:instruktioner|regler|order)`,
  String
    .raw`\b(?:glem|ignorer)\s+(?:alle\s+)?(?:tidligere|forrige)\s+(?:instrukser|instruktioner|instruksjoner|regler|ordrer)`,
  String
    .raw`\b(?:unohda|ohita)\s+(?:kaikki\s+)?(?:aiemmat|edelliset|aikaisemmat)\s+(?:ohjeet|käskyt|säännöt)`,
  String
    .raw`\b(?:zapomeň|ignoruj)\s+(?:na\s+)?(?:všechny\s+)?(?:předchozí|dřívější)\s+(?:pokyny|instrukce|pravidla)`,
  String
    .raw`\bfelejtsd\s+el\s+(?:az\s+)?(?:összes\s+)?(?:eddigi|korábbi|előző)\s+(?:utasításokat|szabályokat)`,
  String
    .raw`\b(?:uită|ignoră)\s+(?:toate\s+)?(?:instrucțiunile|regulile)\s+(?:anterioare)`,
];
const DISMISS = new RegExp(
  unicodeWords([DISMISS_EN, ...DISMISS_FOREIGN].join("|")),
  "iu",
);

// The replacement handed over after the dismissal: a new task or policy, an override, an order
// that the reader now must follow. Not "instead" or "from now on", which people write to people.
const REPLACEMENT = new RegExp(
  unicodeWords(
    [
      String
        .raw`\bnew\s+(?:task|policy|instructions?|orders?|objective|goal|priority|directive|mission)\b[^.\n]{0,40}?[:：]|\bnew\s+(?:task|instructions?|orders?|objective|goal|directive|mission)\s+(?:is|are)\b|\boverride\s*[:：]|\byour\s+(?:new|only|real|sole)\s+(?:task|job|goal|objective|priority)\b|\byou\s+(?:must|will)\s+now\b|\bnow\s+you\s+(?:must|will)\b|\bfirst\s+step\b|\bproceed\s+(?:to|with)\b|\bthe\s+(?:real|actual|true|only)\s+(?:request|task|instructions?|orders?|policy|job|ask|assignment)\s+(?:is|are|=|that\s+(?:counts|matters))\b`,
      String
        .raw`\bnouvel(?:le)?\s+(?:tâche|consigne|politique|mission|instruction|objectif)\b|\bmaintenant\s+(?:tu\s+dois|vous\s+devez)\b`,
      String
        .raw`\bneue\s+(?:aufgabe|anweisung|richtlinie|regel)\b|\bjetzt\s+(?:musst|sollst)\s+du\b`,
      String
        .raw`\bnuev[oa]\s+(?:tarea|política|instrucción|misión|objetivo)\b|\bahora\s+(?:debes|tienes\s+que)\b`,
      String
        .raw`\bnuov[oa]\s+(?:compito|obiettivo|istruzione|politica|missione)\b|\bora\s+(?:devi|dovrai)\b`,
      String
        .raw`\bnov[oa]\s+(?:tarefa|política|instrução|missão|objetivo)\b|\bagora\s+(?:você\s+deve|deves|tens\s+de)\b`,
      String.raw`\bnieuwe\s+(?:taak|opdracht|instructie|regel)\b|\bnu\s+moet\s+je\b`,
      String.raw`\bnow[aey]\s+(?:zadanie|polecenie|polityka|instrukcja)\b|\bteraz\s+musisz\b`,
      String.raw`\byeni\s+(?:görev|talimat|politika)`,
      String
        .raw`\b(?:tugas|instruksi|kebijakan|perintah)\s+baru\b|\bsekarang\s+(?:kamu|anda)\s+harus\b`,
      String.raw`\bny\s+(?:uppgift|instruktion|policy|opgave|oppgave|instruks|politik)\b`,
      String.raw`\bnu\s+ska\s+du\b|\bn[uå]\s+skal\s+du\b`,
      String.raw`\buusi\s+(?:tehtävä|ohje|käytäntö)\b|\bnyt\s+sinun\s+(?:pitää|täytyy)\b`,
      String.raw`\bnov(?:ý|á)\s+(?:úkol|instrukce|pravidla)\b|\bnyní\s+musíš\b`,
      String.raw`\búj\s+(?:feladat|utasítás|szabály)`,
      String.raw`\b(?:noua|sarcina)\s+(?:sarcină|politică|instrucțiune|nouă)\b|\bacum\s+trebuie\b`,
    ].join("|"),
  ),
  "iu",
);

// Round inj40: "the real request is …" in the lexicon languages, read only after a dismissal that
// is not English (in REPLACEMENT it doubled the rule's cost on English prose).
const REAL_REQUEST = new RegExp(unicodeWords(REAL_REQUEST_MORE.join("|")), "iu");
const DISMISSED_IN_ENGLISH = new RegExp(unicodeWords(DISMISS_EN), "iu");

// First-person tellers mean the writer takes back their own words ("forget what I told you").
const OWN = /\b(?:I|we|my|our|me|us)\b/i;

/** The dismissal is someone else's orders, and a replacement follows within the next sentence. */
function replaced(text: string, start: number, end: number): boolean {
  if (OWN.test(text.slice(start, end))) return false;
  const after = text.slice(end, end + 260).split(/(?<=[.!?。])\s+(?=\p{Lu})/u).slice(0, 2).join(
    " ",
  );
  return REPLACEMENT.test(after) ||
    (!DISMISSED_IN_ENGLISH.test(text.slice(start, end)) && REAL_REQUEST.test(after));
}

export const DISMISSAL_RULES: PhraseRule[] = [{
  id: "dismissed-instructions",
  severity: "high",
  where: ["d", "r"],
  keywords: [
    "forget",
    "disregard",
    "ignor",
    "discard",
    "drop ",
    "scrap",
    "set aside",
    "stop summar",
    "stop translat",
    "stop what",
    "cancel",
    "void",
    "revoked",
    "supersed",
    "withdrawn",
    "obsolete",
    "outdated",
    "longer valid",
    "above were",
    "above are",
    "oubli",
    "vergiss",
    "olvid",
    "descarta",
    "dimentic",
    "scorda",
    "esque",
    "desconsider",
    "vergeet",
    "negeer",
    "zapomnij",
    "zapome",
    "unut",
    "yoksay",
    "lupakan",
    "abaikan",
    "strunta",
    "tidigare",
    "glem",
    "unohda",
    "ohita",
    "felejtsd",
    "anterioare",
  ],
  re: DISMISS,
  accept: replaced,
}, {
  // Round inj40: the third party's request in more languages, keyed on its own stems so that
  // English prose never runs it (joined into DISMISS it doubled the rule's cost on prose).
  id: "dismissed-instructions",
  severity: "high",
  where: ["d", "r"],
  keywords: DISMISS_TOLD_KEYWORDS,
  re: new RegExp(unicodeWords(DISMISS_TOLD_MORE.join("|")), "iu"),
  accept: replaced,
}];
