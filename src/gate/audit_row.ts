/**
 * What an Activity row stores of a call: arguments and result redacted first, then each capped
 * at 64 KB, with injection findings from the redacted (uncapped) values, so a finding past the
 * cap is still reported and no excerpt carries a secret.
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { NewActivity } from "../storage/activity.ts";
import { type RedactOptions, redactValue } from "../audit/redact.ts";
import { capJson, MAX_STORED_BYTES, utf8Bytes } from "../audit/cap.ts";
import { scanForInjection } from "../audit/injection.ts";
import { withTextMemo } from "../audit/text_memo.ts";

export type StoredPayload = Pick<
  NewActivity,
  "arguments" | "result" | "redacted" | "injectionFindings"
>;

/** Redacted and capped arguments alone (approval requests keep this copy too). */
export function storedArguments(args: unknown, options?: RedactOptions) {
  const red = redactValue(args ?? {}, "/arguments", options);
  return { value: capJson(red.value).value, redacted: red.redacted, uncapped: red.value };
}

export function auditPayload(
  args: unknown,
  result: unknown | null,
  options?: RedactOptions,
): StoredPayload {
  // One audit scope for the row: the scan reuses the redaction's per-text work (a redacted copy's
  // index walk is mapped from its original's), and every such cache is emptied when it returns.
  return withTextMemo(() => auditScoped(args, result, options));
}

function auditScoped(args: unknown, result: unknown | null, options?: RedactOptions) {
  const a = storedArguments(args, options);
  const findings = scanForInjection(a.uncapped, "/arguments", "arguments");
  if (result === null) {
    return {
      arguments: a.value,
      result: null,
      redacted: bounded(a.redacted),
      injectionFindings: bounded(findings),
    };
  }
  const r = redactValue(result, "/result", options);
  return {
    arguments: a.value,
    result: capJson(r.value).value,
    redacted: bounded([...a.redacted, ...r.redacted]),
    injectionFindings: bounded([...scanForInjection(r.value, "/result", "result"), ...findings]),
  };
}

/** JSON Pointers name untrusted keys of any length; stored paths are cut to this many units. */
const MAX_PATH = 1024;

/**
 * The first entries of a redaction or finding list that fit in 64 KB of JSON, paths cut to
 * MAX_PATH: a row, its payload chunks and its webhook copy commit together, and one KV commit
 * holds at most 800 KB, so thousands of secrets or 100 KB keys must not make the row unwritable.
 */
function bounded<T extends { path: string }>(items: T[]): T[] {
  const out: T[] = [];
  let bytes = 2;
  for (const item of items) {
    const end = /[\uD800-\uDBFF]/.test(item.path[MAX_PATH - 1] ?? "") ? MAX_PATH - 1 : MAX_PATH;
    const cut = item.path.length > MAX_PATH
      ? { ...item, path: `${item.path.slice(0, end)}…` }
      : item;
    bytes += utf8Bytes(JSON.stringify(cut)) + 1;
    if (bytes > MAX_STORED_BYTES) break;
    out.push(cut);
  }
  return out;
}

/** The upstream result as passed back and stored: content, structuredContent, isError. */
export function shapeResult(result: CallToolResult): CallToolResult {
  const out: CallToolResult = { content: result.content ?? [] };
  if (result.structuredContent !== undefined) out.structuredContent = result.structuredContent;
  if (result.isError !== undefined) out.isError = result.isError;
  return out;
}

/** The text of a result's text blocks, for error messages. */
export function resultText(result: CallToolResult): string {
  return (result.content ?? [])
    .map((c) => c.type === "text" ? c.text : "")
    .filter((t) => t !== "")
    .join("\n");
}

export function refusal(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}
