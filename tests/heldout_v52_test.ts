// Shape and reproducibility of the v52 audit set (written by a non-tuner in the fifteenth
// 2026-11-30 session; never scored): this test never scores it (see the helper). v52 is about
// lift and escalator maintenance: service branches, callouts and trapped passengers, remote
// monitoring of controllers, emergency lift phones, thorough examinations, parts and installs.
import assert from "node:assert/strict";
import { Lxm, mixLea32 } from "./fixtures/heldout_v52/kit.ts";

// Doug Lea's 32-bit mix written again here with BigInt, apart from the kit.
const K = 0xd36d884bn;
const M32 = 0xffffffffn;
const mixRef = (z: bigint) => {
  z = ((z ^ (z >> 16n)) * K) & M32;
  z = ((z ^ (z >> 16n)) * K) & M32;
  return Number(z ^ (z >> 16n));
};

Deno.test("held-out v52 kit: LXM (L32X64MixRandom) gives the hand-derived outputs", () => {
  // mix(0) is 0. mix(1): 1 ^ 0 = 1, times K is 0xd36d884b; xor its top half gives 0xd36d5b26,
  // times K modulo 2^32, xor-shift again: 0x2aa3ce81 (the reference formula agrees).
  assert.equal(mixLea32(0), 0);
  assert.equal(mixLea32(1), 0x2aa3ce81);
  assert.equal(mixRef(1n), 0x2aa3ce81);
  assert.equal(mixLea32(0x10000), mixRef(0x10000n));
  // a = 1, s = 0, xoroshiro state 0: the outputs are mix(s) for s = 0, 1, M + 1 (the LCG
  // s ← M·s + 1 with M = 0xadb4a92d), since x0 stays 0.
  const lcg = new Lxm({ a: 1, s: 0, x0: 0, x1: 0 });
  assert.equal(lcg.next(), 0);
  assert.equal(lcg.next(), 0x2aa3ce81);
  assert.equal(lcg.next(), mixRef(0xadb4a92dn + 1n));
  // a = 0, s = 0, x0 = 1, x1 = 0: the LCG stays 0, so the outputs are mix(x0). One xoroshiro64
  // step: q1 = 0 ^ 1 = 1; q0 = rotl(1, 26) ^ q1 ^ (q1 << 9) = 0x04000000 ^ 1 ^ 0x200 = 0x04000201.
  const xo = new Lxm({ a: 0, s: 0, x0: 1, x1: 0 });
  assert.equal(xo.next(), 0x2aa3ce81);
  assert.equal(xo.next(), mixRef(0x04000201n));
  assert.equal(xo.next(), 0x46578627);
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new Lxm(1).next(), new Lxm(2).next());
  assert.equal(new Lxm(52).next(), new Lxm(52).next());
  const r = new Lxm(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});
