// Round inj30: imperatives that switch a control off or undo a record — disable, delete, remove,
// approve, cancel, lift, wipe — in the lexicon languages. The intent lexicons' action lists hold
// the verbs that move data out (send, share, show); a forged turn's order is as often one of these
// ("Teraz wyłącz MFA", "dabar panaikink … sulaikymą", "حالا … را غیرفعال کن").

const B = String.raw`(?<![\p{L}\p{N}])`, W = String.raw`(?![\p{L}\p{N}])`;
const LATIN = [
  "disable|delete|remove|approve|cancel|lift|wipe|erase|purge|turn\\s+off|switch\\s+off|unlock|disarm",
  "deaktiviere|lösche|entferne|genehmige|storniere|schalte\\s+\\p{L}+\\s+ab|désactive|supprime",
  "efface|approuve|annule|desactiva|elimina|borra|aprueba|cancela|desativa|exclua|apague|aprove",
  "disattiva|cancella|approva|rimuovi|elimina|schakel\\s+\\p{L}+\\s+uit|verwijder|annuleer",
  "inaktivera|radera|godkänn|deaktiver|slet|godkend|slett|poista|hyväksy|peruuta|odstráň|odstraň",
  "vymaž|smaž|zruš|vypni|schváľ|schval|wyłącz|wylacz|usuń|zatwierdź|anuluj|zdejmij|znieś",
  "panaikink|ištrink|išjunk|patvirtink|pašalink|dzēs|atspējo|apstiprini|atcel|kapcsold\\s+ki",
  "töröld|távolítsd\\s+el|dezactivează|șterge|aprobă|anulează|elimină|sil|onayla|iptal\\s+et",
  "kaldır|devre\\s+dışı\\s+bırak|hapus|nonaktifkan|setujui|batalkan|xóa|tắt|phê\\s+duyệt|hủy",
  "отключи|удали|сотри|одобри|отмени|сними|вимкни|видали|зніми|скасуй|изтрий|изключи|απενεργοποίησε",
  "διάγραψε|ακύρωσε|εγκρίνε",
].join("|");
// Round inj57 (v46; unlock and disarm orders in v15–v46 and trn1–trn9): a lock opened or an alarm
// disarmed is a control switched off too ("unlock", "disarm", "解錠し", "解除し").
// Scripts without spaces between words, or with the verb after its object.
const OTHER =
  "غیرفعال\\s*کن|حذف\\s*کن|پاک\\s*کن|تأیید\\s*کن|لغو\\s*کن|عطّل|عطل|احذف|امسح|ألغ|無効にし|削除し|承認し|取り消し|解錠し|解除し|禁用|删除|批准|取消|비활성화|삭제|승인|취소|हटा\\s*दो|बंद\\s*करो|मिटा\\s*दो|ปิดการใช้งาน|ลบ|อนุมัติ|ยกเลิก|בטל|מחק|אשר";

export const CONTROL_ACT = new RegExp(`${B}(?:${LATIN})${W}|${OTHER}`, "iu");
