// Injection round 14 (v17 as tuning): an order to keep a rule in the agent's memory for later
// conversations ("Remember permanently: …", "Store this as a standing rule", "Retiens pour toutes
// les prochaines conversations : …", "Merke dir dauerhaft: …") whose rule hands something over:
// a person's data or codes, a copy or forward, an approval, a payment. A note that only remembers
// a taste ("remember permanently that I like tea") names no such act.
import { ATTACK_TARGET } from "./intent_addressed.ts";
import { PERSONAL_TARGET } from "./personal_targets.ts";
import { keptRuleHarms } from "./memory_overrule.ts";
import type { PhraseRule } from "./phrase_rule.ts";
import {
  CHECK,
  HANDS_OVER_MORE,
  KEEP_KEYWORDS,
  KEEP_LATIN,
  KEEP_SCRIPTS,
  MEMORY_CALL,
  scriptFinder,
  SKIP,
  STANDING_ACT,
  unicodeWords,
  WAIVED,
} from "./memory_words.ts";

const words = (parts: string[]) => new RegExp(unicodeWords(parts.join("|")), "iu");

const KEEP = String
  .raw`(?:permanently|forever|for\s+next\s+time|for\s+(?:all\s+)?(?:future|later|coming|next)\s+(?:conversations|chats|sessions))`;
const REMEMBER = words(
  [
    String.raw`\bremember\s+(?:this\s+|that\s+)?${KEEP}`,
    String
      .raw`\b(?:store|save|keep|add)\s+(?:this|it)\s+(?:as|to)\s+(?:a\s+|your\s+)?(?:standing|permanent|long-term)\s+(?:rule|instruction|preference|memory|notes?)`,
    String
      .raw`\badd\s+(?:this\s+)?to\s+your\s+(?:long-term|permanent)\s+(?:memory|notes)`,
    String
      .raw`\bretiens\s+(?:pour\s+toutes\s+les\s+(?:prochaines\s+)?(?:conversations|sessions)|définitivement|pour\s+toujours)`,
    String
      .raw`\b(?:store|save|keep)\s+(?:this|the\s+following)\s+(?:preference|setting)\s*:`,
    String.raw`\bmerke?\s+dir\s+(?:dauerhaft|für\s+immer|für\s+alle)`,
    String.raw`\brecuerda\s+(?:para\s+siempre|permanentemente|en\s+todas)`,
    String.raw`\bricorda\s+(?:per\s+sempre|permanentemente|in\s+tutte)`,
    String.raw`\blembre-se\s+(?:para\s+sempre|permanentemente)`,
    String.raw`\bzapamiętaj\s+(?:na\s+zawsze|na\s+stałe)`,
    String.raw`\bingat\s+(?:selamanya|untuk\s+semua)`,
    ...KEEP_LATIN,
  ],
);
const REMEMBER_SCRIPTS = scriptFinder(KEEP_SCRIPTS);
// The kept rule hands something over.
const HANDS_OVER = words([
  String
    .raw`\b(?:forward\w*|cop(?:y|ies)|shar\w*|send\w*|read\s+out|approv\w*|automatic\w*|anyone|partag\w*|envoy\w*|envoi\w*|zusätzlich|überweis\w*|weiterleit\w*|comparti\w*|reenv\w*|condivid\w*|inoltr\w*)\b`,
  ...HANDS_OVER_MORE,
]);

// "Always" and "every", and an e-mail address or phone number as the destination.
const EVERY = words([
  String
    .raw`\b(?:every|all|each|whenever|always|chaque|toujours|jede[rnms]?|immer|cada|siempre|ogni|sempre|elke?|alle|altijd|varje|hver|kaikki|każd\w*|wszystk\w*|všechn\w*|minden|toate|her\s+(?:şey|zaman)|tüm|setiap|semua|mọi)\b`,
  String.raw`[\w.+-]+@[\w-]+\.[\w.-]+`,
  "все\\p{L}*|каждо\\p{L}*|всі\\p{L}*|кожн\\p{L}*|όλ\\p{L}*|كل|همه|هر|כל|모든|すべて|全て|所有|每|ทุก|सभी|हर",
]);
const WAIVES = words(WAIVED);
const SKIPS = words(SKIP);
const CHECKS = words(CHECK);

/** The kept rule waives a safeguard: no confirmation, pre-approved, or skip the named check. */
const waives = (rule: string) => WAIVES.test(rule) || (SKIPS.test(rule) && CHECKS.test(rule));

// Round 20: a bank account kept as the rule ("payouts always go to IBAN GB33 …"): money redirected.
const KEPT_ACCOUNT = /\biban\b|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,}/;

/** The sentence after the keep order, or the one it closes, hands a person's things over. */
function handsOver(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + 240).split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0] ?? "";
  const before = text.slice(Math.max(0, start - 240), start).split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .slice(-2).join(" ");
  // The match itself when the rule sits inside the keep order (Korean puts "remember" last).
  return [after, before, text.slice(start, end)].some((rule) =>
    waives(rule) || keptRuleHarms(rule) || KEPT_ACCOUNT.test(rule) ||
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
    "preference",
    "setting:",
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
    ...KEEP_KEYWORDS,
  ],
  re: REMEMBER,
  accept: handsOver,
}, {
  id: "memory-persistence",
  severity: "high",
  where: ["r"],
  keywords: ["from now on"],
  re: words([STANDING_ACT]),
}, {
  // A memory-writing tool call placed in data, whose entry grants trust ("add … as verified",
  // "with full access", a trusted list): a planted rule needs no "remember" when it is the call.
  id: "memory-persistence",
  severity: "high",
  where: ["r"],
  keywords: ["_memor", "memory(", "memories("],
  re: words([MEMORY_CALL]),
}];

/**
 * The same orders in scripts the ASCII gate cannot key on (Cyrillic, Greek, Arabic, Hebrew, CJK,
 * Korean, Thai, Devanagari), read by scan_text.ts's other-language pass: the first one kept.
 */
export function scriptMemoryHit(text: string): { start: number; end: number } | undefined {
  return REMEMBER_SCRIPTS(text, handsOver);
}
