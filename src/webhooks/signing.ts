/**
 * The v1 signature: hex HMAC-SHA256 over "<unix seconds>.<raw body>", keyed with the UTF-8 bytes
 * of the whole secret string, `whsec_` included (the spec README's choice; Stripe's convention).
 */
import { base64url, randomBytes, toHex } from "../lib/crypto.ts";

const encoder = new TextEncoder();
const SECRET_SHAPE = /^whsec_[A-Za-z0-9_-]{43}$/;

/** whsec_ + base64url of 32 random bytes (43 characters, no padding). */
export function generateSecret(): string {
  return `whsec_${base64url(randomBytes(32))}`;
}

export function isWellFormedSecret(secret: string): boolean {
  return SECRET_SHAPE.test(secret);
}

/** A non-extractable HMAC key for one secret; callers cache it instead of the secret. */
export function importSigningKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
}

/** The exact bytes that are signed: the decimal timestamp, a dot, then the body as sent. */
export function signedBytes(timestamp: number, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const out = new Uint8Array(prefix.byteLength + body.byteLength);
  out.set(prefix, 0);
  out.set(body, prefix.byteLength);
  return out;
}

/** Returns the header value `v1=<64 hex characters>`. */
export async function sign(key: CryptoKey, timestamp: number, body: Uint8Array): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", key, signedBytes(timestamp, body));
  return `v1=${toHex(new Uint8Array(mac))}`;
}
