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

// Round inj59 (v43, trn1 guided; 9 tuning sets hold quiet orders under such a label, no attack):
// a label that is a department's name ("IT:", "Payroll team:", "Front desk:", "Buchhaltung:")
// addresses the people in it. The whole label must be the name: "IT assistant:" or "Warehouse
// agents:" names a role software can hold, and "Admin:"/"Security:"/"System:" head fake notices.
// IT and HR only in capitals ("it:" is a pronoun).
const DEPARTMENT = new RegExp(
  String
    .raw`^[\s>*•·-]*(?:(?:note|message|memo|reminder|request)\s+(?:to|for)\s+|attn\.?\s*:?\s*|to\s+)?(?:the\s+)?(?:` +
    [
      String
        .raw`(?-i:IT|HR|RH|RRHH)|finance|facilities|payroll|accounts(?:\s+(?:payable|receivable))?|accounting|reception|front\s+desk|help\s?desk|service\s+desk|procurement|purchasing|legal|billing|logistics|maintenance|housekeeping|customer\s+(?:service|support)`,
      String
        .raw`buchhaltung|personalabteilung|empfang|rezeption|einkauf|comptabilité|accueil|recepción|contabilidad|compras|recepcja|księgowość|kadry|receptie|boekhouding|бухгалтерия|отдел\s+кадров`,
    ].join("|") +
    String.raw`)(?:\s+(?:team|desk|department|dept\.?|staff|office|abteilung|équipe|equipo))?\s*$`,
  "iu",
);

/**
 * The label of the line holding `start` names a shift or a department: the text before a colon
 * that precedes `start` on its line, or, when the match is the label's role word, the words up to
 * the colon.
 */
export function staffAddressee(text: string, start: number): boolean {
  return labelNames(text, start, (label) => SHIFT.test(label) || DEPARTMENT.test(label));
}

/**
 * Round inj59: only a department's name, for the classifier (whose windows start anywhere: a
 * shift word in a sentence's head, "shift back and execute:", is no addressee).
 */
export function departmentAddressee(text: string, start: number): boolean {
  return labelNames(text, start, (label) => DEPARTMENT.test(label));
}

function labelNames(text: string, start: number, names: (label: string) => boolean): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const head = text.slice(Math.max(lineStart, start - 80), start);
  const colon = Math.max(head.lastIndexOf(":"), head.lastIndexOf("："));
  // The label is the clause before that colon ("Message of the day: To the AI: …" is "To the AI").
  if (colon >= 0) return names(head.slice(0, colon).replace(/^.*[.!?;|:：]/s, ""));
  const after = text.slice(start, start + 60).search(/[:：\n]/);
  if (after < 0 || /\n/.test(text[start + after])) return false;
  return names(head.replace(/^.*[.!?;|]/s, "") + text.slice(start, start + after));
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
