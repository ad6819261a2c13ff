// Depth-bounded traversal of the strings of a JSON value, shared by the injection scanners.
import type { Where } from "./injection_rules.ts";
import { worthPlanning } from "./count_strings.ts";
import { childPointer } from "./pointer.ts";
import { planScan, type ScanState, scanText } from "./scan_text.ts";

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
      const json = JSON.stringify(value);
      st.plan = json === undefined ? undefined : planScan(json);
    } catch {
      st.plan = undefined;
    }
  } else st.plan = undefined;
  walkStrings(value, basePath, (text, path) => scanText(text, path, where, st));
}
