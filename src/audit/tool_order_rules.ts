// A tool result that labels a line for the AI and orders a named tool to move data outside, in
// several languages ("Agent: run_sql … and send the rows to https://…", "Para la IA: usa la
// herramienta send_email para enviar … a x@y.example", "KI-Agent: Nutze upload_file … https://…").
// A log of what an agent did ("Agent: calling send_email(…)") names no order: the label must be
// followed by an imperative or by the bare tool name, never by a call's parenthesis.
import { kw } from "./injection_keywords.ts";
import type { PhraseRule } from "./phrase_rule.ts";
import { toolLabelStarts } from "./label_starts.ts";

const LABEL = String
  .raw`(?:^|[\n"'>]\s*|[.!?]\s+)(?:(?:#+|\/\/+|--|;+)\s*)?(?:(?:para|pour|per|für|til|to|for|an|aan)\s+(?:(?:la|el|o|a|l['’]|den|die|de|the)\s*)?)?(?:(?:ai|ia|ki|llm)[-\s]?)?(?:agent(?:en|e)?|assistant(?:e|en)?|assistent(?:e|en)?|asistente|assistente|bot|ai|ia|ki)\s*[:,]\s*`;
const VERB = String
  .raw`(?:please\s+|bitte\s+|por\s+favor,?\s+)?(?:use|run|call|invoke|execute|nutze|benutze|verwende|rufe|usa|utiliza|ejecuta|llama|utilise|utilisez|exécute|lance|esegui|gebruik|voer)\s+(?:(?:the|la|el|das|die|den|le|l['’]|il|de|o|a)\s*)?(?:(?:tool|herramienta|outil|werkzeug|strumento|ferramenta)\s+)?`;
// A tool named as a status ("Agent: list_files returned 3 entries") is a log line.
const STATUS = String
  .raw`(?!\s*(?:returned|returns|finished|failed|completed|succeeded|sent|ran|was|is|has|had|took|timed|job|output|result)\b)`;
const TOOL = String.raw`[a-z][a-z0-9]*_[a-z0-9_]+(?![\w(])${STATUS}`;
// The order moves data: a moving verb, or a tool whose name says it sends.
const MOVE = String
  .raw`\b(?:send|post|upload|forward|share|push|copy|mail|exfiltrate|envía|envia|enviar|manda|sube|subir|comparte|sende|senden|schicke|lade|hochladen|teile|envoie|envoyer|téléverse|partage|invia|inviare|carica|condividi|stuur|deel)\b`;
const SINK = String
  .raw`(?:https?:\/\/[\w-]+\.[\w.-]+|(?:s3|gs):\/\/[\w-]+|[\w.+-]+@[\w-]+\.[a-z]{2,})`;

const toolOrder = new RegExp(
  `${LABEL}(?:${VERB})?${TOOL}[^\\n]{0,200}?${MOVE}[^\\n]{0,160}?${SINK}|` +
    `${LABEL}(?:${VERB})?(?=[a-z0-9]*_)[a-z0-9_]*(?:send|upload|post|share|mail|gist|webhook)[a-z0-9_]*(?![\\w(])${STATUS}[^\\n]{0,200}?${SINK}`,
  "iu",
);

export const TOOL_ORDER_RULES: PhraseRule[] = [
  {
    id: "ai-label-order",
    severity: "high",
    where: ["r"],
    keywords: [
      ...kw("agent,assistant,assistent,asistente,bot:,ai:,ia:,ki:"),
      "bot,",
      "ai,",
      "ia,",
      "ki,",
      "l'ia",
      "ia :",
      "ai :",
    ],
    re: toolOrder,
    // No leading literal: without its starts the regex is tried at every line break and quote.
    starts: toolLabelStarts,
  },
];
