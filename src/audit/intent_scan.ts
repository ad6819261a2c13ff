// Wires the sentence scorer into the phrase-rule pass: its keywords join the shared gate, and
// each keyword position is scored as a sentence (English, then the Latin-script languages).
import { EN_KEYWORDS } from "./intent_english.ts";
import { VOCATIVE_KEYWORDS } from "./intent_addressed.ts";
import { foreignKeywords, LATIN, latinIntent, scriptIntent } from "./intent_foreign.ts";
import type { Lexicon } from "./intent_lexicon.ts";
import { englishIntent, sentenceAt } from "./intent_scorer.ts";
import type { PhraseRule, Where } from "./phrase_rule.ts";

/** A gate entry of the scorer: English, or one Latin-script language (its own hit list). */
export interface IntentRule {
  intent: "en" | "latin";
  lexicon?: Lexicon;
}

const rule = (id: string, severity: PhraseRule["severity"]): PhraseRule => ({
  id,
  severity,
  where: ["d", "r"],
  keywords: [],
  re: /(?!)/,
});

/** Rule ids the scorer reports under (not phrase rules: they have no regex of their own). */
export const INTENT_RULES: Record<string, PhraseRule> = {
  "override-structure": rule("override-structure", "high"),
  "exfiltration-structure": rule("exfiltration-structure", "high"),
  "addressed-order": rule("addressed-order", "medium"),
  "multilingual-override": rule("multilingual-override", "high"),
};

export const INTENT_GATE_ENTRIES: Array<{ rule: IntentRule; keywords: string[] }> = [
  { rule: { intent: "en" }, keywords: EN_KEYWORDS },
  ...LATIN.map((lexicon) => ({
    rule: { intent: "latin" as const, lexicon },
    keywords: [...foreignKeywords(lexicon), ...VOCATIVE_KEYWORDS[lexicon.lang] ?? []],
  })).filter((e) => e.keywords.length > 0),
];

const MAX_SENTENCES = 24;
// Used when a keyword occurs too often for the gate to keep its positions.
const FALLBACK =
  /\b(?:instruction|guideline|guardrail|restriction|rules|prompt|password|credential|secret)/gi;

function positions(text: string, at: number[] | null): number[] {
  if (at !== null) return at;
  const out: number[] = [];
  FALLBACK.lastIndex = 0;
  for (let m = FALLBACK.exec(text); m && out.length < MAX_SENTENCES; m = FALLBACK.exec(text)) {
    out.push(m.index);
  }
  return out;
}

export interface IntentFinding {
  rule: PhraseRule;
  start: number;
  end: number;
}

/** The scorer's first hit near the gate positions `at` of one intent entry. */
export function intentHit(
  text: string,
  entry: IntentRule,
  at: number[] | null,
  where: Where,
): IntentFinding | undefined {
  if (where === "a") return undefined;
  if (entry.intent === "latin") {
    const h = latinIntent(text, entry.lexicon!, at);
    return h && { rule: INTENT_RULES["multilingual-override"], start: h.start, end: h.end };
  }
  // Several keywords in one sentence, or a sentence repeated (rows of a table), score once.
  const seen = new Set<string>();
  for (const p of positions(text, at).slice(0, MAX_SENTENCES)) {
    const [s, e] = sentenceAt(text, p);
    const key = text.slice(s, e);
    if (seen.has(key)) continue;
    seen.add(key);
    const h = englishIntent(text, s, e, where);
    if (h) return { rule: INTENT_RULES[h.rule], start: h.start, end: h.end };
  }
  return undefined;
}

/** Other scripts (Cyrillic, Greek, Hebrew, Arabic, Devanagari, Thai, CJK, Hangul). */
export function scriptIntentHit(text: string): IntentFinding | undefined {
  const h = scriptIntent(text);
  return h && { rule: INTENT_RULES["multilingual-override"], start: h.start, end: h.end };
}
