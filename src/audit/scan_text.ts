// Scans one string for injection evidence: invisible characters, phrases, comments, encoded payloads.
import { excerptAt, labelledExcerpt, SpanCache } from "./excerpt.ts";
import { ASSISTANT_TURN, PHRASE_RULES, type PhraseRule, type Where } from "./injection_rules.ts";
import { buildGate, type Gate, gateHits, mayHit, planAnchors } from "./keyword_gate.ts";
import { execWindows } from "./windows.ts";
import { longRuns } from "./long_runs.ts";
import type { InjectionFinding, Severity } from "./types.ts";
import { hasUnusualChars, normaliseText, unicodeHits } from "./unicode.ts";

/** Phrase rules read at most this many characters of one string. */
export const MAX_SCAN_CHARS = 262_144;
/** A scan reports at most this many findings, one per rule and path. */
export const MAX_FINDINGS = 50;

const COMMENT_RULE = "html-comment";
const GATE: Gate<PhraseRule | string> = buildGate<PhraseRule | string>([
  ...PHRASE_RULES.map((rule) => ({ rule, keywords: rule.keywords })),
  { rule: COMMENT_RULE, keywords: ["<!--"] },
]);

/** What a whole value can contain, from one pass over its serialisation: lets strings skip work. */
export interface ScanPlan {
  /** Anchors of keywords present anywhere (see keyword_gate.planAnchors). */
  anchors: string[];
  unusual: boolean;
  longRuns: boolean;
}

// JSON.stringify writes control characters as escapes, which hasUnusualChars cannot see.
const ESCAPED_CONTROL = /\\u00[01][0-9a-fA-F]|\\[bf]/;

export function planScan(json: string): ScanPlan {
  return {
    anchors: planAnchors(GATE, json),
    unusual: hasUnusualChars(json) || ESCAPED_CONTROL.test(json),
    longRuns: longRuns(json, 40, 1).length > 0,
  };
}

export interface ScanState {
  findings: InjectionFinding[];
  seen: Set<string>;
  cache: SpanCache;
  plan?: ScanPlan;
}

export function newScanState(plan?: ScanPlan): ScanState {
  return { findings: [], seen: new Set(), cache: new SpanCache(), plan };
}

export function report(st: ScanState, f: InjectionFinding): void {
  const key = `${f.rule}\u0000${f.path}`;
  if (st.seen.has(key) || st.findings.length >= MAX_FINDINGS) return;
  st.seen.add(key);
  st.findings.push(f);
}

export interface PhraseHit {
  rule: PhraseRule;
  start: number;
  end: number;
}

/** First match of each applicable phrase rule, searched only around its keywords. */
export function phraseHits(text: string, where: Where): PhraseHit[] {
  const hits: PhraseHit[] = [];
  for (const [rule, at] of gateHits(GATE, text)) {
    if (typeof rule === "string" || !rule.where.includes(where)) continue;
    let found: PhraseHit | undefined;
    execWindows(rule.re, text, at, 250, 350, (m, offset) => {
      found ??= { rule, start: offset + m.index, end: offset + m.index + m[0].length };
    });
    if (!found) continue;
    if (rule.id === "conversation-mockup" && !ASSISTANT_TURN.test(text)) continue;
    hits.push(found);
  }
  return hits;
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
      excerpt = labelledExcerpt(
        "tag characters spell",
        hit.decoded,
        { start: 0, end: 80 },
        st.cache,
      );
    } else excerpt = excerptAt(text, hit.index, hit.index + 1, st.cache);
    report(st, { rule: hit.rule, severity: hit.severity, path, excerpt });
  }
  return derived;
}

function scanPhrases(text: string, path: string, where: Where, st: ScanState): void {
  for (const h of phraseHits(text, where)) {
    const excerpt = excerptAt(text, h.start, h.end, st.cache);
    report(st, { rule: h.rule.id, severity: h.rule.severity, path, excerpt });
  }
}

const AI_DIRECTED =
  /\b(?:assistant|ai|llm|model|agent|claude|gpt|chatbot|you\s+must|instructions?)\b/i;

