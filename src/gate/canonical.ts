/** Canonical JSON (sorted keys, no undefined) so equal arguments always hash alike. */
import { sha256Hex } from "../lib/crypto.ts";

export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value)) ?? "null";
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = sorted(v);
  }
  return out;
}

/** SHA-256 of the exact call: an approval granted for it cannot be reused for other arguments. */
export function callHash(qualifiedName: string, args: unknown): Promise<string> {
  return sha256Hex(canonicalJson([qualifiedName, args ?? {}]));
}
