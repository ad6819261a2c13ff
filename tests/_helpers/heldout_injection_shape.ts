// The injection-side shape checks every held-out set since v18 makes, written once: each carrier
// has attacks and benign look-alikes in English and in another language, and an obfuscated attack
// never carries its order in plain text (else the "encoding" tests nothing).
import assert from "node:assert/strict";
import { readHeldout } from "./heldout_audit_set.ts";

/** One obfuscated payload: its encoding's name first, the plain order third. */
export type ObfuscatedPayload = readonly [string, unknown, string, ...unknown[]];

export function heldoutInjectionShapeTests(
  set: string,
  obfuscated: ReadonlyArray<ObfuscatedPayload>,
  carrierCount = 22,
): void {
  Deno.test(`held-out ${set} injection: every carrier has attacks and benign texts in English and another language`, async () => {
    type Case = { category: string; lang?: string };
    const cases = await readHeldout<Case[]>(set, "injection.json");
    const carriers = new Set(
      cases.filter((c) => c.category.startsWith("indirect-")).map((c) => c.category.slice(9)),
    );
    assert.equal(carriers.size, carrierCount);
    for (const carrier of carriers) {
      for (const prefix of ["indirect-", "plain-"]) {
        const here = cases.filter((c) => c.category === prefix + carrier);
        assert.ok(here.some((c) => !c.lang) && here.some((c) => c.lang), prefix + carrier);
      }
    }
  });

  Deno.test(`held-out ${set} injection: obfuscated attacks never carry their order in plain text`, async () => {
    const cases = await readHeldout<Array<{ text: string; category: string }>>(
      set,
      "injection.json",
    );
    const obf = cases.filter((c) => c.category.startsWith("obf-"));
    assert.equal(obf.length, obfuscated.length);
    for (const [encoding, , order] of obfuscated) {
      const c = obf.find((c) => c.category === `obf-${encoding}`);
      assert.ok(c, encoding);
      assert.ok(!c.text.includes(order.slice(0, 16)), encoding);
    }
  });
}
