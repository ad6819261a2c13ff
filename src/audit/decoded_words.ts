// Redaction round 5 (issue 13): base64 that decodes to plain words (`Y2hlY2tvdXRfdjIs…` is
// "checkout_v2,new_invoice_pdf", a ConfigMap's feature flags) is encoded data, not random
// material. Only the shape-only literal rule asks this; a Secret's data is judged by its own rule.
import { randomMaterial } from "./credential_shape.ts";
import { isSensitiveKey } from "./key_names.ts";

const BASE64 = /^[A-Za-z0-9+\/]{16,400}={0,2}$/;
const PLAIN = /^[a-z0-9_,.:\/ -]+$/;

/** What whole quads of base64 decode to (one byte a character), or undefined. */
export function base64Text(b64: string): string | undefined {
  if (b64.length % 4 !== 0) return undefined;
  try {
    return atob(b64);
  } catch {
    return undefined;
  }
}

/** Round 42 (shared in round 50): a documented Basic example whose password half is the word
 * itself (`dXNlcm5hbWU6cGFzc3dvcmQ=` is "username:password"), as url-password skips
 * `user:password@`. Benign in v36-v40, never a secret in any set. */
export function basicWordExample(b64: string): boolean {
  const clear = base64Text(b64.length % 4 === 0 ? b64 : b64 + "=".repeat(4 - b64.length % 4));
  return clear !== undefined && /^[\x20-\x7e]+:(?:pass(?:word)?|secret|pwd)$/i.test(clear);
}

/** Decodes to lower-case words joined by separators (two or more 4+ letters long), or to prose. */
export function encodedWords(v: string): boolean {
  const clear = BASE64.test(v) ? base64Text(v) : undefined;
  if (clear === undefined) return false;
  if (PLAIN.test(clear)) {
    return clear.split(/[_,.:\/ -]+/).filter((w) => /^[a-z]{4,}$/.test(w)).length >= 2;
  }
  return encodedProse(clear);
}

// Round 6: a text file in a ConfigMap's `binaryData` ("Welcome to the build host. Be nice.\n"):
// printable text whose words, three or more of 3+ letters, are separated by spaces.
const PROSE = /^[A-Za-z0-9_,.:;!?'"()\/ \t\r\n*-]+$/;

function encodedProse(clear: string): boolean {
  if (!PROSE.test(clear) || !/[a-z] [A-Za-z]/.test(clear)) return false;
  return clear.split(/[^A-Za-z]+/).filter((w) => w.length >= 3).length >= 3;
}

// Round 8: one base64url segment that decodes to a JSON object holding only a JWT header's
// public fields (`eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9` is `{"alg":"RS256","typ":"JWT"}`): a
// token needs its payload and signature; the header alone, quoted in docs, names an algorithm.
const JSON_SEGMENT = /^eyJ[A-Za-z0-9_-]{8,400}={0,2}$/;
const HEADER_FIELDS = new Set(["alg", "typ", "kid", "cty", "crv", "enc", "zip", "x5t", "jku"]);

/** The JSON object one base64url segment encodes, or undefined. */
function segmentObject(v: string): Record<string, unknown> | undefined {
  if (!JSON_SEGMENT.test(v)) return undefined;
  try {
    const b64 = v.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
    const obj = JSON.parse(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)));
    return typeof obj === "object" && obj !== null && !Array.isArray(obj) ? obj : undefined;
  } catch {
    return undefined;
  }
}

export function encodedJwtHeader(v: string): boolean {
  const obj = segmentObject(v);
  return obj !== undefined && typeof obj.alg === "string" &&
    Object.keys(obj).every((k) => HEADER_FIELDS.has(k));
}

// Round 35: one segment encoding a flat object of plain settings (`{"theme":"dark","locale":
// "de-DE"}`, a cursor's `{"page":36,"sort":"created_at"}`): two or more members named by words
// that name no credential, each a number, boolean, null or short word/date. Random material or a
// nested object (a registry's `{"auths":{…}}`) keeps it a candidate.
const PLAIN_SETTING = /^[\w.:\/ +-]{0,32}$/;

export function encodedSettings(v: string): boolean {
  const obj = segmentObject(v);
  if (obj === undefined) return false;
  const members = Object.entries(obj);
  return members.length >= 2 &&
    members.every(([k, x]) =>
      /^[A-Za-z_]{1,30}$/.test(k) && !isSensitiveKey(k) &&
      (x === null || typeof x === "number" || typeof x === "boolean" ||
        (typeof x === "string" && PLAIN_SETTING.test(x) && !randomMaterial(x)))
    );
}
