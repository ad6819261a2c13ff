// Shape and reproducibility of the v17 held-out audit set; never scores it (see the helper).
// v17's emphasis is personal devices and consumer apps an agent reads for one person (SMS and
// chat backups, notes, contacts, router pages, smart-home hubs, bank and health exports).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v17/build_redaction.ts";
import { Xoshiro128 } from "./fixtures/heldout_v17/kit.ts";

// Long texts (1 KB or more) come from whole family-chat exports, on both sides of each file.
heldoutAuditSetTests("v17", { redaction: [5, 2], injection: [5, 4] });

/** xoshiro128** and its fmix32 seeding again, in BigInt arithmetic, so a 32-bit slip shows. */
function* xoshiroReference(seed: number): Generator<number> {
  const M = (1n << 32n) - 1n;
  const mul = (a: bigint, b: bigint) => (a * b) & M;
  const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & M;
  const fmix = (h: bigint) => {
    h ^= h >> 16n;
    h = mul(h, 0x85ebca6bn);
    h ^= h >> 13n;
    h = mul(h, 0xc2b2ae35n);
    return h ^ (h >> 16n);
  };
  const s = [1n, 2n, 3n, 4n].map((i) => fmix((BigInt(seed >>> 0) + mul(i, 0x9e3779b9n)) & M));
  for (let i = 0;; i++) {
    const result = mul(rotl(mul(s[1], 5n), 7n), 9n);
    const t = (s[1] << 9n) & M;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11n);
    if (i >= 16) yield Number(result);
  }
}

Deno.test("held-out v17 kit: xoshiro128** matches a BigInt reference for several seeds", () => {
  for (const seed of [0, 1, 0xdeadbeef, SEED]) {
    const kit = new Xoshiro128(seed);
    const ref = xoshiroReference(seed);
    for (let i = 0; i < 5000; i++) {
      assert.equal(kit.next(), ref.next().value, `seed ${seed} draw ${i}`);
    }
  }
});

Deno.test("held-out v17 injection: every carrier has attacks and benign texts in English and another language", async () => {
  type Case = { malicious: boolean; category: string; lang?: string };
  const cases = await readHeldout<Case[]>("v17", "injection.json");
  const carriers = new Set(
    cases.filter((c) => c.category.startsWith("indirect-")).map((c) => c.category.slice(9)),
  );
  for (const carrier of carriers) {
    for (const prefix of ["indirect-", "plain-"]) {
      const here = cases.filter((c) => c.category === prefix + carrier);
      assert.ok(here.some((c) => !c.lang) && here.some((c) => c.lang), prefix + carrier);
    }
  }
});

heldoutCountTests("v17", () => build(new Xoshiro128(SEED)));
