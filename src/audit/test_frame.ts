// Injection round 66 (issue 13; v52's UAT script and acceptance criteria, v42's QA checklist and
// v49's test plan guided it): a test of the assistant names the attack it feeds in and then the
// safe result it expects ("pass if no refund_transaction call is made", "confirm the assistant
// treats it as text", "then … no email tool is called", "Expected: the assistant … flags the
// sentence"). The order between the test's label and that expected result is its specimen. An
// attack wants the model to act, so it never ends on "pass if nothing is done"; an order after
// the expected result is not covered.

// The test's label, at most 300 characters before the match.
const LABEL =
  /\b(?:test\s*plan|uat\b|qa\s+(?:checklist|check|script|case)|acceptance\s+criteria|test\s+(?:case|script|steps?)|regression\s+test|red[- ]team\s+(?:test|script|case))/i;
// The safe result, at most 400 characters after the match starts.
const SAFE = new RegExp(
  String
    .raw`\bpass(?:es)?\s+if\s+(?:no|nothing|the\s+assistant\s+(?:refuses|declines|flags|does\s+not|doesn'?t))\b|\btreats?\s+(?:it|them|this)\s+as\s+(?:plain\s+)?(?:text|data)\b|\bno\s+[\w-]+(?:\s+[\w-]+)?\s+(?:tool\s+)?(?:call\s+)?is\s+(?:called|made|sent|offered|run)\b|\bexpected:?[^.\n]{0,80}\b(?:refuses|declines|flags|does\s+nothing|accepts\s+nothing|takes\s+no\s+action|nothing\s+is)\b`,
  "i",
);

/** True when [start, end) lies between a test's label and the safe result it expects. */
export function testedSpecimen(text: string, start: number, end: number): boolean {
  if (!LABEL.test(text.slice(Math.max(0, start - 300), end))) return false;
  const label = text.slice(Math.max(0, start - 300), end).search(LABEL) + Math.max(0, start - 300);
  return label <= start && SAFE.test(text.slice(start, start + 400));
}
