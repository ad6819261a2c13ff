// Runs the text redaction rules over one string and merges the hits into non-overlapping spans.
import { ASSIGNMENT_RULE } from "./assignment_rule.ts";
import { holdsAny } from "./char_census.ts";
import { withoutKeptSpans } from "./kept_spans.ts";
import { findContactSpans } from "./contact_rules.ts";
import { DOCUMENTED_FORMAT_RULES } from "./documented_format_rules.ts";
import { GENERIC_RULES } from "./generic_rules.ts";
import { buildGate, gateHits, mayHit, planAnchors, withScriptHits } from "./keyword_gate.ts";
import { NON_ASCII } from "./keyword_automaton.ts";
import { PII_RULES } from "./pii.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { SCHEME_RULES } from "./scheme_rules.ts";
import { withSameValues } from "./same_value.ts";
import { PROVIDER_RULES } from "./secret_rules.ts";
import { SHAPE_RULES } from "./shape_rules.ts";
import { ROUND71_RULES } from "./round71_rules.ts";
import { withinScan } from "./value_memo.ts";
import { outsideMarkers } from "./marker_spans.ts";

export type { Span } from "./rule_kit.ts";

/** Order is priority: on identical ranges the earlier (more specific) rule names the redaction. */
export const TEXT_RULES: TextRule[] = [
  ...PROVIDER_RULES,
  ...GENERIC_RULES,
  // Round 49: published formats, more specific than the shape rules that follow.
  ...DOCUMENTED_FORMAT_RULES,
  ...SCHEME_RULES,
  ...PII_RULES,
  ASSIGNMENT_RULE,
  ...SHAPE_RULES,
  // Round 71: last, so a rule that already names the same range keeps naming it.
  ...ROUND71_RULES,
];

/** Broad (unanchored) rules read at most this many characters of one string. */
export const MAX_BROAD_SCAN = 262_144;

// Keyword-less rules, tried when their hint matches; a hint that is one class of unusual
// characters (foreign letters) is answered from the text's character census, not a full pass.
const HINTED = TEXT_RULES.filter((r) => r.keywords.length === 0);
/** Keyword-gated redaction rules with their keywords (shared_pass.ts joins them with the phrases). */
export const TEXT_GATE_ENTRIES = TEXT_RULES.filter((r) => r.keywords.length > 0).map((rule) => ({
  rule,
  keywords: rule.keywords,
}));
const GATE = buildGate(TEXT_GATE_ENTRIES);
const PRIORITY = new Map(TEXT_RULES.map((r, i) => [r.id, i]));

/** A keyword-less rule's hint, by its own faster test when it has one (rule_kit.ts). */
const holdsHint = (r: TextRule, text: string) =>
  r.hintHolds ? r.hintHolds(text) : holdsAny(r.hint!, text);

/** What can match anywhere in a larger text (e.g. a whole JSON document). */
export interface RulePlan {
  /** Anchors of the keywords present (see keyword_gate.planAnchors). */
  anchors: string[];
  /** Keyword-less rules whose hint matched. */
  hinted: Set<TextRule>;
}

/**
 * Plans once for a whole value so strings in it skip rules that cannot match anywhere;
 * `anchors`: planAnchors of this text when a shared pass already found them.
 */
export function planFor(text: string, anchors?: string[]): RulePlan {
  return {
    anchors: anchors ?? planAnchors(GATE, text),
    hinted: new Set(HINTED.filter((r) => holdsHint(r, text))),
  };
}

/** Earliest start wins, then the longest, then rule priority; overlapping later spans are dropped. */
function resolve(spans: Span[]): Span[] {
  spans.sort((a, b) =>
    a.start - b.start || (b.end - b.start) - (a.end - a.start) ||
    (PRIORITY.get(a.rule) ?? 99) - (PRIORITY.get(b.rule) ?? 99)
  );
  const kept: Span[] = [];
  for (const s of spans) {
    const last = kept[kept.length - 1];
    if (!last || s.start >= last.end) kept.push(s);
  }
  return kept;
}

/**
 * All sensitive ranges of `text`, sorted and non-overlapping; `plan` limits the rules tried;
 * `contacts` adds e-mail addresses and phone numbers (an account setting, off by default);
 * `hits`: this text's keyword hits when a shared pass already found them.
 */
export function findSecretSpans(
  text: string,
  plan?: RulePlan,
  contacts = false,
  hits?: Map<TextRule, number[] | null>,
): Span[] {
  if (text.length < 6) return [];
  // The rules share one scan's per-value judgements (value_memo.ts).
  return withinScan(() => outsideMarkers(text, scanSpans(text, plan, contacts, hits)));
}

function scanSpans(
  text: string,
  plan: RulePlan | undefined,
  contacts: boolean,
  hits: Map<TextRule, number[] | null> | undefined,
): Span[] {
  const all: Span[] = contacts ? findContactSpans(text) : [];
  const capped = text.length > MAX_BROAD_SCAN ? text.slice(0, MAX_BROAD_SCAN) : text;
  const run = (rule: TextRule, at: number[] | null) => {
    const input = rule.broad ? capped : text;
    const inRange = at?.filter((p) => p < input.length) ?? null;
    for (const span of rule.find(input, inRange)) all.push(span);
  };
  if (planAdmits(plan, text)) {
    for (const [rule, at] of hits ?? gateHits(GATE, text)) run(rule, at);
  }
  for (const rule of HINTED) {
    if ((!plan || plan.hinted.has(rule)) && holdsHint(rule, capped)) run(rule, null);
  }
  // Round 32: a value judged a secret here is redacted at its other occurrences too.
  // Round 39: values the text marks dead, dates and record numbers are dropped first.
  return withSameValues(text, withoutKeptSpans(text, all.length > 1 ? resolve(all) : all));
}

/**
 * Whether `plan` lets this string's keyword rules run: no plan, or a planned keyword in it. A
 * plan's anchors come from the ASCII keywords only, so a string holding a non-ASCII character
 * may still wake a rule through a non-ASCII keyword: it is read, not skipped.
 */
export function planAdmits(plan: RulePlan | undefined, text: string): boolean {
  return plan === undefined || mayHit(plan.anchors, text) ||
    (GATE.script !== undefined && NON_ASCII.test(text));
}

/** `hits` of the ASCII keywords (mapped from another pass) with the non-ASCII keywords' added. */
export function withScriptSecretHits(
  text: string,
  hits: Map<TextRule, number[] | null>,
): Map<TextRule, number[] | null> {
  return withScriptHits(GATE, text, hits);
}

export function marker(rule: string): string {
  return `[REDACTED:${rule}]`;
}

/** Replaces each span with its marker. */
export function applySpans(text: string, spans: Span[]): string {
  let out = "";
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + marker(s.rule) + (s.keep ?? "");
    at = s.end;
  }
  return out + text.slice(at);
}
