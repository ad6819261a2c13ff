// Injection round 16 (v19 as tuning): a heading line inside data that announces new orders for
// the reader ("### SYSTEM OVERRIDE ###", "## SYSTEM MESSAGE", "### new system directive ###",
// "### Instructions to the agent (trusted) ###", "=== NEUE ANWEISUNGEN ==="), then an act with
// consequences. API docs title a section "## System message" and explain it; the act after the
// heading is what makes it an order. A heading closed by its marks may go on in the same line
// ("### new system directive ### the rules above …"); in a JSON string it may open the string.
import type { PhraseRule } from "./phrase_rule.ts";

const SYSTEM = String
  .raw`system|sistema|système|systeem|sistem|systemet|järjestelmä|rendszer|admin|operator|developer`;
const ORDERS = String
  .raw`override|message|directive|instructions?|prompt|update|notice|orders?|nachricht|anweisung(?:en)?|mensaje|message|messaggio|mensagem|bericht|wiadomość|mesaj|pesan|meddelande|besked|viesti|zpráva|üzenet|mesaj|instrucciones|consignes|istruzioni|instruções|instructies|instrukcje|talimatlar|instruksi|instruktioner|instrukser|ohjeet|pokyny|utasítások|directiva|direttiva|richtlinie|directive`;
const NEW = String
  .raw`new|updated|trusted|priority|neue|nouvelles?|nuevas?|nuove|novas?|nieuwe|nowe|yeni|baru|nya|nye|uudet|nové|új|noi`;
const AI = String
  .raw`agent|assistant|ai|model|bot|llm|agente|assistente|asistente|asystent|asistan|asisten|avustaja`;
const TITLE = String
  .raw`(?:[\w ()-]{0,20}\b)?(?:(?:${SYSTEM})\s+(?:${ORDERS})|(?:${NEW})\s+(?:(?:${SYSTEM})\s+)?(?:${ORDERS})|(?:${ORDERS})\s+(?:to|for|für|pour|para|per|voor|dla|untuk|till|for)\s+(?:the\s+|den\s+|l['’]|el\s+|il\s+|o\s+|de\s+)?(?:${AI}))\b[^\n#=*]{0,40}`;
const HEADING = new RegExp(
  String
    .raw`(?:^|\n|\\n|")[ \t]*(?:#{2,}|={3,}|\*{3,})[ \t]*${TITLE}(?:[ \t]*(?:#{2,}|={3,}|\*{3,})|[ \t]*(?=\n|\\n|$))`,
  "iu",
);

// The act after the heading, with consequences, in the lexicon languages.
const ACT =
  /\b(?:approv\w*|mark\w*|delete|remove|send|forward|transfer|share|release|reply|export|close|grant|disable|change|unlock|reset|pay|refund|open\s+a\s+pull|genehmig\w*|lösche|sende|aprueba|borra|envía|approuve|supprime|envoie|approva|elimina|invia|aprove|apague|envie|keur|verwijder|stuur|zatwierdź|usuń|wyślij|onayla|sil|gönder|setujui|hapus|kirim|godkänn|radera|skicka|godkend|slet|send|hyväksy|poista|lähetä|schval|smaž|pošli|hagyd\s+jóvá|töröld|küldd|aprobă|șterge|trimite)\b/iu;

export const HEADING_ORDER_RULES: PhraseRule[] = [{
  id: "heading-order",
  severity: "high",
  where: ["r"],
  keywords: ["##", "===", "***"],
  re: HEADING,
  // A JSON string's escaped newline ("###\\nRefund") is read as a blank.
  accept: (text, _start, end) => ACT.test(text.slice(end, end + 240).replace(/\\[nrt]/g, " ")),
}];
