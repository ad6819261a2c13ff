/**
 * Turning upstream tool definitions into cached rows: hash, poisoning scan, first-seen pin,
 * and the bounds that keep one hostile definition from breaking the cache.
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { CachedTool } from "../domain/catalog.ts";
import { scanToolDefinition, toolDefinitionHash } from "../audit/injection.ts";
import { redactText } from "../audit/redact.ts";

/** A cached tool as Toolgate stores it: the shared shape plus the upstream's annotations. */
export interface GatewayTool extends CachedTool {
  annotations?: Record<string, unknown> | null;
}

/** KV values are limited to 64 KiB; a definition needs room beside its other fields. */
export const MAX_TOOL_ROW_BYTES = 60 * 1024;
/** MCP tool names: 1-128 characters; we also refuse whitespace and control characters. */
const TOOL_NAME = /^[\x21-\x7e]{1,128}$/;

export interface PreparedTools {
  rows: GatewayTool[];
  /** Why some tools were left out (bad names, oversized definitions, duplicates). */
  notes: string[];
}

function str(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

function objectOrNull(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? value as Record<string, unknown>
    : null;
}

/**
 * Builds rows for `tools`. `pins` maps tool name to the hash first seen for it; `otherNames`
 * are the account's other tool names, for cross-server shadowing detection.
 */
export async function prepareTools(
  slug: string,
  tools: Tool[],
  pins: Map<string, string>,
  otherNames: string[],
  cachedAt: string,
): Promise<PreparedTools> {
  const rows: GatewayTool[] = [];
  const skipped: string[] = [];
  const oversized: string[] = [];
  const seen = new Set<string>();
  const own = tools.map((t) => t.name);
  for (const tool of tools) {
    if (!TOOL_NAME.test(tool.name) || seen.has(tool.name)) {
      skipped.push(JSON.stringify(String(tool.name).slice(0, 40)));
      continue;
    }
    seen.add(tool.name);
    const row = await toRow(slug, tool, pins.get(tool.name), [otherNames, own], cachedAt);
    if (new TextEncoder().encode(JSON.stringify(row)).byteLength > MAX_TOOL_ROW_BYTES) {
      oversized.push(tool.name);
      continue;
    }
    rows.push(row);
  }
  const notes: string[] = [];
  if (skipped.length) notes.push(`skipped tools with unusable names: ${skipped.join(", ")}`);
  if (oversized.length) {
    notes.push(`skipped tools whose definitions exceed 60 KB: ${oversized.join(", ")}`);
  }
  return { rows, notes };
}

async function toRow(
  slug: string,
  tool: Tool,
  pin: string | undefined,
  [others, own]: [string[], string[]],
  cachedAt: string,
): Promise<GatewayTool> {
  const description = str(tool.description) ?? "";
  const inputSchema = objectOrNull(tool.inputSchema) ?? { type: "object" };
  const hash = await toolDefinitionHash({ name: tool.name, description, inputSchema });
  const title = str(tool.title) ?? str((tool.annotations as { title?: unknown })?.title);
  const poisoning = scanToolDefinition(
    { name: tool.name, title: title ?? undefined, description, inputSchema },
    others,
    own,
  );
  return {
    serverSlug: slug,
    name: tool.name,
    title: title === null ? null : redactText(title),
    description: redactText(description),
    inputSchema,
    outputSchema: objectOrNull(tool.outputSchema),
    hash,
    changed: pin !== undefined && pin !== hash,
    poisoning,
    cachedAt,
    annotations: objectOrNull(tool.annotations),
  };
}
