/**
 * Makes an untrusted inputSchema safe to interpret: bounded size and depth, and `pattern` rules
 * that could backtrack catastrophically (nested or alternated quantified groups, backreferences)
 * are dropped. Returns the cleaned copy, or a string saying why the schema is not used at all.
 */

const MAX_SCHEMA_BYTES = 256 * 1024;
const MAX_DEPTH = 64;
const MAX_PATTERN_CHARS = 500;
/** Keywords whose value maps names to subschemas (the names themselves are not keywords). */
const SCHEMA_MAPS = new Set([
  "properties",
  "patternProperties",
  "$defs",
  "definitions",
  "dependentSchemas",
]);

export function sanitizeSchema(schema: unknown): unknown | string {
  if (typeof schema === "boolean") return schema;
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
    return "inputSchema is not a JSON Schema object";
  }
  let size: number;
  try {
    size = JSON.stringify(schema).length;
  } catch {
    return "inputSchema cannot be serialized";
  }
  if (size > MAX_SCHEMA_BYTES) return `inputSchema is larger than ${MAX_SCHEMA_BYTES} bytes`;
  const out = cleanSchema(schema, 0);
  return out === TOO_DEEP ? `inputSchema is nested deeper than ${MAX_DEPTH} levels` : out;
}

const TOO_DEEP = Symbol("too deep");

function cleanSchema(node: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return TOO_DEEP;
  if (Array.isArray(node)) {
    const items = node.map((n) => cleanSchema(n, depth + 1));
    return items.includes(TOO_DEEP) ? TOO_DEEP : items;
  }
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "pattern" && typeof value === "string" && !safePattern(value)) continue;
    if (SCHEMA_MAPS.has(key) && value && typeof value === "object" && !Array.isArray(value)) {
      const map: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries(value)) {
        if (key === "patternProperties" && !safePattern(name)) continue;
        const cleaned = cleanSchema(sub, depth + 1);
        if (cleaned === TOO_DEEP) return TOO_DEEP;
        map[name] = cleaned;
      }
      out[key] = map;
      continue;
    }
    const cleaned = cleanSchema(value, depth + 1);
    if (cleaned === TOO_DEEP) return TOO_DEEP;
    out[key] = cleaned;
  }
  return out;
}

export function safePattern(pattern: string): boolean {
  if (pattern.length > MAX_PATTERN_CHARS) return false;
  if (/\\[1-9]|\\k</.test(pattern)) return false;
  if (hasRepeatedComplexGroup(pattern)) return false;
  try {
    new RegExp(pattern, "u");
  } catch {
    return false;
  }
  return true;
}

/**
 * True for a group containing a quantifier or an alternation that is itself repeated, such as
 * `(a+)+` or `(a|aa)*`: the shapes behind catastrophic backtracking. One linear pass.
 */
function hasRepeatedComplexGroup(p: string): boolean {
  const stack: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") {
      stack.push(false);
      if (p[i + 1] === "?") i++; // a group modifier such as (?: or (?<name>, not a quantifier
    } else if (c === ")") {
      const complex = stack.pop() ?? false;
      const next = p[i + 1];
      if (
        complex &&
        (next === "*" || next === "+" || (next === "{" && /^\{\d*,/.test(p.slice(i + 1))))
      ) {
        return true;
      }
      if (complex && stack.length > 0) stack[stack.length - 1] = true;
    } else if ("*+?{|".includes(c) && stack.length > 0) {
      stack[stack.length - 1] = true;
    }
  }
  return false;
}
