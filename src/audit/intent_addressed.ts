// An order to the AI named at the head of a sentence in another language ("Kedves
// MI-asszisztens! … töröld …", "Beste AI-assistent, wil je … wijzigen naar NL91 …"): a harmful
// action after the vocative, and something only an attack needs besides — the user's data, an
// address, account or command to act on, or "without asking". Read by intent_foreign.ts.

// The user, in the languages of the lexicons (stems; some scripts attach prepositions).
const USER =
  "användar|bruger|brukere|käyttäjä|usuari|utilisat|utilizador|usuário|utente|gebruiker|nutzer|benutzer|uživatel|užívateľ|użytkownik|felhasználó|kullanıcı|pengguna|χρήστ|пользовател|користувач|потребител|ผู้ใช้|ユーザー|利用者|用户|用戶|使用者|사용자|người dùng|उपयोगकर्ता|משתמש|المستخدم|کاربر|utilizator|korisni";
// "Without asking / confirming / telling anyone".
const UNASKED = String
  .raw`senza\s+(?:chiedere|attendere|conferma|avvisare)|sin\s+(?:preguntar|confirma|avisar)|sans\s+(?:demander|confirm|prévenir)|ohne\s+(?:Rückfrage|nachzufragen|zu\s+fragen|Bestätigung)|zonder\s+(?:te\s+vragen|bevestiging|overleg)|uden\s+at\s+spørge|utan\s+att\s+fråga|uten\s+å\s+spørre|bez\s+(?:ptaní|ptania|pytania|potwierdzenia|potvrzení)|tanpa\s+(?:konfirmasi|bertanya|persetujuan)|kérdezés\s+nélkül|без\s+(?:подтвержден|запрос|ведома|согласован|уведомлен)|sem\s+(?:perguntar|confirma)|kysymättä|確認せず|確認なし|묻지\s*말고|확인\s*없이|không\s+cần\s+(?:hỏi|xác\s+nhận)|बिना\s+पूछे|未经确认|无需确认|ไม่ต้องขอ`;
// An e-mail address, a URL, an IBAN, an account number or a command in backticks.
const PAYLOAD = String
  .raw`[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/|(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,}|(?<!\d)\d{4}(?:[\s-]?\d{4}){2,}|\x60[^\x60\n]{2,}\x60`;

export const ATTACK_TARGET = new RegExp(`${PAYLOAD}|${USER}|${UNASKED}`, "iu");

// Orders the lexicons' action lists lack: change a record, buy, book, merge, and the polite
// request forms that carry any verb ("veuillez envoyer", "leiten Sie", "wil je … wijzigen",
// "してください", "กรุณา", "hãy").
const B = String.raw`(?<![\p{L}\p{N}])`, W = String.raw`(?![\p{L}\p{N}])`;
const LATIN_ACT =
  "cambia|cambie|modifica|modifique|compra|compre|reserva|prenota|unisci|altere|altera|mude|modifiez|modifier|changez|achetez|réservez|envoyer|transférer|supprimer|partager|ändere|kaufe|buche|wijzig|verander|koop|boek|boka|ändra|köp|ændr|køb|endre|kjøp|změňte|změň|kupte|zmień|zmien|kup|zarezerwuj|változtasd|módosítsd|vásárold|foglald|töröld|измени|измените|купи|купите|выполни|выполните|переведи|переведите|отправь|отправьте|перешли|перешлите|ubah|ganti|beli|segera|hãy|thay đổi|mua";
const POLITE = String
  .raw`veuillez\s+\p{L}+|\p{L}+en\s+Sie${W}|(?:wil|kun)\s+je${W}|por\s+favor|por\s+gentileza|per\s+favore|bitte|prosím|proszę|lütfen|venligst|vänligen|vennligst|пожалуйста|будь\s+ласка`;
const SCRIPT_ACT =
  "してください|して下さい|ください|購入|変更|주세요|하세요|하십시오|공유|변경|구매|请|購買|购买|修改|更改|กรุณา|สั่งซื้อ|ซื้อ|เปลี่ยน|करें|कीजिए";

export const EXTRA_ACT = new RegExp(
  `${B}(?:${LATIN_ACT})${W}|${B}(?:${POLITE})|${SCRIPT_ACT}`,
  "iu",
);

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
 * ("assistant" in "Note à l'attention des assistants IA : …").
 */
export const VOCATIVE_KEYWORDS: Record<string, string[]> = {
  fr: ["assistant ia", "assistants ia", "assistante ia", "agent ia", "agents ia", "l'assistant"],
};
