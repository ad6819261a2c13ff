// Shape and reproducibility of the v10 held-out audit set; never scores it (see the helper).
// v10's emphasis is conversations and workplace artefacts written by people, about 40 % not in
// English: the checks below add its balance, carriers, languages and the absence of repeats.
import assert from "node:assert/strict";
import {
  heldoutAuditSetTests,
  type InjectionCase,
  readHeldout,
  type RedactionCase,
} from "./_helpers/heldout_audit_set.ts";
import { build, SEED } from "./fixtures/heldout_v10/build_redaction.ts";
import { Well512 } from "./fixtures/heldout_v10/kit.ts";

heldoutAuditSetTests("v10");

const read = <T>(name: string) => readHeldout<T>("v10", name);

Deno.test("held-out v10 redaction: about 230 sensitive and 120 benign, vendors and secrets once each", async () => {
  const cases = await read<RedactionCase[]>("redaction.json");
  const sensitive = cases.filter((c) => c.sensitive);
  assert.ok(sensitive.length >= 225 && sensitive.length <= 240, `sensitive ${sensitive.length}`);
  assert.ok(cases.length - sensitive.length >= 115, `benign ${cases.length - sensitive.length}`);
  const vendors = sensitive.filter((c) => c.kind.startsWith("vendor-")).map((c) => c.kind);
  assert.ok(vendors.length >= 100, `vendors ${vendors.length}`);
  assert.equal(new Set(vendors).size, vendors.length, "a vendor appears twice");
  assert.equal(new Set(cases.map((c) => c.kind)).size, cases.length, "a kind appears twice");
  const secrets = sensitive.map((c) => c.secret);
  assert.equal(new Set(secrets).size, secrets.length, "a secret appears twice");
});

Deno.test("held-out v10 redaction: a third or more of each side not in English, 12+ languages", () => {
  // Redaction files do not store languages; the seeded builder does, and rebuilds the same set.
  const { sensitive, benign } = build(new Well512(SEED));
  for (const side of [sensitive, benign]) {
    const foreign = side.filter((c) => c.lang !== undefined);
    assert.ok(foreign.length * 3 >= side.length, `${foreign.length}/${side.length}`);
    assert.ok(new Set(foreign.map((c) => c.lang)).size >= 12, "languages");
  }
});

Deno.test("held-out v10 injection: 150 attacks, about 110 benign, every attack carrier also benign", async () => {
  const cases = await read<InjectionCase[]>("injection.json");
  const attacks = cases.filter((c) => c.malicious);
  assert.equal(attacks.length, 150);
  assert.ok(cases.length - attacks.length >= 105 && cases.length - attacks.length <= 125);
  const carriers = (prefix: string) =>
    new Set(
      cases.filter((c) => c.category.startsWith(prefix)).map((c) =>
        c.category.slice(prefix.length)
      ),
    );
  const attacked = carriers("indirect-");
  assert.ok(attacked.size >= 18, `attack carriers ${attacked.size}`);
  for (const c of attacked) assert.ok(carriers("plain-").has(c), `no benign text in ${c}`);
  const families = new Set(attacks.map((c) => c.category.split("-")[0]));
  for (const want of ["split", "social"]) assert.ok(families.has(want), want);
});

Deno.test("held-out v10 injection: a third or more non-English on each side, 15+ languages", async () => {
  const cases = await read<InjectionCase[]>("injection.json");
  for (const label of [true, false]) {
    const side = cases.filter((c) => c.malicious === label);
    const foreign = side.filter((c) => c.lang !== undefined);
    assert.ok(foreign.length * 3 >= side.length, `${label}: ${foreign.length}/${side.length}`);
    assert.ok(new Set(foreign.map((c) => c.lang)).size >= 15, `${label}: languages`);
  }
  assert.ok(cases.every((c) => c.lang !== "en"), "English is written as an absent lang");
});
