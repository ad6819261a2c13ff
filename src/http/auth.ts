/**
 * API key authentication and the per-key rate limit of every REST operation. Every
 * authenticated request counts toward its key's clock minute, failures included, and every
 * response after authentication carries the X-RateLimit-* headers.
 */
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./context.ts";
import { errorJson } from "./error_body.ts";
import { verifyApiKey } from "../storage/api_keys.ts";
import { planOf } from "../storage/accounts.ts";

const BEARER = /^Bearer +(\S+)$/i;

function unauthorized(c: Parameters<MiddlewareHandler<ApiEnv>>[0], message: string) {
  c.header("WWW-Authenticate", 'Bearer realm="Toolgate API"');
  return errorJson(c, "unauthorized", message, 401);
}

export const authenticate: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const deps = c.var.deps;
  const services = c.var.services;
  const header = c.req.header("authorization");
  if (header === undefined) {
    return unauthorized(c, "Missing Authorization header; send Authorization: Bearer svc_...");
  }
  const token = BEARER.exec(header.trim())?.[1];
  if (token === undefined) {
    return unauthorized(
      c,
      "Malformed Authorization header; expected Bearer followed by an API key",
    );
  }
  if (token.startsWith("tgat_")) {
    return unauthorized(
      c,
      "OAuth access tokens are accepted only at the MCP endpoint; use an API key",
    );
  }
  const pointer = await verifyApiKey(deps.kv, token);
  const account = pointer === null ? null : await services.accounts.get(pointer.accountId);
  if (pointer === null || account === null) return unauthorized(c, "Invalid or revoked API key");

  const plan = planOf(account, deps.plans);
  const window = await services.limiter.hit("api", pointer.keyId, plan.apiPerMinute);
  c.header("X-RateLimit-Limit", String(window.limit));
  c.header("X-RateLimit-Remaining", String(window.remaining));
  c.header("X-RateLimit-Reset", String(window.resetAt));
  if (!window.allowed) {
    c.header("Retry-After", String(window.retryAfter));
    return errorJson(
      c,
      "rate_limited",
      `Rate limit of ${window.limit} requests per minute reached; retry in ${window.retryAfter} s`,
      429,
    );
  }
  c.set("principal", { accountId: account.id, keyId: pointer.keyId, account, plan });
  await next();
  if (c.res.status >= 200 && c.res.status < 300) services.lastUsed.used(pointer.keyId, deps.now());
};
