// One keyword pass for both redaction and injection scanning of a long string: the redaction
// keywords and the phrase keywords share an automaton, and when redaction leaves the string
// unchanged, the phrase hits are kept for the scan of the redacted copy (the same string).
import { type Edit, remapEvents } from "./gate_events.ts";
import { editsBetween } from "./normal_edits.ts";
import { canMapWalk, noteEdited } from "./regex_index.ts";
import {
  buildGate,
  type Gate,
  type GateEvents,
  hitsOfEvents,
  keywordsFound,
  scanEvents,
} from "./keyword_gate.ts";
import { type GateRule, PHRASE_GATE_ENTRIES } from "./phrase_scan.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { marker, TEXT_GATE_ENTRIES } from "./text_scan.ts";

type Tagged = { secret: TextRule } | { phrase: GateRule };
type Hits<R> = Map<R, number[] | null>;

/** Shorter strings are cheap to pass twice; the shared pass pays off on long ones. */
export const MIN_SHARED = 2048;
const CAPACITY = 16;

let gate: Gate<Tagged> | undefined;

/** One tag object per rule (a rule may come in several entries), so its hits stay one list. */
function tagged<R>(entries: Array<{ rule: R; keywords: string[] }>, tag: (r: R) => Tagged) {
  const tags = new Map<R, Tagged>();
  return entries.map((e) => {
    if (!tags.has(e.rule)) tags.set(e.rule, tag(e.rule));
    return { rule: tags.get(e.rule)!, keywords: e.keywords };
  });
}

function combined(): Gate<Tagged> {
  gate ??= buildGate<Tagged>([
    ...tagged(TEXT_GATE_ENTRIES, (secret) => ({ secret })),
    ...tagged(PHRASE_GATE_ENTRIES, (phrase) => ({ phrase })),
  ]);
  return gate;
}

/** Masks over the combined gate's rules (hitsOfEvents `only`) for a site that reads one side. */
let masks: { secret: Uint8Array; phrase: Uint8Array } | undefined;

function side(which: "secret" | "phrase"): Uint8Array {
  masks ??= {
    secret: Uint8Array.from(combined().ruleList, (tag) => "secret" in tag ? 1 : 0),
    phrase: Uint8Array.from(combined().ruleList, (tag) => "secret" in tag ? 0 : 1),
  };
  return masks[which];
}

/** The last shared pass, so the phrase hits of its redacted copy can be mapped from it. */
let last: { text: string; events: GateEvents } | undefined;

function split(hits: Map<Tagged, number[] | null>) {
  const secret: Hits<TextRule> = new Map();
  const phrase: Hits<GateRule> = new Map();
  for (const [tag, at] of hits) {
    if ("secret" in tag) secret.set(tag.secret, at);
    else phrase.set(tag.phrase, at);
  }
  return { secret, phrase };
}

/** Keyword hits of `text` for the redaction rules and for the phrase rules, from one pass. */
export function sharedHits(text: string): { secret: Hits<TextRule>; phrase: Hits<GateRule> } {
  const events = scanEvents(combined(), text);
  last = { text, events };
  return split(hitsOfEvents(combined(), events));
}

/**
 * Keeps the phrase hits of `redacted` (= `original` with `spans` replaced by markers), mapped
 * from the shared pass over `original` through the edits instead of a second full pass.
 */
export function keepRedactedPhraseHits(original: string, redacted: string, spans: Span[]): void {
  if (redacted.length < MIN_SHARED) return;
  const edits: Edit[] = [];
  let shift = 0;
  for (const s of spans) {
    const b1 = s.start + shift + marker(s.rule).length + (s.keep?.length ?? 0);
    edits.push({ a0: s.start, a1: s.end, b0: s.start + shift, b1 });
    shift = b1 - s.end;
  }
  // The regex index maps its walk the same way (when it walked the original).
  noteEdited(original, redacted, edits);
  if (last?.text !== original) return;
  const events = remapEvents(combined(), last.events, redacted, edits);
  keep(redacted, split(hitsOfEvents(combined(), events, undefined, side("phrase"))).phrase, events);
}

/** Per kept text: its phrase hits and the shared pass's events (to map onto a derived reading). */
const kept = new Map<string, { hits: Hits<GateRule>; events?: GateEvents }>();

function keep(text: string, hits: Hits<GateRule>, events?: GateEvents): void {
  if (text.length < MIN_SHARED) return;
  kept.delete(text);
  if (kept.size >= CAPACITY) kept.delete(kept.keys().next().value!);
  kept.set(text, { hits, events });
}

