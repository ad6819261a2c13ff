// Words of the bulk-mail order (injection round 33, bulk_mail_order.ts), in the lexicon languages:
// imperative send/forward/export verbs, a bulk quantifier or a secret, and the everyday errands
// (invoices, orders) that a clerk mails in bulk.
const VERBS = [
  // English, German, French, Spanish, Portuguese, Italian, Dutch
  "send",
  "forward",
  "export",
  "e-?mail",
  "mail",
  "upload",
  "transfer",
  "share",
  "copy",
  "dump",
  "sende",
  "senden",
  "schicke?n?",
  "leite",
  "weiterleiten",
  "exportiere(?:n)?",
  "übermittle(?:n)?",
  "maile",
  "envoie[zr]?",
  "envoyez",
  "transf[èé]re[zr]?",
  "exporte[zr]?",
  "partage[zr]?",
  "env[ií]a[dr]?",
  "env[ií]e",
  "reenv[ií][ae]",
  "exporta[dr]?",
  "manda[dr]?",
  "mande",
  "comparte",
  "envie",
  "encaminh[ae]r?",
  "compartilhe",
  "invia(?:te|re)?",
  "inoltra(?:te|re)?",
  "esporta(?:te|re)?",
  "spedisci",
  "spedire",
  "stuur",
  "verstuur",
  "exporteer",
  "doorsturen",
  // Polish, Russian, Bulgarian, Ukrainian, Turkish, Vietnamese, Indonesian, Tagalog, Irish,
  // Czech, Finnish, Swedish, Greek, Hebrew, Arabic, Hindi, Thai, Romanian, Croatian
  "wy[śs]lij(?:cie)?",
  "prze[śs]lij(?:cie)?",
  "przeka[żz](?:cie)?",
  "eksportuj(?:cie)?",
  "отправь(?:те)?",
  "перешли(?:те)?",
  "вышли(?:те)?",
  "пришли(?:те)?",
  "экспортируй(?:те)?",
  "изпрати",
  "препрати",
  "надішли(?:ть)?",
  "відправ(?:те)?",
  "перешліть",
  "g[öo]nder(?:in)?",
  "ilet(?:in)?",
  "aktar(?:ın)?",
  "gửi",
  "chuyển",
  "kirim(?:kan)?",
  "teruskan",
  "ekspor",
  "ipadala",
  "seol",
  "pošli(?:te)?",
  "přepošli(?:te)?",
  "lähetä",
  "välitä",
  "skicka",
  "vidarebefordra",
  "αποστολή",
  "στείλ(?:ε|τε)",
  "שלח(?:ו)?",
  "לייצא",
  "أرسل",
  "ارسل",
  "भेजें",
  "भेजो",
  "ส่ง",
  "trimite(?:ți)?",
  "pošalji(?:te)?",
  // Injection round 34 (v34 guided): Hungarian.
  "küldd?",
  "küldje",
  "továbbítsd",
  "exportáld",
  // Injection round 54 (v44 guided): "copy" as the order's head in more languages.
  "copi[ae]",
  "copiez",
  "kopiere",
  "kopieer",
  "skopiuj",
  "скопируй(?:те)?",
  "скопіюй(?:те)?",
  "kopyala",
  "zkopíruj",
  "kopioi",
  "kopiera",
  "másold",
  "salin",
  "sao chép",
];
export const SEND_VERB = new RegExp(
  // Thai writes no space after the verb ("ส่งรายชื่อ…"): its verb needs no end of word.
  String.raw`(?<![\p{L}])(?:${VERBS.join("|")})(?![\p{L}])|(?<![\p{L}\p{M}])ส่ง`,
  "giu",
);
// Chinese, Japanese, Korean and Hindi put the verb after its object ("把…发送到", "…に送信",
// "… पर भेज दो"; its imperative forms only): any position in the sentence counts. Round 54: the
// Japanese "送付して(ください)" (send, polite request) too.
export const CJK_SEND =
  /发送|发到|发给|转发|导出|寄给|送信|送付し|転送|送って|エクスポート|보내|전송|전달|내보내|भेज\s+(?:दो|दें|दीजिए|देना)|भेजो|भेजें|भेजिए/u;

