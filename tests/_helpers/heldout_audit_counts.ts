// Counts and language spread shared by the v11 and v12 held-out audit sets (the same targets were
// asked of both writers); shape and reproducibility only, never a score.
import assert from "node:assert/strict";
import { type InjectionCase, readHeldout, type RedactionCase } from "./heldout_audit_set.ts";

type Side = Array<{ lang?: string }>;

/** Registers the count tests of set `v`; `builtSides` rebuilds the redaction cases with languages. */
export function heldoutCountTests(
  v: string,
  builtSides: () => { sensitive: Side; benign: Side },
): void {
  const read = <T>(name: string) => readHeldout<T>(v, name);

  Deno.test(`held-out ${v} redaction: about 240 sensitive and 130 benign, vendors and secrets once each`, async () => {
    const cases = await read<RedactionCase[]>("redaction.json");
    const sensitive = cases.filter((c) => c.sensitive);
    const benign = cases.length - sensitive.length;
    assert.ok(sensitive.length >= 230 && sensitive.length <= 250, `sensitive ${sensitive.length}`);
    assert.ok(benign >= 120 && benign <= 150, `benign ${benign}`);
    const vendors = sensitive.filter((c) => c.kind.startsWith("vendor-")).map((c) => c.kind);
    assert.ok(vendors.length >= 110, `vendors ${vendors.length}`);
    assert.equal(new Set(vendors).size, vendors.length, "a vendor appears twice");
    assert.equal(new Set(cases.map((c) => c.kind)).size, cases.length, "a kind appears twice");
    const secrets = sensitive.map((c) => c.secret);
    assert.equal(new Set(secrets).size, secrets.length, "a secret appears twice");
    assert.ok(cases.filter((c) => c.kind.startsWith("ph-")).length >= 35, "placeholders");
  });

  Deno.test(`held-out ${v} redaction: a third or more of each side not in English, 20+ languages`, () => {
    // Redaction files do not store languages; the seeded builder does, and rebuilds the same set.
    const { sensitive, benign } = builtSides();
    for (const side of [sensitive, benign]) {
      const foreign = side.filter((c) => c.lang !== undefined);
      assert.ok(foreign.length * 3 >= side.length, `${foreign.length}/${side.length}`);
      assert.ok(new Set(foreign.map((c) => c.lang)).size >= 20, "languages");
    }
  });

  Deno.test(`held-out ${v} injection: 150 attacks, about 110 benign, every attack carrier also benign`, async () => {
    const cases = await read<InjectionCase[]>("injection.json");
    const attacks = cases.filter((c) => c.malicious);
    assert.equal(attacks.length, 150);
    assert.ok(cases.length - attacks.length >= 105 && cases.length - attacks.length <= 120);
    const carriers = (prefix: string) =>
      new Set(
        cases.filter((c) => c.category.startsWith(prefix)).map((c) =>
          c.category.slice(prefix.length)
        ),
      );
    const attacked = carriers("indirect-");
    assert.ok(attacked.size >= 20, `attack carriers ${attacked.size}`);
    for (const c of attacked) assert.ok(carriers("plain-").has(c), `no benign text in ${c}`);
    const families = new Set(attacks.map((c) => c.category.split("-")[0]));
    for (const want of ["split", "social"]) assert.ok(families.has(want), want);
    assert.ok(carriers("obf-").size >= 9, "encodings");
    assert.ok(attacks.some((c) => c.category === "shadowing-description"));
  });

  Deno.test(`held-out ${v} injection: a third or more non-English on each side, 20+ languages`, async () => {
    const cases = await read<InjectionCase[]>("injection.json");
    for (const label of [true, false]) {
      const side = cases.filter((c) => c.malicious === label);
      const foreign = side.filter((c) => c.lang !== undefined);
      assert.ok(foreign.length * 3 >= side.length, `${label}: ${foreign.length}/${side.length}`);
      assert.ok(new Set(foreign.map((c) => c.lang)).size >= 20, `${label}: languages`);
    }
    assert.ok(cases.every((c) => c.lang !== "en"), "English is written as an absent lang");
  });
}
