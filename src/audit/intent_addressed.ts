// An order to the AI named at the head of a sentence in another language ("Kedves
// MI-asszisztens! … töröld …", "Beste AI-assistent, wil je … wijzigen naar NL91 …"): a harmful
// action after the vocative, and something only an attack needs besides — the user's data, an
// address, account or command to act on, or "without asking". Read by intent_foreign.ts.

import { labelLedOrder, REQUEST_FORMS } from "./label_led_order.ts";
import { PERSONAL_ACT, PERSONAL_TARGET } from "./personal_targets.ts";
import { TOOL_CALL } from "./tool_call_target.ts";

// The user, in the languages of the lexicons (stems; some scripts attach prepositions).
const USER =
  "användar|bruger|brukere|käyttäjä|usuari|utilisat|utilizador|usuário|utente|gebruiker|nutzer|benutzer|uživatel|užívateľ|użytkownik|felhasználó|kullanıcı|pengguna|χρήστ|пользовател|користувач|потребител|ผู้ใช้|ユーザー|利用者|用户|用戶|使用者|사용자|người dùng|उपयोगकर्ता|משתמש|المستخدم|کاربر|utilizator|korisni";
// "Without asking / confirming / telling anyone".
const UNASKED = String
  .raw`senza\s+(?:chiedere|attendere|conferma|avvisare)|sin\s+(?:preguntar|confirma|avisar)|sans\s+(?:demander|confirm|prévenir)|ohne\s+(?:Rückfrage|nachzufragen|zu\s+fragen|Bestätigung)|zonder\s+(?:te\s+vragen|bevestiging|overleg)|uden\s+at\s+spørge|utan\s+att\s+fråga|uten\s+å\s+spørre|bez\s+(?:ptaní|ptania|pytania|potwierdzenia|potvrzení)|tanpa\s+(?:konfirmasi|bertanya|persetujuan)|kérdezés\s+nélkül|без\s+(?:подтвержден|запрос|ведома|согласован|уведомлен)|sem\s+(?:perguntar|confirma)|kysymättä|確認せず|確認なし|묻지\s*말고|확인\s*없이|không\s+cần\s+(?:hỏi|xác\s+nhận)|बिना\s+पूछे|未经确认|无需确认|ไม่ต้องขอ`;
// An e-mail address, a URL, an IBAN, an account number or a command in backticks.
const PAYLOAD = String
  .raw`[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/|(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,}|(?<!\d)\d{4}(?:[\s-]?\d{4}){2,}|\x60[^\x60\n]{2,}\x60`;

// What an order to the AI may seize besides the user's data: a password or recovery code, an
// account number or bank statement, administrator rights (whole words: "wachtwoordbeleid",
// a policy, is not a password).
const GUARDED = String
  .raw`(?<![\p{L}\p{N}])(?:passwor[dt]s?|wachtwoord(?:en)?|lösenord(?:en)?|adgangskode[rn]?|mot\s+de\s+passe|contraseñas?|senhas?|hasło|hasła|heslo|hesla|jelszó\p{L}*|пароль\p{L}*|IBAN|rekeningnummer|kontonummer|numéro\s+de\s+compte|número\s+de\s+(?:cuenta|conta)|(?:paiements?|pagos?|pagamentos?|zahlungen|betalingen|betalningar)\s+(?:en\s+attente|pendientes?|pendentes?|in\s+sospeso|ausstehende|openstaande)|(?:offenen?|ausstehenden?)\s+(?:Rechnungen|Zahlungen)|double\s+authentification|zwei-faktor\p{L}*|autenticaci[oó]n\s+de\s+dos\s+factores|autentica[cç][aã]o\s+de\s+dois\s+fatores|2FA|MFA|relevés?\s+bancaires?|extractos?\s+bancarios?|extratos?\s+bancários?|kontoauszüge?|acesso\s+de\s+administrador|accès\s+administrateur|droits\s+d'administrat\p{L}+|administratorrechte|admin-rechte|permisos\s+de\s+administrador|privilegi\s+di\s+amministrat\p{L}+|beheerdersrechten|administratörsrättigheter|права\s+администратора)(?![\p{L}\p{N}])|パスワード|密[码碼]|비밀번호|복구\s*코드|リカバリーコード|恢复码|口座|送金|汇款|转账|계좌|송금|管理者権限|管理员权限|관리자\s*권한`;

export const ATTACK_TARGET = new RegExp(`${PAYLOAD}|${USER}|${UNASKED}|${GUARDED}`, "iu");

