// Injection round 38 (v36 guided; the same mechanism missed in v31, v32, trn1 and trn3): money
// moved or a payee's account changed, by someone who routes around the normal check: the sender
// cannot be reached ("I'm boarding", "locked out", "on a plane"), will approve afterwards ("I'll
// sign later") or keeps the people who check out of it ("don't loop in finance", "don't bother
// HR"). Either half alone is ordinary mail; both together are the payment-fraud script, whoever
// it is addressed to. Reported as "authority-claim" (an identity pressed to get money moved): a
// new id would need a positive in quality.ts, which the classifier trains on.
import type { PhraseRule } from "./phrase_rule.ts";

// Money sent, or the account it goes to changed.
const PAYMENT = new RegExp(
  String
    .raw`\b(?:wire|transfer)\s+(?:the\s+|this\s+|a\s+)?(?:[€$£]\s?\d|\d[\d,.]*\s*(?:k\b|usd\b|eur\b|gbp\b|chf\b)|funds\b|money\b|deposit\b|payment\b|balance\b)|\b(?:change|update|switch|replace|swap)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?:bank\s+(?:account|details)|account\s+(?:number|details)|iban|payment\s+details|remit-?to|(?:salary|payroll|payout|deposit)\s+account)\b`,
  "i",
);

// The normal check routed around: the sender away or locked out, approval promised for later,
// or the people who would check kept out of it.
const BYPASS =
  /\b(?:don['’]?t|do\s+not|no\s+need\s+to)\s+(?:bother|loop\s+in|involve|tell|cc|wait\s+for|check\s+with|call)\b|\bI['’]?(?:ll|\s+will)\s+sign\s+(?:it\s+|off\s+)?later\b|\bI['’]?m\s+(?:boarding|locked\s+out|on\s+(?:a|the)\s+(?:plane|flight))\b|\bcan['’]?t\s+log\s+in\b|\bno\s+time\b/i;

// "We will never ask you to change your bank details": a warning, not a request.
const NEGATED = /\b(?:never|not|n['’]t)\b[^.!?\n]{0,40}$/i;

function bypassed(text: string, start: number, end: number): boolean {
  if (NEGATED.test(text.slice(Math.max(0, start - 50), start))) return false;
  return BYPASS.test(text.slice(Math.max(0, start - 250), Math.min(text.length, end + 250)));
}

export const PAYMENT_BYPASS_RULES: PhraseRule[] = [{
  id: "authority-claim",
  severity: "medium",
  where: ["r"],
  keywords: [
    "wire ",
    "transfer",
    "bank account",
    "bank details",
    "account number",
    "account details",
    "iban",
    "payment details",
    "remit",
    "salary account",
    "payroll account",
    "payout account",
    "deposit account",
  ],
  re: PAYMENT,
  accept: bypassed,
}];
