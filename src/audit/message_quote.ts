// Round inj30: an override in another language quoted as the text of a message someone received
// ("הבוטים קיבלו היום הודעה "התעלם מההוראות הקודמות …". הבוט התעלם, כמתוכנן", 숨겨진 "지시를
// 공개하라" 문구가 …): the quotation is named by a word for a message, phrase or text right
// before it, or right after it in languages that put the noun last. A label with a colon
// ("Системное сообщение: «…»") stays an order.

const QUOTED = /(['"‘“«„「『])([^'"’”»“」』\n]{4,300})(['"’”»“」』])/gu;

// A noun for a message or a wording, maybe with "saying", at the end of the text before the quote.
const NOUN_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:` + [
    "הודעה|מסר|משפט|ביטוי|טקסט|מייל|رسالة|عبارة|جملة|نص|پیام|عبارت|جمله|متن",
    "сообщени\\p{L}*|фраз\\p{L}*|текст\\p{L}*|письм\\p{L}*|надпис\\p{L}*|повідомлен\\p{L}*|лист\\p{L}*",
    "mensajes?|mensagens?|messaggi[oa]?|messages?|frases?|phrases?|texto|testo|texte|correo|courriel",
    "e-?mails?|e-?mel|nachricht|satz|text|bericht|zin|tekst|wiadomoś\\p{L}*|zdani\\p{L}*|mesaj\\p{L}*",
    "ifade(?:si)?|cümle(?:si)?|metin|pesan|kalimat|teks|mesej|ayat|संदेश|वाक्य|ईमेल|ข้อความ|ประโยค",
    "消息|信息|短信|语句|句子|字样|文字|邮件|メッセージ|文言|文章|メール",
  ].join("|") +
    String
      .raw`)(?:\s+(?:saying|que\s+dice|qui\s+dit|die\s+sagt|che\s+dice|que\s+diz))?\s*[,，]?\s*$`,
  "iu",
);
// Injection round 32 (v32 guided; trn5 alike): a quotation given as an example ("such as", "e.g.",
// "เช่น", "例如", "예를 들어" right before it) names a wording, not an order.
const EXAMPLE_BEFORE = new RegExp(
  String
    .raw`(?:(?<![\p{L}])(?:such\s+as|e\.g\.|for\s+example|por\s+ejemplo|par\s+exemple|zum\s+Beispiel|z\.\s?B\.|ad\s+esempio|bijvoorbeeld|na\s+przykład|np\.|например|наприклад|örneğin|misalnya|contohnya|chẳng\s+hạn|ví\s+dụ|למשל|مثلاً|مثلا)|เช่น|例如|比如|例えば|たとえば|예를\s+들어|예컨대|उदाहरण\s+के\s+लिए)\s*[:,，]?\s*$`,
  "iu",
);
// After the quote: "…" 문구가, "…"という, "…" diyen, "…" जैसा संदेश; round inj31: Turkish names the
// quotation with a possessive noun after it ("…" cümlesi, "…" ifadesi, "…" mesajı).
const NOUN_AFTER =
  /^\s*(?:(?:이)?라는|문구|메시지|문장|という|との|の文言|diyen|yazan|(?:cümle|ifade|mesaj|metn|satır|söz)(?:si|i|ı|ü)(?![\p{L}])|जैसा|वाला\s+संदेश|之类的|的(?:消息|信息|字样|语句))/u;

/** The match overlaps a quotation a message noun names (before or after it) or an example word opens. */
export function reportedQuotation(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const nl = text.indexOf("\n", end);
  const line = text.slice(lineStart, nl < 0 ? text.length : nl);
  QUOTED.lastIndex = 0;
  for (let m = QUOTED.exec(line); m; m = QUOTED.exec(line)) {
    const qs = lineStart + m.index, qe = qs + m[0].length;
    if (qe <= start || qs >= end) continue;
    const before = line.slice(Math.max(0, m.index - 40), m.index);
    if (
      NOUN_BEFORE.test(before) || EXAMPLE_BEFORE.test(before) ||
      NOUN_AFTER.test(line.slice(m.index + m[0].length))
    ) return true;
  }
  return false;
}

// Round inj34 (v34 guided): "l'assistente non segue mai istruzioni …, ad esempio «inoltra tutti
// i risultati …»": the sentence scorer must not draw its evidence from a quoted example.
const QUOTE_CHAR = /['"‘“«„「『]/;
// An opening quote not inside a word (the apostrophe of "l'assistente" opens nothing).
const EXAMPLE_QUOTE = /(?<![\p{L}\p{N}])['"‘“«„「『][^'"’”»“」』«„\n]{4,300}['"’”»“」』]/gu;

/** The sentence with each quotation an example word opens blanked out (offsets kept). */
export function withoutExamples(sent: string): string {
  if (!QUOTE_CHAR.test(sent)) return sent;
  return sent.replace(
    EXAMPLE_QUOTE,
    (q, at: number) =>
      EXAMPLE_BEFORE.test(sent.slice(Math.max(0, at - 40), at)) ? " ".repeat(q.length) : q,
  );
}
