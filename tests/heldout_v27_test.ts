// Shape and reproducibility of the v27 held-out audit set; never scores it (see the helper).
// v27 is about food and beverage, pharma and biotech GMP manufacturing, chemicals, mining,
// forestry, fisheries and aquaculture an agent works in (MES and batch records, LIMS release, cold
// chain and HACCP, serialization, bioreactors, SDS, fleet dispatch, assays, sawmills, catch logs).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7 } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v27/build_redaction.ts";
import { Xoshiro128pp } from "./fixtures/heldout_v27/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v27/inj_attacks.ts";

// Long texts (1 KB or more): a cold-room logger trace or a batch record's audit trail.
heldoutAuditSetTests("v27", { redaction: [12, 8], injection: [8, 6] });

Deno.test("held-out v27 kit: xoshiro128++ gives the reference outputs from state 1, 2, 3, 4", () => {
  // First outputs of the reference C code (xoshiro128plusplus.c) from s = {1, 2, 3, 4}.
  const g = new Xoshiro128pp(0, [1, 2, 3, 4]);
  assert.equal(g.next(), 641);
  assert.equal(g.next(), 1573767);
  assert.equal(g.next(), 3222811527);
  assert.equal(g.next(), 3517856514);
  assert.equal(g.next(), 836907274);
  assert.equal(g.next(), 4247214768);
  const seen = new Set<number>();
  const h = new Xoshiro128pp(SEED);
  for (let i = 0; i < 2000; i++) seen.add(h.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v27", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v27 redaction: the hash policy (password hashes sensitive, checksums benign)", async () => {
  const cases = await readHeldout<Redaction[]>("v27", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 10);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (
    const prefix of [
      "$1$",
      "$5$",
      "$6$",
      "$2b$",
      "$argon2id$",
      "$y$",
      "{SSHA}",
      "Basic ",
      "pbkdf2_",
    ]
  ) {
    assert.ok(secrets.some((s) => s.startsWith(prefix)), prefix);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[A-Za-z0-9]{11}$/, "type 7 decodes to the 11-character password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic.slice(6)), /^lims-export:[A-Za-z0-9]{14}$/);
  const checksums = cases.filter((c) =>
    /^look-(file-sha256|file-md5|cert-fingerprint|ssh-hostkey|ssh-pubkey|public-pem|git-commit|container-digest)-/
      .test(c.kind)
  );
  assert.equal(checksums.length, 24);
  assert.ok(checksums.every((c) => !c.sensitive));
});

/** GS1 mod-10 and the CAS check digit, written apart from the builder's kit. */
function gs1Valid(code: string): boolean {
  const d = [...code].map(Number).reverse();
  return d.reduce((s, x, i) => s + x * (i % 2 ? 3 : 1), 0) % 10 === 0;
}
function casValid(cas: string): boolean {
  const [a, b, check] = cas.split("-");
  const body = [...(a + b)].reverse();
  return body.reduce((s, x, i) => s + Number(x) * (i + 1), 0) % 10 === Number(check);
}

Deno.test("held-out v27 redaction: trade identifiers are benign and carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v27", "redaction.json");
  const pick = (kind: string, re: RegExp) =>
    cases.filter((c) => c.kind.startsWith(`look-${kind}-`)).map((c) => {
      assert.ok(!c.sensitive, c.kind);
      return c.text.match(re)?.[0] ?? "";
    });
  for (const g of pick("gtin", /\b1\d{13}\b/)) assert.ok(gs1Valid(g), g);
  for (const s of pick("sscc", /\(00\) (\d{18})/)) assert.ok(gs1Valid(s.slice(5)), s);
  for (const g of pick("gln", /\b4\d{12}\b/)) assert.ok(gs1Valid(g), g);
  const cas = pick("cas", /\b\d{2,7}-\d{2}-\d\b/);
  assert.equal(cas.length, 3);
  for (const c of cas) assert.ok(casValid(c), c);
  assert.equal(pick("un-number", /UN\d{4}/).filter((u) => u).length, 3);
});

Deno.test("held-out v27 structured redaction: JSON-pointer escapes, and benign digests are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v27", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/deviation~1created/signingSecret"));
  assert.ok(!paths.some((p) => /sha256|fingerprint|gtin|publicKey|lot|cas|image/i.test(p)));
});

heldoutCountTests("v27", () => build(new Xoshiro128pp(SEED)));

Deno.test("held-out v27 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v27", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) {
    assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)), c.category);
  }
});

Deno.test("held-out v27 redaction: card prefixes sit in their networks' ranges", async () => {
  const cases = await readHeldout<Redaction[]>("v27", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-spares").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-samples").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-trade"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^3[47]\d{13}$/);
});
