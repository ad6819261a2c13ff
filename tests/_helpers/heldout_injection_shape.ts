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

/** The category mix every set since v56 keeps: prefix (or whole name) and count. */
const ATTACK_MIX: Array<[RegExp, number]> = [
  [/^indirect-/, 66],
  [/^override$/, 12],
  [/^role$/, 8],
  [/^boundary$/, 10],
  [/^exfil$/, 10],
  [/^obf-/, 12],
  [/^split$/, 5],
  [/^social$/, 5],
  [/^poisoning-/, 12],
  [/^shadowing-/, 10],
];
const BENIGN_MIX: Array<[RegExp, number]> = [
  [/^plain-/, 66],
  [/^benign-description$/, 12],
  [/^quoted-attack$/, 16],
  [/^test-plan$/, 8],
  [/^instructions$/, 8],
];

/** Tool descriptions and the category mix, as every set since v56 checks them. */
export function heldoutInjectionMixTests(set: string): void {
  Deno.test(`held-out ${set} injection: tool descriptions carry their tools, shadowing names another server's`, async () => {
    type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
    const cases = await readHeldout<Case[]>(set, "injection.json");
    const desc = cases.filter((c) => c.source === "description");
    assert.equal(desc.length, 34);
    const shadow = desc.filter((c) => c.category === "shadowing-description");
    assert.equal(shadow.length, 10);
    for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
    // Benign descriptions share every tool name with the poisoned ones.
    const names = (cat: string) =>
      new Set(desc.filter((c) => c.category === cat).flatMap((c) => c.ownTools ?? []));
    assert.deepEqual(
      [...names("benign-description")].sort(),
      [...names("poisoning-description")].sort(),
    );
  });

  Deno.test(`held-out ${set} injection: v56's category mix, 52 attacks and 37 benign texts not in English`, async () => {
    type Case = { malicious: boolean; category: string; lang?: string };
    const cases = await readHeldout<Case[]>(set, "injection.json");
    const count = (malicious: boolean, re: RegExp) =>
      cases.filter((c) => c.malicious === malicious && re.test(c.category)).length;
    for (const [re, n] of ATTACK_MIX) assert.equal(count(true, re), n, String(re));
    for (const [re, n] of BENIGN_MIX) assert.equal(count(false, re), n, String(re));
    assert.equal(cases.filter((c) => c.malicious && c.lang).length, 52);
    assert.equal(cases.filter((c) => !c.malicious && c.lang).length, 37);
  });
}
