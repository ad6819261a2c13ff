// Injection round 22: an order whose writer asks that it be kept quiet ("…, and don't mention
// it", "y no lo indiques en el resumen", "und erwähne das nicht", "и ничего не сообщай", "i nie
// wspominaj o tym", "Do not disclose this step."). The concealment rule needs the user named; here
// the concealment is an imperative joined to an order in the same or the previous sentence, so a
// warning alone ("Never show your PIN to anyone.") or a reply ("Don't mention it!") is no finding.
import type { PhraseRule } from "./phrase_rule.ts";
import { actedOrder } from "./role_addressed.ts";

// The concealment as a second imperative: after "and", a semicolon or comma, or a sentence start.
const JOIN = String
  .raw`(?:^|[.;,:!]\s*|\s(?:and|und|y|e|et|i|и|і|és|og|och|ja|en|și|a)\s+)`;
const HIDE = String
  .raw`(?:do\s+not|don'?t|never)\s+(?:mention|disclose|show|tell|report|log)\s+(?:it|this|that|them|anyone|anybody|(?:this|the)\s+(?:step|fee|note|change|instruction|transfer|copy|user|operator))\b|no\s+(?:lo\s+|la\s+|le\s+)?(?:menciones|indiques|informes|digas|muestres)|erwähne\s+(?:das|dies|es)\s+nicht|(?:ничего\s+)?не\s+(?:сообщай|говори|упоминай)|nie\s+(?:wspominaj|informuj|mów)\s+o\s+tym|non\s+(?:menzionarlo|dirlo|segnalarlo)|não\s+(?:mencione|informe|diga)|ne\s+(?:le\s+)?(?:mentionne|signale)\s+pas|ne\s+szólj|äläkä\s+(?:kerro|mainitse|ilmoita|tee\s+siitä)`;

const CONCEALED = new RegExp(`${JOIN}(?:${HIDE})(?![\\p{L}])`, "iu");

// The order: the text from the previous sentence's start up to the concealment.
const BACK = /(?:[^.!?\n]*[.!?]\s*)?[^.!?\n]*$/u;

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

export const CONCEALED_ORDER_RULES: PhraseRule[] = [{
  id: "concealed-order",
  severity: "high",
  where: ["d", "r"],
  keywords: [
    "mention",
    "disclose",
    "show",
    "tell",
    "report",
    "log",
    "menciones",
    "indiques",
    "informes",
    "digas",
    "muestres",
    "nicht",
    "сообщай",
    "говори",
    "упоминай",
    "wspominaj",
    "informuj",
    "mów",
    "menzionarlo",
    "dirlo",
    "segnalarlo",
    "mencione",
    "informe",
    "diga",
    "mentionne",
    "signale",
    "szólj",
    "äläkä",
  ],
  re: CONCEALED,
  accept: (text, start) => ordered(text, start),
}];
