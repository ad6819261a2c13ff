import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { cookieName, newToken, type SessionRecord, setAppCookie, tokenMatches } from "./session.ts";

/**
 * CSRF tokens. Signed-in forms carry the session's own token. Forms shown before sign-in (sign
 * up, sign in) use a double-submit token: an HttpOnly cookie whose value the form repeats, so a
 * cross-site page can neither read nor set it (login CSRF).
 */
const PRE_COOKIE = "tg_csrf";
const PRE_TTL_S = 2 * 60 * 60;

/** The token to embed in a form: the session's, or the pre-session cookie (set if missing). */
export function formToken(c: Context, publicUrl: string, session: SessionRecord | null): string {
  if (session) return session.csrf;
  const existing = getCookie(c, cookieName(publicUrl, PRE_COOKIE));
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = newToken();
  setAppCookie(c, publicUrl, PRE_COOKIE, token, PRE_TTL_S);
  return token;
}

/** Whether the submitted form token is the one this browser was given. */
export function formTokenValid(
  c: Context,
  publicUrl: string,
  session: SessionRecord | null,
  submitted: unknown,
): boolean {
  const expected = session ? session.csrf : getCookie(c, cookieName(publicUrl, PRE_COOKIE));
  return tokenMatches(submitted, expected);
}
