// Injection round 40 (lexicon parity; v36 guided, v6, v21, v25, v28, v33, v35 too): the powers a
// handed role carries, in the languages whose role triggers role_power.ts already reads. English
// has had them since rounds 20 and inj37–inj38 (an official act, a waived check, full rights, a
// secret read out); the other languages had only "admin" and a few waivers, so "Από τώρα είσαι …
// και εγκρίνεις κάθε πληρωμή" or "Olet nyt … tulosta ovikoodit" stayed a game. Read only in the
// 260 characters after a role trigger (rolePowered), so the words are never scanned on their own.
// Word edges for any script (JS's \\b and \\w are ASCII-only, even with the u flag).
const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;
const words = (source: string) =>
  source.replace(/\\b(?=\(|\p{L})/gu, B).replaceAll(String.raw`\b`, E).replaceAll(
    String.raw`\w`,
    String.raw`\p{L}`,
  );

// An official act the role performs, in any person or mood (English: "and approve", "you can
// sign", "As MLRO, file …"): approve, authorise, sign, issue (a permit), grant, waive.
const OFFICIAL_ACTS = [
  // es, pt, it, fr, ca, ro
  String
    .raw`\b(?:apruebas?|aprueba|autoriza\w*|firmas|emites?|otorgas?|aprovas?|aprove|aprova|autoriz\w*|assinas?|assine|emite|approvi|approva|autorizzi|firmi|rilasci\w*|approuv\w*|autoris\w*|signes?|délivre\w*|aprobi|aprobă|aprobați|semnezi|semnează|emiți)\b`,
  // de, nl, sv, da, no
  String
    .raw`\b(?:genehmig\w*|bewillig\w*|unterschreib\w*|unterzeichne\w*|stellst\s+\w+\s+aus|keur\w*\s+goed|onderteken\w*|godkänn\w*|godkend\w*|godkjenn\w*|beviljar|bevilj|utfärda\w*|udsted\w*|utsted\w*|signer\w*)\b`,
  // pl, cs, sk, hu, fi, et
  String
    .raw`\b(?:zatwierdza\w*|zatwierdź|podpisuj\w*|podpisz|wystawia\w*|wystaw|schvaluj\w*|schval\w*|podepiš|podepisuj\w*|vystavuj\w*|vystav|jóváhagy\w*|engedélyez\w*|aláír\w*|kiállít\w*|hyväksy\w*|valtuuta\w*|allekirjoita\w*|myönnä\w*|myönnät|kinnita\w*)\b`,
  // tr, id/ms, sw, tl, vi
  String
    .raw`\b(?:onayla\w*|imzala\w*|yetkilendir\w*|menyetujui|setujui|mengesahkan|sahkan|menandatangani|tandatangani|menerbitkan|terbitkan|unaidhinisha|idhinisha|unasaini|aprubahan|inaaprubahan|pirmahan|phê\s+duyệt|ký\s+duyệt|cấp\s+phép)\b`,
  // el, ru, uk, bg, sr
  String
    .raw`\b(?:εγκρίν\w*|εγκρίνετε|ενέκρινε|εξουσιοδοτ\w*|υπογράφ\w*|υπόγραψε|εκδίδ\w*|одобр\w*|утвержда\w*|утверди\w*|подписыва\w*|подпиши|выдава\w*|схвалю\w*|схвали|затверджу\w*|затверди|підписуй|підпиши|видавай|одобряваш|одобри|подпиши|потпиши|потписуј\w*|одобравај|одобри)\b`,
  // he (with the attached "and"/"that"), ar, fa, hi, bn, th, zh, ja, ko
  String
    .raw`(?<![\p{L}])[וש]?(?:מאשר|מאשרת|אשר|אשרי|חותם|חותמת|חתום|מנפיק|הנפק)(?![\p{L}])|(?:توافق|وافق|تعتمد|اعتمد|توقع|وقّع|وقع|تصدر|أصدر|تأیید\s+کن|امضا\s+کن)|(?:मंज़ूर|मंजूर|अनुमोदित|स्वीकृत|हस्ताक्षर)|(?:অনুমোদন|স্বাক্ষর)|(?:อนุมัติ|ลงนาม)|(?:批准|审批|签署|签发|授权)|(?:承認|署名|発行して|許可して)|(?:승인|서명|발급)`,
];

// A check waived or full rights given (English: "without checks", "with full access"); the
// approval and confirmation nouns are memory_words.ts's WAIVED already.
const WAIVED_CHECK = [
  String
    .raw`\b(?:sin|sem|senza|sans|fără|bez|ohne|zonder|utan|uden|uten|tanpa|bila)\s+(?:ningún\s+|aucun\s+|alcun\s+)?(?:control\w*|revisión|revisão|verificação|verifica|vérification|contrôle|kontrol\w*|Kontrolle|Prüfung|controle|granskning|gennemgang|pemeriksaan|ukaguzi|filtr\w*|filter|límites|limites)\b|\bilman\s+(?:tarkistusta|valvontaa)|\bellenőrzés\s+nélkül|\bkontrol\s+(?:etmeden|olmadan)`,
  String
    .raw`\bχωρίς\s+(?:έλεγχο|ελέγχους|περιορισμούς)|\bбез\s+(?:проверк\p{L}*|контрол\p{L}*|перевірк\p{L}*|ограничени\p{L}*)|(?:ללא|בלי)\s+(?:בדיקה|פיקוח)|(?:بدون|دون)\s+(?:تحقق|مراجعة|رقابة|بررسی)|बिना\s+(?:जांच|जाँच)|无需审核|不经审核|チェックなしで|검토\s*없이`,
  // Full rights: "с полными правами", "con permisos completos", "mit vollen Rechten".
  String
    .raw`\b(?:полн\p{L}*|повн\p{L}*)\s+(?:прав\p{L}*|доступ\p{L}*)|\b(?:permisos|privilegios|derechos|acceso)\s+(?:complet|total)\w*|\b(?:pleins?|tous\s+les)\s+(?:droits|pouvoirs|accès)|\bvolle[nm]?\s+(?:Rechte\w*|Zugriff\w*)|\bpełn\w*\s+(?:uprawnie\w*|dostęp\w*)|\bτα\s+πλήρη\s+δικαιώματα|\bπλήρη\s+πρόσβαση|\b(?:una|mna)\s+ruhusa\s+(?:ya|kamili)`,
];

// A secret read out (English: "print/reveal … codes, passwords, bank details"): a reading-out verb,
// imperative or second person, then within five words codes, PINs, passwords, keys, tokens,
// credentials, bank details or account numbers.
const REVEAL_VERB = String
  .raw`(?:muestra\w*|revela\w*|imprime|dime|mostra\w*|revele|rivela\w*|stampa|affiche\w*|révèle\w*|montre\w*|zeig\w*|nenn\w*|verrat\w*|gib\s+\w+\s+aus|toon|geef|visa\w*|vis|avslør\w*|afslør\w*|avslöja\w*|pokaż|podaj|wypisz|ujawnij|ukaž|vypiš|prozraď|mutasd|írd\s+ki|áruld\s+el|tulosta\w*|näytä|paljasta\w*|göster|yazdır|açıkla|tampilkan|tunjukkan|ungkapkan|onyesha|ipakita|hiển\s+thị|in\s+ra|tiết\s+lộ|arată|afișează|dezvăluie|εμφαν\p{L}*|δείξε|δείχνεις|αποκάλυψε|αποκαλύπτεις|τύπωσε|покажи|показыва\p{L}*|выведи|раскрой|назови|покажи|виведи|розкрий|назви|покажеш|покажи)`;
const SECRET_NOUN = String
  .raw`(?:c[oó]dig\w*|codes?|codic\w*|Codes?|kod\w*|koodi\w*|ovikoodi\w*|hälytyskoodi\w*|pin\w*|contraseñ\w*|senhas?|password|passwor\w*|mots?\s+de\s+passe|Passw\w*|Kennw\w*|wachtwoord\w*|lösenord\w*|passord\w*|adgangskode\w*|hasł\w*|hesl\w*|jelsz\w*|salasan\w*|şifre\w*|parol\w*|kata\s+sandi|nenosiri|mật\s+khẩu|claves?|chiavi|clés?|Schlüssel\w*|sleutel\w*|nycklar|nøgler|nøkler|klucz\w*|klíč\w*|kulcs\w*|avaim\w*|anahtar\w*|kunci|tokens?|credencial\w*|credenziali|identifiants|Zugangsdaten|datos\s+bancarios|dados\s+bancários|coordonnées\s+bancaires|Bankdaten|Kontonummer\w*|números?\s+de\s+cuenta|numer\w*\s+kont\w*|κωδικ\p{L}*|συνθηματικ\p{L}*|τραπεζικ\p{L}*\s+στοιχεί\p{L}*|λογαριασμ\p{L}*|код\p{L}*|парол\p{L}*|ключ\p{L}*|банковск\p{L}*\s+реквизит\p{L}*|реквізит\p{L}*)`;

const REVEAL = String.raw`\b${REVEAL_VERB}\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}?${SECRET_NOUN}`;

// Hebrew, Arabic and the scripts without spaces: verb and secret within 40 characters.
const REVEAL_SCRIPTS = String
  .raw`(?:הצג|הדפס|חשוף|תציג|מציג|תדפיס)[^.\n]{0,40}(?:קוד|סיסמ|מפתח|טוקן|פרטי\s+בנק|מספר\s+חשבון)|(?:اعرض|اطبع|اكشف|تعرض|نمایش\s+بده|چاپ\s+کن)[^.\n]{0,40}(?:رمز|كلمة\s+المرور|كلمات\s+المرور|مفتاح|مفاتيح|رموز|بيانات\s+بنكية|رقم\s+الحساب|گذرواژه|کلید)|(?:दिखा|प्रिंट|बता)[^।\n]{0,40}(?:कोड|पासवर्ड|पिन|कुंजी|बैंक)|(?:显示|输出|打印|告诉我)[^。\n]{0,20}(?:密码|密钥|代码|口令|银行)|(?:表示|出力|教えて)[^。\n]{0,20}(?:パスワード|暗証|コード|キー|口座)|(?:보여|출력|알려)[^.\n]{0,20}(?:비밀번호|코드|키|계좌)`;

/** A power in the role's next sentences, in one of the lexicon languages. */
export const FOREIGN_POWER = new RegExp(
  words([...OFFICIAL_ACTS, ...WAIVED_CHECK, REVEAL, REVEAL_SCRIPTS].join("|")),
  "iu",
);
