// Shape and reproducibility of the v51 audit set (written by a non-tuner in the fifteenth
// 2026-11-30 session, never scored yet): this test never scores it (see the helper). v51 is about
// nurseries and early years: day nurseries, a pre-school, an out of school club, a forest school,
// a central kitchen, funding claims, parent apps, CCTV for parents, door entry and staff checks.
import assert from "node:assert/strict";
import { Mrg31k3p } from "./fixtures/heldout_v51/kit.ts";

const M1 = 2147483647;

Deno.test("held-out v51 kit: MRG31k3p gives the hand-derived outputs", () => {
  // x1 = 2^22·x1[n-2] + 129·x1[n-3] mod m1; x2 = 2^15·x2[n-1] + 32769·x2[n-3] mod m2.
  // From x1 = (1, 0, 0) and x2 = (0, 0, 1), oldest first: x1 = 129, x2 = 2^15, so
  // z = 129 - 32768 + m1 = 2147451008.
  const g = new Mrg31k3p({ s1: [1n, 0n, 0n], s2: [0n, 0n, 1n] });
  assert.equal(g.step(), 2147451008);
  // Next: x1 = 129·0 = 0 and x2 = 2^15·2^15 = 2^30, so z = m1 - 2^30 = 1073741823.
  assert.equal(g.step(), M1 - 2 ** 30);
  // Next: x1 = 2^22·129 = 541065216; x2 = 2^15·2^30 + 32769·1, where 2^31 ≡ 21069 (mod m2), so
  // 2^45 ≡ 21069·2^14 = 345194496 and x2 = 345227265; z = 541065216 - 345227265.
  assert.equal(g.step(), 541065216 - 345227265);
  // Equal components give 0, which is read as m1: x1 = 2^22 and x2 = 2^15·128 = 2^22.
  const eq = new Mrg31k3p({ s1: [0n, 1n, 0n], s2: [0n, 0n, 128n] });
  assert.equal(eq.step(), M1);
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new Mrg31k3p(1).step(), new Mrg31k3p(2).step());
  assert.equal(new Mrg31k3p(0x51c4a7e3).step(), new Mrg31k3p(0x51c4a7e3).step());
  const r = new Mrg31k3p(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});