/** Keeps the phrase hits of a string that redaction returned unchanged. */
export function keepPhraseHits(text: string, hits: Hits<GateRule>): void {
  keep(text, hits, last?.text === text ? last.events : undefined);
}

/** Phrase hits found for this exact text during its redaction, if any. */
export function keptPhraseHits(text: string): Hits<GateRule> | undefined {
  return text.length < MIN_SHARED ? undefined : kept.get(text)?.hits;
}

/**
 * Phrase hits of `reading`, a normalised copy of the kept `text` (format characters stripped,
 * compatibility forms folded), mapped from the text's events through the edits between them:
 * equal to a fresh keyword pass over the reading, without reading it whole again.
 */
export function derivedPhraseHits(text: string, reading: string): Hits<GateRule> | undefined {
  const events = text.length < MIN_SHARED ? undefined : kept.get(text)?.events;
  if (reading.length < MIN_SHARED || (events === undefined && !canMapWalk(text))) return undefined;
  const edits = editsBetween(text, reading);
  if (edits === undefined) return undefined;
  noteEdited(text, reading, edits); // the regex index maps its walk the same way
  if (events === undefined) return undefined;
  const remapped = remapEvents(combined(), events, reading, edits);
  const hits = split(hitsOfEvents(combined(), remapped));
  derived = { reading, secret: hits.secret, events: remapped };
  return hits.phrase;
}

/** The redaction-rule hits of the last reading derivedPhraseHits mapped (for its excerpts). */
let derived: { reading: string; secret: Hits<TextRule>; events: GateEvents } | undefined;

/**
 * Redaction-rule hits of `slice`, a stretch of the last mapped `reading` (`edits` cut off its two
 * ends), mapped from the reading's events: equal to the ASCII automaton's pass over the slice.
 */
export function slicedSecretHits(
  reading: string,
  slice: string,
  edits: Edit[],
): Hits<TextRule> | undefined {
  if (derived?.reading !== reading) return undefined;
  return remappedSecretHits(derived.events, slice, edits);
}

/**
 * Redaction-rule hits of `edited` (`original` with `edits` applied), mapped from the last shared
 * pass when it read `original`: equal to the ASCII automaton's own pass over `edited` (cost round
 * 40: a string read through its invisible characters is not read whole a second time).
 */
export function editedSecretHits(
  original: string,
  edited: string,
  edits: Edit[],
): Hits<TextRule> | undefined {
  if (last?.text !== original) return undefined;
  return remappedSecretHits(last.events, edited, edits);
}

/** The redaction-rule hits of `text`, from another text's events carried over by `edits`. */
function remappedSecretHits(
  events: Parameters<typeof remapEvents>[1],
  text: string,
  edits: Edit[],
) {
  const mapped = remapEvents(combined(), events, text, edits);
  return split(hitsOfEvents(combined(), mapped, undefined, side("secret"))).secret;
}

/** Keyword hits of the redaction rules in `reading`, when its phrase hits were just mapped. */
export function derivedSecretHits(reading: string): Hits<TextRule> | undefined {
  return derived?.reading === reading ? derived.secret : undefined;
}

/** Anchors (keyword_gate.planAnchors) of the redaction and of the phrase keywords, from one pass. */
export function sharedAnchors(text: string): { secret: string[]; phrase: string[] } {
  const g = combined();
  const secret = new Set<string>();
  const phrase = new Set<string>();
  for (const id of keywordsFound(g, text)) {
    for (const tag of g.rules[id]) ("secret" in tag ? secret : phrase).add(g.anchors[id]);
  }
  return { secret: [...secret], phrase: [...phrase] };
}

let keptPlan: { json: string; anchors: string[] } | undefined;

/**
 * Keeps the phrase anchors of a value's serialisation planned for redaction: the scan of the
 * redacted copy serialises to the same text when redaction changed nothing, and reuses them.
 */
export function keepPhraseAnchors(json: string, anchors: string[]): void {
  keptPlan = { json, anchors };
}

export function keptPhraseAnchors(json: string): string[] | undefined {
  return keptPlan !== undefined && keptPlan.json === json ? keptPlan.anchors : undefined;
}

/** Serialisations of redacted copies that redaction left unchanged (see redact.ts). */
const copies = new WeakMap<object, string>();

export function keepRedactedJson(copy: unknown, json: string): void {
  if (typeof copy === "object" && copy !== null) copies.set(copy, json);
}

/** `JSON.stringify(value)` when `value` is such a copy, without serialising it again. */
export function keptRedactedJson(value: unknown): string | undefined {
  return typeof value === "object" && value !== null ? copies.get(value) : undefined;
}
