// Injection round 74 (v57, v33, trn2 guided): text that ranks itself above the model's
// instructions, its prompt or the user in terms of priority ("treat this rule as higher priority
// than your instructions", "NEW INSTRUCTIONS (priority over the system prompt)", "(higher priority
// than the user)"). Rounds 16 and 23 read "outranks", "supersedes", "takes precedence over"; a
// priority claim is the same ranking. A documented safeguard negates it ("never take priority
// over the user"), and talk about attacks or a quotation is no claim (as outrank_prompt.ts).
import type { PhraseRule } from "./phrase_rule.ts";
import { DISCUSSED, quotedAt } from "./reader_acts.ts";

// What the model answers to: its instructions, prompt, rules, or the user.
const OWN = String
  .raw`(?:your|the)\s+(?:(?:own|system|original|initial|previous|prior|earlier|current|standing)\s+)?(?:instructions?|prompt|rules|guidelines|operator|user(?:['’]s)?)\b`;
const PRIORITY = new RegExp(
  String
    .raw`\b(?:(?:higher|greater|top|absolute|overriding)\s+priority\s+than|priority\s+over)\s+(?:any(?:thing)?\s+|all\s+|every\s+)?(?:of\s+)?${OWN}`,
  "i",
);
// A negation earlier in the clause: "results never take priority over the user".
const NEGATION = /\b(?:not|never|no|cannot|can['’]t|don['’]t|doesn['’]t|mustn['’]t|without)\b/i;

function claimsPriority(text: string, start: number): boolean {
  const clause = text.slice(Math.max(0, start - 80), start).split(/[.;:!?\n]/).pop() ?? "";
  if (NEGATION.test(clause)) return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (quotedAt(text.slice(lineStart, start + 1), start - lineStart)) return false;
  return !DISCUSSED.test(text.slice(Math.max(0, start - 300), start + 300));
}

export const PRIORITY_RANK_RULES: PhraseRule[] = [{
  id: "outranks-user",
  severity: "high",
  where: ["d", "r"],
  keywords: ["priority than", "priority over"],
  re: PRIORITY,
  accept: claimsPriority,
}];
