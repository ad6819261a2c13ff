// Injection round 71 (issue 13; v55 guided, the same header missed in v26, v29, v35, v41, v42,
// v43, v45, v50 and trn5): a line or field headed by an urgency word and the sender it claims
// ("URGENT from the CEO's office:", "BRÅDSKANDE från Aoife (mobilen, …):", "ΕΠΕΙΓΟΝ από το γραφείο
// του CEO:", "SÜRGŐS az igazgatótól:", "דחוף מהמשרד של הבעלים:") is the subject line of a
// pretexting message pasted into a record: an absent authority's voice plus pressure, which is
// what business e-mail compromise looks like. A record's own text does not head itself so; a
// warning that quotes the header ("an e-mail titled 'URGENT from the CEO' …") stays quiet through
// orderStands (quoted, negated, or in a text about attacks). Reported as "authority-claim"
// (pressure from a claimed authority), as deadline_threat.ts does.
import { orderStands } from "./field_quote.ts";
import type { PhraseRule } from "./phrase_rule.ts";

// The urgency word and its "from" in each language; Hungarian, Finnish and Turkish mark the
// sender with a case ending instead ("igazgatótól", "johtajalta", "müdürden").
const FROM = [
  String.raw`urgent\s+(?:from|de(?:\s+la)?|d[eu]|des)`,
  String.raw`urgente\s+(?:from|de|del|da|dal|dalla|dallo|do)`,
  String.raw`(?:brådskande|hastende|haster)\s+(?:från|fra)`,
  String.raw`(?:dringend|eilig)\s+(?:von|vom|van)`,
  String.raw`spoed\s+van`,
  String.raw`pilne\s+od`,
  String.raw`naléhavé\s+od`,
  String.raw`срочно\s+от`,
  String.raw`терміново\s+від`,
  String.raw`επε[ιί]γον\s+από`,
  String.raw`dharura\s+kutoka\s+kwa`,
  String.raw`(?:mendesak|penting)\s+dari`,
  String.raw`sürgős\s+(?:az?\s+)?\p{L}+(?:t[óő]l)`,
  String.raw`kiireellinen\s+(?:viesti\s+)?\p{L}+(?:lta|ltä)`,
  String.raw`acil\s+\p{L}+['’]?(?:den|dan|ten|tan)`,
  String.raw`דחוף\s+מ`,
].join("|");
// Where a header can open: the text's or a line's start, a field's opening quote, or the value
// after a label's colon; "Message urgent de …", "Ujumbe wa dharura …", "This is urgent from …".
const HEADER = new RegExp(
  String
    .raw`(?:^|[\n"“„«>]|[:：]\s)[ \t]*(?:(?:message|ujumbe\s+wa|this\s+is)\s+)?(?<![\p{L}\p{N}])(?:${FROM})(?:\s*[^\n.!?:：;()]{1,60}?)?(?:\s*\([^()\n]{0,60}\))?\s*[:：]\s*(?=\p{L})`,
  "iu",
);

function stands(text: string, start: number, end: number): boolean {
  const at = start + /^[\s\n"“„«>:：]*/u.exec(text.slice(start, end))![0].length;
  return orderStands(text, at);
}

export const URGENT_SENDER_RULES: PhraseRule[] = [{
  id: "authority-claim",
  severity: "medium",
  where: ["r"],
  keywords: [
    "urgent",
    "brådskande",
    "hastende",
    "haster",
    "dringend",
    "eilig",
    "spoed",
    "pilne",
    "naléhavé",
    "срочно",
    "терміново",
    "επειγ",
    "επείγ",
    "dharura",
    "mendesak",
    "penting",
    "sürgős",
    "kiireellinen",
    "acil",
    "דחוף",
  ],
  re: HEADER,
  accept: stands,
}];
