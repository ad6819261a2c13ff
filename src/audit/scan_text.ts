// Scans one string for injection evidence: invisible characters, phrases, comments, encoded payloads.
import { excerptAt, labelledExcerpt, prepareExcerpts } from "./excerpt.ts";
import { MIN_ENCODED_RUN, scanComments, scanEncoded, scanPadding } from "./hidden_text.ts";
import type { Where } from "./injection_rules.ts";
import { mayHit, planAnchors } from "./keyword_gate.ts";
import { longRuns } from "./long_runs.ts";
import { GATE, phraseHits } from "./phrase_scan.ts";
import { dropped, MAX_FINDINGS, report, type ScanPlan, type ScanState } from "./scan_state.ts";
import { hasUnusualChars, normaliseText, unicodeHits } from "./unicode.ts";
import { rememberReading } from "./clean_strings.ts";
import { canonicalView } from "./canonical_view.ts";
import { cueReadings } from "./cue_readings.ts";
import { isSpecimen } from "./discussion.ts";
import { staffAddressee } from "./staff_addressee.ts";
import { otherScriptHit } from "./multilingual_rules.ts";
import { derivedPhraseHits, keptPhraseAnchors, keptPhraseHits } from "./shared_pass.ts";
import { scriptIntentHit } from "./intent_scan.ts";
import { foreignConfirmed } from "./intent_foreign.ts";
import { SCRIPT_LEXICONS } from "./intent_scripts.ts";
import { holdsAny, unionClass } from "./char_census.ts";
import { scriptMemoryHit } from "./memory_rules.ts";
import { scriptRoleHit } from "./role_power.ts";
import { roleOrderHit } from "./role_addressed.ts";
import { scriptRecastHit } from "./role_reassign_foreign.ts";
import { scriptMarkHit } from "./authority_mark_foreign.ts";
import { brailleOrderAt, brailleReading } from "./braille.ts";
import { encodedOrder } from "./encoded_order.ts";

export { phraseHits } from "./phrase_scan.ts";
export type { PhraseHit } from "./phrase_scan.ts";
export { MAX_FINDINGS, newScanState, report } from "./scan_state.ts";
export type { ScanPlan, ScanState } from "./scan_state.ts";

/** Phrase rules read at most this many characters of one string. */
export const MAX_SCAN_CHARS = 262_144;

// JSON.stringify writes control characters as escapes, which hasUnusualChars cannot see.
const ESCAPED_CONTROL = /\\u00[01][0-9a-fA-F]|\\[bf]/;

export function planScan(json: string): ScanPlan {
  return {
    anchors: keptPhraseAnchors(json) ?? planAnchors(GATE, json),
    unusual: hasUnusualChars(json) || ESCAPED_CONTROL.test(json),
    longRuns: longRuns(json, MIN_ENCODED_RUN, 1).length > 0,
  };
}

const UNICODE_WHERE: Record<string, Where[]> = {
  "unicode-tag-characters": ["d", "r", "a"],
  "bidi-controls": ["d", "r", "a"],
};

function scanUnicode(text: string, path: string, where: Where, st: ScanState): string[] {
  const derived: string[] = [];
  for (const hit of unicodeHits(text)) {
    if (!(UNICODE_WHERE[hit.rule] ?? ["d", "r"]).includes(where)) continue;
    let excerpt: string;
    if (hit.decoded !== undefined) {
      derived.push(hit.decoded);
      if (dropped(st, hit.rule, path)) continue;
      excerpt = labelledExcerpt(
        "tag characters spell",
        hit.decoded,
        { start: 0, end: 80 },
        st.cache,
      );
    } else if (dropped(st, hit.rule, path)) continue;
    else excerpt = excerptAt(text, hit.index, hit.index + 1, st.cache);
    report(st, { rule: hit.rule, severity: hit.severity, path, excerpt });
  }
  return derived;
}

/** `source`: the string `text` was normalised from, whose kept keyword events map onto it. */
function scanPhrases(text: string, path: string, where: Where, st: ScanState, source?: string) {
  const kept = source === undefined ? keptPhraseHits(text) : derivedPhraseHits(source, text);
  const drops = (id: string) => dropped(st, id, path);
  const hits = phraseHits(text, where, kept, drops).filter((h) => !drops(h.rule.id));
  prepareExcerpts(text, hits, st.cache);
  for (const h of hits) {
    if (dropped(st, h.rule.id, path)) continue; // the cap, reached while reporting
    const excerpt = excerptAt(text, h.start, h.end, st.cache);
    report(st, { rule: h.rule.id, severity: h.rule.severity, path, excerpt });
  }
}

// The sentence scorer's scripts: a text holding none of their letters has nothing for it to read.
const SCRIPTS = unionClass(SCRIPT_LEXICONS.map((lex) => lex.script!));

