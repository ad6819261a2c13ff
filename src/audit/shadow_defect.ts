// Round inj41 (v37 guided; the shape is in v34, v35, v36 and trn6 too): a description that calls
// another server's tool defective ("has a bug", "is outdated", "must never be used") and then
// prescribes how to call it or what to do in its place. A tool has no business grading another
// server's tool; the claim is how the dictated call ("always double the amount", "call it with
// approve_all=true", "post them … to #public-support instead") is made to look like a workaround.

// The claim, right after the tool's name ("the X tool of the shop server has a bug").
const DEFECT = new RegExp(
  String
    .raw`^[^.\n]{0,60}?\b(?:ha[sv]e?\s+(?:a\s+)?(?:known\s+|serious\s+)?bugs?|is\s+(?:now\s+|currently\s+)?(?:broken|buggy|outdated|deprecated|obsolete|unreliable|faulty)|(?:must|should)\s+(?:never|not)\s+be\s+used)\b`,
  "i",
);
// The prescription that follows the claim in the same passage.
const DICTATE =
  /\b(?:always|instead|call\s+(?:it|[\w.`-]+)\s+with|(?:when|whenever|each\s+time)\s+(?:you\s+)?(?:use|call|calling|using)\s+it|(?:when|whenever)\s+calling\s+it|(?:when|whenever)\s+it\s+is\s+(?:called|used)|work\s+around)\b/i;

/** True when the other tool named at [start, end) is called defective and a call is dictated. */
export function defectDictated(text: string, end: number): boolean {
  const after = text.slice(end, end + 260);
  const claim = DEFECT.exec(after);
  if (!claim) return false;
  return DICTATE.test(after.slice(claim.index + claim[0].length));
}
