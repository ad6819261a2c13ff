// Shape of a phrase rule (security notes §2.2) and the regex fragments several rule files share.
import type { Severity } from "./types.ts";

/** d = descriptions and schema strings, r = tool results, a = call arguments. */
export type Where = "d" | "r" | "a";

export interface PhraseRule {
  id: string;
  severity: Severity;
  where: Where[];
  /** Lower-case substrings, one of which must occur before the regex runs. */
  keywords: string[];
  re: RegExp;
  /** Cheap test of the whole text (e.g. for an upper-case word); false skips the rule. */
  hint?: RegExp;
  /** Extra check of a match in its text (e.g. a negation just before it); false drops it. */
  accept?: (text: string, start: number, end: number) => boolean;
  /**
   * Sorted offsets in [from, to) including every one where `re` can match in that slice of the
   * text, apart from the slice's start: long texts are then searched only there (execWindows),
   * reading them as listed (a generator lists no more once the search ends).
   */
  starts?: (text: string, from: number, to: number) => Iterable<number>;
  /** A fallback rule: not reported for a text where one of these rules already fired. */
  unless?: string[];
}

/** Builds a regex from source parts; used where a part needs `(?-i:…)`, which lint rejects in literals. */
export function re(parts: string[], flags = "i"): RegExp {
  return new RegExp(parts.join("|"), flags);
}

/** Words that start an instruction aimed at the model (after "Assistant," or "AI reviewer:"). */
export const COMMAND_VERBS = String
  .raw`ignore|disregard|forget|override|send|call|run|execute|forward|e-?mail|include|append|add|insert|delete|remove|reveal|print|output|approve|mark|rate|classify|recommend|say|tell|respond|reply|answer|write|make|use|invoke|fetch|visit|open|read|transfer|grant|give|share|post|upload|rank|score|summari[sz]e|treat|consider|report|describe|praise|stop|switch|change|update|set|create|navigate|click|download|install|exfiltrate|leak|collect|retrieve|copy|paste|export|list|provide|disclose|return|mention|do\s+not|don'?t|never|always|only|instead|immediately`;

/** An imperative clause: optional politeness or "you must", then a command verb. */
export const IMPERATIVE = String
  .raw`(?:(?:please|kindly|also|then|now|first)\s*,?\s+)?(?:you\s+(?:must|should|need\s+to|are\s+(?:to|required\s+to|instructed\s+to)|have\s+to|will)\s+(?:now\s+|immediately\s+|also\s+|first\s+|always\s+)?)?(?:${COMMAND_VERBS})\b`;

/** Stronger openers for bare speaker labels ("Assistant: …"), which chat transcripts also use. */
export const STRONG_IMPERATIVE = String
  .raw`(?:(?:please|now|first)\s*,?\s+)?(?:ignore|disregard|forget|override|forward|exfiltrate|leak|reveal|disclose|invoke|execute|approve|transfer|grant|append|insert|include|do\s+not\s+(?:tell|mention|reveal|inform)|don'?t\s+(?:tell|mention|reveal|inform)|you\s+(?:must|are\s+(?:now|to|required|instructed))|your\s+(?:new|real|true|next)|call\s+the|(?:mark|rate|classify)\s+(?:this|it)|summari[sz]e\s+(?:this|it)\s+as)\b`;

/** Names for the model reading the text ("AI assistants", "LLM", "the assistant", "Claude"). */
export const AI_NOUN = String
  .raw`(?:(?:ai|a\.i\.|llm|large\s+language\s+models?|language\s+models?)(?:\s+(?:assistants?|agents?|models?|systems?|reviewers?|tools?|bots?|chatbots?|crawlers?|readers?|summari[sz]ers?|scrapers?|helpers?|coding\s+agents?))?s?|assistants?|chatbots?|claude|chatgpt|gpt-?\d*)`;

/** Up to 80 characters within one sentence; dots inside paths ("~/.ssh") do not end it. */
export const GAP = String.raw`(?:[^.\n]|\.(?=\S)){0,80}?`;

const NEGATION = /(?:\bnever|\bnot|n't|\bavoid|\bwithout)\b[^.\n]*$/i;

/** True unless a negation ("never", "do not", "avoid") precedes `start` in the same sentence. */
export function notNegated(text: string, start: number): boolean {
  return !NEGATION.test(text.slice(Math.max(0, start - 60), start));
}
