/** The shared error schema, rate-limit headers and per-status error responses of the spec. */
import { z } from "@hono/zod-openapi";
import type { ApiApp } from "../context.ts";

export const ERROR_CODES = [
  "unauthorized",
  "invalid_request",
  "not_found",
  "rate_limited",
  "method_not_allowed",
  "server_error",
] as const;

export const ErrorSchema = z.object({
  error: z.enum(ERROR_CODES).openapi({
    description: "Stable error code; branch on this, never on the message",
    example: "invalid_request",
  }),
  message: z.string().openapi({
    description: "Human-readable explanation; names the field at fault for validation errors",
    example: 'Query parameter "limit" must be a base-10 integer from 1 to 200',
  }),
}).openapi("Error", { description: "Every failure answers this JSON object" });

export const RATE_HEADERS = {
  "X-RateLimit-Limit": "Requests this API key may make in the current clock minute",
  "X-RateLimit-Remaining": "Requests left in the current clock minute, floored at 0",
  "X-RateLimit-Reset": "Unix time (seconds) at which the next clock-minute window starts",
} as const;
const RETRY_AFTER = "Whole seconds to wait before repeating the request unchanged (at least 1)";

/** Registers the header components and the API key security scheme on the app's registry. */
export function registerCommonComponents(app: ApiApp): void {
  for (const [name, description] of Object.entries(RATE_HEADERS)) {
    app.openAPIRegistry.registerComponent("headers", name, {
      description,
      schema: { type: "integer", minimum: 0, example: name.endsWith("Reset") ? 1795262460 : 120 },
    });
  }
  app.openAPIRegistry.registerComponent("headers", "Retry-After", {
    description: RETRY_AFTER,
    schema: { type: "integer", minimum: 1, example: 17 },
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "svc_...",
    description:
      "An API key created in the signed-in app on its API keys page (`{PUBLIC_URL}/app/keys`; shown once), sent as `Authorization: Bearer svc_...`. OAuth access tokens of MCP clients are not accepted here.",
  });
}

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
export const rateLimitHeaders = {
  "X-RateLimit-Limit": ref("X-RateLimit-Limit"),
  "X-RateLimit-Remaining": ref("X-RateLimit-Remaining"),
  "X-RateLimit-Reset": ref("X-RateLimit-Reset"),
};

type ErrorStatus = 400 | 401 | 404 | 409 | 429 | 500;
const ERROR_DOCS: Record<ErrorStatus, [string, z.infer<typeof ErrorSchema>]> = {
  400: ["Invalid query parameter or body; the message names the field", {
    error: "invalid_request",
    message: 'Query parameter "limit" must be a base-10 integer from 1 to 200',
  }],
  401: ["Missing, malformed, unknown or revoked API key", {
    error: "unauthorized",
    message: "Invalid or revoked API key",
  }],
  404: ["No such resource in the account of the key", {
    error: "not_found",
    message: 'Server "demo-x" not found',
  }],
  409: ["The request conflicts with the state of the resource", {
    error: "invalid_request",
    message: 'Server "demo-vault" uses bearer authentication; its status follows its credential',
  }],
  429: ["The key used up its clock-minute window; retry after Retry-After seconds", {
    error: "rate_limited",
    message: "Rate limit of 120 requests per minute reached; retry in 17 s",
  }],
  500: ["Unexpected failure; retry with bounded exponential backoff", {
    error: "server_error",
    message: "Unexpected server error; retry with backoff",
  }],
};

/** Error responses for the given statuses, each with the Error schema and an example. */
export function errorResponses(...statuses: ErrorStatus[]) {
  const out: Record<number, unknown> = {};
  for (const status of statuses) {
    const [description, example] = ERROR_DOCS[status];
    // 401 comes before the key is known, so it is not metered and has no rate-limit headers.
    const headers = status === 401
      ? undefined
      : status === 429
      ? { ...rateLimitHeaders, "Retry-After": ref("Retry-After") }
      : rateLimitHeaders;
    out[status] = {
      description,
      ...(headers ? { headers } : {}),
      content: { "application/json": { schema: ErrorSchema, example } },
    };
  }
  return out as Record<ErrorStatus, {
    description: string;
    content: { "application/json": { schema: typeof ErrorSchema } };
  }>;
}
