// Redaction round 8 (issue 13): a JWT signed with a secret that documentation publishes (jwt.io's
// debugger signs its example with `your-256-bit-secret`; tutorials use `secret`) grants nothing:
// anyone can mint it. Like a published test card, it is kept when its HMAC signature verifies
// with one of those secrets; any other token (or a forged signature) is still redacted.
import { createHmac } from "node:crypto";

const PUBLISHED_SECRETS = [
  "your-256-bit-secret",
  "your-384-bit-secret",
  "your-512-bit-secret",
  "secret",
];
const JWT = /^eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{20,}$/;
const HMAC = { HS256: "sha256", HS384: "sha384", HS512: "sha512" } as const;

function header(part: string): { alg?: unknown } | undefined {
  try {
    const b64 = part.replace(/-/g, "+").replace(/_/g, "/");
    return JSON.parse(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)));
  } catch {
    return undefined;
  }
}

/** An HMAC-signed JWT whose signature verifies with a secret that documentation publishes. */
export function publishedSampleJwt(v: string): boolean {
  if (v.length > 2000 || !JWT.test(v)) return false;
  const [h, p, sig] = v.split(".");
  const alg = header(h)?.alg;
  if (typeof alg !== "string" || !(alg in HMAC)) return false;
  const hash = HMAC[alg as keyof typeof HMAC];
  return PUBLISHED_SECRETS.some((k) =>
    createHmac(hash, k).update(`${h}.${p}`).digest("base64url") === sig
  );
}
