/**
 * Argument validation against an upstream tool's inputSchema with @cfworker/json-schema, which
 * interprets schemas (never compiles them to code): upstream schemas are untrusted input. The
 * upstream validates again, so a rule we cannot apply safely is dropped rather than enforced.
 */
import { type Schema, Validator } from "@cfworker/json-schema";
import { sanitizeSchema } from "./schema_guard.ts";

export type ArgumentCheck =
  | { ok: true }
  | { ok: false; message: string }
  /** The schema itself could not be applied (broken or hostile); the upstream decides. */
  | { ok: "skipped"; reason: string };

/** Keywords that only report that something below them failed; their children say what. */
const CONTAINERS = new Set([
  "properties",
  "items",
  "prefixItems",
  "additionalItems",
  "unevaluatedItems",
  "$ref",
  "$recursiveRef",
  "allOf",
  "dependentSchemas",
  "if",
  "then",
  "else",
  "patternProperties",
  "false",
  "contains",
  "propertyNames",
]); // deno-fmt-ignore
const MAX_REPORTED = 3;
/**
 * Pointers and validator texts are cut to this many UTF-16 units: instance keys and schema values
 * are untrusted and unbounded, and the message is stored on the Activity row beside its metadata.
 */
const MAX_PART = 200;

export class ArgumentValidator {
  #cache = new Map<string, Validator | string>();

  /** `cacheKey` identifies the schema (the tool's definition hash). */
  check(cacheKey: string, schema: unknown, args: Record<string, unknown>): ArgumentCheck {
    const validator = this.#validatorFor(cacheKey, schema);
    if (typeof validator === "string") return { ok: "skipped", reason: validator };
    let result;
    try {
      result = validator.validate(args);
    } catch (err) {
      return { ok: "skipped", reason: `schema could not be applied: ${(err as Error).name}` };
    }
    if (result.valid) return { ok: true };
    return { ok: false, message: describeErrors(result.errors) };
  }

  #validatorFor(cacheKey: string, schema: unknown): Validator | string {
    const hit = this.#cache.get(cacheKey);
    if (hit !== undefined) return hit;
    let made: Validator | string;
    try {
      const safe = sanitizeSchema(schema);
      made = typeof safe === "string" ? safe : new Validator(safe as Schema, "2020-12", false);
    } catch (err) {
      made = `schema could not be loaded: ${(err as Error).name}`;
    }
    if (this.#cache.size >= 5_000) this.#cache.delete(this.#cache.keys().next().value!);
    this.#cache.set(cacheKey, made);
    return made;
  }
}

interface Unit {
  keyword: string;
  instanceLocation: string;
  error: string;
}

/** "/days: 9 is greater than 7. (rule: maximum)", at most three, most specific first. */
export function describeErrors(errors: Unit[]): string {
  const lines: string[] = [];
  for (const e of errors) {
    if (CONTAINERS.has(e.keyword)) continue;
    const at = pointerOf(e.instanceLocation);
    const prop = /^Property "(.*)" does not match additional properties schema/.exec(e.error);
    const missing = /^Instance does not have required property "(.*)"/.exec(e.error);
    if (e.keyword === "additionalProperties" && prop) {
      lines.push(
        `${clip(join(at, prop[1]))}: this property is not allowed (rule: additionalProperties)`,
      );
    } else if (e.keyword === "required" && missing) {
      lines.push(`${clip(join(at, missing[1]))}: required property is missing (rule: required)`);
    } else {
      lines.push(`${clip(at) || "(the arguments object)"}: ${clip(e.error)} (rule: ${e.keyword})`);
    }
    if (lines.length === MAX_REPORTED) break;
  }
  if (lines.length === 0) lines.push("(the arguments object): does not match the input schema");
  return lines.join("; ");
}

/** Cuts a part to MAX_PART units, never between the halves of a surrogate pair. */
function clip(part: string): string {
  if (part.length <= MAX_PART) return part;
  const end = /[\uD800-\uDBFF]/.test(part[MAX_PART - 1]) ? MAX_PART - 1 : MAX_PART;
  return `${part.slice(0, end)}…`;
}

function pointerOf(location: string): string {
  const raw = location.startsWith("#") ? location.slice(1) : location;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

function join(base: string, prop: string): string {
  return `${base}/${prop.replaceAll("~", "~0").replaceAll("/", "~1")}`;
}
