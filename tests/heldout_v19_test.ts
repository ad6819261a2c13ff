// Shape and reproducibility of the v19 held-out audit set; never scores it (see the helper).
// v19's emphasis is logistics, retail, hospitality and field operations an agent works in (POS
// and terminals, storefronts and marketplaces, warehouses, carriers and EDI, fleets, hotels,
// restaurants, field-service devices).
import assert from "node:assert/strict";
import { heldoutAuditSetTests } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v19/build_redaction.ts";
import { TycheI } from "./fixtures/heldout_v19/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v19/inj_encode.ts";

// Long texts (1 KB or more): wave logs after store notes, and order status histories.
heldoutAuditSetTests("v19", { redaction: [10, 6], injection: [10, 6] });

/** Tyche-i and its seeding again, in BigInt arithmetic, so a 32-bit slip shows. */
function* tycheReference(seed: number): Generator<number> {
  const M = (1n << 32n) - 1n;
  const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & M;
  let a = 0n, b = BigInt(seed >>> 0), c = 2654435769n, d = 1367130551n;
  for (let i = 0;; i++) {
    b = rotl(b, 25n) ^ c;
    c = (c - d) & M;
    d = rotl(d, 24n) ^ a;
    a = (a - b) & M;
    b = rotl(b, 20n) ^ c;
    c = (c - d) & M;
    d = rotl(d, 16n) ^ a;
    a = (a - b) & M;
    if (i >= 20) yield Number(b);
  }
}

Deno.test("held-out v19 kit: Tyche-i matches a BigInt reference for several seeds", () => {
  for (const seed of [0, 1, 0xdeadbeef, SEED]) {
    const kit = new TycheI(seed);
    const ref = tycheReference(seed);
    for (let i = 0; i < 5000; i++) {
      assert.equal(kit.next(), ref.next().value, `seed ${seed} draw ${i}`);
    }
  }
});

heldoutInjectionShapeTests("v19", OBF_PAYLOADS);

heldoutCountTests("v19", () => build(new TycheI(SEED)));
