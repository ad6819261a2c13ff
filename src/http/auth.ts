/**
 * API key authentication and the per-key rate limit of every REST operation. Every
 * authenticated request counts toward its key's clock minute, failures included, and every
 * response after authentication carries the X-RateLimit-* headers.
 */
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./context.ts";
import { errorJson } from "./error_body.ts";
import { verifyApiKey } from "../storage/api_keys.ts";
import { type Account, getAccount, planOf } from "../storage/accounts.ts";
import type { Deps } from "../deps.ts";

const BEARER = /^Bearer +(\S+)$/i;
/**
 * Last-used times are kept to this resolution: a busy key records at most one time per second
 * and process, so its write does not compete with the rate-limit commit of every request.
 */
export const LAST_USED_RESOLUTION_MS = 1000;
const lastTouched = new WeakMap<object, Map<string, number>>();

/**
 * Account records (name, plan, team) change rarely; each process reuses one for up to this long,
 * so a plan change reaches the rate limit and GET /usage within a second. Keys are never cached.
 */
export const ACCOUNT_CACHE_MS = 1000;
const accounts = new WeakMap<object, Map<string, { account: Account; until: number }>>();

async function accountOf(deps: Deps, services: object, accountId: string) {
  let cache = accounts.get(services);
  if (!cache) accounts.set(services, cache = new Map());
  const now = deps.now();
  const hit = cache.get(accountId);
  if (hit && now < hit.until && now >= hit.until - ACCOUNT_CACHE_MS) return hit.account;
  const account = await getAccount(deps.kv, accountId);
  if (cache.size >= 10_000) cache.clear();
  if (account) cache.set(accountId, { account, until: now + ACCOUNT_CACHE_MS });
  else cache.delete(accountId);
  return account;
}

function touchLastUsed(services: ApiEnv["Variables"]["services"], keyId: string, now: number) {
  let seen = lastTouched.get(services);
  if (!seen) lastTouched.set(services, seen = new Map());
  const previous = seen.get(keyId);
  if (previous !== undefined && now >= previous && now - previous < LAST_USED_RESOLUTION_MS) return;
  seen.set(keyId, now);
  services.lastUsed.touch(keyId, new Date(now).toISOString());
}

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
  const account = pointer === null ? null : await accountOf(deps, services, pointer.accountId);
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
  if (c.res.status >= 200 && c.res.status < 300) touchLastUsed(services, pointer.keyId, deps.now());
};
