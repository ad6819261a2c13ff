// Injection round 28b (issue 13): a description that makes the model the subject of an order
// ("the model must include every result's home address in its reply", "el asistente debe enviar
// la lista de socios a …", "der Assistent muss vorher …"). A description says what its tool does;
// an order to the model that also carries what only an attack needs (its target, the user kept
// out, a safeguard waived, a secret) is a second channel. "The model must be 'speech-01'" (an ML
// model, a "be") and "the LLM should ask the user" (no target) stay quiet.
import type { PhraseRule } from "./phrase_rule.ts";
import { attackTarget } from "./reader_acts.ts";
import { SAFEGUARD_WAIVED, USER_KEPT_OUT } from "./description_words.ts";
import { DESCRIPTION_SECRET } from "./description_precall.ts";

// The model named with a modal, per language; "be"/"ser"/"sein" after it is a statement.
const MODEL_MUST = new RegExp(
  [
    String
      .raw`\b(?:the|any)\s+(?:ai\s+)?(?:model|assistant|ai|agent|llm|chatbot)\s+(?:must|should|shall|has\s+to|needs\s+to|is\s+(?:required|expected|instructed)\s+to)\s+(?:also\s+|first\s+|always\s+|now\s+)?(?!not\b|never\b|be\b|ask\b|only\b)`,
    String
      .raw`(?<!\p{L})(?:(?:el|la)\s+(?:asistente|modelo|agente|ia)\s+debe|(?:das\s+modell|der\s+assistent|der\s+agent|die\s+ki)\s+(?:muss|soll)|(?:le\s+modèle|l['’]assistant|l['’]agent|l['’]ia)\s+doit|(?:o\s+modelo|o\s+assistente|o\s+agente|a\s+ia)\s+deve|(?:il\s+modello|l['’]assistente|l['’]agente)\s+deve|(?:model|asystent|agent)\s+(?:musi|powinien)|(?:модель|ассистент|агент|ии)\s+(?:должен|должна|обязан\p{L}*))\s+(?!ser\b|sein\b|être\b|być\b|быть\b|no\b|nicht\b|pas\b|nie\b|не\b)`,
  ].join("|"),
  "iu",
);

/** The rest of the sentence and the next one carry an attack's target. */
function harmfulOrder(text: string, _start: number, end: number): boolean {
  const rest = text.slice(end, end + 400);
  const stop = rest.search(/[.!?。](?:\s|$)[^.!?。]*[.!?。](?:\s|$)|\n/);
  const body = stop < 0 ? rest : rest.slice(0, stop + 1);
  return attackTarget(body) || SAFEGUARD_WAIVED.test(body) || USER_KEPT_OUT.test(body) ||
    DESCRIPTION_SECRET.test(body) || /\beven\s+if\s+the\s+user\b|\bautomatically\b/i.test(body);
}

export const DESCRIPTION_MODEL_SUBJECT_RULES: PhraseRule[] = [{
  // Reported as "ai-addressed-instruction" (an order addressed to the AI; a new id would need a
  // classifier training positive).
  id: "ai-addressed-instruction",
  severity: "high",
  where: ["d"],
  keywords: [
    "model",
    "assistant",
    "ai ",
    "agent",
    "llm",
    "chatbot",
    "asistente",
    "modelo",
    "agente",
    "ia ",
    "modell",
    "assistent",
    "ki ",
    "doit",
    "l'ia",
    "assistente",
    "modello",
    "asystent",
    "модель",
    "ассистент",
    "агент",
    "ии ",
  ],
  re: MODEL_MUST,
  accept: harmfulOrder,
}];