/** Cyrillic and CJK override phrases (Latin-script languages run with the phrase rules). */
function scanOtherLanguages(text: string, path: string, st: ScanState, unusual: boolean): void {
  // Its one rule already reported at this path (by the phrase pass): nothing it finds is kept.
  if (!unusual || dropped(st, "multilingual-override", path)) return;
  const old = otherScriptHit(text);
  const hit = (old && foreignConfirmed(text, old.start) ? old : undefined) ??
    (SCRIPTS === undefined || holdsAny(SCRIPTS, text) ? scriptIntentHit(text) : undefined);
  if (!hit || isSpecimen("multilingual-override", text, hit.start, hit.end)) return;
  if (staffAddressee(text, hit.start)) return; // round inj58: an order to a shift's staff
  const excerpt = excerptAt(text, hit.start, hit.end, st.cache);
  report(st, { rule: "multilingual-override", severity: "high", path, excerpt });
}

// Rounds 15 on: rules whose phrases are written in non-Latin scripts the keyword gate cannot
// see (memory_rules.ts, role_power.ts), each with the places it reads.
const SCRIPT_RULES: Array<
  [string, Where[], (text: string) => { start: number; end: number } | undefined]
> = [
  ["memory-persistence", ["r"], scriptMemoryHit],
  ["role-power", ["d", "r"], scriptRoleHit],
  // Round inj49: the English role-reassignment and fake-authority-header, by lexicon parity.
  ["role-reassignment", ["d", "r"], scriptRecastHit],
  ["fake-authority-header", ["d", "r"], scriptMarkHit],
];

// Round 19: an order to a role named by its job ("Network assistant: shut down …"), a fallback
// for a tool result no other rule flagged at this path, so that it never displaces a more
// specific finding.
function scanRoleOrders(text: string, path: string, st: ScanState, unusual: boolean): void {
  if (st.findings.some((f) => f.path === path)) return;
  const hit = roleOrderHit(text, unusual);
  if (!hit || isSpecimen("role-addressed-order", text, hit.start, hit.end)) return;
  if (staffAddressee(text, hit.start)) return; // round inj58: a shift's staff, not software
  const excerpt = excerptAt(text, hit.start, hit.end, st.cache);
  report(st, { rule: "role-addressed-order", severity: "high", path, excerpt });
}

function scanScriptRules(
  text: string,
  path: string,
  where: Where,
  st: ScanState,
  unusual: boolean,
): void {
  if (!unusual) return;
  for (const [rule, places, find] of SCRIPT_RULES) {
    if (!places.includes(where) || dropped(st, rule, path)) continue;
    const hit = find(text);
    if (!hit || isSpecimen(rule, text, hit.start, hit.end)) continue;
    const excerpt = excerptAt(text, hit.start, hit.end, st.cache);
    report(st, { rule, severity: "high", path, excerpt });
  }
}

// One bare token without spaces, dots or punctuation ("p2", "user_42") cannot hold any result or
// argument rule's pattern; descriptions are scanned in full (enum values like "attacker").
const BARE_TOKEN = /^[\w@$-]{0,64}$/;

// Round inj78: Braille cells read as letters; the reading meets the phrase rules, and a stretch
// that opens with an order is reported as encoded_order.ts reports its codecs.
function scanBraille(text: string, path: string, where: Where, st: ScanState): void {
  const reading = brailleReading(text);
  if (reading === undefined) return;
  scanPhrases(reading, path, where, st);
  if (dropped(st, "decode-and-follow", path)) return;
  const at = brailleOrderAt(text, encodedOrder);
  if (!at || isSpecimen("decode-and-follow", text, at[0], at[1])) return;
  const excerpt = excerptAt(text, at[0], at[1], st.cache);
  report(st, { rule: "decode-and-follow", severity: "medium", path, excerpt });
}

/** All findings for one string at `path`. */
export function scanText(raw: string, path: string, where: Where, st: ScanState): void {
  if (raw.length === 0 || st.findings.length >= MAX_FINDINGS) return;
  const plan = st.plan;
  if (where !== "d" && BARE_TOKEN.test(raw)) {
    if (where === "r" && raw.length >= MIN_ENCODED_RUN && (!plan || plan.longRuns)) {
      scanEncoded(raw, path, where, st);
    }
    return;
  }
  const text = raw.length > MAX_SCAN_CHARS ? raw.slice(0, MAX_SCAN_CHARS) : raw;
  let visible = text;
  let planned = plan !== undefined;
  if ((!plan || plan.unusual) && hasUnusualChars(text)) {
    for (const decoded of scanUnicode(text, path, where, st)) scanPhrases(decoded, path, where, st);
    if (where !== "a") scanBraille(text, path, where, st);
    visible = normaliseText(text);
    rememberReading(text, visible);
    planned = false; // normalisation can form keywords the plan never saw
  }
  if (!planned || mayHit(plan!.anchors, visible)) {
    scanPhrases(visible, path, where, st, visible === text ? undefined : text);
  }
  if (where === "a") return;
  const canonical = canonicalView(visible);
  if (canonical !== undefined) scanPhrases(canonical, path, where, st);
  for (const reading of cueReadings(visible)) scanPhrases(reading, path, where, st);
  // One test of the text the three non-Latin readers below share (a pass over 60 KB each).
  const unusual = hasUnusualChars(visible);
  scanOtherLanguages(visible, path, st, unusual);
  scanScriptRules(visible, path, where, st, unusual);
  if (where === "r") scanRoleOrders(visible, path, st, unusual);
  scanComments(visible, path, where, st);
  if (!plan || plan.longRuns) scanEncoded(visible, path, where, st);
  if (where === "d") scanPadding(text, path, st);
}
