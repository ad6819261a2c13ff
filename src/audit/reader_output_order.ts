// Injection round 23 (issue 13): an order in a record's field with no addressee, whose act only
// the reading agent can do: it is timed by the agent's turn ("before you respond", "antes de
// responder", "zanim odpowiesz", "قبل أن تجيب") or aimed at its output or tools ("in your answer",
// "using your http tool", "con lo strumento http"). The order must have an attack's target (bulk,
// a secret, an address, "without review": reader_acts.ts); a guideline that asks to read or check
// something first ("read the full history before replying") is no finding.
import type { PhraseRule } from "./phrase_rule.ts";
import { attackTarget, readerOrderAt } from "./reader_acts.ts";

const CUE = String.raw`before\s+(?:you\s+)?(?:respond|answer|repl|continu|proceed)\w*|` +
  String.raw`(?:in|into|to|at\s+the\s+end\s+of)\s+your\s+(?:reply|answer|response)|` +
  String.raw`(?:using|with|via)\s+(?:your|the)\s+(?:http|e-?mail|web|browser|sms|fetch)\s+tool|` +
  String.raw`antes\s+de\s+(?:responder|contestar|continuar)|avant\s+de\s+(?:répondre|continuer)|` +
  String.raw`bevor\s+(?:du|sie)\s+(?:antwort|fortf)\w*|prima\s+di\s+(?:rispondere|continuare)|` +
  String.raw`con\s+lo\s+strumento|zanim\s+odpowiesz|innan\s+du\s+(?:fortsätter|svarar)|` +
  String.raw`trước\s+khi\s+trả\s+lời|قبل\s+أن\s+تجيب`;
const CUE_RE = new RegExp(CUE, "i");

// Acts a guideline asks before an answer: reading, checking, waiting, asking. Not an attack.
const CAREFUL = new RegExp(
  String
    .raw`^\s*(?:please\s+)?(?:always\s+)?(?:read|check|review|verify|confirm|ask|wait|look|make\s+sure|double-check|consult|v[ée]rifie[zr]?|relis(?:ez)?|lis(?:ez)?|consultez?|contr[ôo]le[zr]?|revisa|verifica|comprueba|lee|pr[üu]fe|lies|[üu]berpr[üu]fe|controlla|leggi|sprawd[źz]|przeczytaj|kontrollera|l[äa]s)(?!\p{L})`,
  "iu",
);

/** The sentence holding [start, end) and the one before it (the order may precede the cue). */
function sentencesAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 400), start);
  const stops = [...before.matchAll(/[.!?。](?:\s|$)|\n/g)];
  const from = stops.length >= 2 ? stops[stops.length - 2].index! + 1 : 0;
  const after = text.slice(end, end + 200);
  const stop = after.search(/[.!?。](?:\s|$)|\n/);
  return before.slice(from) + text.slice(start, end) + (stop < 0 ? after : after.slice(0, stop));
}

// An order that names the AI it speaks to is the addressed rules' (and the sentence scorers'):
// this rule reads only orders with no addressee.
const ADDRESSEE =
  /\b(?:assistant|assistente|asistente|assistent|asystent|agent|bot|ai|ia|ki|llm|copilot|chatbot)\b/i;

function readerOutputOrder(text: string, start: number, end: number): boolean {
  const body = sentencesAround(text, start, end);
  if (ADDRESSEE.test(body)) return false;
  const around = text.slice(Math.max(0, start - 600), end + 300);
  // The cheap target test first: firstAct (inside readerOrderAt) reads every lexicon.
  if (!attackTarget(body)) return false;
  const at = readerOrderAt(body, around);
  return at >= 0 && !CAREFUL.test(body.slice(at).replace(/^[\s,;:.!]+/, ""));
}

export const READER_OUTPUT_RULES: PhraseRule[] = [{
  // Reported as "tool-order-exfil" (the agent's turn or tool ordered from a record): a new id
  // would need a positive in quality.ts, which the classifier trains on (no retraining here).
  id: "tool-order-exfil",
  severity: "high",
  where: ["r"],
  keywords: [
    "before you",
    "before respond",
    "before answer",
    "before repl",
    "before continu",
    "before proceed",
    "your reply",
    "your answer",
    "your response",
    "http tool",
    "mail tool",
    "web tool",
    "browser tool",
    "sms tool",
    "fetch tool",
    "antes de",
    "avant de",
    "bevor du",
    "bevor sie",
    "prima di",
    "strumento",
    "zanim",
    "innan du",
    "khi tr",
    "قبل أن",
  ],
  re: CUE_RE,
  accept: readerOutputOrder,
  // A fallback: a text an addressed-order rule already flagged needs no second finding.
  unless: ["ai-addressed-instruction", "ai-label-order", "ai-label-business-order"],
}];
