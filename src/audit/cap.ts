// Size cap for stored arguments and results (contract: each capped at 64 KB).

/** Largest stored serialization of one value, in UTF-8 bytes of its JSON text. */
export const MAX_STORED_BYTES = 65536;

/**
 * Truncation shape. A value whose JSON text (`JSON.stringify`, `undefined` stored as `null`) is at
 * most `maxBytes` UTF-8 bytes is kept as it is. A larger value is replaced by
 *
 *   { "truncated": true, "originalBytes": <UTF-8 bytes of the original JSON text>,
 *     "preview": "<the longest prefix of that JSON text that fits>" }
 *
 * whose own JSON text is at most `maxBytes` bytes. The preview is cut on a code point boundary, so
 * it is valid UTF-8, but it is usually not parseable JSON. A value that cannot be serialised at all
 * (cycles, BigInt) becomes `{ "truncated": true, "originalBytes": null, "preview": "" }`. If
 * `maxBytes` is too small for the shape itself, the stored value is `null`.
 * Redact before capping: the preview is cut from already-redacted text.
 */
export function capJson(
  value: unknown,
  maxBytes = MAX_STORED_BYTES,
): { value: unknown; truncated: boolean } {
  const kept = value === undefined ? null : value;
  let json: string | undefined;
  try {
    json = JSON.stringify(kept);
  } catch {
    return { value: shape(null, "", maxBytes), truncated: true };
  }
  if (json === undefined) return { value: null, truncated: false }; // functions, symbols
  const bytes = utf8Bytes(json);
  if (bytes <= maxBytes) return { value: kept, truncated: false };
  return { value: shape(bytes, json, maxBytes), truncated: true };
}

interface Truncated {
  truncated: true;
  originalBytes: number | null;
  preview: string;
}

function shape(originalBytes: number | null, json: string, maxBytes: number): Truncated | null {
  const empty: Truncated = { truncated: true, originalBytes, preview: "" };
  const budget = maxBytes - utf8Bytes(JSON.stringify(empty));
  if (budget < 0) return null;
  let preview = prefixWithin(json, budget);
  // The per-character estimate is exact; the loop only guards the stated bound.
  while (preview.length > 0 && utf8Bytes(JSON.stringify({ ...empty, preview })) > maxBytes) {
    preview = prefixWithin(preview, Math.floor(budget * 0.9));
  }
  return { ...empty, preview };
}

/** Longest code-point-aligned prefix whose escaped form inside a JSON string fits in `budget` bytes. */
function prefixWithin(text: string, budget: number): string {
  let used = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.codePointAt(i)!;
    const units = code > 0xffff ? 2 : 1;
    const cost = escapedBytes(code);
    if (used + cost > budget) break;
    used += cost;
    i += units;
  }
  return text.slice(0, i);
}

/** Bytes one code point takes in JSON.stringify output (well-formed: lone surrogates as \uXXXX). */
function escapedBytes(code: number): number {
  if (code === 0x22 || code === 0x5c) return 2;
  if (code < 0x20) {
    return code === 8 || code === 9 || code === 10 || code === 12 || code === 13 ? 2 : 6;
  }
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code >= 0xd800 && code <= 0xdfff) return 6;
  return code > 0xffff ? 4 : 3;
}

/** UTF-8 length of a string (lone surrogates count as U+FFFD, as TextEncoder writes them). */
export function utf8Bytes(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
