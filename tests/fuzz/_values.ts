/**
 * Hostile inputs drawn from a seeded Rng: JSON values of every type and raw bodies (invalid
 * JSON, deep nesting, huge strings, bytes that are not UTF-8). Strings come from _strings.ts.
 */
import type { Rng } from "./_rng.ts";
import { hostileString, randomText } from "./_strings.ts";

export { hostileString, percentEncode, randomQuery, randomText, urlPiece } from "./_strings.ts";

/** A random JSON-able value: every JSON type, hostile keys and strings, awkward numbers. */
export function randomJson(rng: Rng, depth = 4, maxLong = 2000): unknown {
  const kind = depth <= 0 ? rng.int(5) : rng.int(7);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 53 + 1, 2 ** 64, 1e21]);
    case 3:
    case 4:
      return hostileString(rng, maxLong);
    case 5:
      return Array.from({ length: rng.int(5) }, () => randomJson(rng, depth - 1, maxLong));
    default: {
      const obj: Record<string, unknown> = {};
      for (let i = rng.int(5); i > 0; i--) {
        obj[hostileString(rng, 50)] = randomJson(rng, depth - 1, maxLong);
      }
      return obj;
    }
  }
}

/** JSON text nested `levels` deep: arrays, objects, or both alternating. */
export function deepJsonText(levels: number, kind: "array" | "object" | "mixed", leaf = "1") {
  if (kind === "array") return "[".repeat(levels) + leaf + "]".repeat(levels);
  if (kind === "object") return '{"a":'.repeat(levels) + leaf + "}".repeat(levels);
  const half = Math.floor(levels / 2);
  return '{"a":['.repeat(half) + leaf + "]}".repeat(half);
}

/** The same value nested `levels` deep as a JS object (for JSON.stringify). */
export function deepValue(levels: number, leaf: unknown = "x"): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < levels; i++) v = i % 2 === 0 ? { a: v } : [v];
  return v;
}

/** Bytes that are not valid UTF-8, optionally around valid JSON text. */
export function invalidUtf8(rng: Rng, around = ""): Uint8Array<ArrayBuffer> {
  const bad = [[0xff], [0xfe, 0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe0, 0x80], [0x80]];
  const text = new TextEncoder().encode(around);
  const cut = rng.int(text.length + 1);
  const junk = rng.pick(bad);
  const out = new Uint8Array(text.length + junk.length);
  out.set(text.subarray(0, cut));
  out.set(junk, cut);
  out.set(text.subarray(cut), cut + junk.length);
  return out;
}

/** A request body: valid or broken JSON, deep, huge, empty, or not UTF-8. */
export function randomBody(rng: Rng, valid: () => unknown): string | Uint8Array<ArrayBuffer> {
  switch (rng.int(10)) {
    case 0:
      return JSON.stringify(valid());
    case 1:
      return JSON.stringify(randomJson(rng));
    case 2: {
      const text = JSON.stringify(valid());
      return text.slice(0, rng.int(text.length)); // truncated
    }
    case 3:
      return deepJsonText(rng.pick([100, 2000, 10_000]), rng.pick(["array", "object", "mixed"]));
    case 4:
      return JSON.stringify({ enabled: "x".repeat(rng.range(5_000, 300_000)) });
    case 5:
      return "";
    case 6:
      return invalidUtf8(rng, JSON.stringify(valid()));
    case 7:
      return "\ufeff" + JSON.stringify(valid());
    case 8:
      return randomText(rng, rng.range(1, 200));
    default:
      return `{"enabled":true,"enabled":false,"__proto__":{"x":1},"n":1${"0".repeat(400)}}`;
  }
}
