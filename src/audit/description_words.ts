// Injection round 28b (issue 13): the word lists behind the description rules' structures, one
// row per language, so a structure ("a note for the assistant", "a hidden instruction", "no
// second approval") is written once and read in every language the lists name.

/** The model addressed by a description's label, in the lexicon languages. */
const MACHINE_NOUNS = [
  String.raw`asystent\p{L}*|model\p{L}*|agent\p{L}*|ai|si`, // pl (dla asystenta, modelu, agenta)
  String.raw`ассистент\p{L}*|модел\p{L}*|агент\p{L}*|ии|нейросет\p{L}*`, // ru
  String.raw`asistent\p{L}*|model\p{L}*|agent\p{L}*|ші`, // uk, cs
  String.raw`assistent\p{L}*|model|agent|ai`, // nl, sv
];
/** "Note for the assistant": a note word, then "for" and the model, per language. */
const NOTE_FOR = [
  String.raw`(?:uwaga|notatka|instrukcja|wskazówka|informacja|ważne)\s+dla\s+(?:${
    MACHINE_NOUNS[0]
  })`,
  String
    .raw`(?:примечание|указание|инструкция|заметка|важно|внимание|подсказка)\s+для\s+(?:${
    MACHINE_NOUNS[1]
  })`,
  String.raw`(?:примітка|вказівка|інструкція|важливо|увага)\s+для\s+(?:${MACHINE_NOUNS[2]})`,
  String.raw`(?:notitie|opmerking|instructie|belangrijk)\s+voor\s+(?:het\s+|de\s+)?(?:${
    MACHINE_NOUNS[3]
  })`,
  String.raw`(?:asistan|model|yapay\s+zek[aâ]|ajan)\p{L}*\s+için\s+(?:not|talimat|önemli|uyarı)`,
  String
    .raw`(?:notices?|memo|message|directive)\s+(?:for|to)\s+(?:the\s+|all\s+|any\s+)?(?:ai\s+)?(?:models?|assistants?|agents?|ai|llms?)`,
].join("|");
/** The same in Japanese, Chinese and Korean (no word boundary in these scripts). */
const NOTE_FOR_CJK = String
  .raw`(?:AI|ＡＩ|アシスタント|モデル|エージェント)(?:へ|への(?:注意|指示|メモ|お願い)|に対する指示)|(?:给|致|對|对)(?:AI|ＡＩ|助手|模型|智能体|代理)(?:的)?(?:说明|提示|指令|注意|备注)?|(?:AI|ＡＩ|어시스턴트|모델|에이전트)(?:에게|를\s*위한\s*(?:참고|지시|안내|메모))`;

/** A label naming the model, in the languages the round-25 list lacked, up to its colon. */
export const NOTE_FOR_MACHINE = new RegExp(
  String.raw`(?:(?<!\p{L})(?:${NOTE_FOR})|${NOTE_FOR_CJK})\s*[:：]`,
  "iu",
);

/**
 * A label that calls itself hidden or secret, in any order of noun and adjective ("Instrucción
 * oculta:", "Versteckte Anweisung:", "Hidden setup step (do not disclose):", "Скрытая инструкция:",
 * "隠し指示："). A description's own hidden channel needs nothing more.
 */
const STEP_NOUN = String
  .raw`instrucci[oó]n|instru[cç][aã]o|instructions?|anweisung|schritt|consigne|étape|istruzione|passo|instrukcja|krok|инструкци\p{L}|указани\p{L}|шаг|requirements?|steps?|directives?|rules?|regel|regla|règle|regra|talimat|adım|stap|instructie`;
const HIDDEN_ADJ = String
  .raw`ocult[ao]|cach[ée]e?|versteckte?r?|geheime?r?|nascost[ao]|ukryt[aey]|скрыт\p{L}*|тайн\p{L}*|hidden|secret|gizli|verborgen`;
