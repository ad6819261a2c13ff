// Shape and reproducibility of the v9 held-out audit set; never scores it (see the helper).
// v9's emphasis is secrets and attacks inside tool results, in many languages: the checks below
// add that every carrier of an attack also carries a benign text, and the language spread.
import assert from "node:assert/strict";
import { heldoutAuditSetTests } from "./_helpers/heldout_audit_set.ts";

heldoutAuditSetTests("v9");

type InjectionCase = {
  text: string;
  malicious: boolean;
  source: string;
  category: string;
  lang?: string;
};
type RedactionCase = { text: string; sensitive: boolean; kind: string; secret?: string };
const DIR = new URL("./fixtures/heldout_v9/", import.meta.url);
const read = async <T>(name: string) =>
  JSON.parse(await Deno.readTextFile(new URL(name, DIR))) as T;

Deno.test("held-out v9 injection: every attack carrier also carries a benign text", async () => {
  const cases = await read<InjectionCase[]>("injection.json");
  const carriers = (prefix: string) =>
    new Set(
      cases.filter((c) => c.category.startsWith(prefix)).map((c) =>
        c.category.slice(prefix.length)
      ),
    );
  const attacked = carriers("indirect-");
  const plain = carriers("plain-");
  assert.ok(attacked.size >= 20, `attack carriers ${attacked.size}`);
  for (const c of attacked) assert.ok(plain.has(c), `no benign text in carrier ${c}`);
});

Deno.test("held-out v9 injection: a quarter or more non-English on each side, 20+ languages", async () => {
  const cases = await read<InjectionCase[]>("injection.json");
  for (const label of [true, false]) {
    const side = cases.filter((c) => c.malicious === label);
    const foreign = side.filter((c) => c.lang !== undefined);
    assert.ok(foreign.length * 4 >= side.length, `${label}: ${foreign.length}/${side.length}`);
    assert.ok(new Set(foreign.map((c) => c.lang)).size >= 20, `${label}: languages`);
  }
  assert.ok(cases.every((c) => c.lang !== "en"), "English is written as an absent lang");
});

Deno.test("held-out v9 redaction: 100+ vendors once each, 230+ sensitive and 110+ benign texts", async () => {
  const cases = await read<RedactionCase[]>("redaction.json");
  const vendors = cases.filter((c) => c.kind.startsWith("vendor-")).map((c) => c.kind);
  assert.ok(vendors.length >= 100, `vendors ${vendors.length}`);
  assert.equal(new Set(vendors).size, vendors.length, "a vendor appears twice");
  const sensitive = cases.filter((c) => c.sensitive).length;
  assert.ok(sensitive >= 230 && cases.length - sensitive >= 110, `${sensitive}/${cases.length}`);
});
