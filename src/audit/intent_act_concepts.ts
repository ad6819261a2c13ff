// Act verbs completed by concept (classifier round 29): for every lexicon language, the ordinary
// imperative (and polite imperative where common) of each act concept the English rules know —
// pay/transfer, refund, paste, add/insert, put, write, change, issue, leave (a note), plus polite
// forms of the older concepts — that its own `act` list lacked. Keyed by the lexicon's name;
// `lexicon()` appends them to the rules' act list (the classifier reads the lists as shipped).
// Filled from a fixed concept list (docs/rounds/clf29.md), not from any set's misses.
// Unspaced scripts match anywhere, so their entries avoid one- and two-letter stems; a "leave"
// form that is also the helper verb "let" (es deja, fr laisse, it lascia) is no act: left out.
// Round 30: a form that is also an English word (a WordNet lemma or its inflection) is left out
// too, since English text would read it as this language's order (tests/audit/classifier_round30).
export const ACT_CONCEPTS: Record<string, string> = {
  es:
    "paga,reembolsa,devuelve,pega,añade,agrega,inserta,pon,coloca,escribe,cambia,modifica,emite,expide,envíe,reenvíe,pegue,añada,agregue,inserte,ponga,escriba,cambie,modifique,emita,reembolse,pague,borre,elimine,muestre,comparta,ejecute,apruebe,conceda,otorgue,adjunte,incluya,copie,suba,publique,revele,imprima,transfiera",
  fr:
    "paie,payez,rembourse,remboursez,colle,collez,ajoute,ajoutez,insère,insérez,mets,mettez,placez,écris,écrivez,modifie,modifiez,changez,émets,émettez,délivre,délivrez,donnez,accordez,approuvez,partagez,publiez,copiez,exportez,exécutez,ouvrez,appelez,montrez,imprime,imprimez,téléverse,téléversez,lancez",
  de:
    "zahle,bezahle,erstatte,setze,setz,lege,stelle,stell,schreibe,schreib,ändere,änder,hinterlasse,hinterlass,poste,drucke,übermittle,übertrage,senden sie,schicken sie,zahlen sie,fügen sie,schreiben sie,ändern sie,setzen sie,erstatten sie,löschen sie,zeigen sie,geben sie,leiten sie",
  it:
    "paga,rimborsa,incolla,aggiungi,inserisci,metti,scrivi,modifica,cambia,emetti,rilascia,invii,mandi,inoltri,incolli,aggiunga,inserisca,metta,scriva,modifichi,emetta,rimborsi,paghi,elimini,mostri,condivida,esegua,approvi,conceda,aggiungete,incollate,scrivete,inoltrate",
  pt:
    "pague,paga,reembolse,reembolsa,adicione,adiciona,acrescente,insira,insere,coloque,coloca,ponha,põe,escreva,escreve,altere,altera,mude,muda,emita,emite",
  nl: "betaal,stort,plak,zet,plaats,schrijf,wijzig,verander,verstrek,stuur door,betaal terug",
  pl:
    "zapłać,zaplac,zwróć,zwroc,wklej,dodaj,wstaw,umieść,umiesc,wpisz,napisz,zapisz,zmień,zmien,wystaw,zostaw,wyślijcie,wklejcie,dodajcie",
  "cs/sk":
    "zaplať,zaplat,vrať,vrat,vlož,vloz,přidej,pridej,pridaj,dej,daj,polož,poloz,napiš,napis,napíš,změň,zmen,zmeň,vystav,odošli,odosli,vymaž,vymaz,zmaž,ukáž,vložte,přidejte,napište,změňte,zaplaťte",
  ro:
    "plătește,plateste,rambursează,ramburseaza,lipește,lipeste,adaugă,adauga,inserează,insereaza,pune,scrie,schimbă,schimba,modifică,modifica,emite,adăugați,adaugati,lipiți,scrieți,plătiți",
  fi:
    "maksa,hyvitä,hyvita,palauta,lisää,lisaa,laita,aseta,kirjoita,muuta,vaihda,jätä,jata,lähettäkää,lisätkää,liittäkää,kirjoittakaa,maksakaa,poistakaa",
  "da/no/sv":
    "betal,betala,refunder,återbetala,tilbakebetal,indsæt,sett inn,klistra in,tilføj,legg til,lägg till,tilføy,læg,legg,lägg,sæt,sätt in,skriv,ændr,endre,ändra,udsted,utsted,utfärda,lämna,efterlad,videresend",
  hu:
    "fizesd,fizess,térítsd vissza,illeszd be,add hozzá,adj hozzá,tedd,írd,ird,írj,változtasd,módosítsd,modositsd,állítsd ki,küldj,kuldj,küldje el",
  tl:
    "magbayad,bayaran,i-refund,ibalik,i-paste,idikit,idagdag,ilagay,isulat,sumulat,baguhin,palitan,mag-isyu,iwan",
  "id/ms":
    "bayar,bayarkan,kembalikan,tempel,tempelkan,tampal,tambahkan,tambah,masukkan,taruh,letakkan,tulis,tuliskan,ubah,ganti,tukar,terbitkan,keluarkan,tinggalkan",
  tr:
    "öde,iade et,yapıştır,yapistir,koy,yerleştir,yerlestir,yaz,değiştir,degistir,düzenle,duzenle,kes,gönderin,gonderin,ekleyin,yapıştırın,yazın,değiştirin,ödeyin,silin,paylaşın,iletin",
  ca:
    "paga,reemborsa,enganxa,afegeix,insereix,posa,col·loca,escriu,canvia,modifica,emet,envieu,afegiu,enganxeu,escriviu",
  "hr/sr/bs":
    "plati,uplati,vrati,zalijepi,zalepi,dodaj,umetni,stavi,napiši,napisi,promijeni,promeni,izmijeni,izdaj,ostavi,pošaljite,posaljite,dodajte,zalijepite,napišite,platite,obrišite",
  sw: "lipa,rudisha,bandika,ongeza,andika,badilisha,acha,ulipe,uongeze,uandike,ubandike,ubadilishe",
  af: "betaal,terugbetaal,plak,voeg by,plaas,skryf,verander,wysig,reik uit",
  eu: "ordaindu,itzuli,itsatsi,gehitu,txertatu,jarri,idatzi,aldatu,igorri,utzi",
  is: "borgaðu,endurgreiddu,límdu,bættu við,settu,skrifaðu,breyttu,gefðu út,skildu eftir",
  et: "maksa,tagasta,kleebi,lisa,kirjuta,muuda,väljasta,jäta",
  lv: "samaksā,atmaksā,ielīmē,ieliec,uzraksti,raksti,maini,izmaini,izsniedz,atstāj",
  lt: "sumokėk,grąžink,įklijuok,pridėk,įdėk,įrašyk,parašyk,pakeisk,išrašyk,išduok,palik",
  sl: "plačaj,vrni,prilepi,dodaj,vstavi,postavi,napiši,spremeni,izdaj",
  sq: "paguaj,rimburso,ngjit,shto,fut,vendos,shkruaj,ndrysho,lësho",
  az: "ödə,geri qaytar,yapışdır,qoy,yerləşdir,yaz,dəyişdir,burax",
  uz: "to'la,qaytar,joylashtir,qo'sh,qo'y,yoz,o'zgartir,qoldir,chiqar",
  cy:
    "talwch,ad-dala,gludia,ychwanega,ychwanegwch,rhowch,ysgrifenna,ysgrifennwch,newidia,newidiwch,gadewch",
  eo: "pagu,repagu,algluu,aldonu,enmetu,metu,skribu,ŝanĝu,eldonu",
  la: "redde,adde,insere,muta,relinque",
  yo: "san owó,dá padà,lẹ̀ mọ́,fi kún,fi sí,kọ,yí padà,fi sílẹ̀",
  "zu/xh": "khokha,hlawula,buyisela,engeza,yongeza,faka,beka,bhala,shintsha,guqula,khipha,shiya",
  "hi-Latn":
    "pay karo,bhugtan karo,refund karo,paste karo,chipkao,jodo,add karo,daalo,daal do,likho,likh do,badlo,badal do,jaari karo,issue karo,chhodo,chhod do",
  "ru-Latn": "oplati,verni,vstav,dobav,polozhi,napishi,izmeni,vypishi,ostav",
  "ru/uk/bg":
    "оплати,заплати,плати,верни,поверни,върни,вставь,встав,вмъкни,добавь,добави,положи,поклади,сложи,напиши,запиши,измени,зміни,промени,выпиши,випиши,издай,оставь,залиш,остави,добавьте,вставьте,напишите,измените,оплатите,удалите,покажите,пришлите,додайте,вставте,напишіть,змініть",
  el:
    "πλήρωσε,πληρωσε,επίστρεψε,επικόλλησε,πρόσθεσε,προσθεσε,βάλε,βαλε,τοποθέτησε,γράψε,γραψε,άλλαξε,αλλαξε,τροποποίησε,έκδωσε,άφησε,αφησε,προσθέστε,επικολλήστε,γράψτε,αλλάξτε,πληρώστε,διαγράψτε,εκδώστε",
  he: "הדבק,הוסף,הכנס,כתוב,הנפק,השאר,החזר",
  "ar/fa/ur":
    "ادفع,استرد,الصق,أضف,اضف,اكتب,أصدر,اصدر,اترك,بپرداز,پرداخت کن,بازپرداخت کن,بچسبان,اضافه کن,بگذار,بنویس,تغییر بده,صادر کن,ادا کرو,پیسٹ کرو,شامل کرو,لکھو,بدلو,جاری کرو,چھوڑو,ڈالو",
  "hi/bn":
    "भुगतान करो,पैसे लौटाओ,रिफंड,पेस्ट,चिपकाओ,जोड़ो,डालो,लिखो,बदलो,जारी करो,छोड़ो,भेजिए,जोड़ें,लिखें,बदलें,डालें,चिपकाएं,दिखाइए,পেস্ট কর,যোগ কর,লিখুন,বদলাও,পরিবর্তন কর,পাঠিয়ে দিন,মুছুন",
  th: "ชำระเงิน,คืนเงิน,วาง,เพิ่ม,ใส่,เขียน,เปลี่ยน,แก้ไข,ออกใบ,ทิ้งไว้",
  "ja/zh":
    "貼り付け,貼って,追加,加えて,入れて,置いて,書いて,書き込,記入,変更,変えて,発行,返金,支払,払って,残して,送付,挿入,付けて,粘贴,粘貼,添加,加上,放入,写入,寫入,写上,填写,修改,更改,开具,開具,签发,退款,支付,付款,留下,留言",
  ko:
    "붙여,추가해,넣어,적어,써 줘,작성해,변경해,바꿔,수정해,발급해,발행해,환불해,지불해,결제해,입력해,삽입해,남겨",
  "sr/mk/kk":
    "плати,уплати,врати,залепи,додај,убаци,стави,напиши,промени,измени,издај,остави,төле,қайтар,қой,қос,жаз,өзгерт,бер,қалдыр",
  ka: "გადაიხადე,დააბრუნე,ჩასვი,დაამატე,ჩადე,დაწერე,შეცვალე,გაეცი,დატოვე",
  hy: "վճարիր,վերադարձրու,տեղադրիր,ավելացրու,դիր,գրիր,փոխիր,թողարկիր",
  am: "ክፈል,ለጥፍ,ጨምር,አስገባ,አኑር,ጻፍ,ቀይር,አውጣ",
  ta: "செலுத்து,ஒட்டு,சேர்,எழுது,மாற்று,வழங்கு",
  te: "చెల్లించు,వాపసు,అతికించు,జోడించు,పెట్టు,రాయి,వ్రాయి,మార్చు,జారీ చేయి,వదిలివేయి",
  kn: "ಪಾವತಿಸಿ,ಅಂಟಿಸಿ,ಸೇರಿಸಿ,ಬರೆಯಿರಿ,ಬದಲಿಸಿ,ನೀಡಿ",
  ml: "പണമടയ്ക്കുക,റീഫണ്ട്,ഒട്ടിക്കുക,ചേർക്കുക,വയ്ക്കുക,എഴുതുക,മാറ്റുക,വിടുക",
  "mr/ne":
    "परत कर,पेस्ट कर,जोडा,टाका,लिहा,बदला,जारी कर,सोडा,फिर्ता गर,टाँस,थप्नुहोस्,राख्नुहोस्,लेख्नुहोस्,बदल्नुहोस्",
  gu: "ચૂકવો,રિફંડ,પેસ્ટ કરો,ઉમેરો,મૂકો,લખો,બદલો,જારી કરો,છોડો",
  pa: "ਭੁਗਤਾਨ ਕਰੋ,ਵਾਪਸ ਕਰੋ,ਪੇਸਟ,ਜੋੜੋ,ਪਾਓ,ਲਿਖੋ,ਬਦਲੋ,ਜਾਰੀ ਕਰੋ,ਛੱਡੋ",
  si: "ගෙවන්න,අලවන්න,එකතු කරන්න,දමන්න,ලියන්න,වෙනස් කරන්න,නිකුත් කරන්න,තබන්න",
  km: "បង់ប្រាក់,សងប្រាក់វិញ,បិទភ្ជាប់,បន្ថែម,ដាក់,សរសេរ,ផ្លាស់ប្តូរ",
  my: "ပေးချေ,ငွေပြန်အမ်း,ကူးထည့်,ထည့်,ရေး,ပြောင်း,ထုတ်ပေး,ထားခဲ့",
};
