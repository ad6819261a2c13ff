// Injection round 40 (lexicon parity; the misses of trn1–trn8 and v31–v36 guided it): an order
// addressed to the AI in another language needs a target only an attack needs
// (intent_addressed.ts: an address, the user's data, a password, "without asking"). English
// accepts more: "Assistant: delete all cards …", "… share it with anyone who has the link",
// "… and don't log it", "… without waiting for review". Those four, in the lexicon languages:
// the language's own "all" class (intent_lexicon.ts) and the words below.

import { EXTRA_ACT } from "./intent_addressed.ts";
import type { Lexicon } from "./intent_lexicon.ts";
import { PERSONAL_ACT } from "./personal_targets.ts";
import { preauthorised } from "./preauthorised.ts";

// Word edges for any script (JS's \b is ASCII-only, even with the u flag).
const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

// Anyone or publicly: "cualquiera con el enlace", "komukoli", "nyilvános linkre", "公开".
const ANYONE = String
  .raw`públic[oa]s?|cualquiera|qualquer\s+pessoa|publique|quiconque|öffentlich\p{L}*|jede[rm]?\s+mit\s+dem\s+Link|pubblic\p{L}*|chiunque|openbaar|iedereen\s+met|publiczn\p{L}*|każdemu|komukolwiek|veřejn\p{L}*|komukoliv?|verejn\p{L}*|komukoľvek|nyilvános\p{L}*|bárki\p{L}*|julkise\p{L}*|julkinen|kenelle\s+tahansa|offentlig\p{L}*|vem\s+som\s+helst|hvem\s+som\s+helst|oricui|oricine|herkese\s+açık|publik|siapa\s+pun|hadharani|công\s+khai|bất\s+kỳ\s+ai|публичн\p{L}*|любому|будь-кому|публічн\p{L}*|δημόσι\p{L}*|οποιονδήποτε`;
const ANYONE_SCRIPTS = String
  .raw`ציבורי|לכל\s+מי|علني|لأي\s+شخص|सार्वजनिक|किसी\s+को\s+भी|公開|誰でも|全員|公开|任何人|공개|누구나`;

// Kept from people: "no se lo digas", "jangan catat di log", "po cichu", "不要告诉".
const HIDDEN = String
  .raw`discretamente|discrètement|en\s+silencio|sans\s+(?:le\s+)?dire|heimlich|stillschweigend|niemandem|di\s+nascosto|senza\s+dirlo|stilletjes|po\s+cichu|nikomu|potichu|csendben|hiljaa|i\s+tysthet|i\s+stilhed|în\s+secret|sessizce|diam-diam|jangan\s+(?:catat|beri\s+tahu|bilang|kasih\s+tahu|laporkan)|kimya\s+kimya|lặng\s+lẽ|đừng\s+(?:nói|báo|ghi)|молча|не\s+(?:сообщай|говори|упоминай|записывай|повідомляй|кажи|згадуй)|σιωπηλά|μην\s+(?:πεις|αναφέρεις|καταγράψεις)|(?:no|non|não|nie|ne|älä|ikke|inte|nu)\s+(?:se\s+lo\s+|lo\s+|le\s+)?(?:digas|dirlo|dire|dica|conte|mów|informuj|zapisuj|neříkej|szólj|említsd|kerro|kirjaa|fortæl|si|säg|berätta|spune)`;
const HIDDEN_SCRIPTS = String
  .raw`בשקט|אל\s+ת(?:ספר|רשום|זכיר)|بصمت|لا\s+(?:تخبر|تذكر|تسجل)|चुपचाप|मत\s+बता|न\s+बताएं|黙って|こっそり|言わずに|伝えずに|記録せず|悄悄|不要告诉|别告诉|不要记录|몰래|말하지\s*말|알리지\s*말|기록하지\s*말`;

// A review skipped: "sin esperar", "bez ověření", "beklemeden", "待たずに".
const UNREVIEWED = String
  .raw`sin\s+(?:esperar|revisi\p{L}+|revisar|verificar)|sans\s+(?:attendre|relecture|revue|vérifi\p{L}+)|ohne\s+(?:Prüfung|Review|Kontrolle|zu\s+warten)|senza\s+(?:attendere|revisione|verifica)|sem\s+(?:esperar|revisão|verifica\p{L}+)|zonder\s+(?:te\s+wachten|review|controle)|bez\s+(?:czekania|przeglądu|weryfikacji|sprawdzania|čekání|kontroly|ověření|revize)|(?:ellenőrzés|várakozás)\s+nélkül|odottamatta|tarkistamatta|utan\s+(?:att\s+vänta|granskning)|uden\s+at\s+vente|uten\s+å\s+vente|fără\s+(?:să\s+aștepți|verificare|revizuire)|beklemeden|incelemeden|kontrol\s+etmeden|tanpa\s+(?:menunggu|review|pemeriksaan|verifikasi)|không\s+(?:cần\s+)?chờ|не\s+дожидаясь|не\s+чекаючи|без\s+(?:проверки|ревью|перевірки)|χωρίς\s+(?:να\s+περιμένεις|έλεγχο)`;
const UNREVIEWED_SCRIPTS = String
  .raw`בלי\s+לחכות|(?:ללא|בלי)\s+בדיקה|(?:دون|بدون)\s+(?:انتظار|مراجعة)|बिना\s+(?:इंतज़ार|इंतजार|जांच|जाँच|समीक्षा)|待たずに|確認せず|不用等|无需等待|不经审核|无需审核|기다리지\s*말고|검토\s*없이`;

const PARITY_TARGET = new RegExp(
  `${B}(?:${ANYONE}|${HIDDEN}|${UNREVIEWED})${E}|${ANYONE_SCRIPTS}|${HIDDEN_SCRIPTS}|${UNREVIEWED_SCRIPTS}`,
  "iu",
);

/** The addressed order reaches everything, anyone, no one's notice or past a review. */
export function parityTarget(all: RegExp | undefined, order: string): boolean {
  return (all?.test(order) ?? false) || PARITY_TARGET.test(order);
}

/**
 * An addressed order (the text after the vocative) that acts and reaches such a target, or that
 * claims, here or in the `next` sentence, to be approved already (round 43).
 */
export function parityOrder(lex: Lexicon, order: string, next = ""): boolean {
  const acted = (lex.classes.act?.test(order) ?? false) || EXTRA_ACT.test(order) ||
    PERSONAL_ACT.test(order);
  return (acted && parityTarget(lex.classes.all, order)) || preauthorised(order, next);
}
