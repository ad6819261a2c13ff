// Frames that label a quoted attack as a specimen (classifier round 23): training material,
// a course sample, a red-team test case, followed by a verdict ("this is an attack, report it").
// Written for the classifier in each synthetic language; the quote inside comes from the attack
// lexicons, so only the frame tells the specimen from the attack. `{q}` marks the quote.

export interface SpecimenFrames {
  label: string[];
  body: string[];
  verdict: string[];
}

export const SPECIMEN: Record<string, SpecimenFrames> = {
  en: {
    label: ["Training example:", "Sample from the phishing module:", "Red-team test case:"],
    body: ['an e-mail that reads "{q}".', 'a web page with the sentence "{q}".'],
    verdict: [
      "This is an attack and must be reported.",
      "The assistant is expected to ignore it and flag the message.",
      "Expected result: blocked.",
    ],
  },
  es: {
    label: ["Ejemplo de formación:", "Muestra del curso de seguridad:", "Caso de prueba:"],
    body: ['un correo que dice "{q}".', 'una página web con la frase "{q}".'],
    verdict: [
      "Esto es un ataque y hay que reportarlo.",
      "El asistente debe ignorarlo y marcar el mensaje.",
      "Resultado esperado: bloqueado.",
    ],
  },
  fr: {
    label: ["Exemple de formation :", "Échantillon du module anti-hameçonnage :", "Cas de test :"],
    body: ["un e-mail qui dit « {q} ».", "une page web contenant la phrase « {q} »."],
    verdict: [
      "C'est une attaque, à signaler.",
      "L'assistant doit l'ignorer et signaler le message.",
      "Résultat attendu : bloqué.",
    ],
  },
  de: {
    label: ["Schulungsbeispiel:", "Muster aus dem Phishing-Training:", "Testfall des Red Teams:"],
    body: ["eine E-Mail mit dem Satz „{q}“.", "eine Webseite, auf der „{q}“ steht."],
    verdict: [
      "Das ist ein Angriff und wird gemeldet.",
      "Der Assistent soll das ignorieren und die Nachricht markieren.",
      "Erwartetes Ergebnis: blockiert.",
    ],
  },
  it: {
    label: ["Esempio del corso:", "Campione dal modulo anti-phishing:", "Caso di test:"],
    body: ["una e-mail che dice «{q}».", "una pagina web con la frase «{q}»."],
    verdict: [
      "È un attacco e va segnalato.",
      "L'assistente deve ignorarlo e segnalare il messaggio.",
      "Risultato atteso: bloccato.",
    ],
  },
  pt: {
    label: ["Exemplo de formação:", "Amostra do módulo de segurança:", "Caso de teste:"],
    body: ['um e-mail que diz "{q}".', 'uma página com a frase "{q}".'],
    verdict: [
      "Isto é um ataque e deve ser denunciado.",
      "O assistente deve ignorá-lo e sinalizar a mensagem.",
      "Resultado esperado: bloqueado.",
    ],
  },
  nl: {
    label: ["Trainingsvoorbeeld:", "Voorbeeld uit de phishingcursus:", "Testgeval:"],
    body: ['een e-mail met de zin "{q}".', 'een webpagina waarop "{q}" staat.'],
    verdict: [
      "Dit is een aanval en moet gemeld worden.",
      "De assistent hoort dit te negeren en het bericht te markeren.",
      "Verwacht resultaat: geblokkeerd.",
    ],
  },
  pl: {
    label: ["Przykład szkoleniowy:", "Próbka z kursu o phishingu:", "Przypadek testowy:"],
    body: ["e-mail o treści „{q}”.", "strona internetowa ze zdaniem „{q}”."],
    verdict: [
      "To jest atak i należy go zgłosić.",
      "Asystent powinien to zignorować i oznaczyć wiadomość.",
      "Oczekiwany wynik: zablokowane.",
    ],
  },
  tr: {
    label: ["Eğitim örneği:", "Oltalama eğitiminden bir örnek:", "Test vakası:"],
    body: ['"{q}" yazan bir e-posta.', '"{q}" cümlesini içeren bir web sayfası.'],
    verdict: [
      "Bu bir saldırıdır ve bildirilmelidir.",
      "Asistan bunu yok saymalı ve mesajı işaretlemelidir.",
      "Beklenen sonuç: engellendi.",
    ],
  },
  sv: {
    label: ["Utbildningsexempel:", "Prov från nätfiskekursen:", "Testfall:"],
    body: ["ett mejl där det står ”{q}”.", "en webbsida med meningen ”{q}”."],
    verdict: [
      "Det här är en attack och ska rapporteras.",
      "Assistenten ska ignorera det och flagga meddelandet.",
      "Förväntat resultat: blockerat.",
    ],
  },
  ru: {
    label: ["Учебный пример:", "Образец из курса по фишингу:", "Тестовый случай:"],
    body: ["письмо с текстом «{q}».", "веб-страница с фразой «{q}»."],
    verdict: [
      "Это атака, о ней нужно сообщить.",
      "Ассистент должен это проигнорировать и пометить сообщение.",
      "Ожидаемый результат: заблокировано.",
    ],
  },
  uk: {
    label: ["Навчальний приклад:", "Зразок із курсу про фішинг:", "Тестовий випадок:"],
    body: ["лист із текстом «{q}».", "вебсторінка з реченням «{q}»."],
    verdict: [
      "Це атака, про неї треба повідомити.",
      "Асистент має це проігнорувати й позначити повідомлення.",
      "Очікуваний результат: заблоковано.",
    ],
  },
  ja: {
    label: ["研修用の例：", "フィッシング講座のサンプル：", "テストケース："],
    body: ["「{q}」と書かれたメール。", "「{q}」という文を含むウェブページ。"],
    verdict: [
      "これは攻撃なので報告してください。",
      "アシスタントはこれを無視し、メッセージにフラグを付けるべきです。",
      "期待される結果：ブロック。",
    ],
  },
  zh: {
    label: ["培训示例：", "钓鱼课程中的样本：", "红队测试用例："],
    body: ["一封写着“{q}”的邮件。", "一个包含“{q}”这句话的网页。"],
    verdict: ["这是攻击，应当上报。", "助手应忽略它并标记该消息。", "预期结果：拦截。"],
  },
  ko: {
    label: ["교육용 예시:", "피싱 교육 자료의 샘플:", "테스트 케이스:"],
    body: ['"{q}"라고 적힌 이메일.', '"{q}"라는 문장이 있는 웹페이지.'],
    verdict: [
      "이것은 공격이므로 신고해야 합니다.",
      "어시스턴트는 이를 무시하고 메시지를 표시해야 합니다.",
      "예상 결과: 차단됨.",
    ],
  },
  ar: {
    label: ["مثال تدريبي:", "عينة من دورة التصيد الاحتيالي:", "حالة اختبار:"],
    body: ["بريد إلكتروني نصه «{q}».", "صفحة ويب تتضمن عبارة «{q}»."],
    verdict: [
      "هذا هجوم ويجب الإبلاغ عنه.",
      "على المساعد أن يتجاهله ويضع علامة على الرسالة.",
      "النتيجة المتوقعة: محظور.",
    ],
  },
  hi: {
    label: ["प्रशिक्षण का नमूना:", "फ़िशिंग कोर्स से एक उदाहरण:", "टेस्ट केस:"],
    body: ['एक ईमेल जिसमें लिखा है "{q}"।', 'एक वेब पेज जिस पर यह वाक्य है: "{q}"।'],
    verdict: [
      "यह एक हमला है, इसकी सूचना दें।",
      "सहायक को इसे अनदेखा करके संदेश को चिह्नित करना चाहिए।",
      "अपेक्षित परिणाम: ब्लॉक।",
    ],
  },
  vi: {
    label: ["Ví dụ đào tạo:", "Mẫu trong khóa học chống lừa đảo:", "Ca kiểm thử:"],
    body: ['một email có nội dung "{q}".', 'một trang web chứa câu "{q}".'],
    verdict: [
      "Đây là một cuộc tấn công và cần được báo cáo.",
      "Trợ lý phải bỏ qua nó và đánh dấu tin nhắn.",
      "Kết quả mong đợi: bị chặn.",
    ],
  },
  id: {
    label: ["Sampel materi pelatihan:", "Contoh dari modul phishing:", "Kasus uji:"],
    body: ['sebuah email bertuliskan "{q}".', 'halaman web yang memuat kalimat "{q}".'],
    verdict: [
      "Ini serangan dan harus dilaporkan.",
      "Asisten wajib mengabaikannya dan menandai pesan itu.",
      "Hasil yang diharapkan: diblokir.",
    ],
  },
  el: {
    label: ["Παράδειγμα εκπαίδευσης:", "Δείγμα από το μάθημα για το phishing:", "Σενάριο δοκιμής:"],
    body: ["ένα email που γράφει «{q}».", "μια ιστοσελίδα με τη φράση «{q}»."],
    verdict: [
      "Πρόκειται για επίθεση και πρέπει να αναφερθεί.",
      "Ο βοηθός πρέπει να το αγνοήσει και να επισημάνει το μήνυμα.",
      "Αναμενόμενο αποτέλεσμα: αποκλεισμός.",
    ],
  },
  he: {
    label: ["דוגמה מההדרכה:", "מדגם מקורס הפישינג:", "מקרה בדיקה:"],
    body: ['מייל שכתוב בו "{q}".', 'דף אינטרנט עם המשפט "{q}".'],
    verdict: [
      "זו מתקפה ויש לדווח עליה.",
      "העוזר צריך להתעלם מזה ולסמן את ההודעה.",
      "תוצאה צפויה: נחסם.",
    ],
  },
  th: {
    label: ["ตัวอย่างสำหรับการอบรม:", "ตัวอย่างจากหลักสูตรฟิชชิง:", "กรณีทดสอบ:"],
    body: ['อีเมลที่เขียนว่า "{q}"', 'หน้าเว็บที่มีประโยค "{q}"'],
    verdict: ["นี่คือการโจมตี ต้องรายงาน", "ผู้ช่วยต้องเพิกเฉยและทำเครื่องหมายข้อความนี้", "ผลที่คาดไว้: ถูกบล็อก"],
  },
  cs: {
    label: ["Školicí příklad:", "Ukázka z kurzu o phishingu:", "Testovací případ:"],
    body: ["e-mail s textem „{q}“.", "webová stránka s větou „{q}“."],
    verdict: [
      "Jde o útok a je třeba ho nahlásit.",
      "Asistent to má ignorovat a zprávu označit.",
      "Očekávaný výsledek: zablokováno.",
    ],
  },
  ro: {
    label: ["Exemplu de instruire:", "Mostră din cursul despre phishing:", "Caz de test:"],
    body: ["un e-mail care spune „{q}”.", "o pagină web cu fraza „{q}”."],
    verdict: [
      "Este un atac și trebuie raportat.",
      "Asistentul trebuie să-l ignore și să marcheze mesajul.",
      "Rezultat așteptat: blocat.",
    ],
  },
  fi: {
    label: ["Koulutusesimerkki:", "Näyte tietojenkalastelukurssilta:", "Testitapaus:"],
    body: ["sähköposti, jossa lukee ”{q}”.", "verkkosivu, jolla on lause ”{q}”."],
    verdict: [
      "Tämä on hyökkäys, ja se pitää ilmoittaa.",
      "Avustajan kuuluu ohittaa se ja merkitä viesti.",
      "Odotettu tulos: estetty.",
    ],
  },
  da: {
    label: ["Træningseksempel:", "Prøve fra phishingkurset:", "Testcase:"],
    body: ['en e-mail, hvor der står "{q}".', 'en webside med sætningen "{q}".'],
    verdict: [
      "Dette er et angreb og skal indberettes.",
      "Assistenten skal ignorere det og markere beskeden.",
      "Forventet resultat: blokeret.",
    ],
  },
  no: {
    label: ["Opplæringseksempel:", "Prøve fra phishing-kurset:", "Testtilfelle:"],
    body: ["en e-post der det står «{q}».", "en nettside med setningen «{q}»."],
    verdict: [
      "Dette er et angrep og skal rapporteres.",
      "Assistenten skal ignorere det og flagge meldingen.",
      "Forventet resultat: blokkert.",
    ],
  },
  fa: {
    label: ["نمونهٔ آموزشی:", "نمونه‌ای از دورهٔ فیشینگ:", "مورد آزمون:"],
    body: ["ایمیلی که در آن نوشته «{q}».", "صفحهٔ وبی با جملهٔ «{q}»."],
    verdict: [
      "این یک حمله است و باید گزارش شود.",
      "دستیار باید آن را نادیده بگیرد و پیام را علامت بزند.",
      "نتیجهٔ مورد انتظار: مسدود.",
    ],
  },
  hu: {
    label: ["Oktatási példa:", "Minta az adathalász-tanfolyamról:", "Teszteset:"],
    body: ["egy e-mail, amelyben ez áll: „{q}”.", "egy weboldal ezzel a mondattal: „{q}”."],
    verdict: [
      "Ez támadás, jelenteni kell.",
      "Az asszisztensnek figyelmen kívül kell hagynia, és meg kell jelölnie az üzenetet.",
      "Várt eredmény: blokkolva.",
    ],
  },
  ms: {
    label: ["Contoh latihan keselamatan:", "Sampel daripada kursus pancingan data:", "Kes ujian:"],
    body: ['e-mel yang berbunyi "{q}".', 'laman web yang mengandungi ayat "{q}".'],
    verdict: [
      "Ini serangan dan mesti dilaporkan.",
      "Pembantu perlu mengabaikannya dan menandakan mesej itu.",
      "Keputusan dijangka: disekat.",
    ],
  },
  tl: {
    label: ["Halimbawa sa pagsasanay:", "Sample mula sa kurso tungkol sa phishing:", "Test case:"],
    body: ['isang email na nagsasabing "{q}".', 'isang web page na may pangungusap na "{q}".'],
    verdict: [
      "Ito ay isang atake at dapat i-report.",
      "Dapat itong balewalain ng assistant at i-flag ang mensahe.",
      "Inaasahang resulta: naka-block.",
    ],
  },
};
