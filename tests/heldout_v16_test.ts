// Shape and reproducibility of the v16 held-out audit set; never scores it (see the helper).
// v16's emphasis is public and community text an agent reads for its user (issues, PR comments,
// forums, pastes, chat exports, mailing lists, wikis, reviews, social posts, notebook outputs).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v16/build_redaction.ts";
import { Xorwow } from "./fixtures/heldout_v16/kit.ts";

// Long texts (1 KB or more) come from whole issue threads, on both sides of each file.
heldoutAuditSetTests("v16", { redaction: [5, 2], injection: [10, 4] });

/** Marsaglia's xorwow again, in BigInt arithmetic, so a slip in the kit's 32-bit tricks shows. */
function* xorwowReference(seed: number): Generator<number> {
  const M = (1n << 32n) - 1n;
  const mul = (a: bigint, b: bigint) => (a * b) & M;
  const s = BigInt(seed >>> 0);
  let [x, y, z, w] = [
    123456789n ^ s,
    362436069n ^ mul(s, 0x9e3779b9n),
    521288629n ^ mul(s, 0x85ebca6bn),
    88675123n ^ mul(s, 0xc2b2ae35n),
  ];
  let [v, d] = [5783321n, 6615241n];
  for (let i = 0;; i++) {
    const t = x ^ (x >> 2n);
    [x, y, z, w] = [y, z, w, v];
    v = (v ^ ((v << 4n) & M)) ^ (t ^ ((t << 1n) & M));
    d = (d + 362437n) & M;
    if (i >= 64) yield Number((d + v) & M);
  }
}

Deno.test("held-out v16 kit: xorwow matches a BigInt reference for several seeds", () => {
  for (const seed of [0, 1, 0xdeadbeef, SEED]) {
    const kit = new Xorwow(seed);
    const ref = xorwowReference(seed);
    for (let i = 0; i < 5000; i++) {
      assert.equal(kit.next(), ref.next().value, `seed ${seed} draw ${i}`);
    }
  }
});

Deno.test("held-out v16 injection: every carrier has attacks in English and another language", async () => {
  type Case = { malicious: boolean; category: string; lang?: string };
  const cases = await readHeldout<Case[]>("v16", "injection.json");
  const indirect = cases.filter((c) => c.category.startsWith("indirect-"));
  for (const carrier of new Set(indirect.map((c) => c.category))) {
    const here = indirect.filter((c) => c.category === carrier);
    assert.ok(here.some((c) => !c.lang) && here.some((c) => c.lang), carrier);
  }
});

heldoutCountTests("v16", () => build(new Xorwow(SEED)));
