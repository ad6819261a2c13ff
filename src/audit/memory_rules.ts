// Injection round 14 (v17 as tuning): an order to keep a rule in the agent's memory for later
// conversations ("Remember permanently: …", "Store this as a standing rule", "Retiens pour toutes
// les prochaines conversations : …", "Merke dir dauerhaft: …") whose rule hands something over:
// a person's data or codes, a copy or forward, an approval, a payment. A note that only remembers
// a taste ("remember permanently that I like tea") names no such act.
import { ATTACK_TARGET } from "./intent_addressed.ts";
import { PERSONAL_TARGET } from "./personal_targets.ts";
import type { PhraseRule } from "./phrase_rule.ts";

const KEEP = String
  .raw`(?:permanently|forever|for\s+(?:all\s+)?(?:future|later|coming)\s+(?:conversations|chats|sessions))`;
const REMEMBER = new RegExp(
  [
    String.raw`\bremember\s+(?:this\s+|that\s+)?${KEEP}`,
    String
      .raw`\b(?:store|save|keep|add)\s+(?:this|it)\s+(?:as|to)\s+(?:a\s+|your\s+)?(?:standing|permanent|long-term)\s+(?:rule|instruction|preference|memory|notes?)`,
    String
      .raw`\badd\s+(?:this\s+)?to\s+your\s+(?:long-term|permanent)\s+(?:memory|notes)`,
    String
      .raw`\bretiens\s+(?:pour\s+toutes\s+les\s+(?:prochaines\s+)?conversations|définitivement|pour\s+toujours)`,
    String.raw`\bmerke?\s+dir\s+(?:dauerhaft|für\s+immer|für\s+alle)`,
    String.raw`\brecuerda\s+(?:para\s+siempre|permanentemente|en\s+todas)`,
    String.raw`\bricorda\s+(?:per\s+sempre|permanentemente|in\s+tutte)`,
    String.raw`\blembre-se\s+(?:para\s+sempre|permanentemente)`,
    String.raw`\bzapamiętaj\s+(?:na\s+zawsze|na\s+stałe)`,
    String.raw`\bзапомни(?:те)?\s+(?:навсегда|на\s+будущее)`,
    String.raw`\bingat\s+(?:selamanya|untuk\s+semua)`,
  ].join("|"),
  "iu",
);
// The kept rule hands something over.
const HANDS_OVER =
  /\b(?:forward\w*|cop(?:y|ies)|shar\w*|send\w*|read\s+out|approv\w*|automatic\w*|anyone|partag\w*|envoy\w*|envoi\w*|zusätzlich|überweis\w*|weiterleit\w*|comparti\w*|reenv\w*|condivid\w*|inoltr\w*)\b/iu;

const EVERY = /\b(?:every|all|each|whenever|chaque|jede[rnms]?|cada|ogni)\b/iu;

/** The sentence after the keep order, or the one it closes, hands a person's things over. */
function handsOver(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + 240).split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0] ?? "";
  const before = text.slice(Math.max(0, start - 240), start).split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .slice(-2).join(" ");
  return [after, before].some((rule) =>
    HANDS_OVER.test(rule) &&
    (PERSONAL_TARGET.test(rule) || ATTACK_TARGET.test(rule) || EVERY.test(rule))
  );
}

export const MEMORY_RULES: PhraseRule[] = [{
  id: "memory-persistence",
  severity: "high",
  where: ["r"],
  keywords: [
    "remember",
    "standing",
    "long-term",
    "permanent",
    "retiens",
    "merk",
    "recuerda",
    "ricorda",
    "lembre-se",
    "zapami",
    "ingat",
  ],
  re: REMEMBER,
  accept: handsOver,
}];
