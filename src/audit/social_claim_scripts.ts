// Injection round 21: social_claim.ts's three parts (a claimed identity, a request to the writer,
// a credential) in the lexicon languages written in other scripts: Cyrillic (ru/uk/bg), Greek,
// Hebrew, Arabic/Persian, Devanagari, Thai, Japanese/Chinese and Korean. Keyed on the credential
// nouns, which the keyword gate reads outside ASCII since this round.
import type { PhraseRule } from "./phrase_rule.ts";

// Not inside a longer word of a spaced script ("код" in "кодекс", "дай" in "подай").
const L = String.raw`[\p{L}\p{M}]`;
const word = (alternatives: string) => String.raw`(?<!${L})(?:${alternatives})`;

const SECRET_SPACED = String
  .raw`парол\p{L}*|пин-?код\p{L}*|код(?:а|ы|ом|у|ове|и)?(?!${L})|ключ(?:а|и|ове)?(?!${L})|логин\p{L}*|токен\p{L}*|реквизит\p{L}*|номер(?:а|ов)?\s+(?:\p{L}+\s+)?карт\p{L}*|учётн\p{L}*\s+данн|учетн\p{L}*\s+данн|облікові\s+дані|κωδικ\p{L}*|συνθηματικ\p{L}*|διαπιστευτήρι\p{L}*|στοιχεία\s+(?:σύνδεσης|πρόσβασης|(?:του\s+)?(?:\p{L}+\s+)?λογαριασμού)|[הובלמש]{0,2}(?:סיסמ\p{L}*|קוד(?!${L}))|كلمة\s+(?:المرور|السر)|كلمه\s+السر|الرقم\s+السري|رمز(?:\s+(?:الدخول|التحقق))?(?!${L})|رمز\s+عبور|گذرواژه|کلمه\s+عبور|पासवर्ड|पिन(?!${L})|ओटीपी|पासकोड`;
// Round inj95: bank details and card numbers are asked for as a credential is.
// Scripts without spaces between words: no boundary can be asked for.
const SECRET_CLOSED = String
  .raw`รหัส|พิน(?!${L})|โทเค็น|パスワード|暗証番号|認証コード|密码|密碼|验证码|驗證碼|口令|密钥|密鑰|비밀번호|비번|인증\s*(?:번호|코드)`;
const SECRET = `${word(SECRET_SPACED)}|${SECRET_CLOSED}`;

// A request that the credential go to the writer (imperatives of send/give/tell/read, "I need").
const REQUEST_SPACED = String
  .raw`пришли\p{L}*|отправ(?:ь|ьте)|скин(?:ь|ьте)|дай(?:те)?(?!${L})|скаж(?:и|ите|іть)|продиктуй\p{L}*|сообщ(?:и|ите)|назов(?:и|ите)|прочита(?:й|йте)|мне\s+нуж\p{L}*|надішл\p{L}*|повідом(?:и|те)|мені\s+потріб\p{L}*|изпрат(?:и|ете)|кажете|прочет(?:и|ете)|трябва\s+ми|στείλ\p{L}*|δώσ(?:ε|τε)\s+μου|πε(?:ς|ίτε)\s+μου|διάβασ\p{L}*|χρειάζομαι|שלח\p{L}*|תשלח\p{L}*|תנ(?:ו|י)?\s+לי|תגיד\p{L}*\s+לי|תקריא\p{L}*|אני\s+צריכ?ה?|أرسل\p{L}*|ارسل\p{L}*|أعطني|اعطني|أخبرني|اخبرني|اقرأ\s+لي|زودني|أحتاج|بفرست\p{L}*|بده(?!${L})|بگو(?!${L})|भेज[\p{L}\p{M}]*|बता(?:ओ|इए|एं|ईए)|दे\s+दो|दीजिए|सुना[\p{L}\p{M}]*|मुझे\s+चाहिए`;
const REQUEST_CLOSED = String
  .raw`ส่ง|ช่วยอ่าน|อ่าน[^\n]{0,30}?ให้|บอก|แจ้ง|ขอ|送って|教えて|読み上げて|伝えて|ここに(?:書|貼|入力)|(?:贴|貼|发|發|写|寫)(?:在|到)(?:这里|這裡)|发给我|發給我|告诉我|告訴我|给我|給我|念给我|我需要|보내\p{L}*|알려\p{L}*|읽어\p{L}*|필요`;
const REQUEST = `${word(REQUEST_SPACED)}|${REQUEST_CLOSED}`;

