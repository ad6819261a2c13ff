import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { keys } from "../storage/keys.ts";
import { getUser } from "../storage/users.ts";
import { base64url, randomBytes, sha256Hex, timingSafeEqual } from "../lib/crypto.ts";

/** A signed-in browser. Stored under the digest of the cookie value, never the value. */
export interface SessionRecord {
  userId: string;
  accountId: string;
  email: string;
  /** Per-session CSRF token every signed-in form carries. */
  csrf: string;
  createdAt: number;
  expiresAt: number;
}

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Cookies are `Secure` unless the public origin is a loopback name (local development). */
export function cookieSecure(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname;
  return !(host === "localhost" || host === "127.0.0.1" || host === "[::1]");
}

/** `__Host-` pins a secure cookie to this exact origin and path `/`. */
export function cookieName(publicUrl: string, base: string): string {
  return cookieSecure(publicUrl) ? `__Host-${base}` : base;
}

export function setAppCookie(
  c: Context,
  publicUrl: string,
  base: string,
  value: string,
  maxAgeS: number,
) {
  setCookie(c, cookieName(publicUrl, base), value, {
    httpOnly: true,
    secure: cookieSecure(publicUrl),
    sameSite: "Lax",
    path: "/",
    maxAge: maxAgeS,
  });
}

export function clearAppCookie(c: Context, publicUrl: string, base: string) {
  deleteCookie(c, cookieName(publicUrl, base), { path: "/", secure: cookieSecure(publicUrl) });
}

export function newToken(): string {
  return base64url(randomBytes(32));
}

export async function createSession(
  kv: Deno.Kv,
  now: () => number,
  user: { id: string; accountId: string; email: string },
): Promise<{ token: string; record: SessionRecord }> {
  const token = newToken();
  const record: SessionRecord = {
    userId: user.id,
    accountId: user.accountId,
    email: user.email,
    csrf: newToken(),
    createdAt: now(),
    expiresAt: now() + SESSION_TTL_MS,
  };
  await kv.set(keys.session(await sha256Hex(token)), record, { expireIn: SESSION_TTL_MS });
  return { token, record };
}

/** The live session of a cookie value; expired rows still readable in local KV are refused. */
export async function readSession(
  kv: Deno.Kv,
  now: () => number,
  token: string | undefined,
): Promise<SessionRecord | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const record = (await kv.get<SessionRecord>(keys.session(await sha256Hex(token)))).value;
  return record && record.expiresAt > now() ? record : null;
}

export async function deleteSession(kv: Deno.Kv, token: string | undefined): Promise<void> {
  if (token && TOKEN_SHAPE.test(token)) await kv.delete(keys.session(await sha256Hex(token)));
}

/**
 * The session of the request, if its cookie names a live one whose person still belongs to the
 * session's account: a removed member, or one who moved to another account, is signed out.
 */
export async function currentSession(
  c: Context,
  deps: { kv: Deno.Kv; now: () => number; config: { publicUrl: string } },
): Promise<{ token: string; record: SessionRecord } | null> {
  const token = getCookie(c, cookieName(deps.config.publicUrl, "tg_session"));
  const record = await readSession(deps.kv, deps.now, token);
  if (!record || !token) return null;
  const user = await getUser(deps.kv, record.userId);
  return user && user.accountId === record.accountId ? { token, record } : null;
}

/** Compares a submitted form token with the expected one in constant time. */
export function tokenMatches(submitted: unknown, expected: string | undefined): boolean {
  return typeof submitted === "string" && typeof expected === "string" && expected !== "" &&
    timingSafeEqual(submitted, expected);
}
