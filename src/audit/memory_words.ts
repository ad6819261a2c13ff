// Injection round 15: the word lists of memory_rules.ts. A standing rule is dangerous when it
// hands something over (a copy, a forward, a blind copy) or when it waives a safeguard for later
// requests (no confirmation, pre-approved, skip the check, don't use the audit log): the second
// is how an attacker plants a trigger word or a trusted sender for a later conversation.

// "\b" and "\w" are ASCII-only even with the u flag, and the lists' words start or end with ö,
// ę, я. A "\b" before an ASCII letter or a group keeps the ASCII test (a leading lookbehind
// would cost the regex its first-letter scan); before any other letter it is a Unicode
// lookbehind; elsewhere it ends a word: "no Unicode letter follows". "þ" (the field delimiter of
// Concordance load files) is not a word letter for either, as for the ASCII "\b".
import { KEEP_MORE, KEEP_MORE_KEYWORDS, WAIVED_MORE } from "./memory_words_more.ts";

const L = String.raw`(?:(?!\u00fe)[\p{L}\p{N}_])`;
export const unicodeWords = (source: string) =>
  source
    .replace(/\\b(?=[a-z(])/gi, "\u0000")
    .replace(/\\b(?=\p{L})/gu, `(?<!${L})`)
    .replaceAll(String.raw`\b`, `(?!${L})`)
    .replaceAll("\u0000", String.raw`\b`)
    .replaceAll(String.raw`\w*`, `${L}*`);

/** A phrase outside the ASCII gate's reach: its script, stems one of which any match holds, pattern. */
export type ScriptPhrase = [Block, string[], string];

// Script blocks as [first, last] code units, naming each phrase's script.
export const CYRILLIC: Block = [0x0400, 0x04ff];
export const GREEK: Block = [0x0370, 0x03ff];
export const ARABIC: Block = [0x0600, 0x06ff];
export const HEBREW: Block = [0x0590, 0x05ff];
export const HANGUL: Block = [0xac00, 0xd7af];
export const KANA: Block = [0x3040, 0x30ff];
export const HAN: Block = [0x4e00, 0x9fff];
export const THAI: Block = [0x0e00, 0x0e7f];
export const DEVANAGARI: Block = [0x0900, 0x097f];
export const LATIN_EXT: Block = [0x0100, 0x024f];
type Block = [number, number];

// Longer strings are not searched: on 60 KB of Cyrillic or Chinese prose the stems alone cost
// ~1.5 ms (a two-byte string's includes() reads it whole each time). The fields these orders
// hide in (notes, remittance lines, comments) are short; a long document is left to the
// sentence scorer and the classifier.
const MAX_SCRIPT_TEXT = 4096;

// A text repeating a phrase (a benign "أنت الآن" in every paragraph) is judged on its first few.
const MAX_TRIES = 8;

/**
 * The first match of the phrases `accept` takes, in a string of up to 4 KB. A phrase is searched
 * only when the text holds one of its stems (spelt in the cases they occur in): one alternation
 * over every script cost ~1 ms on 60 KB of Cyrillic prose.
 */
export function scriptFinder(phrases: ScriptPhrase[]) {
  const compiled = phrases.map(([_script, stems, re]) => ({
    stems,
    re: new RegExp(unicodeWords(re), "giu"),
  }));
  return (text: string, accept: (text: string, start: number, end: number) => boolean) => {
    if (text.length > MAX_SCRIPT_TEXT) return undefined;
    for (const { stems, re } of compiled) {
      if (!stems.some((s) => text.includes(s))) continue;
      let tries = 0;
      for (const m of text.matchAll(re)) {
        const end = m.index + m[0].length;
        if (accept(text, m.index, end)) return { start: m.index, end };
        if (++tries >= MAX_TRIES) break;
      }
    }
    return undefined;
  };
}

// Orders to keep something for later conversations, in scripts the ASCII gate cannot key on:
// read by scan_text.ts's hook through scriptFinder (each phrase only where one of its stems is).
export const KEEP_SCRIPTS: ScriptPhrase[] = [
  [
    CYRILLIC,
    ["запомни", "Запомни"],
    String.raw`запомни(?:те)?\s+(?:навсегда|на\s+будущее|для\s+всех)`,
  ],
  [
    CYRILLIC,
    ["запам", "Запам"],
    String.raw`запам['’]ятай(?:те)?\s+(?:назавжди|на\s+майбутнє|для\s+всіх)`,
  ],
  [
    GREEK,
    ["θυμήσου", "Θυμήσου", "μόνιμα"],
    String.raw`θυμήσου\s+(?:για\s+πάντα|μόνιμα)|αποθήκευσε\s+μόνιμα`,
  ],
  [
    ARABIC,
    ["احفظ"],
    String.raw`احفظ\s+(?:هذه\s+القاعدة\s+)?(?:في\s+ذاكرتك\s+الدائمة|بشكل\s+دائم|للأبد|دائما)`,
  ],
  [ARABIC, ["تذكر"], String.raw`تذكر\s+(?:دائما|للأبد|في\s+كل\s+المحادثات)`],
  [
    ARABIC,
    ["بسپار", "حافظه"],
    String
      .raw`(?:برای\s+همیشه|همیشه)\s+(?:به\s+)?(?:خاطر|یاد)\s+بسپار|در\s+حافظه\s+دائمی\s+ذخیره\s+کن`,
  ],
  [
    HEBREW,
    ["זכור", "שמור"],
    String.raw`זכור\s+(?:לתמיד|לכל\s+השיחות|מעכשיו)|שמור\s+(?:לתמיד|בזיכרון\s+הקבוע)`,
  ],
  [
    HANGUL,
    ["기억"],
    String
      .raw`앞으로(?:의)?\s*모든\s*(?:대화|세션|채팅)(?:에서|을\s*위해)[^.\n]{0,60}?기억|영구(?:적으로|히)\s*기억|항상\s*기억해`,
  ],
  [
    KANA,
    ["覚え"],
    String
      .raw`(?:今後|これから)(?:すべての|全ての)?(?:会話|セッション)で(?:も)?覚え|永久に覚え|ずっと覚えて`,
  ],
  [
    HAN,
    ["记住", "記住", "长期记忆"],
    String
      .raw`(?:永久|永远|永遠|今后所有对话中都?)记住|記住(?:永遠|以後)|长期记忆中保存|存入长期记忆`,
  ],
  [
    HANGUL,
    ["저장"],
    String.raw`영구(?:적으로|히)?\s*저장|기억(?:에|으로|속에)\s*저장|메모리에\s*저장`,
  ],
  [KANA, ["保存", "記憶"], String.raw`(?:記憶|メモリ)に(?:永久に)?(?:保存|登録)|永久に保存`],
  [
    HAN,
    ["保存", "存入", "存到"],
    String.raw`(?:保存|存入|存到)(?:到)?(?:你的)?(?:长期)?(?:记忆|記憶)`,
  ],
  [ARABIC, ["ذاكرت"], String.raw`(?:احفظ|خزن|سجل)\p{L}*\s+(?:\p{L}+\s+){0,3}في\s+ذاكرت\p{L}*`],
  [
    CYRILLIC,
    ["памят"],
    String
      .raw`(?:сохрани|запиши|збережи|запиши)(?:те)?\s+(?:\p{L}+\s+){0,2}в\s+(?:свою\s+|постоянную\s+|довгострокову\s+)?памят\p{L}*`,
  ],
  [THAI, ["จำไว้"], String.raw`จำไว้(?:ตลอดไป|ถาวร)|จำไว้ในทุกการสนทนา`],
  [DEVANAGARI, ["याद"], String.raw`हमेशा\s+के\s+लिए\s+याद\s+रख`],
];

// The same in Latin-script languages (read through the ASCII gate).
export const KEEP_LATIN = [
  String
    .raw`\bonthoud\s+(?:voortaan|voor\s+altijd|permanent|in\s+alle\s+(?:toekomstige\s+)?gesprekken)`,
  String.raw`\bspeicher(?:e|n\s+sie)?\s+(?:dir\s+)?(?:dauerhaft|für\s+immer|für\s+alle)`,
  String
    .raw`\bkom\s+ihåg\s+(?:för\s+alltid|permanent|i\s+alla)|\bhusk\s+(?:for\s+altid|for\s+alltid|permanent|i\s+alle)`,
  String.raw`\bmuista\s+(?:aina|pysyvästi|ikuisesti|kaikissa)`,
  String.raw`\bzapamatuj\s+si\s+(?:navždy|natrvalo|pro\s+všechny)`,
  String.raw`\bjegyezd\s+meg\s+(?:örökre|véglegesen|minden)`,
  String.raw`\b(?:ține|tine)\s+minte\s+(?:pentru\s+totdeauna|permanent|în\s+toate)`,
  String
    .raw`\b(?:kalıcı\s+olarak|sonsuza\s+dek|tüm\s+(?:gelecek\s+)?(?:sohbetlerde|oturumlarda))\s+(?:hatırla|unutma|kaydet)`,
  String.raw`\bghi\s+nhớ\s+(?:vĩnh\s+viễn|mãi\s+mãi|cho\s+mọi)`,
  String.raw`\b(?:memoriza|grava)\s+(?:para\s+sempre|permanentemente)`,
  String.raw`\bsimpan\s+(?:secara\s+permanen|selamanya)`,
  String.raw`\bremember\s+(?:this\s+|that\s+)?(?:from\s+now\s+on|going\s+forward)`,
  ...KEEP_MORE,
];

// "From now on, every time you …, also <act>": a standing rule without "remember"; its own act
// must reach outside (an address, a number, a link, a shared or public place).
export const STANDING_ACT = String
  .raw`\bfrom\s+now\s+on,?\s+(?:every\s+time|whenever|each\s+time)\b[^.\n]{0,80}?,\s*(?:also\s+)?(?:append|send|forward|copy|cc|bcc|share|post|upload)\b[^.\n]{0,120}?(?:[\w.+-]+@[\w-]+\.\w|\+\d[\d\s-]{7,}|https?://|\bshared\b|\bpublic\b|\bexternal\b)`;

export const KEEP_KEYWORDS = [
  "onthoud",
  "speicher",
  "kom ih",
  "husk",
  "muista",
  "zapamatuj",
  "jegyezd",
  "minte",
  "olarak hat",
  "sonsuza",
  "sohbetlerde",
  "oturumlarda",
  "ghi nh",
  "memoriza",
  "grava",
  "simpan",
  ...KEEP_MORE_KEYWORDS,
];

// Hand-over words the round-14 list lacked: blind and carbon copies, Dutch, Nordic, Slavic and
// non-Latin verbs of sending and forwarding.
export const HANDS_OVER_MORE = [
  String
    .raw`\b(?:bcc|cc)\b|blind\s+copy|en\s+copie(?:\s+cach\w*)?|in\s+copia|en\s+copia|in\s+kopie|em\s+cópia`,
  String
    .raw`\b(?:upload\w*|geüpload|hochlad\w*|hochgelad\w*|téléverse\w*|sub(?:e|ir|ido)|carica\w*|wgraj|yükle|invia\w*|envi[aeo]\w*|envía\w*|cópia|unggah|ladda\s+upp|automatisch|automatiquement|automáticamente|automaticamente|automatycznie|automatisk\w*|automaattisesti|otomatik|otomatis|automaticky|automatikusan|tự\s+động)\b`,
  String
    .raw`\b(?:stuur\w*|doorstu\w*|skicka|vidarebefordra|send|videresend\w*|lähetä|välitä|wyślij|przekaż|pošli|přeposli|küldd|trimite|gönder|kirim|gửi)\b`,
  String
    .raw`пересыла\p{L}*|отправля\p{L}*|отправ\p{L}*|пересил\p{L}*|надсила\p{L}*|στείλ\p{L}*|προώθ\p{L}*`,
  "تلقائي\\p{L}*|자동|自動|自动|автоматическ\\p{L}*|автоматично|αυτόματα|אוטומטית|อัตโนมัติ|स्वचालित|إرسال|أرسل|نسخة|تحويل|ارسال|بفرست|فرستاده|ارسال\\s+کن|שלח|העבר|전달|보내|공유|복사|転送|送信|送って|共有|转发|發送|发送|抄送|ส่ง|भेज",
];

// A safeguard waived for later requests: no confirmation, pre-approved, always released.
export const WAIVED = [
  String
    .raw`\b(?:no|without|need\s+no)\s+(?:confirmation|approval|review|verification|check(?:ing)?|asking)|\bpre-?approved|\balways\s+(?:approved|allowed|trusted|released)|\bwith\s+full\s+access|\bas\s+(?:verified|trusted)`,
  String
    .raw`\b(?:keine|ohne)\s+(?:Rückfrage|Bestätigung|Freigabe|Prüfung)|\bimmer\s+(?:freigegeben|erlaubt|vertrauenswürdig)|\bvorab\s+genehmigt`,
  String
    .raw`\bsans\s+(?:confirmation|validation|vérification|contrôle|demander)|\bpré-?approuv\w*|\btoujours\s+(?:autoris|approuv|valid)\w*`,
  String
    .raw`\bsin\s+(?:confirmación|confirmar|aprobación|verificación|preguntar)|\bpre-?aprobad\w*|\bsenza\s+(?:conferma|approvazione|verifica|chiedere)|\bpre-?approvat\w*`,
  String
    .raw`\bsem\s+(?:confirmação|aprovação|verificação|perguntar)|\bpré-?aprovad\w*|\bzonder\s+(?:bevestiging|goedkeuring|controle|te\s+vragen|het\s+te\s+melden)|\b(?:vooraf|altijd)\s+goedgekeurd`,
  String
    .raw`\bbez\s+(?:potwierdzenia|zgody|akceptacji|weryfikacji|pytania|potvrzení|schválení)|\bwstępnie\s+zatwierdzon\w*|\b(?:utan|uden|uten)\s+(?:bekräftelse|godkännande|bekræftelse|godkendelse|bekreftelse|godkjenning)|\bförhandsgodkän\w*|\bforhåndsgodkjen\w*|\bforhåndsgodkend\w*`,
  String
    .raw`\bilman\s+(?:vahvistusta|hyväksyntää)|\bennalta\s+hyväksyt\w*|\b(?:megerősítés|jóváhagyás)\s+nélkül|\bfără\s+(?:confirmare|aprobare)|\bonay(?:sız|\s+gerekmez)|\bsormadan|\bönceden\s+onaylı|\btanpa\s+(?:konfirmasi|persetujuan|verifikasi)|\bkhông\s+cần\s+xác\s+nhận`,
  String
    .raw`без\s+(?:подтверждени\p{L}*|согласовани\p{L}*|проверки|підтвердженн\p{L}*|погодженн\p{L}*)|заранее\s+одобрен\p{L}*|χωρίς\s+(?:επιβεβαίωση|έγκριση)`,
  ...WAIVED_MORE,
  "دون\\s+تأكيد|بدون\\s+تأكيد|لا\\s+يحتاج\\s+إلى\\s+تأكيد|معتمد\\s+مسبق|بدون\\s+تایید|بدون\\s+تأیید|از\\s+پیش\\s+تایید|ללא\\s+אישור|בלי\\s+אישור|מאושר\\s+מראש|확인\\s*없이|승인\\s*없이|사전\\s*승인|確認不要|確認なしで|承認済み|无需确认|无需用户确认|不需要确认|预先批准|已批准|ไม่ต้องยืนยัน|बिना\\s+पुष्टि",
];

// Skipping or not using a check is a waiver only when the sentence names the check.
export const SKIP = [
  String
    .raw`\b(?:skip|bypass|disable|ignore|don'?t\s+use|do\s+not\s+use|never\s+use|is\s+deprecated|überspring\w*|umgeh\w*|nicht\s+(?:verwenden|nutzen)|ignore[rz]?|n['’]utilise\s+(?:pas|plus)|omite|sáltate|no\s+uses|salta|non\s+usare|pule|não\s+use|sla\s+\w+\s+over|gebruik\s+\w+\s+niet|pomiń|nie\s+używaj|přeskoč|hoppa\s+över|hopp\s+over|spring\s+over|ohita|hagyd\s+ki|sari\s+peste|atla|lewati|bỏ\s+qua)\b`,
  "пропусти|не\\s+используй|не\\s+використовуй|παράλειψε|تخط|لا\\s+تستخدم|استفاده\\s+نکن|דלג|אל\\s+תשתמש|건너뛰|사용하지\\s*마|スキップ|使わないで|使用しないで|跳过|不要使用|ข้าม|मत\\s+इस्तेमाल",
];
export const CHECK = [
  String
    .raw`\b(?:check|review|verification|approval|compliance|audit|log(?:ging)?|screening|four-eyes|safety|Prüfung|Kontrolle|Freigabe|Protokoll\w*|contrôle|vérification|validation|journal|control|verificación|revisión|registro|auditor[ií]a|controllo|verifica|controle|verificação|kontrol\w*|weryfikacj\w*|tarkastu\w*|tarkist\w*|ellenőrzés\w*|verificare|denetim|pemeriksaan|kiểm\s+tra)\b`,
  "провер\\p{L}*|журнал\\p{L}*|аудит\\p{L}*|έλεγχ\\p{L}*|تحقق|تدقيق|سجل|بررسی|ממצא|בדיקה|감사|로그|검증|확인|監査|ログ|検証|审计|日志|审核|ตรวจสอบ|जांच",
];

// A memory-writing call whose arguments grant trust or access.
export const MEMORY_CALL = String
  .raw`\b(?:update|write|save|add|set|store|put|remember)_?(?:memory|memories)\s*\([^)\n]{0,200}?\b(?:trusted(?:_\w*)?|verified(?:_\w*)?|full\s+access|allow-?list\w*|whitelist\w*|pre-?approved|admin\w*|always\s+allow\w*)\b`;
