// Shape and reproducibility of the v64 audit set (written by a non-tuner in the twenty-first
// 2026-12-01 session, never scored): this test never scores it (see the helper). v64 is about
// locksmiths: lockouts, key cutting, master key suites, safes, access control and alarms.
import assert from "node:assert/strict";
import { Pcg64, PCG_MULT_128 } from "./fixtures/heldout_v64/kit.ts";

// pcg64 written again here on two 64-bit halves (the way C without 128-bit integers does it),
// apart from the kit's single 128-bit BigInt.
function pcgRef(seed: bigint, seq: bigint, count: number): bigint[] {
  const U = (x: bigint) => BigInt.asUintN(64, x);
  const mHi = PCG_MULT_128 >> 64n, mLo = U(PCG_MULT_128);
  const iHi = U(seq >> 63n), iLo = U((seq << 1n) | 1n);
  let hi = 0n, lo = 0n;
  const step = () => {
    // (hi:lo) * (mHi:mLo) mod 2^128 = lo*mLo + ((hi*mLo + lo*mHi) << 64)
    const full = lo * mLo;
    const nHi = U((full >> 64n) + hi * mLo + lo * mHi);
    const nLo = U(full);
    const sLo = nLo + iLo;
    lo = U(sLo);
    hi = U(nHi + iHi + (sLo >> 64n));
  };
  step();
  const sLo = lo + U(seed);
  lo = U(sLo);
  hi = U(hi + (seed >> 64n) + (sLo >> 64n));
  step();
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) {
    step();
    const x = hi ^ lo;
    const rot = hi >> 58n;
    out.push(U((x >> rot) | (x << ((64n - rot) % 64n))));
  }
  return out;
}

Deno.test("held-out v64 kit: pcg64 gives the published outputs and agrees with a second implementation", () => {
  // pcg-cpp's pcg64 demo, seed 42 and stream 54: its first six 64-bit outputs.
  const r = new Pcg64(42n, 54n);
  const first = [...Array(6)].map(() => r.next64());
  assert.deepEqual(first, [
    0x86b1da1d72062b68n,
    0x1304aa46c9853d39n,
    0xa3670e9e0dd50358n,
    0xf9090e529a7dae00n,
    0xc85b9fd837996f2cn,
    0x606121f8e3919196n,
  ]);
  assert.deepEqual(pcgRef(42n, 54n, 6), first);
  // A seed wider than 64 bits and the kit's default stream, over 2000 outputs.
  const seed = 0x64b7c3a1deadbeef0123456789abcdefn;
  const k = new Pcg64(seed);
  const kit = [...Array(2000)].map(() => k.next64());
  assert.deepEqual(pcgRef(seed, 0xda3e39cb94b95bdbn, 2000), kit);
  assert.notEqual(new Pcg64(1n).next64(), new Pcg64(2n).next64());
  assert.notEqual(new Pcg64(1n, 1n).next64(), new Pcg64(1n, 2n).next64());
  const s = new Pcg64(7n);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(s.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => s.int(2 ** 33));
  assert.throws(() => s.int(0));
  assert.throws(() => s.pick([]));
});
