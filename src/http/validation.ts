/**
 * Strict query parameters. Values arrive as strings (or arrays when repeated); each parser
 * accepts only the canonical spelling and never coerces, so `1e1`, `0x10`, `+5` or `True` are
 * refused with a 400 that names the parameter. The spec still documents proper types
 * (z.preprocess is documented by its output schema).
 */
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { errorJson } from "./error_body.ts";

const DECIMAL = /^(0|[1-9][0-9]*)$/;
const CURSOR = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z$/;
type Issues = { issues: z.core.$ZodRawIssue[] };

class Refusal {
  constructor(readonly message: string) {}
}

/**
 * A preprocess step for one query parameter: `parse` sees exactly one string and throws a
 * Refusal for anything it does not accept; a repeated parameter (an array) is refused here.
 */
function scalar(name: string, parse: (s: string) => unknown, missing?: unknown) {
  return (v: unknown, ctx: Issues) => {
    try {
      if (v === undefined) return missing;
      if (Array.isArray(v)) {
        throw new Refusal(`Query parameter "${name}" must be given at most once`);
      }
      if (typeof v !== "string") throw new Refusal(`Query parameter "${name}" must be a string`);
      return parse(v);
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      ctx.issues.push({ code: "custom", message: err.message, input: v });
      return z.NEVER;
    }
  };
}

export function intParam(
  name: string,
  range: { min: number; max: number; default: number },
  description: string,
) {
  const msg =
    `Query parameter "${name}" must be a base-10 integer from ${range.min} to ${range.max}`;
  const maxDigits = String(range.max).length;
  const parse = (s: string) => {
    // The length cap keeps huge digit strings from turning into imprecise numbers.
    if (s.length > maxDigits || !DECIMAL.test(s)) throw new Refusal(msg);
    return Number(s);
  };
  return z.preprocess(
    scalar(name, parse, range.default),
    z.number({ error: msg }).int({ error: msg }).min(range.min, msg).max(range.max, msg),
  ).openapi({
    param: { name, in: "query", required: false },
    description,
    default: range.default,
    example: range.default,
  });
}

export function boolParam(name: string, description: string, defaultValue?: boolean) {
  const msg = `Query parameter "${name}" must be true or false`;
  const parse = (s: string) => {
    if (s === "true" || s === "false") return s === "true";
    throw new Refusal(msg);
  };
  return z.preprocess(scalar(name, parse), z.boolean({ error: msg }).optional()).openapi({
    param: { name, in: "query", required: false },
    description,
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
    example: true,
  });
}

export function stringParam(name: string, description: string, example: string) {
  const msg = `Query parameter "${name}" must be a non-empty string of at most 200 characters`;
  return z.preprocess(
    scalar(name, (s) => s),
    z.string({ error: msg }).min(1, msg).max(200, msg).optional(),
  ).openapi({ param: { name, in: "query", required: false }, description, example });
}

export function enumParam<const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
  description: string,
) {
  const msg = `Query parameter "${name}" must be one of ${values.join(", ")}`;
  return z.preprocess(
    scalar(name, (s) => s),
    z.enum(values, { error: msg }).optional(),
  ).openapi({ param: { name, in: "query", required: false }, description, example: values[0] });
}

/** The exact shape of nextCursor, and a real instant (no 2026-02-30). */
export function cursorParam(name: string, description: string) {
  const msg =
    `Query parameter "${name}" must be a nextCursor value (YYYY-MM-DDTHH:mm:ss.sssZ, a real UTC instant)`;
  const parse = (s: string) => {
    const ms = CURSOR.test(s) ? Date.parse(s) : NaN;
    if (Number.isNaN(ms) || new Date(ms).toISOString() !== s) throw new Refusal(msg);
    return s;
  };
  return z.preprocess(scalar(name, parse), z.string({ error: msg }).optional()).openapi({
    param: { name, in: "query", required: false },
    description,
    format: "date-time",
    example: "2026-11-21T11:59:58.123Z",
  });
}

/** Renders a validation failure in the error model; the message names the field at fault. */
export function validationHook(
  result: { success: true } | { success: false; error: z.ZodError; target?: string },
  c: Context,
) {
  if (result.success) return;
  const issue = result.error.issues[0];
  return errorJson(c, "invalid_request", describeIssue(issue, result.target), 400);
}

function describeIssue(issue: z.core.$ZodIssue, target: string | undefined): string {
  if (issue.message.startsWith("Query parameter")) return issue.message;
  const field = issue.path.map(String).join(".");
  if (target === "json") {
    if (issue.code === "unrecognized_keys") {
      return `Body field${issue.keys.length > 1 ? "s" : ""} ${
        issue.keys.map((k) => `"${k}"`).join(", ")
      } not allowed; the body has exactly one field, "enabled"`;
    }
    if (field === "") {
      return 'Body must be a JSON object with exactly one field, "enabled" (boolean)';
    }
    return `Body field "${field}" is required and must be true or false`;
  }
  return `${target === "param" ? "Path" : "Query"} parameter "${field}": ${issue.message}`;
}