export const HIDDEN_LABEL = new RegExp(
  String
    .raw`(?<!\p{L})(?:(?:${HIDDEN_ADJ})\s+(?:(?:setup|extra|additional|mandatory|system)\s+)?(?:${STEP_NOUN})|(?:${STEP_NOUN})\s+(?:${HIDDEN_ADJ}))(?!\p{L})(?:\s*\([^)\n]{0,40}\))?\s*[:：]|(?:隠し|秘密の|隐藏|秘密|숨겨진\s*|비밀\s*)(?:指示|指令|手順|步骤|규칙|지시)\s*[:：]`,
  "iu",
);

/**
 * A safeguard waived: "no longer needs approvals", "skip the second-operator confirmation", "bez
 * drugiej akceptacji", "без второго подтверждения", "ohne zweite Freigabe", "承認不要", "无需审批".
 */
export const SAFEGUARD_WAIVED = new RegExp(
  [
    String
      .raw`\b(?:no\s+longer\s+(?:needs?|requires?)|does\s+not\s+need|doesn['’]t\s+need|skip|bypass|without|no)\s+(?:the\s+|any\s+|a\s+)?(?:[\w-]+\s+){0,2}?(?:approvals?|confirmations?|sign-?offs?|reviews?|second\s+signatures?)\b`,
    String
      .raw`(?<!\p{L})(?:bez|ohne|sin|sans|senza|sem|zonder|без)\s+(?:\p{L}+\s+)?(?:akceptacji|zatwierdzenia|potwierdzenia|zgody|freigabe|bestätigung|genehmigung|aprobaci[oó]n|confirmaci[oó]n|validation|approbation|confirmation|approvazione|conferma|aprova[cç][aã]o|confirma[cç][aã]o|goedkeuring|bevestiging|подтвержд\p{L}*|согласовани\p{L}*|одобрени\p{L}*)`,
    String
      .raw`(?:承認|確認)(?:不要|なし|を省略|をスキップ|は不要)|(?:无需|无须|不需要|跳过)(?:二次)?(?:审批|确认|批准|复核)|(?:승인|확인)\s*(?:없이|불필요|생략)`,
  ].join("|"),
  "iu",
);

/** The user kept out, in the languages round 25's English and Romance list lacked. */
export const USER_KEPT_OUT = new RegExp(
  [
    String
      .raw`(?<!\p{L})(?:nie\s+(?:mów|informuj|wspominaj|pokazuj)|не\s+(?:сообщай|говори|упоминай|показывай)\p{L}*|não\s+(?:reportes|informes?|mencion\p{L}+|digas?|avises?)|no\s+(?:se\s+lo\s+)?(?:digas|menciones|informes|muestres)|no\s+debe\s+mostrarse|ne\s+(?:le\s+)?(?:dis|mentionne|signale)\s+pas|nicht\s+(?:dem\s+)?(?:nutzer|benutzer)|kullanıcıya\s+(?:söyleme|bildirme))(?!\p{L})`,
    String
      .raw`ユーザーに(?:は)?(?:言わ|伝え|知らせ|言及し|表示し)(?:ない|ず)|(?:不要|无需|勿)(?:告诉|告知|通知)(?:用户)?|사용자에게\s*(?:알리지|말하지|표시하지)`,
  ].join("|"),
  "iu",
);

/**
 * Lower-case keywords that gate the label rule for the rows above. The keyword automaton holds at
 * most 255 distinct characters and the redaction and phrase rules share it, so the Japanese,
 * Chinese and Korean labels are gated by characters it already has: the full-width colon those
 * labels end with, "ai", and "密"/"비밀" (secret).
 */
export const LABEL_KEYWORDS = [
  "dla",
  "для",
  "voor",
  "asistan",
  "model",
  "yapay",
  "ajan",
  "notice",
  "memo",
  "message for",
  "message to",
  "directive",
  "ai",
  "：",
  "ocult",
  "cach",
  "versteck",
  "geheim",
  "nascost",
  "ukryt",
  "скрыт",
  "тайн",
  "hidden",
  "secret",
  "gizli",
  "verborgen",
  "密",
  "비밀",
];
