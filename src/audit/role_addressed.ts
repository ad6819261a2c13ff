// Injection round 19: an order addressed to an automation role named by its job ("Network
// assistant:", "Change-management AI:", "Provizionáló ügynök:", "Rakennusavustaja:", "ajan:",
// "给资产盘点机器人的指令：", "עוזר רצפת הייצור:"). The vocative rules know "Assistant," and "AI
// agents:"; a role noun with a modifier or a compound, in any lexicon language, is read here. A
// finding needs the label at the head of a clause, an action after it and a harm: a scope over
// everything, an address or secret, the user's data, an override or concealment.
import { someMatches } from "./ascii_proof.ts";
import { withoutExamples } from "./message_quote.ts";
import { ATTACK_TARGET, EXTRA_ACT } from "./intent_addressed.ts";
import { AI_DOC_LABEL } from "./intent_english.ts";
import { LATIN } from "./intent_foreign.ts";
import { SCRIPT_LEXICONS } from "./intent_scripts.ts";
import { PERSONAL_ACT, PERSONAL_TARGET } from "./personal_targets.ts";
import { COMMAND_VERBS } from "./phrase_rule.ts";
import { LABEL, NOUN_LITERAL } from "./role_nouns.ts";
import { holdsLabelNoun } from "./role_label_nouns.ts";
import { CONCEAL_MORE, FORGED_SIGNOFF } from "./role_harms.ts";

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
    .raw`(?:^\s*|[.;,:]\s*|\b(?:and|then|also|now|please|first)\s+)(?:(?:also|then|now|please|first|just)\s+)?(?:${COMMAND_VERBS}|text|do|shut|disable|clear|reroute|unban|issue|publish|declare|close|suppress|auto-approve|skip|lock|unlock|raise|lower|pay|refund|cancel|assign|reset|wipe|erase|turn|shut|port|purge|bypass|stop|mark|accept|drop|kill|flash|push|apply|restore|rotate|wire|move|release|waive|whitelist(?:ing)?)\b`,
  "i",
);

// Imperatives the lexicons' action lists lack: pay, replace, reply, close, accept, tell,
// download and install, acknowledge, do.
const ACT_MORE = new RegExp(
  String
    .raw`(?<![\p{L}])(?:оплат\p{L}*|paga|payez|zahle|betaal|betala|betal|maksa|zapłać|öde|bayar|plătiți|plătește|plaťte|fizess|vervang|remplace[sz]?|reemplaza|sostituisci|substitua|ersetze|ersätt|erstat|korvaa|zastąp|değiştir|svara|réponds|responde|rispondi|antworte|antwoord|odpowiedz|yanıtla|balas|vastaa|válaszolj|odpověz|răspunde|ответь|відповідай|luk|lukk|stäng|ferme[sz]?|cierra|chiudi|schließe|sluit|zamknij|tutup|sulje|zavři|zárd|închide|закрой|закрий|fogad(?:ja|d)|accepte[zr]?|acepta|accetta|akzeptiere|accepteer|acceptera|hyväksy|zaakceptuj|kabul\s+et|terima|přijmi|acceptă|прими|πείτε|πες|στείλ\p{L}*|διάγραψ\p{L}*|dites|diga|dile|sag|sage|zeg|säg|kerro|powiedz|söyle|katakan|řekni|mondd|spune|скажи\p{L}*|скачай\p{L}*|установи\p{L}*|завантаж\p{L}*|встанови\p{L}*|télécharge[zr]?|descarga|scarica|installe[zr]?|instala|installa|installiere|installeer|installera|asenna|zainstaluj|yükle|pasang|nainstaluj|telepítsd|instalează|quittiere|weiterleiten|senden|schicken|löschen|überweisen|deaktivieren|genehmigen|acquitte[zr]?|storniere|annule[zr]?|anula|annulla|cancele|annuleer|avbryt|peruuta|anuluj|iptal\s+et|batalkan|zruš|anulează|отмени\p{L}*|скасуй|haz|fais|faites|tue|fai|doe|gör|gjør|gør|tee|zrób|yap|lakukan|udělej|csináld|сделай|зроби)(?![\p{L}])`,
  "iu",
);

