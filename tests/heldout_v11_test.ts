// Shape and reproducibility of the v11 held-out audit set; never scores it (see the helper).
// v11's emphasis is what an agent fetches and configures (pages, READMEs, config and
// infrastructure files, tool-call arguments, API bodies), about 40 % not in English.
import assert from "node:assert/strict";
import {
  heldoutAuditSetTests,
  type InjectionCase,
  readHeldout,
  type RedactionCase,
} from "./_helpers/heldout_audit_set.ts";
import { build, SEED } from "./fixtures/heldout_v11/build_redaction.ts";
import { Pcg32 } from "./fixtures/heldout_v11/kit.ts";

heldoutAuditSetTests("v11");

const read = <T>(name: string) => readHeldout<T>("v11", name);

Deno.test("held-out v11 kit: PCG32 matches the reference generator's first outputs", () => {
  // pcg32-global demo values for seed 42, sequence 54 (O'Neill's reference implementation).
  const r = new Pcg32(42, 54);
  assert.deepEqual([r.next(), r.next(), r.next()], [0xa15c02b7, 0x7b47f409, 0xba1d3330]);
});

Deno.test("held-out v11 redaction: about 240 sensitive and 130 benign, vendors and secrets once each", async () => {
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

Deno.test("held-out v11 redaction: a third or more of each side not in English, 20+ languages", () => {
  // Redaction files do not store languages; the seeded builder does, and rebuilds the same set.
  const { sensitive, benign } = build(new Pcg32(SEED));
  for (const side of [sensitive, benign]) {
    const foreign = side.filter((c) => c.lang !== undefined);
    assert.ok(foreign.length * 3 >= side.length, `${foreign.length}/${side.length}`);
    assert.ok(new Set(foreign.map((c) => c.lang)).size >= 20, "languages");
  }
});

Deno.test("held-out v11 injection: 150 attacks, about 110 benign, every attack carrier also benign", async () => {
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

Deno.test("held-out v11 injection: a third or more non-English on each side, 20+ languages", async () => {
  const cases = await read<InjectionCase[]>("injection.json");
  for (const label of [true, false]) {
    const side = cases.filter((c) => c.malicious === label);
    const foreign = side.filter((c) => c.lang !== undefined);
    assert.ok(foreign.length * 3 >= side.length, `${label}: ${foreign.length}/${side.length}`);
    assert.ok(new Set(foreign.map((c) => c.lang)).size >= 20, `${label}: languages`);
  }
  assert.ok(cases.every((c) => c.lang !== "en"), "English is written as an absent lang");
});
