// Shape and reproducibility of the v18 held-out audit set; never scores it (see the helper).
// v18's emphasis is regulated and institutional systems an agent works in (health records and
// HL7/FHIR, tax and benefits portals, LMS/SIS, legal, claims, payment operations, SCADA/BMS).
import assert from "node:assert/strict";
import { heldoutAuditSetTests } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v18/build_redaction.ts";
import { RomuTrio } from "./fixtures/heldout_v18/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v18/inj_attacks.ts";

// Long texts (1 KB or more) come from reconciliation reports and SCADA alarm summaries.
heldoutAuditSetTests("v18", { redaction: [10, 4], injection: [8, 6] });

/** RomuTrio32 and its seeding again, in BigInt arithmetic, so a 32-bit slip shows. */
function* romuReference(seed: number): Generator<number> {
  const M = (1n << 32n) - 1n;
  const mul = (a: bigint, b: bigint) => (a * b) & M;
  const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & M;
  const spread = (h: bigint) => {
    h = mul(h ^ (h >> 16n), 0x7feb352dn);
    h = mul(h ^ (h >> 15n), 0x846ca68bn);
    return h ^ (h >> 16n);
  };
  const s = BigInt(seed >>> 0);
  let x = spread((s + 0x6a09e667n) & M);
  let y = spread(s ^ 0xbb67ae85n);
  let z = spread((s + 0x3c6ef372n * 3n) & M) | 1n;
  for (let i = 0;; i++) {
    const xp = x, yp = y, zp = z;
    x = mul(3323815723n, zp);
    y = rotl((yp - xp) & M, 6n);
    z = rotl((zp - yp) & M, 22n);
    if (i >= 12) yield Number(xp);
  }
}

Deno.test("held-out v18 kit: RomuTrio32 matches a BigInt reference for several seeds", () => {
  for (const seed of [0, 1, 0xdeadbeef, SEED]) {
    const kit = new RomuTrio(seed);
    const ref = romuReference(seed);
    for (let i = 0; i < 5000; i++) {
      assert.equal(kit.next(), ref.next().value, `seed ${seed} draw ${i}`);
    }
  }
});

heldoutInjectionShapeTests("v18", OBF_PAYLOADS);

heldoutCountTests("v18", () => build(new RomuTrio(SEED)));