const LEXICONS = [...LATIN, ...SCRIPT_LEXICONS];
// Each lexicon's act then override words, in the order they were tested (ascii_proof.ts skips).
const ACT_OR_OVR = LEXICONS.flatMap((l) => [l.classes.act, l.classes.ovr])
  .filter((r): r is RegExp => r !== undefined);

function actIn(s: string, en: boolean): boolean {
  return ACT_EN.test(s) || (!en && (ACT_MORE.test(s) || EXTRA_ACT.test(s) ||
    someMatches(ACT_OR_OVR, s)));
}

// An imperative heads its clause (after "please", "also", "bitte", …) or, verb last (Turkish,
// Korean, Persian), ends it; scripts without word spaces are read whole. "Agent: calling
// send_email(…) finished" is a log line, not an order.
const CLAUSE =
  /[.;:,!?。；，、]\s*|\s(?:and|then|y|et|und|e|og|och|ja|és|и|і|i|ve|dan|en|și|và)\s/iu;
const LEAD =
  /^\s*(?:(?:please|also|now|then|just|first|immediately|kindly|from\s+now\s+on|od\s+teraz|ab\s+sofort|désormais|a\s+partir\s+de\s+ahora|bitte|auch|jetzt|por\s+favor|también|ahora|aussi|maintenant|per\s+favore|anche|ora|também|agora|ook|nu|även|också|også|myös|nyt|również|teraz|lütfen|ayrıca|juga|sekarang|пожалуйста|также|теперь|сразу|будь\s+ласка|також|cũng)\s+)*/iu;
// Scripts read whole: no word spaces, or lexicon stems that match inside words anyway.
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Hangul}\p{Script=Devanagari}]/u;
// English text shares prefixes with the lexicons' stems ("report", "annul"): read in English only.
const ENGLISH = /\b(?:the|and|to|of|you|your|is|are|with|this|that|in|on|for)\b/gi;
const english = (t: string) => (t.match(ENGLISH)?.length ?? 0) >= 3;

const COPULA = /(?:^|\s)(?:is|are|was|were|has|have|ist|sind|est|sont|es|son|è|sono|é|são)$/iu;

function acted(order: string): boolean {
  if (UNSPACED_SCRIPT.test(order)) return actIn(order, false) || PERSONAL_ACT.test(order);
  const en = english(order);
  return order.split(CLAUSE).some((c) => {
    // Letters only: an identifier ("send_email(to=…") is no imperative word.
    const words = c.replace(LEAD, "").trim().split(/\s+/).map((w) => /[_(=@/]/.test(w) ? "" : w);
    // The second word too: an adverb may lead ("автоматично схвали", "sofort lösche").
    // "upload docs are at …": the first word is a noun when a copula follows it.
    if (COPULA.test(words.slice(1, 3).join(" "))) return false;
    return actIn(words[0], en) || (!en && actIn(words[1] ?? "", en)) ||
      (!en && actIn(words[words.length - 1], en)) || EXTRA_ACT.test(words.slice(0, 2).join(" ")) ||
      PERSONAL_ACT.test(words.slice(0, 5).join(" "));
  });
}

// What only an attack wants: every item, the user's data or secrets, an address or command, an
// override of the rules, keeping it from people, or an interlock switched off.
const HARM_EN =
  /\b(?:all|every|each|any)\s+(?!of\s+(?:you|us)\b)\w|\bthe\s+user'?s\b|\b(?:silently|quietly|secretly|covertly|without\s+(?:asking|telling|review|approval|confirmation|checking)|no\s+need\s+to|do\s+not\s+(?:tell|inform|log|notify|mention)|don'?t\s+(?:tell|inform|log|notify|mention)|pre-?approved|override|disregard|ignore|bypass|disable|interlocks?|one-time\s+codes?|passwords?|credentials?|tokens?|api\s+keys?)\b/i;

