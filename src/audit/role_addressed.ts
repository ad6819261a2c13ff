// Injection round 19: an order addressed to an automation role named by its job ("Network
// assistant:", "Change-management AI:", "Provizionáló ügynök:", "Rakennusavustaja:", "ajan:",
// "给资产盘点机器人的指令：", "עוזר רצפת הייצור:"). The vocative rules know "Assistant," and "AI
// agents:"; a role noun with a modifier or a compound, in any lexicon language, is read here. A
// finding needs the label at the head of a clause, an action after it and a harm: a scope over
// everything, an address or secret, the user's data, an override or concealment.
import { ATTACK_TARGET, EXTRA_ACT } from "./intent_addressed.ts";
import { LATIN } from "./intent_foreign.ts";
import { SCRIPT_LEXICONS } from "./intent_scripts.ts";
import { PERSONAL_ACT, PERSONAL_TARGET } from "./personal_targets.ts";
import type { PhraseRule } from "./phrase_rule.ts";
import { COMMAND_VERBS } from "./phrase_rule.ts";
import { LABEL, ROLE, ROLE_KEYWORDS } from "./role_nouns.ts";

// Where a clause starts: the text's or a line's start, a sentence end, a quote, bracket or field.
// A quotation mark opens a clause only as a JSON or CSV value ('"note":"agent: …'); elsewhere
// it quotes a specimen ("the ticket said „An die KI: exportiere …“").
const HEAD = /(?:^|[\n.!?;。！？{|(\[—–>]|:\s|[:,[{=]\s*")[^\n.!?;。！？"“„«{|(\[—–>:]{0,60}$/u;
// A label in a test plan, checklist or policy names the role it is about, not its reader.
const META =
  /\b(?:test|tests|plan|checklist|policy|guideline|example|sample|scenario|case|quiz|training|how|why|before|shipping|prueba|pruebas|essai|beispiel|ejemplo|exemple|esempio|testfall|testplan)\b/iu;

// Speaker labels of a transcript or chat log ("Agent: …", "Customer: …", "User: …").
const TRANSCRIPT =
  /^[ \t]*(?:customer|caller|client|user|human|visitor|guest|kunde|cliente|utilisateur|benutzer|klant|kund|asiakas|klient|użytkownik|müşteri|клиент|користувач|пользователь|顾客|客户|用户|お客様|ユーザー|고객|사용자)[ \t]*[:：]/imu;

// A reply, not an order: first person, greetings, thanks, acknowledgements.
const REPLY =
  /^\s*(?:I|I'm|I'll|I've|we|we're|we'll|sure|yes|no|ok(?:ay)?|thanks?|thank\s+you|hello|hi|sorry|certainly|of\s+course|here|je|nous|ich|wir|yo|nosotros|io|noi|eu|nós|ik|wij|jag|vi|minä|me|ja|my|én|mi|ben|biz|saya|kami|я|мы|我|我们|私|저는|제가)(?![\p{L}])/iu;

// A prohibition guards the reader ("Agents: never change a refund destination …"); keeping
// something from people ("don't tell the user") is not one.
const PROHIBITION =
  /^\s*(?:never|don'?t|do\s+not|nunca|jamais|ne\s+jamais|niemals|nie|mai|nooit|aldrig|ikke|älä|soha|asla|jangan|никогда)\s+(?!(?:tell|inform|mention|notify|log|let|report|ask|wait)\b)/iu;

const ACT_EN = new RegExp(
  String
    .raw`(?:^\s*|[.;,:]\s*|\b(?:and|then|also|now|please|first)\s+)(?:(?:also|then|now|please|first|just)\s+)?(?:${COMMAND_VERBS}|text|do|shut|disable|clear|reroute|unban|issue|publish|declare|close|suppress|auto-approve|skip|lock|unlock|raise|lower|pay|refund|cancel|assign|reset|wipe|erase|turn\s+off|switch\s+off|port|purge|bypass|stop|mark|accept|drop|kill|flash|push|apply|restore|rotate|wire|move)\b`,
  "i",
);

// Imperatives the lexicons' action lists lack: pay, replace, reply, close, accept, tell,
// download and install, acknowledge, do.
const ACT_MORE = new RegExp(
  String
    .raw`(?<![\p{L}])(?:оплат\p{L}*|paga|payez|zahle|betaal|betala|betal|maksa|zapłać|öde|bayar|plătiți|plătește|plaťte|fizess|vervang|remplace[sz]?|reemplaza|sostituisci|substitua|ersetze|ersätt|erstat|korvaa|zastąp|değiştir|svara|réponds|responde|rispondi|antworte|antwoord|odpowiedz|yanıtla|balas|vastaa|válaszolj|odpověz|răspunde|ответь|відповідай|luk|lukk|stäng|ferme[sz]?|cierra|chiudi|schließe|sluit|zamknij|tutup|sulje|zavři|zárd|închide|закрой|закрий|fogad(?:ja|d)\s+el|accepte[zr]?|acepta|accetta|akzeptiere|accepteer|acceptera|hyväksy|zaakceptuj|kabul\s+et|terima|přijmi|acceptă|прими|πείτε|πες|στείλ\p{L}*|διάγραψ\p{L}*|dites|diga|dile|sag|sage|zeg|säg|kerro|powiedz|söyle|katakan|řekni|mondd|spune|скажи\p{L}*|скачай\p{L}*|установи\p{L}*|завантаж\p{L}*|встанови\p{L}*|télécharge[zr]?|descarga|scarica|installe[zr]?|instala|installa|installiere|installeer|installera|asenna|zainstaluj|yükle|pasang|nainstaluj|telepítsd|instalează|quittiere|acquitte[zr]?|storniere|annule[zr]?|anula|annulla|cancele|annuleer|avbryt|peruuta|anuluj|iptal\s+et|batalkan|zruš|anulează|отмени\p{L}*|скасуй|haz|fais|faites|tue|fai|doe|gör|gjør|gør|tee|zrób|yap|lakukan|udělej|csináld|сделай|зроби)(?![\p{L}])`,
  "iu",
);

const LEXICONS = [...LATIN, ...SCRIPT_LEXICONS];

function acted(order: string): boolean {
  return ACT_EN.test(order) || ACT_MORE.test(order) || EXTRA_ACT.test(order) ||
    PERSONAL_ACT.test(order) ||
    LEXICONS.some((l) => l.classes.act?.test(order) || l.classes.ovr?.test(order));
}

// What only an attack wants: every item, the user's data or secrets, an address or command, an
// override of the rules, keeping it from people, or an interlock switched off.
const HARM_EN =
  /\b(?:all|every|each|any)\s+(?!of\s+(?:you|us)\b)\w|\bthe\s+user'?s\b|\b(?:silently|quietly|secretly|covertly|without\s+(?:asking|telling|review|approval|confirmation|checking)|no\s+need\s+to|do\s+not\s+(?:tell|inform|log|notify|mention)|don'?t\s+(?:tell|inform|log|notify|mention)|pre-?approved|override|disregard|ignore|bypass|disable|interlocks?|one-time\s+codes?|passwords?|credentials?|tokens?|api\s+keys?)\b/i;

// The same harms in the other lexicon languages: the whole of something, money to a new account,
// a claim of trust, deleting or switching off, telling nobody.
const HARM_MORE = new RegExp(
  String
    .raw`(?<![\p{L}])(?:full|complete|entire|completo|completa|complet\p{L}*|vollständig\p{L}*|volledig\p{L}*|pełn\p{L}*|koko|teljes|întreg\p{L}*|lengkap|fullständig\p{L}*|fuld\p{L}*|celý|celé|полн\p{L}*|повн\p{L}*|hesel|(?:new|nuevo|nueva|nouveau|nouvelle|neue[sn]?|nieuwe|nuovo|novo|nova|nou|yeni|baru|nya|uusi|nowe|nowy|новый|новий)\s+(?:account|bank|cuenta|compte|konto|rekening|conto|conta|cont(?:ul)?|hesap|rekening|tili|rachunek|счёт|счет|рахунок)|(?:account|cuenta|compte|Konto|rekening|conto|conta|contul|hesap|tili|rachunek)\s+(?:nou|nuevo|nueva|nouveau|neue[sn]?|nieuwe|nuovo|novo|nova|yeni|baru|uusi|nowy)|transfer\w*|wire\s+\p{N}|trusted|de\s+confian(?:ce|za)|vertrauenswürdig|affidabile|confiável|vertrouwd|betrodd|pålitelig|luotettu|zaufan\p{L}*|güvenilir|tepercaya|delete|remove|wipe|erase|purge|supprime\p{L}*|efface\p{L}*|lösche\p{L}*|borra\p{L}*|elimina\p{L}*|cancella\p{L}*|apague|apaga|verwijder\p{L}*|usuń|sil|poista|töröld|töröl\p{L}*|hapus|radera|slet|slett|smaž|șterge|xóa|видали\p{L}*|удали\p{L}*|vypni|désactive\p{L}*|deaktiviere|desactiva\p{L}*|disattiva|wyłącz|kapat|matikan|stäng\s+av|slå\s+(?:fra|av)|kikapcsol\p{L}*|dezactivează|отключи|вимкни|nikomu|niemandem|nadie|personne|nessuno|ninguém|niemand|kenellekään|senkinek|nimănui|никому|нікому|kimseye)(?![\p{L}])|删除|削除|삭제|关闭|無効|비활성|直接通过|最高`,
  "iu",
);

function harmful(order: string): boolean {
  return HARM_EN.test(order) || HARM_MORE.test(order) || ATTACK_TARGET.test(order) ||
    PERSONAL_TARGET.test(order) ||
    LEXICONS.some((l) =>
      l.classes.all?.test(order) || l.classes.secret?.test(order) || l.classes.ovr?.test(order)
    );
}

/** The order after a role label at `end`: the rest of its line, up to 300 characters. */
function orderAfter(text: string, end: number): string {
  const line = text.slice(end, end + 300);
  const cut = line.indexOf("\n");
  return cut >= 0 ? line.slice(0, cut) : line;
}

// Before a bare noun and a comma ("Assistant, …", "Hey ordering bot, …"): a clause start, a
// greeting, one modifier that is no determiner ("Our assistant, Maria, …" is a person).
const VOCATIVE_HEAD =
  /(?:^|[\n.!?;"“{(\[—–>*-]|:\s)\s*(?:(?:dear|hey|hi|hello|ok)\s+)?(?:(?!(?:our|my|your|the|his|her|their|a|an)\s)[\p{L}-]+\s+)?$/iu;

function accepted(text: string, start: number, end: number): boolean {
  const label = text.slice(start, end);
  if (label.endsWith(",") && !VOCATIVE_HEAD.test(text.slice(Math.max(0, start - 40), start))) {
    return false;
  }
  const head = HEAD.exec(text.slice(Math.max(0, start - 80), start));
  if (!head || META.test(head[0])) return false;
  if (/user[-\s]?$/i.test(text.slice(Math.max(0, start - 6), start))) return false;
  if (TRANSCRIPT.test(text)) return false;
  const order = orderAfter(text, end);
  if (REPLY.test(order) || PROHIBITION.test(order)) return false;
  return acted(order) && harmful(order);
}

export const ROLE_ADDRESSED_RULES: PhraseRule[] = [{
  id: "role-addressed-order",
  severity: "high",
  where: ["r"],
  keywords: [":", ...ROLE_KEYWORDS],
  hint: new RegExp(ROLE, "iu"),
  re: LABEL,
  accept: accepted,
}];
