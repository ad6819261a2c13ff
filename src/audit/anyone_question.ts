// Redaction round red90 (issue 13): the value given in reply to "anyone know / got …?" or "what
// does <system> want?". Asking the room whether anyone has a thing, or what a system wants at its
// sign-in, is how a colleague asks a group chat for a login without naming it; the reply is read
// as red87 reads the reply to "what do I type for <system>?" (entry_question.ts), with its shape
// test and exclusions. Tuning sets: v49, v65.
import { findReplies } from "./entry_question.ts";
import type { TextRule } from "./rule_kit.ts";

const END = String.raw`(?![\p{L}])`;
const WHO = String.raw`(?:any|some)\s?(?:one|body)`;
// "anyone know / have / got …?", "has anyone got …?", "what does X want?", and the same question
// in the sets' languages (German, French, Spanish, Portuguese, Italian, Dutch, Polish, Russian).
const ASKS = new RegExp(
  [
    String.raw`(?<![\p{L}])${WHO}\s+(?:know|knows|have|has|got)${END}`,
    String.raw`(?:has|have|does|did)\s+${WHO}\s+(?:got|have|know)${END}`,
    String.raw`what\s+(?:does|do|did|will)\s+[^?\n]{1,60}?\s+want${END}`,
    String.raw`what\s+[^?\n]{1,60}?\s+wants${END}`,
    String.raw`(?:hat|weiß|weiss)\s+jemand${END}`,
    String.raw`quelqu['’]un\s+(?:a|aurait|sait|conna[iî]t)${END}`,
    String.raw`alguien\s+(?:tiene|sabe)${END}`,
    String.raw`alguém\s+(?:tem|sabe)${END}`,
    String.raw`qualcuno\s+(?:ha|sa|conosce)${END}`,
    String.raw`(?:heeft|weet)\s+iemand${END}`,
    String.raw`ktoś\s+(?:ma|zna|wie)${END}`,
    String.raw`(?:кто-нибудь|кто-то)\s+знает${END}`,
    String.raw`у\s+кого-(?:нибудь|то)\s+есть${END}`,
  ].join("|"),
  "iu",
);

export const ANYONE_QUESTION_RULES: TextRule[] = [{
  id: "anyone-question",
  category: "secret",
  keywords: ["?", "？"],
  find: (text: string) => findReplies(text, ASKS, "anyone-question"),
}];
