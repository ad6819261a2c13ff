// Format checks for tokens that carry their own checksum (GitHub `gh?_`, npm `npm_`) and for JWTs.
// A passing checksum confirms a real token; a failing one redacts only material that looks random,
// so documentation placeholders stay byte-identical and a mistyped real token is still caught.
import { base62, crc32, shannonEntropy } from "./checksums.ts";

const BODY = 30;
const CHECKSUM = 6;

/**
 * GitHub (`ghp_` … `ghr_`) and npm (`npm_`) tokens: 30 base62 characters, then the CRC-32 of those
 * 30 characters in base62, left-padded to 6 (GitHub's 2021 token format, adopted by npm).
 */
export function tokenChecksumValid(token: string): boolean {
  const body = token.slice(token.indexOf("_") + 1);
  if (body.length !== BODY + CHECKSUM || !/^[0-9A-Za-z]+$/.test(body)) return false;
  return base62(crc32(body.slice(0, BODY)), CHECKSUM) === body.slice(BODY);
}

/** Five ascending or descending neighbours (`abcde`, `54321`): ~1e-6 per random 36-char body. */
export function hasSequence(s: string): boolean {
  let up = 1;
  let down = 1;
  for (let i = 1; i < s.length; i++) {
    const d = s.charCodeAt(i) - s.charCodeAt(i - 1);
    up = d === 1 ? up + 1 : 1;
    down = d === -1 ? down + 1 : 1;
    if (up >= 5 || down >= 5) return true;
  }
  return false;
}

/**
 * Random base62 material: at least two of digits, upper and lower case, entropy ≥ 4 bits/char,
 * no alphabet runs. A random 36-character body fails this with probability ~1e-5.
 */
export function looksRandom(body: string): boolean {
  const classes = Number(/\d/.test(body)) + Number(/[A-Z]/.test(body)) +
    Number(/[a-z]/.test(body));
  return classes >= 2 && shannonEntropy(body) >= 4 && !hasSequence(body);
}

/** Redact a prefixed checksum token when its checksum holds, or when it looks random anyway. */
export function checksumTokenLike(token: string): boolean {
  return tokenChecksumValid(token) || looksRandom(token.slice(token.indexOf("_") + 1));
}

function base64UrlDecode(part: string): string | undefined {
  const b64 = part.replaceAll("-", "+").replaceAll("_", "/");
  try {
    return atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  } catch {
    return undefined;
  }
}

function jsonObject(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text);
    return typeof v === "object" && v !== null && !Array.isArray(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/**
 * JWT structure (RFC 7519): base64url header and payload (a signature part may follow); the
 * header is a JSON object naming its `alg`. JSON-escaped slashes (`\/`) are read as `/`.
 */
export function jwtStructureValid(token: string): boolean {
  const parts = token.replaceAll("\\/", "/").split(".");
  if (parts.length < 2 || parts.length > 3) return false;
  const header = jsonObject(base64UrlDecode(parts[0]));
  return typeof header?.alg === "string";
}
