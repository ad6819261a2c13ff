// Shape and reproducibility of the v54 audit set (written by a non-tuner in the sixteenth
// 2026-11-30 session; never scored): this test never scores it (see the helper). v54 is about pest
// control: contract and domestic technicians, smart rodent traps and their networks, fumigation at
// the docks, bird control, bed bug heat treatment, food-factory audits and the chemical store.
import assert from "node:assert/strict";
import { MONO_MUL, MONO_SEED_ADD, RomuMono32 } from "./fixtures/heldout_v54/kit.ts";

// Romu Mono32 written again here with BigInt, apart from the kit: 16-bit outputs.
const M32 = 0xffffffffn;
const monoRef = (state: bigint, steps: number) => {
  const out: number[] = [];
  for (let i = 0; i < steps; i++) {
    out.push(Number(state >> 16n));
    const m = (state * 0xd747a13bn) & M32;
    state = ((m << 12n) | (m >> 20n)) & M32;
  }
  return out;
};

Deno.test("held-out v54 kit: Romu Mono32 gives the hand-derived outputs", () => {
  assert.equal(MONO_MUL, 3611795771);
  // State 1: the first step returns 1 >>> 16 = 0, then the state is rotl(M, 12): M = 0xd747a13b
  // shifted left 12 keeps 0x7a13b000, its top 12 bits 0xd74 come round, giving 0x7a13bd74; the
  // second step returns its top half 0x7a13. One 32-bit output is the two halves: 0x00007a13.
  const one = new RomuMono32({ state: 1 });
  assert.equal(one.next(), 0x00007a13);
  const ref = monoRef(1n, 4);
  assert.deepEqual(ref.slice(0, 2), [0, 0x7a13]);
  assert.equal(one.next(), ((ref[2] << 16) | ref[3]) >>> 0);
  // State 0x10000: returns 1; 0x10000·M mod 2^32 = 0xa13b0000, rotated left 12 is 0xb0000a13,
  // whose top half is 0xb000: the output is 0x0001b000.
  assert.equal(new RomuMono32({ state: 0x10000 }).next(), 0x0001b000);
  // A number seed keeps its low 29 bits plus 1156979152 and throws 8 steps away (4 outputs).
  assert.equal(MONO_SEED_ADD, 1156979152);
  const seeded = monoRef(BigInt(MONO_SEED_ADD), 10);
  assert.equal(new RomuMono32(0).next(), ((seeded[8] << 16) | seeded[9]) >>> 0);
  assert.equal(new RomuMono32(0).next(), 0xbdec1281);
  assert.equal(new RomuMono32(54).next(), new RomuMono32(54).next());
  assert.notEqual(new RomuMono32(1).next(), new RomuMono32(2).next());
  const r = new RomuMono32(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});
