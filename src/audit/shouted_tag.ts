// Injection rounds 28 and 28b (v29 and v30 guided): the <IMPORTANT> pseudo-tag of poisoned
// descriptions in any language, as an opened-and-closed pair of the same name. Either the name is
// a shouted word (<WICHTIG>…</WICHTIG>, <ВАЖНО>…</ВАЖНО>) or a word of a script without case
// (<重要>…</重要>) around prose, or it is one of the words "important", "system" or "instruction(s)"
// in the lexicon languages, whatever the body. No tool's documentation marks its own prose that
// way. HTML elements, which some vendors write in capitals, are not such a tag.
import type { PhraseRule } from "./phrase_rule.ts";

const NAME = String
  .raw`\p{Lu}[\p{Lu}\p{M}]{2,24}|[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Thai}]{1,12}`;
// "Important", "system" and "instruction(s)" (the English words are marker_rules.ts's). Upper
// case only where the script has case.
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
// A listed word needs only its closing tag; a shouted name needs a prose body (a sentence end
// inside, no other tag). The listed words come first, so where both fit the match is the opening
// tag alone.
const PSEUDO_TAG = new RegExp(
  String.raw`<(${
    TAG_WORDS.join("|")
  })>(?=[^]{1,600}?</\1>)|<(${NAME})>(?=[^<>]{0,600}[.!?。！？])[^<>]{12,600}<\/\2>`,
  "u",
);
const HTML_NAMES = new Set(
  "HTML HEAD BODY TITLE TABLE THEAD TBODY CODE SPAN STRONG FONT CENTER SCRIPT STYLE FORM DIV PRE XML CDATA NOTE LABEL BUTTON SELECT OPTION TEXTAREA INPUT CAPTION SMALL ABBR"
    .split(" "),
);

export const SHOUTED_TAG_RULES: PhraseRule[] = [
  {
    id: "important-pseudo-tag",
    severity: "high",
    where: ["d"],
    // The closing tag's "</": the keyword automaton holds at most 255 distinct characters (shared
    // with the redaction rules), and the tag words would add some 30.
    keywords: ["</"],
    re: PSEUDO_TAG,
    accept: (text, start) => {
      const name = /^<([^>]+)>/.exec(text.slice(start, start + 40))?.[1] ?? "";
      return !HTML_NAMES.has(name);
    },
  },
];
