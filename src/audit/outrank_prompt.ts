// Injection round 23 (issue 13): text that ranks itself above the reader's own instructions, not
// the user's ("New priority … overrides your system prompt", "this supersedes the rules you
// started with", "This message overrides your operator policy"). round 16's outrank rule needs the
// user named; the object here is the model's prompt, instructions, guardrails or operator policy,
// owned by the reader ("your …", "… you were given"). A setting that overrides "your default
// configuration" is product documentation and names none of these.
import type { PhraseRule } from "./phrase_rule.ts";
import { DISCUSSED, quotedAt } from "./reader_acts.ts";
import { PRIORITY_RANK_RULES } from "./priority_rank.ts";

const RANKS = String
  .raw`(?:supersed(?:es?|ing)|overrid(?:es?|ing)|tak(?:es?|ing)\s+precedence\s+over|outranks?|trumps?|invalidates?)`;
const PROMPT = String
  .raw`(?:system\s+prompt|(?:standing\s+|original\s+|initial\s+|current\s+)?instructions|guardrails|(?:operator|system|safety|original)\s+polic(?:y|ies)|(?:original\s+|initial\s+)?(?:rules|directives|guidelines))`;
const OUTRANKS_PROMPT = new RegExp(
  String
    .raw`\b${RANKS}\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:your\s+${PROMPT}\b|the\s+${PROMPT}\s+you\s+(?:started\s+with|were\s+given|received|got)\b)`,
  "i",
);

function claimsRank(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (quotedAt(text.slice(lineStart, start + 1), start - lineStart)) return false;
  return !DISCUSSED.test(text.slice(Math.max(0, start - 300), start + 300));
}

export const OUTRANK_PROMPT_RULES: PhraseRule[] = [{
  id: "outranks-user",
  severity: "high",
  where: ["d", "r"],
  keywords: ["supersed", "overrid", "precedence", "outrank", "trump", "invalidat"],
  re: OUTRANKS_PROMPT,
  accept: claimsRank,
}, ...PRIORITY_RANK_RULES];
