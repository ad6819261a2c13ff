// Override phrases ("ignore/forget the previous instructions") in Arabic, Hindi, Ukrainian,
// Vietnamese, Indonesian/Malay and Swedish: a verb family and an object family within a clause.
import type { PhraseRule } from "./phrase_rule.ts";

const G = String.raw`[^.!?\n।]{0,40}?`;

function lang(keywords: string[], parts: string[]): PhraseRule {
  return {
    id: "multilingual-override",
    severity: "high",
    where: ["d", "r"],
    keywords,
    re: new RegExp(parts.join("|"), "iu"),
  };
}

const AR_VERB = String.raw`تجاهل|تجاهلي|انس|انسَ|اِنسَ|أهمل|اهمل|تخط|لا\s+تتبع`;
const AR_OBJ = String.raw`التعليمات|الأوامر|الاوامر|التوجيهات|القواعد|الإرشادات|الارشادات`;
const HI_VERB = String.raw`अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल|उपेक्षा|मत\s+मानो`;
const HI_OBJ = String.raw`निर्देश|नियम|आदेश|हिदायत`;
const UK_VERB = String
  .raw`ігноруй|ігноруйте|забудь|забудьте|не\s+зважай|не\s+зважайте|відкинь|скасуй`;
const UK_OBJ = String.raw`інструкці|вказівк|правил|настанов|директив`;
const VI_VERB = String.raw`bỏ\s+qua|quên|phớt\s+lờ|lờ\s+đi|không\s+tuân\s+theo`;
const VI_OBJ = String.raw`hướng\s+dẫn|chỉ\s+dẫn|chỉ\s+thị|quy\s+tắc|mệnh\s+lệnh|lệnh`;
const ID_VERB = String.raw`abaikan|lupakan|hiraukan|jangan\s+ikuti|acuhkan`;
const ID_OBJ = String.raw`instruksi|perintah|arahan|aturan|petunjuk|pedoman`;
const SV_VERB = String.raw`ignorera|glöm|bortse\s+från|strunta\s+i|följ\s+inte`;
const SV_OBJ = String.raw`instruktioner|regler|anvisningar|direktiv|riktlinjer`;

// Round 12: Hungarian ("Hagyd figyelmen kívül az eddigi utasításokat!"), a prior or "all"
// qualifier before the object; the sentence scorer's Hungarian lexicon lacked "eddigi".
const HU_VERB = String
  .raw`hagy(?:d|ja|játok)\s+figyelmen\s+k[ií]v[uü]l|felejts(?:d|e)\s+el|ne\s+ve(?:dd|gye)\s+figyelembe|ne\s+k[öo]vesd`;
const HU_OBJ = String.raw`utas[ií]t[aá]s|szab[aá]ly|el[őo][ií]r[aá]s|ir[aá]nyelv`;

// Round 18: Persian puts the verb last ("همه دستورهای قبلی را نادیده بگیر"), after the object and
// its "previous"; left by rounds 16–17 (in v18, v20 and v21). Its letters (ک گ ی پ چ ژ) pick it.
const FA_OBJ = String.raw`دستور|دستورالعمل|قوانین|قواعد|رهنمود|راهنمایی`;
const FA_VERB = String.raw`نادیده\s+بگیر|فراموش\s+کن|کنار\s+بگذار|رها\s+کن|اعتنا\s+نکن`;

/** Non-ASCII scripts: [language, script test, pattern]; read by otherScriptHit. */
export const MORE_OTHER: Array<[string, RegExp, RegExp]> = [
  [
    "ar",
    /[\u0600-\u06FF]/,
    new RegExp(String.raw`(?:${AR_VERB})${G}(?:${AR_OBJ})${G}(?:السابقة|القديمة|الأصلية)`, "u"),
  ],
  [
    "fa",
    /[\u06A9\u06AF\u06CC\u067E\u0686\u0698]/,
    new RegExp(String.raw`(?:${FA_OBJ})${G}(?:قبلی|پیشین|سابق|قدیمی)${G}(?:${FA_VERB})`, "u"),
  ],
  [
    "hi",
    /[\u0900-\u097F]/,
    new RegExp(String.raw`(?:पिछले|पूर्व|पहले\s+के|पुराने)${G}(?:${HI_OBJ})${G}(?:${HI_VERB})`, "u"),
  ],
  [
    "uk",
    /[\u0400-\u04FF]/,
    new RegExp(
      String.raw`(?:${UK_VERB})${G}(?:попередн|усі|всі|старі|початков)${G}(?:${UK_OBJ})`,
      "iu",
    ),
  ],
  [
    "vi",
    /[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđư]/i,
    new RegExp(String.raw`(?:${VI_VERB})${G}(?:${VI_OBJ})${G}(?:trước|cũ|ban\s+đầu)`, "iu"),
  ],
];

/** ASCII-gated languages (Indonesian/Malay, Swedish). */
export const MULTILINGUAL_MORE: PhraseRule[] = [
  lang(["abaikan", "lupakan", "hiraukan", "jangan ikuti", "acuhkan"], [
    String.raw`(?:${ID_VERB})${G}(?:${ID_OBJ})${G}(?:sebelumnya|sebelum\s+ini|lama|awal)`,
  ]),
  lang(["figyelmen", "felejts", "figyelembe"], [
    String
      .raw`(?:${HU_VERB})\s+(?:az?\s+)?(?:eddigi|kor[aá]bbi|el[őo]z[őo]|r[eé]gi|eredeti|[öo]sszes|minden)\s+(?:(?:kor[aá]bbi|el[őo]z[őo])\s+)?(?:${HU_OBJ})`,
  ]),
  lang(["ignorera", "strunta i", "tidigare", "gamla", "ursprungliga"], [
    String
      .raw`(?:${SV_VERB})\s+(?:alla\s+|samtliga\s+|dina\s+)?(?:tidigare|föregående|gamla|ursprungliga)\s+(?:${SV_OBJ})`,
  ]),
];
