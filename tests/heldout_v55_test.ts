// Shape and reproducibility of the v55 audit set (written by a non-tuner in the seventeenth
// 2026-11-30 session; never scored): this test never scores it (see the helper). v55 is about
// greenhouse horticulture: glasshouse climate computers and crop sensing, irrigation, propagation,
// biocontrol, grading and packing, the energy centre, the flower auction and supermarket EDI.
import assert from "node:assert/strict";
import { SAP_PHI, SAP_SEED_MIX, SAP_WARMUP, Sapparot2 } from "./fixtures/heldout_v55/kit.ts";

// Sapparot-2 written again here with BigInt, apart from the kit.
const M32 = 0xffffffffn;
const rotlRef = (x: bigint, n: bigint) => n === 0n ? x : ((x << n) | (x >> (32n - n))) & M32;
const sapRef = (a: bigint, b: bigint, c: bigint, steps: number) => {
  const out: number[] = [];
  for (let i = 0; i < steps; i++) {
    c = rotlRef((c + a) & M32, b >> 27n);
    b = ((b + ((a << 1n) + 1n)) & M32) ^ rotlRef(b, 5n);
    a = rotlRef((a + 0x9e3779b9n) & M32, 7n);
    [a, b] = [b, a];
    out.push(Number(c ^ b ^ a));
  }
  return out;
};

Deno.test("held-out v55 kit: Sapparot-2 gives the hand-derived outputs", () => {
  assert.equal(SAP_PHI, 0x9e3779b9);
  // From a = b = c = 0: c stays 0 (rotated by b >>> 27 = 0); b becomes (0 + 1) ^ rotl(0, 5) = 1;
  // a becomes rotl(PHI, 7) = 0x1bbcdccf (0x9e3779b9 << 7 keeps 0x1bbcdc80, its top 7 bits 0x4f
  // come round); a and b swap, and the output is c ^ b ^ a = 0 ^ 0x1bbcdccf ^ 1 = 0x1bbcdcce.
  const zero = new Sapparot2({ a: 0, b: 0, c: 0 });
  assert.equal(zero.next(), 0x1bbcdcce);
  // Second step from a = 1, b = 0x1bbcdccf, c = 0: b >>> 27 = 3, so c = rotl(0 + 1, 3) = 8; a
  // becomes rotl(1 + PHI, 7) = 0x1bbcdd4f and swaps into b.
  const ref = sapRef(0n, 0n, 0n, 4);
  assert.equal(zero.next(), ref[1]);
  assert.equal(ref[1] >>> 0, (8 ^ 0x1bbcdd4f ^ ((0x1bbcdccf + 3) ^ 0x779b99e3)) >>> 0);
  assert.equal(zero.next(), ref[2]);
  // From a = 1, b = 0x80000000, c = 5: c = rotl(6, 16) = 0x60000; b = 0x80000003 ^ rotl(b, 5) =
  // 0x80000003 ^ 0x10 = 0x80000013; a = 0x1bbcdd4f; after the swap 0x60000 ^ 0x80000013 ^ 0x1bbcdd4f.
  assert.equal(new Sapparot2({ a: 1, b: 0x80000000, c: 5 }).next(), 0x9bbadd5c);
  // A number seed: a = seed, b = seed ^ SAP_SEED_MIX, c = PHI, then SAP_WARMUP outputs thrown away.
  assert.equal(SAP_WARMUP, 16);
  const seeded = sapRef(0n, BigInt(SAP_SEED_MIX), 0x9e3779b9n, 17);
  assert.equal(new Sapparot2(0).next(), seeded[16]);
  assert.equal(new Sapparot2(0).next(), 0xb891a34e);
  assert.equal(new Sapparot2(55).next(), new Sapparot2(55).next());
  assert.notEqual(new Sapparot2(1).next(), new Sapparot2(2).next());
  const r = new Sapparot2(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});
