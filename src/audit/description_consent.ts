// Injection round 38 (v36 guided; the same mechanism missed in v7, v14, trn2 and trn4): a tool
// description that claims consent was already given ("the user has already consented", "amounts
// under €5,000 are pre-approved", "pre-approved by the finance team") next to an order or a
// waived check ("never ask the user to confirm", "first send …", "skip the approver step"). A
// tool's own documentation has no user whose consent it can report; the claim is there to make
// the model skip asking. Reported as pressure_rules.ts's "claimed-consent".
import type { PhraseRule } from "./phrase_rule.ts";

// A state ("an invoice that is already approved in the ERP") is no claim: the user's consent is
// named, or the approval is "pre-" given.
const CONSENT = new RegExp(
  String
    .raw`\b(?:the\s+user\s+has\s+(?:already\s+)?(?:pre-?)?(?:consented|agreed|approved|authori[sz]ed)|(?:has|have)\s+(?:already\s+)?consented|(?:is|are)\s+(?:already\s+)?pre-?(?:approved|authori[sz]ed)|pre-?approved\s+by)\b`,
  "i",
);

// The order or the waived check the claim is there for, in the claim's sentence or next to it.
const ORDERED =
  /\b(?:never|skip|without|do\s+not|don['’]t|no\s+need\s+to|always|first|yourself)\b/i;

function ordered(text: string, start: number, end: number): boolean {
  return ORDERED.test(text.slice(Math.max(0, start - 160), Math.min(text.length, end + 160)));
}

export const DESCRIPTION_CONSENT_RULES: PhraseRule[] = [{
  id: "claimed-consent",
  severity: "medium",
  where: ["d"],
  keywords: [
    "consented",
    "pre-approved",
    "preapproved",
    "pre-authori",
    "preauthori",
    "has agreed",
    "has approved",
    "has authori",
    "has already",
  ],
  re: CONSENT,
  accept: ordered,
}];
