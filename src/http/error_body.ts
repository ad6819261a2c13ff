import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import { type ErrorCode, ServiceError } from "../errors.ts";
import type { Logger } from "../lib/log.ts";

/** The contract's error body: a stable code and a human-readable message. */
export function errorJson(c: Context, code: ErrorCode, message: string, status: number) {
  return c.json({ error: code, message }, status as ContentfulStatusCode);
}

/** Maps anything thrown to the error model; a 500 says nothing about internals. */
export function renderError(c: Context, err: unknown, log: Logger) {
  if (err instanceof ServiceError) return errorJson(c, err.code, err.message, err.status);
  if (err instanceof HTTPException && err.status < 500) {
    const code: ErrorCode = err.status === 401
      ? "unauthorized"
      : err.status === 404
      ? "not_found"
      : "invalid_request";
    return errorJson(c, code, err.message || "Invalid request", err.status);
  }
  log.error("unhandled error", { path: c.req.path, error: String((err as Error)?.stack ?? err) });
  return errorJson(c, "server_error", "Unexpected server error; retry with backoff", 500);
}
