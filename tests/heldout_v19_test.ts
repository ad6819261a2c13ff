// Shape and reproducibility of the v19 held-out audit set; never scores it (see the helper).
// v19's emphasis is logistics, retail, hospitality and field operations an agent works in (POS
// and terminals, storefronts and marketplaces, warehouses, carriers and EDI, fleets, hotels,
// restaurants, field-service devices).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
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

Deno.test("held-out v19 injection: every carrier has attacks and benign texts in English and another language", async () => {
  type Case = { malicious: boolean; category: string; lang?: string };
  const cases = await readHeldout<Case[]>("v19", "injection.json");
  const carriers = new Set(
    cases.filter((c) => c.category.startsWith("indirect-")).map((c) => c.category.slice(9)),
  );
  assert.equal(carriers.size, 22);
  for (const carrier of carriers) {
    for (const prefix of ["indirect-", "plain-"]) {
      const here = cases.filter((c) => c.category === prefix + carrier);
      assert.ok(here.some((c) => !c.lang) && here.some((c) => c.lang), prefix + carrier);
    }
  }
});

Deno.test("held-out v19 injection: obfuscated attacks never carry their order in plain text", async () => {
  const cases = await readHeldout<Array<{ text: string; category: string }>>(
    "v19",
    "injection.json",
  );
  const obf = cases.filter((c) => c.category.startsWith("obf-"));
  assert.equal(obf.length, OBF_PAYLOADS.length);
  for (const [encoding, , order] of OBF_PAYLOADS) {
    const c = obf.find((c) => c.category === `obf-${encoding}`);
    assert.ok(c, encoding);
    assert.ok(!c.text.includes(order.slice(0, 16)), encoding);
  }
});

heldoutCountTests("v19", () => build(new TycheI(SEED)));