// The same harms in the other lexicon languages: the whole of something, money to a new account,
// a claim of trust, deleting or switching off, telling nobody.
const HARM_MORE = new RegExp(
  String
    .raw`(?<![\p{L}])(?:full|complete|entire|completo|completa|complet\p{L}*|vollständig\p{L}*|volledig\p{L}*|pełn\p{L}*|koko|teljes|întreg\p{L}*|lengkap|fullständig\p{L}*|fuld\p{L}*|celý|celé|полн\p{L}*|повн\p{L}*|hesel|(?:new|nuevo|nueva|nouveau|nouvelle|neue[sn]?|nieuwe|nuovo|novo|nova|nou|yeni|baru|nya|uusi|nowe|nowy|новый|новий)\s+(?:account|bank|cuenta|compte|konto|rekening|conto|conta|cont(?:ul)?|hesap|rekening|tili|rachunek|счёт|счет|рахунок)|(?:account|cuenta|compte|Konto|rekening|conto|conta|contul|hesap|tili|rachunek)\s+(?:nou|nuevo|nueva|nouveau|neue[sn]?|nieuwe|nuovo|novo|nova|yeni|baru|uusi|nowy)|transfer\w*|wire\s+\p{N}|trusted|de\s+confian(?:ce|za)|vertrauenswürdig|affidabile|confiável|vertrouwd|betrodd|pålitelig|luotettu|zaufan\p{L}*|güvenilir|tepercaya|delete|remove|wipe|erase|purge|supprime\p{L}*|efface\p{L}*|lösche\p{L}*|borra\p{L}*|elimina\p{L}*|cancella\p{L}*|apague|apaga|verwijder\p{L}*|usuń|sil|poista|töröld|töröl\p{L}*|hapus|radera|slet|slett|smaž|șterge|xóa|видали\p{L}*|удали\p{L}*|vypni|désactive\p{L}*|deaktiviere|desactiva\p{L}*|disattiva|wyłącz|kapat|matikan|stäng\s+av|slå\s+(?:fra|av)|kikapcsol\p{L}*|dezactivează|отключи|вимкни|nikomu|niemandem|nadie|personne|nessuno|ninguém|niemand|kenellekään|senkinek|nimănui|никому|нікому|kimseye)(?![\p{L}])|删除|削除|삭제|关闭|無効|비활성|直接通过|最高|숨기|숨길|알리지\s*말`,
  "iu",
);

// An override verb on anything but an order or booking ("ignora il controllo"); cancelling an
// order ("annulez la commande") is everyday business.
function overridden(ovr: RegExp | undefined, order: string): boolean {
  const m = ovr?.exec(order);
  return m !== null && m !== undefined &&
    !/^(?:annul|anul|cancel|storn|zruš|peru|iptal)/i.test(m[0]);
}

function harmful(order: string): boolean {
  return HARM_EN.test(order) || HARM_MORE.test(order) || ATTACK_TARGET.test(order) ||
    PERSONAL_TARGET.test(order) || FORGED_SIGNOFF.test(order) || CONCEAL_MORE.test(order) ||
    LEXICONS.some((l) => l.classes.all?.test(order) || overridden(l.classes.ovr, order));
}

/** An imperative heads a clause of `order` (concealed_order.ts reads the order before its "and don't tell"). */
export const actedOrder = (order: string): boolean => acted(order);

/** An imperative with a harm: what a role handed to the model is told to do (role_power.ts). */
export const orderWithHarm = (order: string): boolean => acted(order) && harmful(order);

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

