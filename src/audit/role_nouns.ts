// Nouns for an automation role, in the lexicon languages, as they head an addressee label
// ("Fleet assistant:", "Rakennusavustaja:", "ügynöknek:", "агент:", "机器人的指令："). Compounds
// are read: the stem may end a longer word ("Täsmäytysbotille", "opsbot").
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;

// Word-spaced languages where the modifier comes first ("Network assistant") or after a
// preposition ("asistente de IA", "AGENT D'ANALYSE", "ШІ з управління змінами").
const SPACED = [
  `${B}(?:ai|ki|ia|llm|ии|ші)${E}`,
  String.raw`(?:assist(?:ant|ent)|asistent|asystent|asszisztens|avustaja)\p{L}{0,6}`,
  String.raw`agent\p{L}{0,5}|${B}agen${E}|${B}ajan(?:ı|a)?${E}|ügynök\p{L}{0,5}`,
  String.raw`bot(?:s|ille|ile|una|u|a|y|ów|ot|en|ten|ok|ja|e)?${E}|robô`,
  String.raw`(?:ассистент|асистент|помощник|помічник|агент)\p{L}{0,4}|${B}(?:чат-)?бот\p{L}{0,3}`,
  // Round 21: Greek ("Βοηθέ της επιτροπής:", "ΒΟΗΘΕ ΤΕΧΝΗΤΗΣ ΝΟΗΜΟΣΥΝΗΣ VTS:").
  String.raw`${B}βοηθ(?:[οό]ς|[οό]ύ?|[εέ]|[οό][ιί]|[ωώ]ν|[οό][υύ]ς?)${E}`,
  // Round 20: the automation itself ("TO OPS AUTOMATION:", "Operator automat:", "Hasar
  // otomasyonuna:", "Attention automated receiving:", "Untuk orkestrator:"), one noun after it.
  String
    .raw`(?:otomasyon|orchestrat|orkestrat|автоматиз)\p{L}{0,8}|(?:${B}automat|automatiz|automatis)\p{L}{0,8}(?:\s+(?!(?:settings?|config\p{L}*|rules?|policy|logs?|docs?|notes?|test\p{L}*|backups?)${E})\p{L}{2,18})?`,
].join("|");
// After the noun: "AI" again, then a prepositional or relative modifier, short.
const SPACED_TAIL = String
  .raw`(?:[-\s]+(?:ai|ia|ki|ии|ші)${E})?(?:\s+(?:της|του|των)?\s*[\p{Script=Cyrillic}\p{Script=Greek}]{3,20}(?:\s+[\p{Script=Greek}]{3,20}){0,2}(?:\s+[A-Z]{2,5})?)?(?:\s+(?:de|d'|della|dell'|del|do|da|du|des|of|van|för|for|der|з|для|по|с|из)\s*[^.!?;:\n,()]{1,25}?|,?\s+(?:który|która|które|que|qui|who|that|which|che|som|joka|aki|делающ\p{L}*|котор\p{L}*|що|яки\p{L}*)\s[^.!?;:\n()]{1,40}?)?`;

// Scripts without word spaces: a particle or "的指令" may follow the noun ("AI에게:", "へ：").
const UNSPACED = String
  .raw`(?:${B}ai|助手|机器人|機器人|ボット|アシスタント|エージェント|어시스턴트|에이전트|봇|(?:自動化|自动化|자동화)(?:\s*(?:システム|系统|시스템))?)[^\s.!?;:\n。：！？a-z]{0,4}(?:\s*알림)?`;
// Head-first languages: the modifier follows ("עוזר רצפת הייצור", "trợ lý mạng", "دستیار هوشمند").
const HEAD_FIRST = String
  .raw`(?:trợ\s+lý|دستیار|مساعد|(?:ال)?بوت|(?:ال)?وكيل|עוזר|סוכן|ผู้ช่วย)[^.!?;:\n。：]{0,30}?`;

/** The label: the noun and its modifier, then a colon; or a bare Latin-script noun and a comma. */
export const LABEL = new RegExp(
  String
    .raw`(?:(?:${SPACED})${SPACED_TAIL}|${UNSPACED}|${HEAD_FIRST})[^\S\n]*[:：]|(?:${SPACED}),`,
  "iu",
);

/**
 * The Latin-script nouns as plain literals: the phrase rule searches for these (70 µs on 60 KB)
 * and reads the label from each with a sticky LABEL (searched for, LABEL costs ~120 ns a
 * character, 7 ms on the 60 KB attack payload).
 */
export const NOUN_LITERAL =
  /assist(?:ant|ent)|asistent|asystent|asszisztens|avustaja|agent|agen|ajan|bot|ai|ia|ki|llm|automat|otomasyon|orchestrat|orkestrat/i;
