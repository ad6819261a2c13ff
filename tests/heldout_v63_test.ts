// Shape and reproducibility of the v63 audit set (written by a non-tuner in the twenty-first
// 2026-12-01 session, never scored): this test never scores it (see the helper). v63 is about
// independent cinemas: projection booths, KDMs, box office, concessions, the bar and screen hire.
import assert from "node:assert/strict";
import { Pcg64, PCG_MULT } from "./fixtures/heldout_v63/kit.ts";

// PCG64 written again here: the state after n steps by Brown's jump-ahead (square-and-multiply
// on the affine map), never stepping one by one, and the XSL-RR output written apart.
const M128 = (1n << 128n) - 1n;
function pcgJump(state: bigint, inc: bigint, n: bigint): bigint {
  let accMult = 1n, accPlus = 0n, curMult = PCG_MULT, curPlus = inc;
  for (; n > 0n; n >>= 1n) {
    if (n & 1n) {
      accMult = (accMult * curMult) & M128;
      accPlus = (accPlus * curMult + curPlus) & M128;
    }
    curPlus = ((curMult + 1n) * curPlus) & M128;
    curMult = (curMult * curMult) & M128;
  }
  return (accMult * state + accPlus) & M128;
}
function xslRr(s: bigint): bigint {
  const hi = s >> 64n, lo = s & ((1n << 64n) - 1n);
  const x = (hi ^ lo).toString(2).padStart(64, "0");
  const rot = Number(s >> 122n);
  return BigInt("0b" + (x.slice(64 - rot) + x.slice(0, 64 - rot)));
}
function pcgRef(seed: bigint, stream: bigint, index: bigint): bigint {
  const inc = (stream << 1n) | 1n;
  // Seeding steps from 0, adds the seed and steps again; output i comes one step after that.
  const s0 = (pcgJump(0n, inc, 1n) + seed) & M128;
  return xslRr(pcgJump(s0, inc, index + 2n));
}

Deno.test("held-out v63 kit: PCG64 gives pcg-cpp's published outputs and agrees with a jump-ahead", () => {
  // pcg-cpp's check-pcg64.out: pcg64 rng(42u, 54u), the first six 64-bit outputs.
  const published = [
    0x86b1da1d72062b68n,
    0x1304aa46c9853d39n,
    0xa3670e9e0dd50358n,
    0xf9090e529a7dae00n,
    0xc85b9fd837996f2cn,
    0x606121f8e3919196n,
  ];
  const r = new Pcg64(42n, 54n);
  assert.deepEqual(published.map(() => r.next64()), published);
  published.forEach((v, i) => assert.equal(pcgRef(42n, 54n, BigInt(i)), v));
  // Seeding by hand: state = (0 * MULT + inc) + seed, then one more step. With seed 0 and
  // stream 0 (inc 1) that is 1 * MULT + 1.
  assert.equal(new Pcg64(0n, 0n).state, PCG_MULT + 1n);
  // The kit's default stream over 3000 draws, checked at spread indices by the jump-ahead.
  const k = new Pcg64(0x63n);
  const kit = [...Array(3000)].map(() => k.next64());
  for (const i of [0, 1, 2, 999, 1777, 2999]) assert.equal(pcgRef(0x63n, 0x63n, BigInt(i)), kit[i]);
  assert.notEqual(new Pcg64(1n).next64(), new Pcg64(2n).next64());
  const s = new Pcg64(7n);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(s.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => s.int(2 ** 33));
  assert.throws(() => s.int(0));
});
