// Shape and reproducibility of the v58 audit set (written by a non-tuner in the eighteenth
// 2026-11-30 session, never scored in it): this test never scores it (see the helper). v58 is
// about opticians: practices and domiciliary eye care, OCT and fields, lens labs, contact lenses.
import assert from "node:assert/strict";
import {
  Efiix32,
  EFIIX_ROTATE,
  INDIRECTION_SIZE,
  ITERATION_SIZE,
} from "./fixtures/heldout_v58/kit.ts";

const M32 = 0xffffffff;
// EFIIX written again here, apart from the kit, from PractRand's EFIIX_ALGORITHM(32, 13).
function efiixRef(it: number[], ind: number[], w: number[], steps: number): number[] {
  let [a, b, c, i] = w;
  const out: number[] = [];
  for (let s = 0; s < steps; s++) {
    const iterated = it[i % 32];
    const indirect = ind[c % 16];
    ind[c % 16] = (iterated + a) & M32;
    it[i % 32] = indirect;
    const old = (a ^ b) >>> 0;
    a = (b + i) >>> 0;
    i = (i + 1) >>> 0;
    const rc = ((c << 13) | (c >>> 19)) >>> 0;
    b = (c + indirect) >>> 0;
    c = (old + rc) >>> 0;
    out.push((b ^ iterated) >>> 0);
  }
  return out;
}
// SplitMix64 as published (Steele, Lea and Flood): the low 32 bits of each output seed a word.
function splitmixWords(seed: bigint, n: number): number[] {
  const M64 = (1n << 64n) - 1n;
  let x = seed;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    x = (x + 0x9e3779b97f4a7c15n) & M64;
    let z = x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
    out.push(Number((z ^ (z >> 31n)) & 0xffffffffn));
  }
  return out;
}

Deno.test("held-out v58 kit: EFIIX gives the hand-derived outputs", () => {
  assert.deepEqual([EFIIX_ROTATE, ITERATION_SIZE, INDIRECTION_SIZE], [13, 32, 16]);
  const zeros = (n: number) => new Array<number>(n).fill(0);
  const it = zeros(32);
  it[0] = 5;
  const ind = zeros(16);
  ind[3] = 7;
  // a=1 b=2 c=3 i=0: iterated = it[0] = 5, indirect = ind[3] = 7; ind[3] = 5 + 1, it[0] = 7;
  // old = 1 ^ 2 = 3; a = 2 + 0; b = 3 + 7 = 10; c = 3 + rotl(3, 13) = 0x6003; out 10 ^ 5 = 15.
  const e = new Efiix32({ iteration: it, indirection: ind, a: 1, b: 2, c: 3, i: 0 });
  assert.equal(e.next(), 15);
  // Next: iterated = it[1] = 0, c % 16 = 3 so indirect = ind[3] = 6; b = 0x6003 + 6 = 0x6009,
  // out 0x6009 ^ 0 = 0x6009 (c becomes 8 + rotl(0x6003, 13) = 0xc006008).
  assert.equal(e.next(), 0x6009);
  assert.deepEqual(efiixRef([...it], [...ind], [1, 2, 3, 0], 3).slice(0, 2), [15, 0x6009]);
  // A number seed: 16 indirection words, 32 iteration words, then a, b, c, i, 48 steps dropped.
  const w = splitmixWords(58n, 52);
  const ref = efiixRef(w.slice(16, 48), w.slice(0, 16), w.slice(48), 51).slice(48);
  const seeded = new Efiix32(58);
  assert.deepEqual([seeded.next(), seeded.next(), seeded.next()], ref);
  // Seed 0 and seed 58: first outputs (checked with a python3 version as well).
  const zero = new Efiix32(0);
  assert.deepEqual([zero.next(), zero.next()], [0xa3804d99, 0xd6d70f8b]);
  assert.deepEqual(ref, [0x4c145890, 0x5cb5a11a, 0x4feca953]);
  assert.notEqual(new Efiix32(1).next(), new Efiix32(2).next());
  const r = new Efiix32(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => r.int(2 ** 33));
});