// Round inj95: "Это служба поддержки …", "Это секретарь клуба": a service, team or post introduced.
// "Я из ИТ-отдела", "Είμαι ο νέος", "ฉันเป็นเจ้าของ", "私は…の者です", "我是…", "저는 …입니다"; round
// inj34 (v34 guided): "Це власник …", "זה הבעלים …", a bare "院長です。", and "paste it here" (ja, zh).
// Round inj98: Greek "η Νιάμ εδώ" ("Niamh here").
const CLAIM = new RegExp(
  word(
    String
      .raw`я\s+(?:из|с|з|от|ваш|ваша|новый|новая|новий|нова|начальник\p{L}*|керівник\p{L}*|руководител\p{L}*|директор\p{L}*|админ\p{L}*|адмін\p{L}*)(?!${L})|это\s+я|це\s+я|(?:это|це)\s+(?-i:\p{Lu})\p{Ll}+|меня\s+зовут|мене\s+звати|(?:це|это)\s+(?:\p{L}+\s+)?(?:власник|керівник|директор|начальник|адмін|владел|руководител|хозя|служб|отдел|відділ|секретар|бухгалтер|поддержк|підтримк|команд)\p{L}*|זה\s+ה\p{L}+|אני\s+נעול\p{L}*|аз\s+съм|казвам\s+се|είμαι\s+(?:ο|η|από|ένας|μία|μια)(?!${L})|(?:ο|η)\s+(?-i:\p{Lu})\p{L}+\s+εδώ(?!${L})|με\s+λένε|אני\s+(?:מ|ה|מנהל)\p{L}*|כאן\s+\p{L}+|أنا\s+(?:من|مدير|المسؤول|ال)\p{L}*|معك\s+\p{L}+|من\s+(?:از|مدیر|مسئول)\p{L}*|मैं[^\n।]{0,40}?(?:हूँ|हूं|से\s+(?:हूँ|हूं|बोल))`,
  ) + String
    .raw`|(?:ฉัน|ผม|ดิฉัน)(?:เป็น|คือ|มาจาก|จาก)|(?:私|わたし|僕|俺)は[^\n。]{0,30}?(?:です|の者|から)|(?:^|[\s。：:"「])[\p{sc=Han}\p{sc=Katakana}ー]{1,10}(?:です|でございます)。|我是|我来自|我來自|(?:저는|나는|제가)[^\n.]{0,30}?(?:입니다|이에요|예요|인데)`,
  "iu",
);

// "Мы никогда не попросим прислать пароль": a warning, not a request.
const NEGATED = new RegExp(
  word(String.raw`не|никогда|ніколи|никога|δεν|ποτέ|μην|לא|לעולם|אל|لا|لن|أبدا|نه|नहीं|कभी|मत`) +
    String.raw`|ไม่|อย่า|しません|決して|不会|不會|绝不|絕不|从不|從不|않|절대`,
  "iu",
);

const REQUEST_SECRET = new RegExp(
  String
    .raw`(?:${REQUEST})[^.!?。\n]{0,80}?(?:${SECRET})|(?:${SECRET})[^.!?。\n]{0,80}?(?:${REQUEST})`,
  "iu",
);

// The clause before the match, from its last sentence end.
const CLAUSE_TAIL = /[^.!?。\n]*$/u;

// A negation before the request, which may come after the credential ("密码…不需要").
function claimedAndAsked(text: string, start: number, end: number): boolean {
  const before = CLAUSE_TAIL.exec(text.slice(Math.max(0, start - 40), start))![0];
  if (NEGATED.test(before + text.slice(start, end))) return false;
  return CLAIM.test(text.slice(Math.max(0, start - 250), start));
}

export const SOCIAL_CLAIM_SCRIPT_RULE: PhraseRule = {
  id: "authority-claim",
  severity: "medium",
  where: ["r"],
  // The credential nouns: the requests are common verbs ("ส่ง", "дай", "送って").
  keywords: [
    "парол",
    "код",
    "ключ",
    "логин",
    "токен",
    "реквизит",
    " карт",
    "учётн",
    "учетн",
    "облікові",
    "κωδικ",
    "συνθηματικ",
    "διαπιστευτ",
    // Round inj98: login, access and account details (el).
    "στοιχεία σύνδεσης",
    "στοιχεία πρόσβασης",
    "λογαριασμού",
    "סיסמ",
    "קוד",
    "كلمة",
    "كلمه",
    "الرقم السري",
    "رمز",
    "گذرواژه",
    "کلمه عبور",
    "पासवर्ड",
    "पिन",
    "ओटीपी",
    "पासकोड",
    "รหัส",
    "พิน",
    "โทเค็น",
    "パスワード",
    "暗証番号",
    "認証コード",
    "密码",
    "密碼",
    "验证码",
    "驗證碼",
    "口令",
    "密钥",
    "密鑰",
    "비밀번호",
    "비번",
    "인증",
  ],
  re: REQUEST_SECRET,
  accept: claimedAndAsked,
};
