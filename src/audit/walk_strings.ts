// Depth-bounded traversal of the strings of a JSON value, shared by the injection scanners.
import type { Where } from "./injection_rules.ts";
import { worthPlanning } from "./count_strings.ts";
import { childPointer } from "./pointer.ts";
import { MAX_FINDINGS, planScan, report, type ScanState, scanText } from "./scan_text.ts";
import { keptRedactedJson } from "./shared_pass.ts";
import type { InjectionFinding } from "./types.ts";

const MAX_DEPTH = 200;

/** Visits every string (and object key, which the model also reads) with its JSON Pointer. */
export function walkStrings(
  value: unknown,
  path: string,
  visit: (text: string, path: string) => void,
  depth = 0,
): void {
  if (typeof value === "string") return visit(value, path);
  if (typeof value !== "object" || value === null) return;
  if (depth > MAX_DEPTH) {
    let text: string | undefined;
    try {
      text = JSON.stringify(value);
    } catch {
      return;
    }
    if (text) visit(text, path);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => walkStrings(item, childPointer(path, i), visit, depth + 1));
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    const p = childPointer(path, key);
    visit(key, p);
    walkStrings(child, p, visit, depth + 1);
  }
}

/** Plans once over the serialised value when it has many strings, then scans each string. */
export function scanInto(value: unknown, basePath: string, where: Where, st: ScanState): void {
  if (worthPlanning(value)) {
    try {
      const json = keptRedactedJson(value) ?? JSON.stringify(value);
      st.plan = json === undefined ? undefined : planScan(json);
    } catch {
      st.plan = undefined;
    }
  } else st.plan = undefined;
  const memo = new Map<string, InjectionFinding[]>();
  walkStrings(value, basePath, (text, path) => scanOnce(text, path, where, st, memo));
}

/** Strings this long or longer are remembered within one value (rows repeat their values). */
const MEMO_MIN = 16;
const MEMO_MAX = 4096;

/**
 * Findings depend on a string's content, not its path: a string met again in the same value
 * (a status, a repeated body) has its findings reported again under the new path, not rescanned.
 */
function scanOnce(
  text: string,
  path: string,
  where: Where,
  st: ScanState,
  memo: Map<string, InjectionFinding[]>,
): void {
  if (text.length < MEMO_MIN || text.length > MEMO_MAX) return scanText(text, path, where, st);
  const known = memo.get(text);
  if (known !== undefined) {
    for (const f of known) report(st, { ...f, path });
    return;
  }
  if (st.findings.length >= MAX_FINDINGS) return;
  // Scanned on its own, so findings another string at this path already gave are kept for later
  // paths; reported in the same order through the same deduplication.
  const own: ScanState = { findings: [], seen: new Set(), cache: st.cache, plan: st.plan };
  scanText(text, path, where, own);
  memo.set(text, own.findings);
  for (const f of own.findings) report(st, f);
}
