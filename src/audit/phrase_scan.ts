// Runs the phrase rules over one text: keyword gate first, then each rule's regex near its keywords.
import {
  ASSISTANT_TURN,
  CONSEQUENTIAL_TURN,
  PHRASE_RULES,
  type PhraseRule,
  type Where,
} from "./injection_rules.ts";
import { buildGate, type Gate, gateHits, withScriptHits } from "./keyword_gate.ts";
import { registerRegex } from "./regex_index.ts";
import { execWindows } from "./windows.ts";
import { keepRun, replayable, sharedKeys } from "./shared_runs.ts";
import { hintHolds, keptRun } from "./hint_holds.ts";
import { isSpecimen } from "./discussion.ts";
import { LATIN_GATE_ENTRIES, latinHit, type LatinRule } from "./multilingual_rules.ts";
import { humanContext } from "./human_context.ts";
import { foreignConfirmed } from "./intent_foreign.ts";
import { INTENT_GATE_ENTRIES, INTENT_RULES, intentHit, type IntentRule } from "./intent_scan.ts";

export const COMMENT_RULE = "html-comment";

const STRUCTURE_IDS = new Set(Object.keys(INTENT_RULES));

export type GateRule = PhraseRule | LatinRule | IntentRule | string;

/** The phrase rules' keywords (shared_pass.ts joins them with the redaction keywords). */
export const PHRASE_GATE_ENTRIES: Array<{ rule: GateRule; keywords: string[] }> = [
  ...PHRASE_RULES.map((rule) => ({ rule, keywords: rule.keywords })),
  { rule: COMMENT_RULE, keywords: ["<!--"] },
  ...LATIN_GATE_ENTRIES,
  ...INTENT_GATE_ENTRIES,
];

// One Aho-Corasick pass serves the English rules and the other Latin-script languages.
export const GATE: Gate<GateRule> = buildGate<GateRule>(PHRASE_GATE_ENTRIES);

/** Override phrases in other languages (multilingual_rules.ts) report under one rule id. */
export const MULTILINGUAL_RULE: PhraseRule = {
  id: "multilingual-override",
  severity: "high",
  where: ["d", "r"],
  keywords: [],
  re: /(?!)/,
};

// Ids whose hits steer other rules through `seen` (`unless` lists, the Latin and sentence-scorer
// passes): a phrase rule with one of them is always searched, even when its hit would be dropped.
const UNLESS_IDS = new Set(PHRASE_RULES.flatMap((r) => r.unless ?? []));
const STEERING = new Set([...UNLESS_IDS, MULTILINGUAL_RULE.id, ...STRUCTURE_IDS]);

/**
 * The sentence scorer's English entry reports under any scorer id, its Latin entries and the
 * Latin override phrases under the multilingual one: when all of them are dropped and no
 * `unless` reads them, the entry's hit counts nowhere (scorer hits never make a text specific).
 */
function quiet(rule: LatinRule | IntentRule, drops: (id: string) => boolean): boolean {
  const ids = "intent" in rule && rule.intent !== "latin" ? STRUCTURE_IDS : [MULTILINGUAL_RULE.id];
  for (const id of ids) if (UNLESS_IDS.has(id) || !drops(id)) return false;
  return true;
}

function latinFinding(text: string, rule: LatinRule, at: number[] | null, where: Where) {
  if (!MULTILINGUAL_RULE.where.includes(where)) return undefined;
  const hit = latinHit(text, rule, at);
  if (!hit || !foreignConfirmed(text, hit.start)) return undefined;
  if (where === "r" && isSpecimen(MULTILINGUAL_RULE.id, text, hit.start, hit.end)) {
    return undefined;
  }
  return { rule: MULTILINGUAL_RULE, start: hit.start, end: hit.end };
}

