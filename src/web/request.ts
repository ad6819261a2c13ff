import type { Context, MiddlewareHandler } from "hono";
import { readCapped } from "../oauth/body.ts";

/** The app's policy: no script at all, styles and images only from this origin, no framing. */
export const APP_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Headers for every HTML page: uncached (unless a route chose, like the stylesheet),
 * unframeable, script-free, no referrer leaks.
 */
export const htmlSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  c.header("X-Frame-Options", "DENY");
  c.header("Content-Security-Policy", APP_CSP);
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Content-Type-Options", "nosniff");
};

/** The peer address Deno.serve reports (no proxy headers are trusted); "unknown" in-process. */
export function clientIp(c: Context): string {
  const env = c.env as { remoteAddr?: { hostname?: string } } | undefined;
  return env?.remoteAddr?.hostname ?? "unknown";
}

/** A browser form body, at most 16 KiB; null when it is too large or not a form. */
export async function readForm(c: Context): Promise<Record<string, string> | null> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return null;
  const text = await readCapped(c.req.raw, 16_384);
  if (text === null) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) if (!(k in out)) out[k] = v;
  return out;
}

/**
 * Where to go after sign-in: only our own app pages or the authorize step, as a path. Anything
 * else (absolute URLs, `//host`, backslashes) falls back to /app, so `next` is no open redirect.
 */
export function safeNext(next: string | undefined | null): string | null {
  if (!next || next.length > 8192 || !next.startsWith("/") || /[\\\s]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, "http://toolgate.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://toolgate.invalid") return null;
  const path = url.pathname;
  if (path === "/oauth/authorize" || path === "/app" || path.startsWith("/app/")) {
    return path + url.search;
  }
  return null;
}
