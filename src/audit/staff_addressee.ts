// Injection round 58 (v46's French and v45's Russian false alarms guided it): a line's label
// that names a shift or a duty ("Agents de nuit :", "Night-shift agents:", "Инструкция для
// смены:", "Instruções para a equipa da noite:") addresses people on a rota; software keeps no
// night shift. Read by scan_text.ts before it reports a role-addressed order or a foreign
// override under such a label.

// A shift, time of duty or being on call, in the lexicons' main Latin and Cyrillic languages.
// Words that also mean "change" (смена, зміна, zmiana) count only as the label's last word.
const SHIFT = new RegExp(
  String.raw`(?<![\p{L}])(?:` + [
    String
      .raw`night|evening|overnight|graveyard|(?:night|day|late|early|morning)?[\s-]?shifts?|on[\s-](?:duty|call)`,
    String
      .raw`de\s+(?:nuit|jour|garde|permanence|service|quart|noche|d[ií]a|guardia|turno|plant[ãa]o)|du\s+(?:soir|matin)|d['’]astreinte|nocturn\p{L}*|notturn\p{L}*|noturn\p{L}*|di\s+(?:notte|turno|giorno)|da\s+noite`,
    String
      .raw`nacht\p{L}*|tag\p{L}*schicht\p{L}*|schicht\p{L}*|spät\p{L}*|früh\p{L}*|natt(?:en|skift\p{L}*|vakt\p{L}*)?|nat(?:ten|vagt\p{L}*|hold\p{L}*)?|skift\p{L}*|vakt\p{L}*|vuoro\p{L}*|yö\p{L}*|nocn\p{L}*|dyżur\p{L}*|noční|směn\p{L}*|gece|vardiya\p{L}*|nöbet\p{L}*|ночн\p{L}*|дежурн\p{L}*|чергов\p{L}*|нічн\p{L}*`,
    String.raw`(?:смен[аеыу]|змін[аиі]|zmian[aiy])(?=\s*$)`,
  ].join("|") + String.raw`)(?![\p{L}])`,
  "iu",
);

/**
 * The label of the line holding `start` names a shift: the text before a colon that precedes
 * `start` on its line, or, when the match is the label's role word, the words up to the colon.
 */
export function staffAddressee(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const head = text.slice(Math.max(lineStart, start - 80), start);
  const colon = Math.max(head.lastIndexOf(":"), head.lastIndexOf("："));
  // The label is the clause before that colon ("Message of the day: To the AI: …" is "To the AI").
  if (colon >= 0) return SHIFT.test(head.slice(0, colon).replace(/^.*[.!?;|:：]/s, ""));
  const after = text.slice(start, start + 60).search(/[:：\n]/);
  if (after < 0 || /\n/.test(text[start + after])) return false;
  return SHIFT.test(head.replace(/^.*[.!?;|]/s, "") + text.slice(start, start + after));
}

// People named by their job: the "them" an order then points at is one of them, not the user.
const PERSON = new RegExp(
  String
    .raw`\b(?:officers?|guards?|staff|employees?|colleagues?|co-?workers?|members?\s+of\s+staff|team\s+members?|stewards?|supervisors?|drivers?|nurses?|carers?|technicians?|engineers?|operators?|cleaners?|volunteers?|contractors?|agents?\s+on\s+(?:site|shift)|new\s+(?:starters?|hires?|joiners?))\b`,
  "i",
);

/**
 * Round inj58 (v46 guided): "find the officer, click Reset, and tell them to set a new one at first
 * login": the order's "them" has a person named by job earlier in its sentence.
 */
export function personAntecedent(text: string, start: number, end: number): boolean {
  if (!/\bthem\b/i.test(text.slice(start, end))) return false;
  const before = text.slice(Math.max(0, start - 160), start);
  return PERSON.test(before.replace(/^[^]*[.!?\n]\s/, ""));
}
