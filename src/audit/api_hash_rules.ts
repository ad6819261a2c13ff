// Redaction round 67 (issue 13): a vendor that calls its API key a "hash" (Textlocal's published
// name for it is "API hash") is named the way a key is, "<vendor> API hash: V", and every digest
// word test reads "hash" as a checksum's name and leaves the value. "API" right before "hash"
// names a credential, not a digest; the value must still be random material in both cases with
// digits, and a base64 string of a digest's length (16, 20, 32, 48 or 64 bytes) is left.
// Tuning sets: v43, v44, v54 (three writers; no benign text names an API hash).
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { hitWindows } from "./hit_windows.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The name, up to 60 characters of one clause (an aside, "for <site>" in any language), the
// colon, one token.
const NAMED =
  /(?<![\p{L}\d])API[ _-]?hash(?![\p{L}\d])[^:：\n.;!?]{0,60}[:：][ \t]*([^\s"'<>]{20,200})/giu;
const ALPHABET = /^[A-Za-z0-9+\/=_-]+$/;
const DIGEST_BYTES = new Set([16, 20, 32, 48, 64]);

/** Random material of a key's alphabet, not a base64 digest (file comment). */
function hashKey(raw: string): string | undefined {
  const v = raw.replace(/[.,;]+$/, "");
  if (v.length < 20 || !ALPHABET.test(v) || looksFake(v) || isTemplateOrMask(v)) return;
  if (!/[A-Z]/.test(v) || !/[a-z]/.test(v) || !/\d/.test(v)) return;
  const body = v.replace(/=+$/, "");
  if (!body.includes("=") && DIGEST_BYTES.has(Math.floor((body.length * 3) / 4))) return;
  return v;
}

function findApiHash(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 0, 300)) {
    for (const m of text.slice(ws, we).matchAll(NAMED)) {
      const v = hashKey(m[1]);
      if (!v) continue;
      const start = ws + m.index + m[0].length - m[1].length;
      spans.push({ start, end: start + v.length, rule: "api-hash-value", category: "secret" });
    }
  }
  return spans;
}

export const API_HASH_RULES: TextRule[] = [{
  id: "api-hash-value",
  category: "secret",
  keywords: ["api hash", "api_hash", "api-hash", "apihash"],
  find: findApiHash,
}];