// Orders the lexicons' action lists lack: change a record, buy, book, merge, and the polite
// request forms that carry any verb ("veuillez envoyer", "leiten Sie", "wil je … wijzigen",
// "してください", "กรุณา", "hãy").
const B = String.raw`(?<![\p{L}\p{N}])`, W = String.raw`(?![\p{L}\p{N}])`;
const LATIN_ACT =
  "cambia|cambie|modifica|modifique|compra|compre|reserva|prenota|unisci|altere|altera|mude|modifiez|modifier|changez|achetez|réservez|envoyer|transférer|supprimer|partager|ändere|kaufe|buche|wijzig|verander|koop|boek|boka|ändra|köp|ændr|køb|endre|kjøp|změňte|změň|kupte|zmień|zmien|kup|zarezerwuj|változtasd|módosítsd|vásárold|foglald|töröld|измени|измените|купи|купите|выполни|выполните|переведи|переведите|отправь|отправьте|перешли|перешлите|ubah|ganti|beli|segera|hãy|thay đổi|mua|conceda|conceder|concede|concedi|accorde|accordez|gewähre|ajoute|ajoutez|lägg\\s+till|aprueba|aprove|aprova|approuve|approuvez|approva|genehmige|godkänn|godkend|keur|freigeben|ausführen|désactiver|désactivez|desactiva|desativar|desative|disattiva|deaktiviere";
// Round inj36 (trn8 guided; the same gap in v25, v29, trn3–trn6): an assistant's errands in the
// imperative — pay, accept, cancel, create, write into the reply, tell — which the lexicons'
// send/reveal lists lack. Read only with a target (readerOrderAt, addressedOrForged).
const ERRAND_ACT =
  "paga|pague|paghi|payez|bezahle|zahle|überweise|betaal|zapłać|opłać|betala|betal|öde|zaplať|acepta|acepte|aceite|accetta|accetti|acceptez|akzeptiere|accepteer|zaakceptuj|przyjmij|acceptera|godta|kabul\\s+et|přijmi|cancela|cancele|annulla|annulez|storniere|annuleer|anuluj|odwołaj|avboka|iptal\\s+et|zruš|crea|cree|crie|créez|erstelle|maak|utwórz|stwórz|skapa|opret|oluştur|vytvoř|escribe|escreva|informe|indique|scrivi|écris|écrivez|indiquez|schreibe|schrijf|vermeld|plak|wpisz|napisz|podaj|skriv|ange|yaz|dile|diga|dites|sag|sage|zeg|powiedz|säg|söyle";
const RU_ERRAND =
  "оплати|оплатите|заплати|сплати|прими|примите|отмени|отмените|создай|создайте|створи|напиши|напишите|укажи|укажите|вкажи|впиши|скажи|сообщи";
const POLITE = String
  .raw`veuillez\s+\p{L}+|\p{L}+en\s+Sie${W}|(?:wil|kun)\s+je${W}|por\s+favor|por\s+gentileza|per\s+favore|bitte|prosím|proszę|lütfen|venligst|vänligen|vennligst|пожалуйста|будь\s+ласка`;
const CJK_ERRAND = "设为|設為|贴在|貼在|粘贴|接受|取消|支付|付款|创建|支払|承諾|キャンセル|作成";
const SCRIPT_ACT =
  `${REQUEST_FORMS}|購入|変更|공유|변경|구매|请|購買|购买|修改|更改|กรุณา|สั่งซื้อ|ซื้อ|เปลี่ยน|करें|कीजिए`;

export const EXTRA_ACT = new RegExp(
  `${B}(?:${LATIN_ACT}|${ERRAND_ACT}|${RU_ERRAND})${W}|${B}(?:${POLITE})|${SCRIPT_ACT}|${CJK_ERRAND}`,
  "iu",
);

// An addressee at the head of the sentence, followed by a colon or comma: "Para el asistente: …",
// or closing a salutation: "Kedves MI-asszisztens!". Returns where the addressee ends (-1: none).
export function vocativeEnd(addr: RegExp | undefined, sentence: string): number {
  const a = addr?.exec(sentence);
  if (!a || humanForm(sentence, a.index, a.index + a[0].length)) return -1;
  if (subjectOfModal(sentence, a.index, a.index + a[0].length)) return a.index + a[0].length;
  if (a.index - fieldStart(sentence, a.index) >= 30) return -1;
  const after = sentence.slice(a.index + a[0].length);
  return /^[^.!?。]{0,40}?[:,：、，،؛]|^[\p{L}-]{0,12}\s*[!！]\s*$/u.test(after)
    ? a.index + a[0].length
    : -1;
}

