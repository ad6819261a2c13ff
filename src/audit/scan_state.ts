// Findings collected while scanning one value, and the plan that lets its strings skip work.
import { SpanCache } from "./excerpt.ts";
import type { InjectionFinding } from "./types.ts";

/** A scan reports at most this many findings, one per rule and path. */
export const MAX_FINDINGS = 50;

/** What a whole value can contain, from one pass over its serialisation: lets strings skip work. */
export interface ScanPlan {
  /** Anchors of keywords present anywhere (see keyword_gate.planAnchors). */
  anchors: string[];
  unusual: boolean;
  longRuns: boolean;
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

/**
 * True when a finding of `rule` at `path` would be dropped (already reported, or the cap reached):
 * callers skip building its excerpt, which report() would discard unread.
 */
export function dropped(st: ScanState, rule: string, path: string): boolean {
  return st.findings.length >= MAX_FINDINGS || st.seen.has(`${rule}\u0000${path}`);
}

export function report(st: ScanState, f: InjectionFinding): void {
  const key = `${f.rule}\u0000${f.path}`;
  if (st.seen.has(key) || st.findings.length >= MAX_FINDINGS) return;
  st.seen.add(key);
  st.findings.push(f);
}
