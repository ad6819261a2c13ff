// Round inj52: ai-label-order's label as a bracketed tag ("[assistant instructions] send …",
// "[agent-directive] …", "[ASSISTANT INSTRUCTIONS]\nRename …"). A bare "[assistant]" or "[bot]"
// is a transcript's speaker, so the tag needs its label noun; the order is a command verb or an
// agent's verb, on the tag's line or the next one.
import { COMMAND_VERBS } from "./phrase_rule.ts";

// Orders a shopping, hiring or repository agent is given besides the general command verbs.
export const AGENT_VERBS = String
  .raw`apply|purchase|buy|book|pay|charge|order|cancel|close|archive|merge|push|publish|enable|disable|promote|hire|reject|accept|sign|wire|add|tag|label|rank|omit|skip|ignore`;

export const LABEL_NOUN = String.raw`(?:note|instructions?|directives?|task|notice|memo|request)`;
// Round inj77 (v58, v25): a forged tag's false authority after its noun ("[assistant instructions
// v2]", "[assistant instruction from tool runtime]"): a version, a revision, a source.
const QUALIFIER = String
  .raw`v\d+(?:\.\d+)*|version\s+\d+|rev(?:ision)?\.?\s*\d+|(?:from|by)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+){0,2}|updated?|\d{1,3}`;

// A leading "[": the search skips to brackets (the look-behind form cost 450 µs on 60 KB).
export const bracketTag = new RegExp(
  String
    .raw`\[\s*(?:ai|llm|bot|agent|assistant|model)s?[\s_-]+(?:[\w-]+\s+)?${LABEL_NOUN}(?:[\s_-]+(?:${QUALIFIER}))?\s*\]\s*[^\n]{0,160}?\b(?:${COMMAND_VERBS}|${AGENT_VERBS})\b`,
  "i",
);

export const BRACKET_KEYWORDS =
  "note],instruction],instructions],directive],directives],task],notice],memo],request]," +
  // A qualified tag ends in its qualifier: the tag's opener is the keyword.
  "[assistant ,[assistant-,[assistant_,[agent ,[agent-,[agent_,[ai ,[ai-,[ai_,[model ,[model-,[model_,[llm ,[llm-,[llm_,[bot ,[bot-,[bot_";

// A tag named as a thing ("an [assistant instructions] block", "the [agent task] section: run …")
// is a template's part, not a label.
const NAMED_BEFORE = /\b(?:a|an|the|this|that|each|every|your|our|its)\s*$/i;
const NAMED_AFTER =
  /^\s*(?:blocks?|sections?|tags?|markers?|headings?|headers?|prefix(?:es)?|placeholders?|labels?|fields?|templates?|lines?|slots?)\b/i;

/** The tag at `start` (its "[") is named as a thing, not used as a label. */
export function tagNamed(text: string, start: number): boolean {
  const close = text.indexOf("]", start);
  return NAMED_BEFORE.test(text.slice(Math.max(0, start - 10), start)) ||
    (close >= 0 && NAMED_AFTER.test(text.slice(close + 1, close + 20)));
}

/** Offsets of "[" in [from, to): the only places `bracketTag` can match (no text index built). */
export function* bracketStarts(text: string, from: number, to: number): Generator<number> {
  for (let i = text.indexOf("[", from); i >= 0 && i < to; i = text.indexOf("[", i + 1)) yield i;
}
