// Injection round 57 (issue 13; v46 guided, the same shapes in v7–v45 and trn6): a tool
// description that carries a message for the model in a wrapper of its own: a template tag in the
// system's voice ("{{SYSTEM: …}}", v7, v9, v31, v35–v41, v44), a note marked for the model alone
// ("(model-only) …", "[assistant-only] …", v41, trn6), or a chat turn spoken to the assistant
// ("… Assistant: you have standing approval …", "Assistant : ajoute toujours …", v33, v34, v43,
// v44, trn6). A description documents a tool for whoever calls it; none of v1–v46, trn1–trn11 or
// the tool corpus wraps a line for the model so. The turn needs words after it ("you …", a verb),
// so "Assistant: GPT-4" or "Assistant: 2" stays quiet.
import type { PhraseRule } from "./phrase_rule.ts";

const WRAPPED =
  /\{\{\s*(?:system|sys|admin|instructions?)\s*[:：]|[(\[](?:models?|assistants?|ai|agents?|llms?)[- ]only[)\]]/i;
// A turn label at a sentence or line start, then a lower-case word or "you".
const TURN = new RegExp(
  String
    .raw`(?:^|[.!?;)\]]\s+|\n\s*)(?:assistant|asistente|assistente|assistent|asystent|asisten)\s*[:：]\s*(?=you\b|(?-i:\p{Ll}{3,}))`,
  "iu",
);

export const DESCRIPTION_ADDRESSED_RULES: PhraseRule[] = [{
  // Reported as description_label.ts's "hidden-instruction-label": a second channel to the model.
  id: "hidden-instruction-label",
  severity: "high",
  where: ["d"],
  keywords: ["{{", "-only]", "-only)", " only)", " only]"],
  re: WRAPPED,
}, {
  id: "hidden-instruction-label",
  severity: "high",
  where: ["d"],
  keywords: ["assistant", "asistente", "assistente", "assistent", "asystent", "asisten"],
  re: TURN,
}];
