// Redaction round red98 (issue 13): read by the assignment rule's prose form (`Password: …`).
// In prose a lower-case word of letters that a second plain word follows and that
// word closes the clause ("The password: synchronisatie klaar, kenmerk …") opens a sentence; a
// typed value is one unbroken run.
const PLAIN_WORD = /^\p{Ll}+$/u;
const CLAUSE_END = /^[ \t]+\p{Ll}+(?:[,.;:!?]|\r?$)/u;

/** The prose value `whole` at `start` is the first word of a clause that goes on. */
export function clauseGoesOn(text: string, start: number, whole: string): boolean {
  const end = start + whole.length;
  const lineEnd = text.indexOf("\n", end);
  return PLAIN_WORD.test(whole) &&
    CLAUSE_END.test(text.slice(end, lineEnd < 0 ? undefined : lineEnd));
}
