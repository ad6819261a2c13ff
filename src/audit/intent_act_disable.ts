// Act verbs of one more concept (injection round 62): switch off / disable / deactivate, which
// the English act list has held since round 2 ("disable") and no other lexicon did. A safeguard
// turned off (an audit log, two-step sign-in, a confirmation, a scanner) is what many attacks ask
// for in any language. The forms are the grammar's imperatives (2sg, and the polite or plural form
// where orders use it), for every main lexicon language, not the wording of any set. Keyed like
// ACT_CONCEPTS; `lexicon()` appends them to the rules' act list only (the classifier reads the
// lists as shipped, so its weights stay as trained).
// Left out, as round 30 did: forms that are English words or other common words ("coupe",
// "suspends", Swahili "zima" = whole, Hebrew "השבת" = the Sabbath, Arabic "عطل" = a fault), and
// separable verbs whose particle follows the object ("schalte … aus", "zet … uit"). Thai
// "ปิด" lies inside "เปิด" (open): only the longer forms.
export const ACT_DISABLE: Record<string, string> = {
  es: "desactiva,desactive,desactivad,deshabilita,deshabilite,inhabilita,inhabilite,apaga,apague",
  fr: "désactive,désactivez,desactive,desactivez,éteins,éteignez,suspendez",
  de: "deaktiviere,deaktivier,deaktivieren sie",
  it: "disattiva,disattivi,disattivate,disabilita,disabiliti,disabilitate,spegni,spenga",
  pt: "desative,desativa,desativem,desabilite,desabilita,desligue,desliga",
  nl: "deactiveer",
  pl: "wyłącz,wylacz,wyłączcie,dezaktywuj,dezaktywujcie",
  "cs/sk": "vypni,vypněte,vypnite,deaktivuj,deaktivujte",
  ro: "dezactivează,dezactiveaza,dezactivați,dezactivati,oprește,opreste,opriți",
  fi: "poista käytöstä,sammuta,kytke pois",
  "da/no/sv": "deaktiver,deaktivera,slå fra,slå av,stäng av,stang av,skru av,sluk for,inaktivera",
  hu: "kapcsold ki,kapcsolja ki,tiltsd le,tiltsa le",
  tl: "i-disable,patayin",
  "id/ms": "nonaktifkan,matikan,nyahaktifkan,lumpuhkan",
  tr: "devre dışı bırak,devre disi birak,devre dışı bırakın,kapat,kapatın",
  ca: "desactiva,desactiveu,apaga,apagueu",
  "hr/sr/bs": "isključi,iskljuci,isključite,onemogući,onemoguci,deaktiviraj",
  "ru/uk/bg":
    "отключи,отключите,выключи,выключите,деактивируй,вимкни,вимкніть,відключи,відключіть,деактивуй,изключи,изключете,деактивирай",
  el: "απενεργοποίησε,απενεργοποιήστε,απενεργοποιησε",
  he: "נטרל,נטרלו,כבה את",
  "ar/fa/ur": "عطّل,أوقف,اوقف,أطفئ,غیرفعال کن,غیر فعال کن,خاموش کن,بند کرو,غیر فعال کرو",
  "hi/bn": "बंद कर दो,बंद करो,बंद करें,बंद कर दें,निष्क्रिय करो,निष्क्रिय करें,বন্ধ কর,নিষ্ক্রিয় কর",
  th: "ปิดการใช้งาน,ให้ปิด,ปิดระบบ",
  "ja/zh": "無効にして,無効化して,オフにして,停止して,关闭,關閉,禁用,停用",
  ko: "비활성화해,비활성화하세요,꺼 줘,꺼줘,끄세요,꺼 주세요,끄고,해제해",
  "sr/mk/kk": "искључи,исклучи,онемогући",
};