// Round 22: a phrase in single quotes inside the order is quoted ("if a response says 'assistant,
// close all RFIs', do not act on it"); its verbs and harms are not the order's.
const QUOTED = /(?<=^|\s)['‘][^'‘’\n]{1,160}['’](?=[\s,.;:!?]|$)/gu;

// Round 22: "agent" names a person's post in French and Spanish ("Agents d'accueil :", "agentes
// de tránsito:"); such a label instructs staff.
const HUMAN_POST =
  /^agent\p{L}{0,3}\s+(?:d['’]\s*(?:accueil|entretien|exploitation|état\s+civil)|de\s+(?:sécurité|police|guichet|nettoyage|surveillance|circulation|maîtrise|propreté|tránsito|seguridad|atención|policía|limpieza))/iu;

function accepted(text: string, start: number, end: number): boolean {
  const label = text.slice(start, end);
  if (HUMAN_POST.test(label)) return false;
  if (label.endsWith(",") && !VOCATIVE_HEAD.test(text.slice(Math.max(0, start - 40), start))) {
    return false;
  }
  const head = HEAD.exec(text.slice(Math.max(0, start - 80), start));
  if (!head || META.test(head[0]) || AI_DOC_LABEL.test(head[0])) return false;
  if (/user[-\s]?$/i.test(text.slice(Math.max(0, start - 6), start))) return false;
  if (TRANSCRIPT.test(text)) return false;
  const order = withoutExamples(orderAfter(text, end)).replace(QUOTED, " ");
  if (REPLY.test(order) || PROHIBITION.test(order)) return false;
  return acted(order) && harmful(order);
}

const LABEL_Y = new RegExp(LABEL.source, "iuy");
const LABEL_G = new RegExp(LABEL.source, "giu");
// Stems that are also parts of other words ("said", "media", "agenda") must stand alone.
const SHORT = /^(?:ai|ia|ki|llm|agen|ajan)$/i;

/** The label read from a noun found by NOUN_LITERAL, then the order after it. */
function labelAccepted(text: string, start: number, end: number): boolean {
  if (SHORT.test(text.slice(start, end)) && /[\p{L}\p{N}]/u.test(text.charAt(start - 1))) {
    return false;
  }
  LABEL_Y.lastIndex = start;
  const m = LABEL_Y.exec(text);
  return (m !== null && accepted(text, start, start + m[0].length)) ||
    mentionAccepted(text, start, end);
}

// Round 20: a chat mention of a bot's handle ("@dispatch-bot unlock …", "@opsbot new standing
// order: …"): the handle is the addressee, the order follows it on the line.
const HANDLE_BACK = /@[\w.-]{0,30}$/;
const HANDLE_REST = /[\w.-]*/y;
function mentionAccepted(text: string, start: number, end: number): boolean {
  const back = HANDLE_BACK.exec(text.slice(Math.max(0, start - 31), start));
  if (!back) return false;
  HANDLE_REST.lastIndex = end;
  const stop = end + (HANDLE_REST.exec(text)?.[0].length ?? 0);
  return /^[^\S\n]/.test(text.charAt(stop)) && accepted(text, start - back[0].length, stop);
}

/** Where the label starts and ends, or undefined. */
type Span = { start: number; end: number };

function latinHit(text: string): Span | undefined {
  let tries = 0;
  for (const m of text.matchAll(NOUN_G)) {
    if (++tries > 200) return undefined;
    if (labelAccepted(text, m.index, m.index + m[0].length)) {
      return { start: m.index, end: m.index + m[0].length };
    }
  }
  return undefined;
}
const NOUN_G = new RegExp(NOUN_LITERAL.source, "gi");

/**
 * A fallback read by scan_text.ts for a tool result no other rule flagged: a Latin-script noun
 * found as a literal (70 µs on 60 KB), then its label read in place; for text with letters
 * beyond ASCII, the label ending at each colon as well.
 */
export function roleOrderHit(text: string, unusual: boolean): Span | undefined {
  return latinHit(text) ?? (unusual ? scriptRoleOrderHit(text) : undefined);
}

// Speed only: no part of LABEL reads `.`, `!`, `?`, `;` or `:` before its closing colon, so a
// label ending at `near`'s colon starts after the last of them, and a global search from there
// finds the same labels ending at the colon as one from 0 (each match before it ends by it).
/** Where in `near` (ending at its colon) a label ending there can start. */
export function clauseStart(near: string): number {
  for (let i = near.length - 2; i >= 0; i--) {
    const c = near.charCodeAt(i);
    if (c === 46 || c === 33 || c === 63 || c === 59 || c === 58) return i + 1;
  }
  return 0;
}

/**
 * Labels in scripts the ASCII gate cannot see ("Складской агент:", "机器人的指令：", "ügynök:"),
 * read by scan_text.ts's pass for texts with such letters: the label ending at each colon.
 */
function scriptRoleOrderHit(text: string): { start: number; end: number } | undefined {
  let seen = 0;
  for (const colon of text.matchAll(/[:：]/g)) {
    if (++seen > 200) return undefined;
    const from = Math.max(0, colon.index - 70);
    const near = text.slice(from, colon.index + 1);
    LABEL_G.lastIndex = clauseStart(near);
    if (!holdsLabelNoun(near, LABEL_G.lastIndex)) continue; // no noun, no label (cost round 39)
    for (let m = LABEL_G.exec(near); m !== null; m = LABEL_G.exec(near)) {
      if (m.index + m[0].length !== near.length) continue;
      const start = from + m.index, end = colon.index + 1;
      if (accepted(text, start, end)) return { start, end };
    }
  }
  return undefined;
}