// "Assistentin(nen)" is a person (the AI is "der Assistent" or "die KI-Assistentin"): without an
// AI mark at the word, a payment duty for her is an office memo.
const HUMAN_SUFFIX = /^(?:in|innen)(?![\p{L}])/u;
const AI_MARK = /(?<![\p{L}])(?:KI|AI|IA|K\.I\.)(?![\p{L}])/iu;
function humanForm(sentence: string, start: number, end: number): boolean {
  return HUMAN_SUFFIX.test(sentence.slice(end)) &&
    !AI_MARK.test(sentence.slice(Math.max(0, start - 5), end));
}

// The AI as the subject of a duty, at the head or after a header's colon or dash ("DRINGEND –
// Anweisung: Der Assistent soll …", "l'assistant doit …", "AIアシスタントは確認なしで…"): an order
// in the third person, read like a vocative.
const SUBJECT_HEAD =
  /(?:^|[:：—–】]\s*)(?:der|die|das|the|le|la|l'|el|o|a|il|lo|de|het|den)?\s*(?:\p{L}+[-\s])?$/iu;
const MODAL =
  /^[\p{L}-]{0,12}\s*(?:soll|sollen|muss|müssen|doit|doivent|devra|debe|deben|deberá|deve|devem|dovrà|moet|moeten|dient|ska|skal|måste|должен|должны|musi|は|には|必须|应当|应该)(?![\p{L}])/iu;
function subjectOfModal(sentence: string, start: number, end: number): boolean {
  return start < 80 && SUBJECT_HEAD.test(sentence.slice(0, start)) &&
    MODAL.test(sentence.slice(end));
}

// Where the field holding `at` starts in a carrier line (subtitle ",,", JSON/CSV quote, "{", "|").
function fieldStart(sentence: string, at: number): number {
  const head = sentence.slice(0, at);
  return 1 + Math.max(...[",,", "{", "|", '"', ">", "("].map((d) => head.lastIndexOf(d)));
}

/**
 * The text an addressed order may sit in: the rest of the sentence after the vocative, or the
 * next sentence when the vocative closes its own ("Уважаемый ИИ-ассистент! Перед тем как …").
 */
export function orderAfterVocative(sent: string, addrEnd: number, next: string): string {
  const rest = sent.slice(addrEnd).replace(/^[^:,：、，،؛!！]{0,40}?[:,：、，،؛!！]/u, "");
  return /\p{L}{3}/u.test(rest) ? rest : next.slice(0, 200);
}

/**
 * Gate keywords for addressees whose own stems are English words and so open no window
 * ("assistant" in "Note à l'attention des assistants IA : …"), and for system-message headers.
 */
export const VOCATIVE_KEYWORDS: Record<string, string[]> = {
  fr: [
    "assistant ia",
    "assistants ia",
    "assistante ia",
    "agent ia",
    "agents ia",
    "l'assistant",
    "message syst",
    "avis syst",
    "notification syst",
  ],
  es: ["mensaje del sistema", "aviso del sistema"],
  it: ["messaggio di sistema", "avviso di sistema"],
  // "agente" is also Spanish and Italian: its window would go to their lexicons only.
  pt: ["mensagem do sistema", "aviso do sistema", "agente de ia", "agentes de ia"],
  de: ["systemnachricht", "systemhinweis", "systemmeldung"],
  // Round 14: a salutation to "AI" alone ("Kære AI:", "Aan de AI die …:"), whose own stems are
  // too short to open a window; the gate reads ASCII, so the tails of "kære"/"kära" stand in.
  nl: ["systeembericht", "systeemmelding", "aan de ai", "aan ai", "beste ai", "lieve ai", "hoi ai"],
  "da/no/sv": ["re ai", "ra ai", "til ai", "till ai", "hej ai", "hei ai"],
  pl: ["komunikat systemowy"],
  tr: ["sistem mesaj", "sistem bildirim"],
  "id/ms": ["pesan sistem", "pemberitahuan sistem"],
};

// A system-message header in another language, bracketed or followed by a colon:
// "[시스템 메시지]", "【システム】", "[MESSAGE SYSTÈME]", "Службове повідомлення:", "系统提示：".
export const SYSTEM_HEADER = new RegExp(
  String
    .raw`(?:message|avis|notification)\s+(?:du\s+)?syst[eè]me|(?:mensaje|aviso)\s+del\s+sistema|(?:messaggio|avviso)\s+di\s+sistema|(?:mensagem|aviso)\s+do\s+sistema|system(?:nachricht|hinweis|meldung)|systeem(?:bericht|melding)|komunikat\s+systemowy|sistem\s+(?:mesajı|bildirimi)|(?:pesan|pemberitahuan)\s+sistem|thông\s+báo\s+hệ\s+thống|(?:системн|службов)\p{L}*\s+(?:сообщени|уведомлени|повідомленн)\p{L}*|сообщение\s+системы|システム(?:メッセージ|通知)?|系[统統](?:提示|消息|訊息|通知)?|시스템\s*(?:메시지|알림)?|تنبيه\s+من\s+النظام|رسالة\s+(?:من\s+)?النظام|הודעת\s+מערכת|सिस्टम\s+संदेश`,
  "iu",
);
const HEADER_END = /^\s*[\]】］)）>:：]/u;

