// Injection round 14 (v17 as tuning): what an order to the AI seizes on a person's device or in
// a person's or client's records, besides the lexicons' secrets: their location, contacts,
// photos and identity papers, the one-time codes their bank or phone receives, card details,
// a destination phone number, and the safeguards around them (two-factor, lock screen, alarm,
// door lock, camera, bank notifications). Read with an addressed order (intent_addressed.ts).

const B = String.raw`(?<![\p{L}\p{N}])`;

// Personal data: location, contacts, photos, identity papers, card details.
const DATA = [
  String
    .raw`(?:live\s+|real[- ]time\s+|current\s+|home\s+)?location(?:\s+history)?|ubicaci[oó]n|localiza[cç][aã]o|posizione|g[ée]olocalisation|(?:sa|ta|ma|votre|leur)\s+position|standort|locatie|lokalizacj\p{L}*|polohu|poloh[ay]|konum\p{L}*|lokasi|sijainti\p{L}*|platsen|местоположени\p{L}*|геолокаци\p{L}*|геолокаці\p{L}*|локаці\p{L}*|istoricul\s+de\s+loca\p{L}*|loca[țt]i[ae]`,
  String
    .raw`contacts?\s+list|all\s+(?:my\s+|their\s+|the\s+)?contacts|contactos|contatos|contatti|kontakte|contacten|kontakty|kontakter(?:na)?|kişiler\p{L}*|yhteystied\p{L}*|контакты|контакти|kapcsolat\p{L}*`,
  String
    .raw`(?:recent\s+|last\s+\d+\s+)?photos|fotos|fotografie|zdjęcia|fotky|fotografi\p{L}*|kuva[at]|bilder(?:na)?|billeder(?:ne)?|фото\p{L}*|passport|paspor|passeport|pasaporte|passaporto|reisepass|personalausweis|paszport|паспорт\p{L}*`,
  String
    .raw`card\s+(?:pin|number|details)|(?-i:PIN|CVC|CVV)|numéro\s+de\s+carte|número\s+de\s+(?:la\s+)?tarjeta|numero\s+della\s+carta|kartennummer|numer\s+karty|номер\s+карты|health\s+data|medical\s+records?|bank\s+login`,
  // Money moved: a payment or transfer (the English "transfer" is also a file's; left out).
  String
    .raw`payments?|betalning\p{L}*|betaling\p{L}*|zahlung\p{L}*|paiement\p{L}*|pagos?|pagamentos?|płatnoś\p{L}*|platb\p{L}*|платеж\p{L}*|платіж\p{L}*|virement|transferencia|überweisung|bonifico|przelew\p{L}*|перевод\p{L}*|переказ\p{L}*|maksu\p{L}*|ödeme\p{L}*|pembayaran|fizetés\p{L}*`,
].join("|");

// One-time codes a bank, shop or phone sends: qualified in English ("the code" alone is also
// source code), the word alone in languages where it is not the programmer's word.
const CODES = String
  .raw`(?:sms|otp|tan|2fa|mfa|verification|security|login|one[- ]time|bank|door|alarm|authenticat\p{L}*|confirmation)\s*[- ]?codes?|codes?\s+(?:received|by\s+sms|from\s+the\s+bank)|codes\s+(?:to|that)|all\s+codes|code\s+(?:reçu|de\s+(?:la\s+banque|vérification|confirmation|sécurité))|c[oó]digos?|codic[ei]|kod(?:u|y|em|ów)?|kódo?t?|koodi\p{L}*|k[oó]d\p{L}{0,3}|код\p{L}{0,3}|коди`;

// Safeguards a thief turns off: two-factor, lock screen, alarm, locks, cameras, bank alerts.
const GUARDS = String
  .raw`two[- ]factor|two[- ]step|2[- ]step|lock\s*screen|screen\s+lock|alarm\p{L}*|front\s+door|door\s+lock|cameras?|to-?faktor\p{L}*|tofaktor\p{L}*|dwuetapow\p{L}*|dwuskładnikow\p{L}*|dos\s+pasos|dois\s+fatores|deux\s+facteurs|zwei-?faktor\p{L}*|двухфактор\p{L}*|двофактор\p{L}*|kamer\p{L}*|c[aá]mara\p{L}*|câmera\p{L}*|telecamer\p{L}*|drzwi|puerta|porte\s+d['’]entrée|haustür|voordeur|ytterdörr|сповіщення|уведомлени\p{L}*|notifica[cç]\p{L}*`;

// A phone number as the destination, as an e-mail address is one.
const PHONE = String.raw`\+\d{1,3}[\s-]?\d[\d\s-]{6,14}\d`;

// The same in scripts without word spaces (stems match anywhere).
const SCRIPTS =
  "位置|定位|联系人|聯絡人|通讯录|連絡先|アドレス帳|相册|照片|写真|身份证|身分證|驗證碼|验证码|認証コード|確認コード|인증\\s*코드|위치|연락처|사진|신분증|ตำแหน่ง|รายชื่อผู้ติดต่อ|รหัส|موقع|جهات\\s+الاتصال|صور|אנשי\\s+הקשר|מיקום|תמונות|स्थान|संपर्क|तस्वीरें|OTP";

/** The person's data or safeguards alone, without a phone number as destination. */
export const PERSONAL_DATA = new RegExp(
  `${B}(?:${DATA}|${CODES}|${GUARDS})(?![\\p{L}\\p{N}])|${SCRIPTS}`,
  "iu",
);

export const PERSONAL_TARGET = new RegExp(`${PERSONAL_DATA.source}|${PHONE}`, "iu");

// Imperatives the lexicons lack for these targets: turn off, open, unlock, share, send me,
// in the same languages (whole words, the imperative form only).
export const PERSONAL_ACT = new RegExp(
  String
    .raw`${B}(?:turn\s+off|switch\s+off|disable|unlock|share|send\s+me|read\s+me|forward|kapcsold\s+ki|kapcsold|küldd|oszd\s+meg|odešli|pošli|sdílej|vypni|otevři|вимкни|видали|надішли|поділися|выключи|отключи|удали|отправь|поделись|slå\s+\p{L}+\s+fra|slå|sluk|send|zet\s+[\p{L}\s-]{1,30}\s+uit|stuur|deel|open|lähetä|jaa|poista|avaa|podaj|otwórz|wyślij|udostępnij|wyłącz|mándame|envíame|enviame|comparte|desactiva|apaga|abre|manda|envie|compartilhe|desligue|condividi|disattiva|apri|inviami|schick\s+mir|teile|öffne|schalte\s+\p{L}+\s+aus|deaktiviere|partage|désactive|ouvre|envoie-moi|skicka|dela|stäng\s+av|öppna|gönder|paylaş|kapat|aç|kirim|bagikan|matikan|buka|trimite|partajează|dezactivează|deschide)(?![\p{L}\p{N}])|보내|공유|꺼|켜|열어|送って|共有して|オフにして|開けて|分享|关闭|打开|ส่ง|แชร์|ปิด|เปิด|أرسل|شارك|أوقف|שלח|שתף|כבה|פתח|भेजो|भेजें|शेयर`,
  "iu",
);
