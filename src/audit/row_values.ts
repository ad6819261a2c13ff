// Round 32: a value redacted anywhere in one stored row (a sensitive key's whole value, a rule's
// span) is redacted where the row repeats it in another string ({"password": V, "note": "… V"}).
// Exact repeats only: a near-copy across fields is a different value as often as a correction.
import { childPointer } from "./pointer.ts";
import { sameValueSpans, type SecretValues } from "./same_value.ts";
import { applySpans } from "./text_scan.ts";
import type { Redaction } from "./types.ts";

/** Deeper copies were stored as text by the walk; this pass stops where the walk did. */
const MAX_DEPTH = 200;

/**
 * Replaces, in the redacted copy `v` (mutated in place: it is the walk's own copy), the other
 * occurrences of `values` and records them in `out`. Values holding a quote or a backslash are
 * skipped, so a match can never straddle the syntax of JSON held in a string.
 */
export function redactRowRepeats(
  v: unknown,
  path: string,
  values: SecretValues,
  out: Redaction[],
): unknown {
  const safe: SecretValues = new Map([...values].filter(([s]) => !/["\\]/.test(s)));
  return safe.size ? visit(v, path, safe, out, 0) : v;
}

function visit(v: unknown, path: string, values: SecretValues, out: Redaction[], depth: number) {
  if (typeof v === "string") {
    const spans = sameValueSpans(v, [], values, false);
    for (const s of spans) out.push({ path, rule: s.rule, category: s.category });
    return spans.length ? applySpans(v, spans) : v;
  }
  if (typeof v !== "object" || v === null || depth > MAX_DEPTH) return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      v[i] = visit(v[i], childPointer(path, i), values, out, depth + 1);
    }
    return v;
  }
  const o = v as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    const next = visit(o[key], childPointer(path, key), values, out, depth + 1);
    if (next === o[key]) continue;
    // A JSON "__proto__" member stays a plain own property (see redact.ts).
    Object.defineProperty(o, key, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return o;
}
