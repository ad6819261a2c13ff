// Injection round 57 (issue 13; v46 and trn3 guided, the same role words in trn1, trn2, v17 and
// v19–v39): forged_turn.ts's closed block and forged turn, in languages whose role words its
// lexicon lacks (Turkish "İnsan:"/"Asistan:", Romanian "Utilizator:", Hungarian "Asszisztens:",
// Indonesian "Pengguna:", Finnish "Käyttäjä:"). The closing line and the ask are read by that
// rule's own test, so the shape is the same one and only the role words are new.
import { FORGED_TURN_RULES } from "./forged_turn.ts";
import type { PhraseRule } from "./phrase_rule.ts";

const ROLE_MORE = String
  .raw`(?:İ|i̇|i)nsan|asistan|asszisztens|felhasználó|rendszer|utilizator(?:ul)?|pengguna|asisten|käyttäjä|avustaja|järjestelmä`;
const FORGED_TURN_MORE = new RegExp(
  String.raw`\n(?:[ \t]*\r?\n){0,3}[ \t]*(?:${ROLE_MORE})[ \t]*[:：]`,
  "iu",
);

export const FORGED_TURN_MORE_RULES: PhraseRule[] = [{
  id: "tool-boundary-spoof",
  severity: "high",
  where: ["r"],
  keywords: [
    "nsan",
    "asistan",
    "asszisztens",
    "felhaszn",
    "rendszer",
    "utilizator",
    "pengguna",
    "asisten",
    "yttäjä",
    "avustaja",
    "rjestelmä",
  ],
  re: FORGED_TURN_MORE,
  accept: FORGED_TURN_RULES[0].accept,
}];
