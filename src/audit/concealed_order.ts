// Injection round 22: an order whose writer asks that it be kept quiet ("…, and don't mention
// it", "y no lo indiques en el resumen", "und erwähne das nicht", "и ничего не сообщай", "i nie
// wspominaj o tym", "Do not disclose this step."). The concealment rule needs the user named; here
// the concealment is an imperative joined to an order in the same or the previous sentence, so a
// warning alone ("Never show your PIN to anyone.") or a reply ("Don't mention it!") is no finding.
import type { PhraseRule } from "./phrase_rule.ts";
import { actedOrder } from "./role_addressed.ts";

// The concealment as a second imperative: after "and", a semicolon or comma, or a sentence start
// (read in accept, so the search starts only at the concealment's first word).
const JOIN = /(?:^|[.;,:!]\s*|\s(?:and|und|y|e|et|i|и|і|és|og|och|ja|en|și|a)\s+)(?:ничего\s+)?$/iu;
const HIDE = String
  .raw`(?:do\s+not|don'?t|never)\s+(?:mention|disclose|show|tell|report|log)\s+(?:it|this|that|them|anyone|anybody|(?:this|the)\s+(?:step|fee|note|change|instruction|transfer|copy|user|operator))\b|no\s+(?:lo\s+|la\s+|le\s+)?(?:menciones|indiques|informes|digas|muestres)|erwähne\s+(?:das|dies|es)\s+nicht|не\s+(?:сообщай|говори|упоминай)|nie\s+(?:wspominaj|informuj|mów)\s+o\s+tym|non\s+(?:menzionarlo|dirlo|segnalarlo)|não\s+(?:mencione|informe|diga)|ne\s+(?:le\s+)?(?:mentionne|signale)\s+pas|ne\s+szólj|äläkä\s+(?:kerro|mainitse|ilmoita|tee\s+siitä)`;

const CONCEALED = new RegExp(`(?<![\\p{L}])(?:${HIDE})(?![\\p{L}])`, "iu");

// The order: the text from the previous sentence's start up to the concealment.
// A dot inside a word ("example.net", "v2.1") ends no sentence.
const BACK = /(?:(?:[^.!?\n]|[.!?](?!\s))*[.!?]\s+)?(?:[^.!?\n]|[.!?](?!\s))*$/u;

// Imperatives role_addressed.ts's lists lack that a concealed order opens with: keep, set,
// raise, create, change, carry out.
const MORE = new RegExp(
  String
    .raw`(?:^|[.;,:!]\s*)(?:keep|setze|stelle|ändere|erhöhe|incrementa|aumenta|crea|cambia|pon|hajtsd\s+végre|töröld|küldd|augmente|crée|mets|modifie)(?![\p{L}])`,
  "iu",
);

function ordered(text: string, start: number): boolean {
  const before = BACK.exec(text.slice(Math.max(0, start - 300), start))![0];
  return actedOrder(before) || MORE.test(before);
}

// Reported as "concealed-from-user" (a second object, as round 21 did for "authority-claim"): a
// new id would need a positive in quality.ts, which the classifier trains on (no retraining here).
export const CONCEALED_ORDER_RULES: PhraseRule[] = [{
  id: "concealed-from-user",
  severity: "high",
  where: ["d", "r"],
  // Two-word keywords: "show", "tell" and "nicht" alone wake the rule on most prose.
  // The concealment as written: "show", "tell" and "nicht" alone wake the rule on most prose.
  keywords: [
    "do not mention",
    "don't mention",
    "never mention",
    "do not disclose",
    "don't disclose",
    "never disclose",
    "do not show",
    "don't show",
    "never show",
    "do not tell",
    "don't tell",
    "never tell",
    "do not report",
    "don't report",
    "never report",
    "do not log",
    "don't log",
    "never log",
    "no menciones",
    "no lo ",
    "no la ",
    "no le ",
    "no indiques",
    "no informes",
    "no digas",
    "no muestres",
    "erwähne",
    "не сообщай",
    "не говори",
    "не упоминай",
    "nie wspominaj",
    "nie informuj",
    "nie mów",
    "non menzionarlo",
    "non dirlo",
    "non segnalarlo",
    "não mencione",
    "não informe",
    "não diga",
    "ne le mentionne",
    "ne mentionne",
    "ne le signale",
    "ne signale",
    "ne szólj",
    "äläkä",
  ],
  re: CONCEALED,
  accept: (text, start) =>
    JOIN.test(text.slice(Math.max(0, start - 12), start)) && ordered(text, start),
}];
