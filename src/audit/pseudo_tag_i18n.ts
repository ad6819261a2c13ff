// Injection round 28b (issue 13): the `<IMPORTANT>…</IMPORTANT>` wrapper of tool poisoning,
// written in the description's own language (`<WICHTIG>`, `<重要>`, `<IMPORTANTE>`, `<ВАЖНО>`).
// Only as an opened-and-closed pair of the same word inside a description: a lone `<Wichtig>` or
// an XML element elsewhere is not the second channel this wrapper opens.
import type { PhraseRule } from "./phrase_rule.ts";

// "Important", "system" and "instruction(s)" in the languages the lexicons cover (the English
// words are marker_rules.ts's). Upper case only where the script has case, as there.
const TAG_WORDS = [
  "WICHTIG",
  "IMPORTANTE",
  "ВАЖНО",
  "WAŻNE",
  "ÖNEMLİ",
  "BELANGRIJK",
  "VIKTIGT",
  "VIGTIGT",
  "TÄRKEÄÄ",
  "PENTING",
  "QUAN TRỌNG",
  "重要",
  "注意",
  "중요",
  "SISTEMA",
  "SYSTÈME",
  "СИСТЕМА",
  "システム",
  "系统",
  "시스템",
  "ANWEISUNG",
  "ANWEISUNGEN",
  "INSTRUCCIÓN",
  "INSTRUCCIONES",
  "INSTRUÇÕES",
  "ИНСТРУКЦИЯ",
  "指示",
  "指令",
  "지시",
];
const PAIR = new RegExp(String.raw`<(${TAG_WORDS.join("|")})>(?=[^]{1,600}?</\1>)`, "u");

export const PSEUDO_TAG_I18N_RULES: PhraseRule[] = [{
  // Same id as the English wrapper's rule (a new id needs a classifier training positive).
  id: "important-pseudo-tag",
  severity: "high",
  where: ["d"],
  // The closing tag's "</": the keyword automaton holds at most 255 distinct characters (shared
  // with the redaction rules), and the tag words would add some 30.
  keywords: ["</"],
  re: PAIR,
}];