// What a forged system message needs besides its header: administrator rights or mode, the
// system prompt, the earlier instructions declared void, "without asking", or a tool to call.
const FORGED = new RegExp(
  String
    .raw`(?:administrat\p{L}*|admin|管理者|管理员|관리자|администратор\p{L}*|адміністратор\p{L}*|yönetici)\s*(?:の|的)?\s*(?:権限|权限|권한|прав|rights|droits|rechte|privil|mode|modus|modo|режим)|(?:mode|modus|modo|режим)\s+(?:d')?(?:administrat|admin)|prompt|プロンプト|提示词|프롬프트|промпт|(?:instruc|anweisung|istruzion|consigne|instruç|інструкц|инструкц|указани|вказівк|التعليمات|指示|指令|지시|הוראות|निर्देश|talimat|instruksi)[^.。!?]{0,60}?(?:більше\s+не|больше\s+не|إلغاء|無効|无效|더\s+이상|ya\s+no|plus\s+valables|nicht\s+mehr|non\s+(?:sono\s+)?più|não\s+(?:são\s+)?mais|niet\s+meer|już\s+nie|artık)|(?:تم\s+)?إلغاء\s+(?:جميع\s+)?التعليمات|调用|呼び出|호출|вызов|виклик|工具|ツール|도구|${UNASKED}`,
  "iu",
);

/** A system-message header at the head of the sentence and, here or next, what it forges. */
export function forgedSystemMessage(sent: string, next: string): boolean {
  const h = SYSTEM_HEADER.exec(sent);
  if (!h || h.index - (sent.length - sent.trimStart().length) > 30) return false;
  if (!HEADER_END.test(sent.slice(h.index + h[0].length))) return false;
  return FORGED.test(sent.slice(h.index + h[0].length) + " " + next.slice(0, 200));
}

// Round 27: a duty to ask first ("l'assistant doit demander une confirmation avant toute action
// qui envoie des données …"): the act after it is the condition the check guards, not an order,
// unless a second step follows ("… puis envoyer …").
const SAFEGUARD = new RegExp(
  String
    .raw`^\s*[\p{L}-]{0,12}\s*(?:demander|obtenir)\s+(?:une\s+|la\s+|l['’])?(?:confirmation|autorisation|accord|validation)|^\s*[\p{L}-]{0,12}\s*(?:pedir|solicitar|obtener|obter)\s+(?:una\s+|la\s+|uma\s+|a\s+)?(?:confirmaci[oó]n|confirma[cç][aã]o|autorizaci[oó]n|autoriza[cç][aã]o|aprobaci[oó]n|aprova[cç][aã]o)|^\s*[\p{L}-]{0,12}\s*(?:chiedere|ottenere)\s+(?:una\s+|la\s+|l['’])?(?:conferma|autorizzazione|approvazione)|^\s*[\p{L}-]{0,12}\s*(?:om\s+)?(?:bevestiging|toestemming|goedkeuring)\s+vragen|^\s*[\p{L}-]{0,12}\s*(?:eine\s+)?(?:Bestätigung|Zustimmung|Freigabe)\s+(?:einholen|anfordern)`,
  "iu",
);
const NEXT_STEP =
  /(?<![\p{L}])(?:puis|ensuite|luego|después|poi|dopo|daarna|dann|danach|depois|then)(?![\p{L}])/iu;

export function safeguardDuty(order: string): boolean {
  return SAFEGUARD.test(order) && !NEXT_STEP.test(order) && !ATTACK_TARGET.test(order);
}

/** An addressed order (the vocative ends at `addrEnd`, -1: none) or a forged system message. */
export function addressedOrForged(
  act: RegExp | undefined,
  sent: string,
  addrEnd: number,
  next: string,
): boolean {
  if (addrEnd >= 0) {
    const order = orderAfterVocative(sent, addrEnd, next);
    if (safeguardDuty(order)) return forgedSystemMessage(sent, next);
    const acted = act?.test(order) || EXTRA_ACT.test(order) || PERSONAL_ACT.test(order);
    const target = ATTACK_TARGET.test(order) || PERSONAL_TARGET.test(order) ||
      TOOL_CALL.test(order);
    if (acted && target) return true;
    // Round inj55: after a label with its own colon, an order word leading the body suffices.
    if (labelLedOrder(act, EXTRA_ACT, sent, addrEnd)) return true;
  }
  return forgedSystemMessage(sent, next);
}
