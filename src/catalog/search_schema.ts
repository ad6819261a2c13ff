/**
 * Pulls parameter names and descriptions out of an upstream inputSchema for indexing.
 * The schema is untrusted: any shape is accepted, nothing throws, output is capped.
 */

export interface ParamText {
  names: string;
  docs: string;
}

const MAX_DEPTH = 3;
const MAX_PROPERTIES = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Parameter names (nested objects and array items included) and their descriptions. */
export function paramText(inputSchema: unknown, maxChars: number): ParamText {
  const names: string[] = [];
  const docs: string[] = [];
  const budget = { names: maxChars, docs: maxChars, props: MAX_PROPERTIES };
  try {
    walk(inputSchema, 0, names, docs, budget, new Set());
  } catch {
    // Exotic objects (proxies, throwing getters) only reach here from in-process callers;
    // whatever was collected before the failure is still useful.
  }
  return { names: names.join(" "), docs: docs.join(" ") };
}

type Budget = { names: number; docs: number; props: number };

function walk(
  schema: unknown,
  depth: number,
  names: string[],
  docs: string[],
  budget: Budget,
  seen: Set<unknown>,
): void {
  if (!isRecord(schema) || depth > MAX_DEPTH || seen.has(schema)) return;
  seen.add(schema);
  const props = schema.properties;
  if (!isRecord(props)) {
    if (isRecord(schema.items)) walk(schema.items, depth + 1, names, docs, budget, seen);
    return;
  }
  for (const [name, prop] of Object.entries(props)) {
    if (budget.props-- <= 0) return;
    take(names, name, budget, "names");
    if (!isRecord(prop)) continue;
    if (typeof prop.description === "string") take(docs, prop.description, budget, "docs");
    if (isRecord(prop.properties)) walk(prop, depth + 1, names, docs, budget, seen);
    else if (isRecord(prop.items)) walk(prop.items, depth + 1, names, docs, budget, seen);
  }
}

function take(out: string[], text: string, budget: Budget, key: "names" | "docs"): void {
  if (budget[key] <= 0) return;
  const piece = text.slice(0, budget[key]);
  budget[key] -= piece.length + 1;
  out.push(piece);
}
