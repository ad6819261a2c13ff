import { base64url, fromBase64url, randomBytes, timingSafeEqual } from "../lib/crypto.ts";

/**
 * Password hashing: PBKDF2-HMAC-SHA256 through WebCrypto at 600,000 iterations (OWASP's figure
 * for PBKDF2-SHA256). Stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` so the cost can rise
 * later without invalidating older hashes.
 */
export const PBKDF2_ITERATIONS = 600_000;
const ALGO = "pbkdf2-sha256";

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${ALGO}$${PBKDF2_ITERATIONS}$${base64url(salt)}$${base64url(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, iter, salt, hash] = stored.split("$");
  const iterations = Number(iter);
  if (algo !== ALGO || !Number.isInteger(iterations) || iterations < 1 || !salt || !hash) {
    return false;
  }
  const actual = await derive(password, fromBase64url(salt), iterations);
  return timingSafeEqual(base64url(actual), hash);
}

// A fixed hash that unknown emails are checked against, so a miss costs as much as a hit.
const DUMMY_HASH = `${ALGO}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA$` +
  "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export async function burnPasswordCheck(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
