// Redaction round 5 (issue 13): base64 that decodes to plain words (`Y2hlY2tvdXRfdjIs…` is
// "checkout_v2,new_invoice_pdf", a ConfigMap's feature flags) is encoded data, not random
// material. Only the shape-only literal rule asks this; a Secret's data is judged by its own rule.
const BASE64 = /^[A-Za-z0-9+\/]{16,400}={0,2}$/;
const PLAIN = /^[a-z0-9_,.:\/ -]+$/;

/** Decodes to lower-case words joined by separators (two or more 4+ letters long), or to prose. */
export function encodedWords(v: string): boolean {
  if (!BASE64.test(v) || v.length % 4 !== 0) return false;
  let clear: string;
  try {
    clear = atob(v);
  } catch {
    return false;
  }
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

export function encodedJwtHeader(v: string): boolean {
  if (!JSON_SEGMENT.test(v)) return false;
  try {
    const b64 = v.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
    const obj = JSON.parse(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)));
    return typeof obj === "object" && obj !== null && !Array.isArray(obj) &&
      typeof obj.alg === "string" && Object.keys(obj).every((k) => HEADER_FIELDS.has(k));
  } catch {
    return false;
  }
}
