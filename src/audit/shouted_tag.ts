// Injection round 28 (v29 and v30 guided): the <IMPORTANT> pseudo-tag of poisoned descriptions in
// any language. A description that wraps sentences in a tag whose name is a shouted word
// (<WICHTIG>…</WICHTIG>, <ВАЖНО>…</ВАЖНО>) or a word of a script without case (<重要>…</重要>)
// sets text apart for the model: no tool's documentation marks its own prose that way. HTML
// elements, which some vendors write in capitals, are not such a tag.
import type { PhraseRule } from "./phrase_rule.ts";

const NAME = String
  .raw`\p{Lu}[\p{Lu}\p{M}]{2,24}|[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Thai}]{1,12}`;
// The body is prose: at least one sentence end inside, no other tag.
const SHOUTED_TAG = new RegExp(
  String.raw`<(${NAME})>(?=[^<>]{0,600}[.!?。！？])[^<>]{12,600}<\/\1>`,
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
    keywords: ["</"],
    re: SHOUTED_TAG,
    accept: (text, start) => {
      const name = /^<([^>]+)>/.exec(text.slice(start, start + 40))?.[1] ?? "";
      return !HTML_NAMES.has(name);
    },
  },
];
