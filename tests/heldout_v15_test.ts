// Shape and reproducibility of the v15 held-out audit set; never scores it (see the helper).
// v15's emphasis is agent-to-agent and automation traffic (handoffs, agent memory, tool-call
// arguments, browser automation, workflow engines, webhooks, queues, device provisioning).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v15/build_redaction.ts";
import { Jsf32 } from "./fixtures/heldout_v15/kit.ts";

heldoutAuditSetTests("v15");

/** Jenkins' JSF32 again, in BigInt arithmetic, so a slip in the kit's 32-bit tricks shows up. */
function* jsfReference(seed: number): Generator<number> {
  const M = (1n << 32n) - 1n;
  const rot = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & M;
  let [a, b, c, d] = [0xf1ea5eedn, BigInt(seed), BigInt(seed), BigInt(seed)];
  for (let i = 0;; i++) {
    const e = (a - rot(b, 27n)) & M;
    a = b ^ rot(c, 17n);
    b = (c + d) & M;
    c = (d + e) & M;
    d = (e + a) & M;
    if (i >= 20) yield Number(d);
  }
}

Deno.test("held-out v15 kit: JSF32 matches a BigInt reference for several seeds", () => {
  for (const seed of [0, 1, 0xdeadbeef, SEED]) {
    const kit = new Jsf32(seed);
    const ref = jsfReference(seed);
    for (let i = 0; i < 5000; i++) {
      assert.equal(kit.next(), ref.next().value, `seed ${seed} draw ${i}`);
    }
  }
});

Deno.test("held-out v15 injection: every carrier has attacks in English and another language", async () => {
  type Case = { malicious: boolean; category: string; lang?: string };
  const cases = await readHeldout<Case[]>("v15", "injection.json");
  const indirect = cases.filter((c) => c.category.startsWith("indirect-"));
  for (const carrier of new Set(indirect.map((c) => c.category))) {
    const here = indirect.filter((c) => c.category === carrier);
    assert.ok(here.some((c) => !c.lang) && here.some((c) => c.lang), carrier);
  }
});

heldoutCountTests("v15", () => build(new Jsf32(SEED)));
