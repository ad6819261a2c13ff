// Text a reader does not see but the model does: HTML comments (H-01), base64/hex payloads
// (E-01) and whitespace padding that pushes a description's tail off-screen (TP-10).
import { reportedQuote } from "./reported_quote.ts";
import { excerptAt, labelledExcerpt } from "./excerpt.ts";
import type { Where } from "./injection_rules.ts";
import { longRuns } from "./long_runs.ts";
import { COMMENT_RULE, phraseHits } from "./phrase_scan.ts";
import { dropped, report, type ScanState } from "./scan_state.ts";
import type { Severity } from "./types.ts";

/** Shortest base64 run decoded (18 bytes: "ignore all rules!" fits). */
export const MIN_ENCODED_RUN = 24;
const MAX_ENCODED_RUNS = 64;

const AI_DIRECTED =
  /\b(?:assistant|ai|llm|model|agent|claude|gpt|chatbot|you\s+must|instructions?)\b/i;
// Round inj44 (trn10's false alarm): "agent" before a support desk's own artefact ("Agent macro:
// greet the customer …") names the human agent whose macro it is, not the model.
const HUMAN_AGENT_ARTEFACT = /\bagents?\s+(?:macros?|scripts?|playbooks?|checklists?|desk)\b/gi;

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
export function scanComments(text: string, path: string, where: Where, st: ScanState): void {
  for (const c of comments(text)) {
    // One finding per rule and path: once reported (or capped), the rest cannot change the output.
    if (dropped(st, COMMENT_RULE, path)) return;
    const words = c.inner.trim().split(/\s+/).filter(Boolean).length;
    const hit = phraseHits(c.inner, "d").length > 0;
    const aimed = AI_DIRECTED.test(c.inner.replace(HUMAN_AGENT_ARTEFACT, " "));
    if (!hit && !aimed && !(where === "d" && words >= 3)) continue;
    const severity: Severity = hit ? "high" : "medium";
    const excerpt = excerptAt(text, c.start, c.end, st.cache);
    report(st, { rule: COMMENT_RULE, severity, path, excerpt });
    if (hit) return;
  }
}

const UTF8 = new TextDecoder("utf-8", { fatal: false });
const HEX = /^[0-9a-fA-F]+$/;
const MIXED_ALPHABETS = /[+/][\s\S]*[-_]|[-_][\s\S]*[+/]/;

/**
 * Runs that cannot be base64 of text: both alphabets ("acct_1/ch_3"), one case only, or
 * separator-dense paths ("com/repos/octo/hello") — base64 has a "/" about every 64 characters.
 */
function implausible(run: string): boolean {
  if (MIXED_ALPHABETS.test(run) || !/[a-z]/.test(run) || !/[A-Z]/.test(run)) return true;
  let separators = 0;
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    if (c === 47 || c === 43 || c === 45 || c === 95) separators++;
  }
  return separators * 8 > run.length;
}

function decodeRun(run: string): string | undefined {
  let bytes: Uint8Array;
  if (HEX.test(run) && run.length % 2 === 0 && run.length >= 64) {
    bytes = new Uint8Array(run.length / 2);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(2 * i, 2 * i + 2), 16);
  } else if (implausible(run)) {
    return undefined;
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
export function scanEncoded(text: string, path: string, where: Where, st: ScanState): void {
  if (dropped(st, "encoded-payload", path)) return;
  const tried = new Set<string>();
  for (const [s, e] of longRuns(text, MIN_ENCODED_RUN, MAX_ENCODED_RUNS)) {
    const run = text.slice(s, Math.min(e, s + 16_384));
    if (tried.has(run)) continue;
    tried.add(run);
    const decoded = decodeRun(run);
    if (!decoded) continue;
    const hit = phraseHits(decoded, where)[0];
    if (!hit) continue;
    // Round inj97: a run quoted as the thing a write-up talks about, as the phrase rules judge it.
    if (reportedQuote(text, s, e, true)) continue;
    const severity: Severity = hit.rule.severity === "high" ? "high" : "medium";
    const excerpt = labelledExcerpt(`decodes to (${hit.rule.id})`, decoded, hit, st.cache);
    report(st, { rule: "encoded-payload", severity, path, excerpt });
    return;
  }
}

// Six blank lines or sixty blanks in a row hide what follows in most tool-approval dialogs.
const BLANK_LINES = /\n(?:[ \t]*\n){6,}/;
const SPACE_RUN = /[ \t\u00A0\u2000-\u200A\u3000]{60,}/;

/** Padding followed by more text, in a description or schema string. */
export function scanPadding(text: string, path: string, st: ScanState): void {
  if (dropped(st, "whitespace-padding", path)) return;
  for (const re of [BLANK_LINES, SPACE_RUN]) {
    const pad = re.exec(text);
    if (!pad) continue;
    const first = text.slice(pad.index + pad[0].length).search(/\S/);
    if (first < 0) continue;
    const at = pad.index + pad[0].length + first;
    const excerpt = `padding of ${pad[0].length} blank characters, then: ` +
      excerptAt(text, at, Math.min(text.length, at + 60), st.cache);
    report(st, { rule: "whitespace-padding", severity: "medium", path, excerpt });
    return;
  }
}