/** Up to 20 `<!-- … -->` bodies (at most 5,000 characters each), found with linear indexOf scans. */
function comments(text: string): Array<{ start: number; end: number; inner: string }> {
  const found: Array<{ start: number; end: number; inner: string }> = [];
  let at = text.indexOf("<!--");
  while (at >= 0 && found.length < 20) {
    const close = text.indexOf("-->", at + 4);
    if (close < 0) break;
    if (close - at <= 5004) {
      found.push({ start: at, end: close + 3, inner: text.slice(at + 4, close) });
    }
    at = text.indexOf("<!--", close + 3);
  }
  return found;
}

/** HTML comments are invisible when rendered; suspicious when aimed at the model (rule H-01). */
function scanComments(text: string, path: string, where: Where, st: ScanState): void {
  for (const c of comments(text)) {
    const words = c.inner.trim().split(/\s+/).filter(Boolean).length;
    const hit = phraseHits(c.inner, "d").length > 0;
    if (!hit && !AI_DIRECTED.test(c.inner) && !(where === "d" && words >= 3)) continue;
    const severity: Severity = hit ? "high" : "medium";
    const excerpt = excerptAt(text, c.start, c.end, st.cache);
    report(st, { rule: COMMENT_RULE, severity, path, excerpt });
    if (hit) return;
  }
}

const UTF8 = new TextDecoder("utf-8", { fatal: false });

function decodeRun(run: string): string | undefined {
  let bytes: Uint8Array;
  if (/^[0-9a-fA-F]+$/.test(run) && run.length % 2 === 0 && run.length >= 64) {
    bytes = new Uint8Array(run.length / 2);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(2 * i, 2 * i + 2), 16);
  } else {
    const b64 = run.replace(/=+$/, "").replaceAll("-", "+").replaceAll("_", "/");
    try {
      bytes = Uint8Array.from(
        atob(b64.slice(0, b64.length - (b64.length % 4))),
        (c) => c.charCodeAt(0),
      );
    } catch {
      return undefined;
    }
  }
  const text = UTF8.decode(bytes);
  const printable = text.match(/[\p{L}\p{N}\p{P}\p{S}\p{Zs}\t\n\r]/gu)?.length ?? 0;
  return printable >= 0.9 * [...text].length ? text : undefined;
}

/** Base64/hex runs that decode to readable text which itself trips a phrase rule (rule E-01). */
function scanEncoded(text: string, path: string, where: Where, st: ScanState): void {
  for (const [s, e] of longRuns(text, 40, 20)) {
    const decoded = decodeRun(text.slice(s, Math.min(e, s + 16_384)));
    if (!decoded) continue;
    const hit = phraseHits(decoded, where)[0];
    if (!hit) continue;
    const severity: Severity = hit.rule.severity === "high" ? "high" : "medium";
    const excerpt = labelledExcerpt(`decodes to (${hit.rule.id})`, decoded, hit, st.cache);
    report(st, { rule: "encoded-payload", severity, path, excerpt });
    return;
  }
}

// One bare token without spaces, dots or punctuation ("p2", "user_42") cannot hold any result or
// argument rule's pattern; descriptions are scanned in full (enum values like "attacker").
const BARE_TOKEN = /^[\w@$-]{0,64}$/;

/** All findings for one string at `path`. */
export function scanText(raw: string, path: string, where: Where, st: ScanState): void {
  if (raw.length === 0 || st.findings.length >= MAX_FINDINGS) return;
  if (where !== "d" && BARE_TOKEN.test(raw)) return;
  const plan = st.plan;
  const text = raw.length > MAX_SCAN_CHARS ? raw.slice(0, MAX_SCAN_CHARS) : raw;
  let visible = text;
  let planned = plan !== undefined;
  if ((!plan || plan.unusual) && hasUnusualChars(text)) {
    for (const decoded of scanUnicode(text, path, where, st)) scanPhrases(decoded, path, where, st);
    visible = normaliseText(text);
    planned = false; // normalisation can form keywords the plan never saw
  }
  if (!planned || mayHit(plan!.anchors, visible)) scanPhrases(visible, path, where, st);
  if (where === "a") return;
  scanComments(visible, path, where, st);
  if (!plan || plan.longRuns) scanEncoded(visible, path, where, st);
}
