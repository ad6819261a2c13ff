// Cost round 39 (issue 13): role_addressed.ts reads the addressee label (role_nouns.ts LABEL)
// ending at each colon of a text with letters beyond ASCII, ~0.7 µs a colon even where no role
// noun is near. Every branch of LABEL opens with one of these nouns (the stems of its SPACED,
// UNSPACED and HEAD_FIRST lists, copied character for character), so a clause with none of
// them holds no label, and the search there can be skipped without changing any answer.

/** A literal every match of each LABEL branch holds, read with LABEL's flags (case folding alike). */
export const LABEL_NOUN_STEMS: readonly string[] = [
  "ai",
  "ki",
  "ia",
  "llm",
  "ии",
  "ші",
  "assist",
  "asistent",
  "asystent",
  "asszisztens",
  "avustaja",
  "agen",
  "ajan",
  "ügynök",
  "bot",
  "robô",
  "ассистент",
  "асистент",
  "помощник",
  "помічник",
  "агент",
  "бот",
  "βοηθ",
  "otomasyon",
  "orchestrat",
  "orkestrat",
  "автоматиз",
  "automat",
  "助手",
  "机器人",
  "機器人",
  "ボット",
  "アシスタント",
  "エージェント",
  "어시스턴트",
  "에이전트",
  "봇",
  "自動化",
  "自动化",
  "자동화",
  "trợ",
  "دستیار",
  "مساعد",
  "بوت",
  "وكيل",
  "עוזר",
  "סוכן",
  "ผู้ช่วย",
];

const STEM = new RegExp(LABEL_NOUN_STEMS.join("|"), "giu");

/** Whether `text` holds one of LABEL's noun stems at or after `from` (else LABEL cannot match there). */
export function holdsLabelNoun(text: string, from: number): boolean {
  STEM.lastIndex = from;
  return STEM.test(text);
}
