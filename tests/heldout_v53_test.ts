// Shape and reproducibility of the v53 audit set (written by a non-tuner in the sixteenth
// 2026-11-30 session; never scored): this test never scores it (see the helper). v53 is about
// ports and ship agency: port calls, husbandry, disbursement accounts, customs and crew changes.
import assert from "node:assert/strict";
import { RanrotB, rotl } from "./fixtures/heldout_v53/kit.ts";

Deno.test("held-out v53 kit: RANROT-B (KK 17, JJ 10, rotations 13 and 5) gives the hand-derived outputs", () => {
  // Rotations alone: a set top bit comes round to bit 12 (13) and four top bits to bits 1-4 (5).
  assert.equal(rotl(0x80000001, 13), 0x3000);
  assert.equal(rotl(0xf0000000, 5), 0x1e);
  // buf[i] = i, p1 = 0, p2 = 10. Output 1: rotl(10, 13) + rotl(0, 5) = 10 * 8192 = 0x14000, and
  // it is written to buf[0]; both indices step down (p1 wraps to 16, p2 to 9). Output 2:
  // rotl(9, 13) + rotl(16, 5) = 0x12000 + 0x200; output 3: rotl(8, 13) + rotl(15, 5) = 0x10000 + 0x1e0.
  const g = new RanrotB({ buf: Array.from({ length: 17 }, (_, i) => i) });
  const out = Array.from({ length: 18 }, () => g.next());
  assert.deepEqual(out.slice(0, 3), [0x14000, 0x12200, 0x101e0]);
  // Output 8 (p1 = 10, p2 = 3, neither written yet): rotl(3, 13) + rotl(10, 5) = 0x6000 + 0x140.
  assert.equal(out[7], 0x6140);
  // Output 18: p1 is back at 0 (written by output 1) and p2 at 10 (written by output 8):
  // rotl(0x6140, 13) + rotl(0x14000, 5) = 0x0c280000 + 0x280000.
  assert.equal(out[17], 0x0c500000);
  // Addition wraps modulo 2^32: all ones plus all ones.
  const w = new RanrotB({ buf: Array.from({ length: 17 }, () => 0xffffffff) });
  assert.equal(w.next(), 0xfffffffe);
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new RanrotB(1).next(), new RanrotB(2).next());
  assert.equal(new RanrotB(53).next(), new RanrotB(53).next());
  const r = new RanrotB(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});