// Global copies: a rejected match (quoted, negated) must not hide a later one in the same window.
const GLOBAL = new Map<PhraseRule, RegExp>(
  PHRASE_RULES.map((r) => [r, new RegExp(r.re.source, r.re.flags.replace("g", "") + "g")]),
);
// By parts: a rule whose alternatives only partly open with literals is still tried at anchors.
for (const re of GLOBAL.values()) registerRegex(re, "phrase", true);
// Hints are whole-text tests; read from the phrase index when the text has one (testIndexed).
for (const r of PHRASE_RULES) {
  if (r.hint && !r.hint.global && !r.hint.sticky) {
    registerRegex(r.hint, "phrase", true);
  }
}
const MAX_TRIES = 8;
// Rules sharing one regex: a search of one is replayed for the next over the same text and windows.
const SHARED = sharedKeys(PHRASE_RULES);

export interface PhraseHit {
  rule: PhraseRule;
  start: number;
  end: number;
}

const OPEN_QUOTE = /(?:^|[\s(:,\[])["'“‘«`][^"“”«»`\n]{0,60}$/;
const CLOSE_QUOTE = /^[^"“”«»`\n]{0,120}?["'”’»`](?![A-Za-z])/;
// Phrases that introduce a quotation as a specimen. Single generic words ("example", "like")
// are not enough: they also occur in the attack itself (a domain such as "collector.example").
const DISCUSSION =
  /\b(?:(?:attacks?|phrases?|strings?|prompts?|payloads?|instructions?|commands?|inputs?|text)\s+(?:like|such\s+as)|such\s+as|e\.g\.|for\s+(?:example|instance)|known\s+as|so-called|classic|jailbreak\w*|prompt[- ]injection\w*|injection\s+(?:attacks?|attempts?|examples?)|quiz|red\s+flags?|adversarial|red[- ]team\w*)(?![\w.-]*\.\w)/i;

/**
 * A quoted phrase in text that talks about it ("attacks like 'ignore previous instructions'")
 * is a mention, not an instruction.
 */
function quotedMention(text: string, start: number, end: number): boolean {
  if (!OPEN_QUOTE.test(text.slice(Math.max(0, start - 62), start))) return false;
  if (!CLOSE_QUOTE.test(text.slice(end, end + 122))) return false;
  const context = text.slice(Math.max(0, start - 200), start) + " " +
    text.slice(end, end + 200);
  return DISCUSSION.test(context);
}

/** A specimen of an attack, or an order that belongs to a human context (results only). */
function discounted(rule: string, text: string, start: number, end: number): boolean {
  return isSpecimen(rule, text, start, end) || humanContext(rule, text, start, end);
}

/** The sentence scorer (intent_scan.ts), once per rule id, with the same quotation discounts. */
function structureFinding(
  text: string,
  rule: IntentRule,
  at: number[] | null,
  where: Where,
  seen: Set<string>,
): PhraseHit | undefined {
  if (rule.intent === "latin" && seen.has(MULTILINGUAL_RULE.id)) return undefined;
  const h = intentHit(text, rule, at, where);
  if (!h || seen.has(h.rule.id) || quotedMention(text, h.start, h.end)) return undefined;
  if (where === "r" && discounted(h.rule.id, text, h.start, h.end)) return undefined;
  seen.add(h.rule.id);
  return h;
}

/** The rule's first accepted match in `text`, its hint and turn checks included. */
function ruleHit(rule: PhraseRule, text: string, at: number[] | null, where: Where) {
  if (rule.hint && !hintHolds(rule.hint, text)) return undefined;
  const found = firstAccepted(rule, text, at, where);
  if (
    found && rule.id === "conversation-mockup" &&
    !(ASSISTANT_TURN.test(text) && CONSEQUENTIAL_TURN.test(text))
  ) return undefined;
  return found;
}

function firstAccepted(
  rule: PhraseRule,
  text: string,
  at: number[] | null,
  where: Where,
): PhraseHit | undefined {
  let found: PhraseHit | undefined;
  let tries = 0;
  const re = GLOBAL.get(rule)!;
  // Alternatives needing a character the text lacks match nowhere in it: left out (round 37).
  const kept = keptRun(re, text);
  if (kept === null) return undefined;
  // true: the search ends (a match accepted, or MAX_TRIES read).
  const check = (start: number, end: number): boolean => {
    if (tries++ >= MAX_TRIES) return true;
    if (rule.accept && !rule.accept(text, start, end)) return false;
    if (rule.id === MULTILINGUAL_RULE.id && !foreignConfirmed(text, start)) return false;
    if (quotedMention(text, start, end)) return false;
    // Descriptions quote commands legitimately; only results discuss attacks as specimens.
    if (where === "r" && discounted(rule.id, text, start, end)) return false;
    found = { rule, start, end };
    return true;
  };
  const key = SHARED.get(rule);
  const spans = key === undefined ? undefined : replayable(key, text, at);
  if (spans !== undefined) {
    for (let i = 0; i < spans.length && !check(spans[i], spans[i + 1]); i += 2);
    return found;
  }
  const met: number[] = [];
  let ended = false;
  execWindows(
    re,
    text,
    at,
    250,
    350,
    (m, offset) => {
      const start = offset + m.index;
      if (key !== undefined) met.push(start, start + m[0].length);
      return ended = check(start, start + m[0].length);
    },
    rule.starts,
    kept,
  );
  if (key !== undefined) keepRun(key, text, at, met, !ended, MAX_TRIES + 1);
  return found;
}

/**
 * First accepted match of each applicable phrase rule, searched only around its keywords;
 * `gated`: this text's keyword hits when a shared pass already found them. `drops`: rule ids
 * whose hits the caller drops (already reported at its path): those rules are not searched,
 * unless their hits steer others' (STEERING, quiet), so the hits it keeps are the same.
 */
export function phraseHits(
  text: string,
  where: Where,
  gated?: Map<GateRule, number[] | null>,
  drops?: (id: string) => boolean,
): PhraseHit[] {
  const hits: PhraseHit[] = [];
  const seen = new Set<string>();
  const skipped: Array<[PhraseRule, number[] | null]> = [];
  const all = gated === undefined ? gateHits(GATE, text) : withScriptHits(GATE, text, gated);
  for (const [rule, at] of all) {
    if (typeof rule === "string") continue;
    if (("intent" in rule || "lang" in rule) && drops !== undefined && quiet(rule, drops)) continue;
    if ("intent" in rule) {
      const found = structureFinding(text, rule, at, where, seen);
      if (found) hits.push(found);
      continue;
    }
    if ("lang" in rule) {
      const found = seen.has(MULTILINGUAL_RULE.id)
        ? undefined
        : latinFinding(text, rule, at, where);
      if (found) {
        seen.add(MULTILINGUAL_RULE.id);
        hits.push(found);
      }
      continue;
    }
    if (!rule.where.includes(where) || seen.has(rule.id)) continue;
    if (drops !== undefined && !STEERING.has(rule.id) && drops(rule.id)) {
      skipped.push([rule, at]);
      continue;
    }
    const found = ruleHit(rule, text, at, where);
    if (!found) continue;
    seen.add(rule.id);
    hits.push(found);
  }
  // The sentence scorer is a fallback: a text another rule already flagged gets no second finding.
  // Whether a skipped rule flags it is asked only when a scorer's hit hangs on the answer.
  const scored = hits.some((h) => STRUCTURE_IDS.has(h.rule.id) && h.rule !== MULTILINGUAL_RULE);
  const specific = hits.some((h) => !STRUCTURE_IDS.has(h.rule.id)) ||
    (scored && skipped.some(([rule, at]) => ruleHit(rule, text, at, where) !== undefined));
  return hits.filter((h) =>
    !h.rule.unless?.some((id) => seen.has(id)) &&
    !(specific && STRUCTURE_IDS.has(h.rule.id) && h.rule !== MULTILINGUAL_RULE)
  );
}
