// Shape and reproducibility of the v56 audit set (written by a non-tuner in the seventeenth
// 2026-11-30 session for the next session to score once): this test never scores it (see the
// helper). v56 is about craft brewing: the brewhouse and canning line, fermenter telemetry, kegs
// and casks out to pubs, taprooms and the web shop, the bonded warehouse and duty, festivals.
import assert from "node:assert/strict";
import { SPLITMIX_GAMMA, Xorshift128p, XS_SHIFTS } from "./fixtures/heldout_v56/kit.ts";

const M64 = (1n << 64n) - 1n;
// Xorshift128+ written again here, apart from the kit, from the paper's next(): s1 = s[0],
// s0 = s[1], s[0] = s0, s1 ^= s1 << 23, s[1] = s1 ^ s0 ^ (s1 >> 17) ^ (s0 >> 26), out s[1] + s0.
function xsRef(a: bigint, b: bigint, steps: number): bigint[] {
  const out: bigint[] = [];
  for (let i = 0; i < steps; i++) {
    let s1 = a;
    const s0 = b;
    a = s0;
    s1 = (s1 ^ (s1 << 23n)) & M64;
    b = s1 ^ s0 ^ (s1 >> 17n) ^ (s0 >> 26n);
    out.push((b + s0) & M64);
  }
  return out;
}
// SplitMix64 as published (Steele, Lea and Flood), to check the number seeding.
function splitmixRef(x: bigint): [bigint, bigint] {
  x = (x + 0x9e3779b97f4a7c15n) & M64;
  let z = x;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
  return [x, z ^ (z >> 31n)];
}

Deno.test("held-out v56 kit: Xorshift128+ gives the hand-derived outputs", () => {
  assert.deepEqual(XS_SHIFTS, [23n, 17n, 26n]);
  assert.equal(SPLITMIX_GAMMA, 0x9e3779b97f4a7c15n);
  // State (1, 2): s1 = 1 becomes 1 ^ 1 << 23 = 0x800001; the new word is 0x800001 ^ 2 ^
  // (0x800001 >> 17 = 0x40) ^ (2 >> 26 = 0) = 0x800043, and the output is 0x800043 + 2 = 0x800045.
  const a = new Xorshift128p({ s0: 1n, s1: 2n });
  assert.equal(a.next64(), 0x800045n);
  // Next: s1 = 2 ^ 2 << 23 = 0x1000002; 0x1000002 ^ 0x800043 ^ 0x80 ^ 0 = 0x18000c1; output
  // 0x18000c1 + 0x800043 = 0x2000104.
  assert.equal(a.next64(), 0x2000104n);
  assert.deepEqual(xsRef(1n, 2n, 2), [0x800045n, 0x2000104n]);
  // State (0, 2^40): the new word is 2^40 ^ 2^14, the output 2^41 + 2^14, whose top half is 2^9.
  assert.equal(new Xorshift128p({ s0: 0n, s1: 1n << 40n }).next(), 512);
  // A number seed: SplitMix64 twice from it gives the two words.
  const [x1, w0] = splitmixRef(56n);
  const [, w1] = splitmixRef(x1);
  const ref = xsRef(w0, w1, 3).map((v) => Number(v >> 32n));
  const seeded = new Xorshift128p(56);
  assert.deepEqual([seeded.next(), seeded.next(), seeded.next()], ref);
  // Seed 0: SplitMix64 gives 0xe220a8397b1dcdaf and 0x6e789e6aa1b965f4 (its published first two
  // outputs from 0); one step of those has the top half 0xff5e664a (checked in python3 too).
  assert.deepEqual(splitmixRef(0n)[1], 0xe220a8397b1dcdafn);
  assert.equal(new Xorshift128p(0).next(), 0xff5e664a);
  assert.notEqual(new Xorshift128p(1).next(), new Xorshift128p(2).next());
  const r = new Xorshift128p(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});