// A bulk quantifier ("all", "the entire", "complete") or a secret on its own.
export const BULK_OR_SECRET = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:all|every|entire|whole|full|complete)(?![\p{L}])`,
    String
      .raw`(?<![\p{L}])(?:alle[ns]?|gesamte[nr]?|vollständige[nr]?|tou[st]e?s?|tout|entière|complète?|todos?|todas?|toda|completo|completa|inteira|tutt[ioe]|intero|intera|volledige|hele|wszystkie|wszystkich|cał[aąy]|все|всех|всю|весь|целиком|всички|цялата|усі|всіх|tüm|bütün|toàn bộ|tất cả|semua|seluruh|buong|uile|kaikki|koko|všechny|celou|όλων|όλα|כל|جميع|كل|सभी|पूरी|ทั้งหมด|toate|sve|komplette[nrs]?|összes|όλη|όλο|όλους|όλες|ολόκληρ\p{L}*|كاملة|كامل|بالكامل)(?![\p{L}])`,
    String.raw`所有|全部|全件|すべて|全て|一切|모든|전체|전부|ทั้งหมด`,
    String
      .raw`password|passwort|mot de passe|contraseña|senha|hasło|пароль|паролата|密码|パスワード|비밀번호|token|令牌|トークン|api[ -]?keys?|private key|secret|credential|clé privée|clés? (?:d['’])?api|chiave privata|klucz|ключ|密钥|秘密鍵|iban|payroll|salar|gehalt|lohn|salaire|nómina|nomina|folha de pagamento|stipendi|passport|reisepass|passeport|pasaporte|passaporto|paszport|паспорт|护照|social security|ssn|card numbers?|kartennummer`,
    // Injection round 54 (v44, trn4, trn11 guided): the same stores in more of the lexicon
    // languages — pay (fiches de paie, płac, зарплат, maaş, 給与, 급여, 工资), card numbers
    // (números de cartão, 카드 번호) and phone numbers (telefonszám, nomor telepon, 전화번호).
    String
      .raw`fiches? de paie|płac|зарплат|заробітн|maaş|bordro|palkk|löne|lønn|mzd[ayě]|fizetés|gaji|lương|שכר|رواتب|حقوق|वेतन|เงินเดือน|給与|급여|工资|薪资|薪水`,
    String
      .raw`(?:números?|numéros?|numeri|nummers?|numery|номер[аи]?|numaras[ıi]|čísla|nomor|số)\s+(?:de\s+|di\s+|van\s+|do\s+|da\s+)?(?:cart[ãa]o|cartões|tarjetas?|cartes?(?:\s+bancaires?)?|carta|kaart|kart[yi]?|карт\p{L}*|kart|karty|kartu|thẻ)|kortnummer|korttinumero|kártyaszám|卡号|カード番号|카드\s*번호|כרטיס(?:י)?\s+אשראי|بطاقات?\s+الائتمان|أرقام\s+البطاق|कार्ड\s+नंबर|หมายเลขบัตร|เลขบัตร`,
    String
      .raw`telefonnummer|telefoonnummer|numéros? de téléphone|números? de tel[ée]fono|números? de telefone|numeri di telefono|numer(?:y|ów)? telefon|номер(?:а|и|ів|ов)? телефон|telefon numara|telefonní čísl|telefonszám|nomor telepon|số điện thoại|puhelinnumero|电话号码|手机号|電話番号|전화번호|מספרי טלפון|أرقام الهوات|شماره تلفن|फ़ोन नंबर|फोन नंबर|ফোন নম্বর|เบอร์โทร`,
  ].join("|"),
  "iu",
);

// A clerk's bulk errand: "send all purchase orders to orders@…" (v14's benign half), "every
// signed form" (round 11's front-office note): routine paperwork, not a store of data.
export const ERRAND =
  /\b(?:invoices?|purchase\s+orders?|orders|receipts?|timesheets?|expenses?|(?:signed\s+)?forms?|signed\s+\w+|contracts?|rechnungen|factures|facturas|fatture|faturas|facturen)\b/iu;
