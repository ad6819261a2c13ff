/** Canonical JSON (sorted keys, no undefined) so equal arguments always hash alike. */
import { sha256Hex } from "../lib/crypto.ts";

export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value)) ?? "null";
}

/**
 * A copy with every object's keys sorted, built with an explicit stack rather than recursion:
 * arguments may nest thousands of levels, and plain JSON.stringify of the copy handles any depth.
 */
function sorted(value: unknown): unknown {
  const holder: unknown[] = [undefined];
  const work: [unknown, Record<string | number, unknown>, string | number][] = [[
    value,
    holder as unknown as Record<number, unknown>,
    0,
  ]];
  while (work.length > 0) {
    const [v, parent, at] = work.pop()!;
    if (typeof v !== "object" || v === null) {
      parent[at] = v;
    } else if (Array.isArray(v)) {
      const copy: unknown[] = new Array(v.length);
      parent[at] = copy;
      v.forEach((item, i) => work.push([item, copy as unknown as Record<number, unknown>, i]));
    } else {
      const copy: Record<string, unknown> = {};
      parent[at] = copy;
      for (const key of Object.keys(v).sort()) {
        const child = (v as Record<string, unknown>)[key];
        if (child === undefined) continue;
        copy[key] = null; // claims the key's place in sorted order; the child fills it later
        work.push([child, copy, key]);
      }
    }
  }
  return holder[0];
}

/** SHA-256 of the exact call: an approval granted for it cannot be reused for other arguments. */
export function callHash(qualifiedName: string, args: unknown): Promise<string> {
  return sha256Hex(canonicalJson([qualifiedName, args ?? {}]));
}
