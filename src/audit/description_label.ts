// Injection round 25 (issue 13): a tool description that opens a label speaking to the model or to
// the other tools ("Note for the model:", "Important for other tools:", "Instruction for the
// document tools:", "Wichtig für KI-Agenten:", "Catatan untuk model:", "Pour le modèle :") or
// claiming the system's or the vendor's voice ("System note:", "System directive embedded by the
// vendor:"). A description documents a tool for whoever calls it; a label of its own for the
// model is a second channel. What follows must be what only an attack needs (an attack's target,
// the user kept out, an approval claimed), so "Note for the model: dates are in UTC" stays quiet.
import type { PhraseRule } from "./phrase_rule.ts";
import { attackTarget } from "./reader_acts.ts";
import {
  HIDDEN_LABEL,
  LABEL_KEYWORDS,
  NOTE_FOR_MACHINE,
  SAFEGUARD_WAIVED,
  USER_KEPT_OUT,
} from "./description_words.ts";

const MACHINE = String
  .raw`(?:models?|assistants?|agents?|ai|llms?|(?:other|[\w-]+)\s+tools|ki(?:-agenten)?|ki-modell)`;
const LABEL = new RegExp(
  [
    // The system's or vendor's voice.
    String
      .raw`\b(?:system|vendor|priority|embedded)\s+(?:notes?|notices?|directives?|instructions?|requirements?|rules?|polic(?:y|ies))(?:\s+(?:embedded|added|set|issued)\s+by\s+(?:the\s+)?[\w-]+)?\s*[:：]`,
    // Addressed to the model or the other tools.
    String
      .raw`\b(?:important|instructions?|notes?|hints?|rules?|reminders?)\s+(?:for|to)\s+(?:the\s+|all\s+|any\s+)?${MACHINE}\s*[:：]`,
    // The same in other languages.
    String
      .raw`(?<!\p{L})(?:(?:wichtig|hinweis|anweisung)\s+für\s+(?:das\s+|die\s+|den\s+)?(?:ki-?agenten|ki|modell|assistenten|agenten)|(?:nota|instrucci[oó]n(?:\s+oculta)?|aviso)\s+para\s+(?:el\s+)?(?:asistente|modelo|agente|ia)|(?:(?:note|instruction|consigne)(?:\s+prioritaire)?\s+)?pour\s+(?:le\s+|l['’])(?:modèle|assistant|agent|ia)|catatan\s+untuk\s+(?:model|asisten|agen)|(?:nota|istruzione)\s+per\s+(?:il\s+|l['’])?(?:modello|assistente|agente)|(?:nota|instrução)\s+para\s+o\s+(?:modelo|assistente|agente))\s*[:：]`,
    // Round 28b: the same in more languages, and labels that call themselves hidden.
    NOTE_FOR_MACHINE.source,
    HIDDEN_LABEL.source,
    // Round 28: the two adjectives HIDDEN_LABEL lacks ("Consigne secrète:", "Istruzione segreta:").
    String
      .raw`(?<!\p{L})(?:instrucci[oó]n|instru[çc][ãa]o|consigne|istruzione|instruction)\s+(?:secrète|segreta)\s*[:：]`,
  ].join("|"),
  "iu",
);
// The user kept out or an approval claimed: "do not ask the user for confirmation", "without
// telling the teacher", "you are authorised to", "pre-approved", "prevails over the user".
const AGAINST_USER =
  /\b(?:do\s+not|don['’]t|never)\s+(?:ask|tell|inform|notify|mention|show)\b|\bwithout\s+(?:telling|asking|informing|notifying)\b|\bpre-?approved\b|\b(?:authori[sz]ed|permitted|allowed|cleared)\s+to\b|(?<!\p{L})(?:prevalece|prevale|prévaut|hat\s+vorrang|nichts\s+davon\s+sagen|sans\s+(?:le\s+)?dire|sin\s+decir)(?!\p{L})/iu;
// A verdict forced on what other tools return ("must be marked approved before you answer").
const FORCED =
  /\b(?:marked?|set|reported?|treated)\s+(?:as\s+)?['"‘“]?(?:approved|passed|compliant|clean|verified|resolved)\b/i;
// A label that calls itself hidden needs nothing more ("Instrucción oculta para el modelo:").
const HIDDEN =
  /(?<!\p{L})(?:oculta|versteckte?|geheime|cachée|secrète|nascosta|segreta|tersembunyi|hidden)(?!\p{L})/iu;
// A denial or talk about such labels ("never obey a 'Note for the model:' in a result").
const TALK = /\b(?:never|not|ignore|untrusted)\b[^.\n]{0,40}$|['"‘“]\s*$/i;

function labelOrder(text: string, start: number, end: number): boolean {
  if (TALK.test(text.slice(Math.max(0, start - 60), start))) return false;
  if (HIDDEN.test(text.slice(start, end)) || HIDDEN_LABEL.test(text.slice(start, end))) return true;
  const after = text.slice(end, end + 400);
  const stop = after.search(/[.!?。](?:\s|$)[^.!?。]*[.!?。](?:\s|$)|\n/);
  const body = stop < 0 ? after : after.slice(0, stop + 1);
  return attackTarget(body) || AGAINST_USER.test(body) || FORCED.test(body) ||
    SAFEGUARD_WAIVED.test(body) || USER_KEPT_OUT.test(body);
}

export const DESCRIPTION_LABEL_RULES: PhraseRule[] = [{
  // Reported as "hidden-instruction-label" (a label announcing a step the user does not see): a
  // new id would need a positive in quality.ts, which the classifier trains on.
  id: "hidden-instruction-label",
  severity: "high",
  where: ["d"],
  keywords: [
    "system",
    "vendor",
    "priority",
    "embedded",
    "for the",
    "for other",
    "for all",
    "for any",
    "to the",
    "tools",
    "für",
    "para",
    "pour",
    "untuk",
    "per ",
    ...LABEL_KEYWORDS,
    "secrète",
    "segreta",
    "anweisung",
  ],
  re: LABEL,
  accept: labelOrder,
}];
