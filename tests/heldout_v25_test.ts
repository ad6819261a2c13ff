// Shape and reproducibility of the v25 held-out audit set; never scores it (see the helper).
// v25's emphasis is public safety, emergency services and local government an agent works in
// (CAD and 911/112, police records and evidence, body-cam and CCTV video, fire and EMS reporting,
// mass notification, P25 consoles, courts and jails, permits, 311, parking, utility billing,
// open data, elections, public libraries).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7 } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v25/build_redaction.ts";
import { Xoroshiro64ss } from "./fixtures/heldout_v25/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v25/inj_encode.ts";

// Long texts (1 KB or more): a CAD unit-status log before or after the record.
heldoutAuditSetTests("v25", { redaction: [12, 8], injection: [8, 6] });

/** xoroshiro64** again in BigInt, written apart from the kit, so a slip in the 32-bit ops shows. */
function* xoroBig(a: bigint, b: bigint): Generator<number> {
  const M = 0xffffffffn;
  const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & M;
  for (;;) {
    const out = (rotl((a * 0x9e3779bbn) & M, 5n) * 5n) & M;
    b ^= a;
    a = rotl(a, 26n) ^ b ^ ((b << 9n) & M);
    b = rotl(b, 13n);
    yield Number(out);
  }
}

Deno.test("held-out v25 kit: xoroshiro64** agrees with a BigInt version over 5,000 draws from four states", () => {
  for (
    const state of [[1, 2], [0x25d17a11, 0], [0xffffffff, 0xffffffff], [0x9e3779b9, 0x7f4a7c15]]
  ) {
    const big = xoroBig(BigInt(state[0]), BigInt(state[1]));
    const g = new Xoroshiro64ss([state[0], state[1]]);
    for (let i = 0; i < 5000; i++) assert.equal(g.next(), big.next().value, `${state} draw ${i}`);
  }
});

Deno.test("held-out v25 kit: the all-zero state is never used (it would only give zeros)", () => {
  const g = new Xoroshiro64ss([0, 0]);
  assert.ok([0, 1, 2, 3].map(() => g.next()).some((x) => x !== 0));
});

heldoutInjectionShapeTests("v25", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v25 redaction: the hash policy (password hashes sensitive, checksums benign)", async () => {
  const cases = await readHeldout<Redaction[]>("v25", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 10);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (
    const prefix of ["$1$", "$5$", "$6$", "$2b$", "$argon2id$", "$y$", "{SSHA}", "Basic ", "$9$"]
  ) {
    assert.ok(secrets.some((s) => s.startsWith(prefix)), prefix);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[A-Za-z0-9]{10}$/, "type 7 decodes to the 10-character password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic.slice(6)), /^ecite-sync:.{8,}$/, "Basic decodes to user:password");
  const checksums = cases.filter((c) =>
    /^look-(file-sha256|file-md5|cert-fingerprint|ssh-hostkey|ssh-pubkey|public-pem|container-digest|git-commit|pgp-fingerprint)-/
      .test(c.kind)
  );
  assert.equal(checksums.length, 27);
  assert.ok(checksums.every((c) => !c.sensitive));
});

Deno.test("held-out v25 redaction: public-safety identifiers are benign and keep their shapes", async () => {
  const cases = await readHeldout<Redaction[]>("v25", "redaction.json");
  const shapes: Record<string, RegExp> = {
    "cad-event": /E2\d{4}-\d{6}/,
    "parcel-apn": /\d{3}-\d{3}-\d{3}/,
    "evidence-barcode": /EV\d{10}/,
    "permit-number": /BLD2\d-\d{5}/,
    "nena-incident": /urn:emergency:uid:incidentid:[0-9a-f]{16}:/,
  };
  for (const [kind, shape] of Object.entries(shapes)) {
    const here = cases.filter((c) => c.kind.startsWith(`look-${kind}-`));
    assert.equal(here.length, 3, kind);
    assert.ok(here.every((c) => !c.sensitive && shape.test(c.text)), kind);
  }
});

Deno.test("held-out v25 structured redaction: a JSON-pointer escape, and benign digests are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v25", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.ok(paths.includes("/evidence/api-keys/read~1write"));
  assert.ok(!paths.some((p) => /sha256|fingerprint|host_key|serial/.test(p)));
});

heldoutCountTests("v25", () => build(new Xoroshiro64ss(SEED)));

Deno.test("held-out v25 injection: tool descriptions carry their tools, shadowing names the other server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v25", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) {
    assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)), c.category);
  }
});

Deno.test("held-out v25 redaction: card prefixes sit in their networks' ranges; Belgian IBANs carry the national check", async () => {
  const cases = await readHeldout<Redaction[]>("v25", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-permit").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tax").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  const be = digits("iban-be").slice(2); // the BBAN, after the IBAN check digits
  assert.equal(be.length, 12);
  assert.equal(Number(BigInt(be.slice(0, 10)) % 97n) || 97, Number(be.slice(10)), be);
});
