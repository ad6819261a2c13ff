// Injection findings for tool results, arguments and descriptions. Scanning never alters the value.
import { classifyInto } from "./classifier_scan.ts";
import type { Where } from "./injection_rules.ts";
import { newScanState } from "./scan_text.ts";
import { scanInto } from "./walk_strings.ts";
import { withTextMemo } from "./text_memo.ts";
import type { InjectionFinding, ScanSource } from "./types.ts";

export type { InjectionFinding, ScanSource, Severity } from "./types.ts";
export { scanToolDefinition, type ToolDefinition, toolDefinitionHash } from "./tool_definition.ts";

const WHERE: Record<ScanSource, Where> = { result: "r", description: "d", arguments: "a" };

/**
 * Applies the rules meant for `source` (security notes §2.2: "description" = d rules, "result" = r,
 * "arguments" = a) to every string in `value`. At most one finding per rule and path, 50 in total.
 */
export function scanForInjection(
  value: unknown,
  basePath: string,
  source: ScanSource,
): InjectionFinding[] {
  // The specimen checks' per-text answers last for this audit only (text_memo.ts).
  return withTextMemo(() => {
    const st = newScanState();
    scanInto(value, basePath, WHERE[source], st);
    if (source === "result") classifyInto(value, basePath, st);
    return st.findings;
  });
}
