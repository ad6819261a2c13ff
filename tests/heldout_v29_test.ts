// Shape and reproducibility of the v29 held-out audit set; never scores it (see the helper).
// v29 is about the trades and small local businesses an agent works in (plumbing, HVAC and
// electrical contractors, cleaning, pest control, landscaping, auto repair and dealers, salons,
// dental and vet practices, laundromats, print shops, locksmiths and alarm installers, driving
// schools, childcare and tutoring centres).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v29/build_redaction.ts";
import { seedState, XorShift64Star } from "./fixtures/heldout_v29/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v29/inj_encode.ts";

// Long texts (1 KB or more): a van telematics log around the value or the order.
heldoutAuditSetTests("v29", { redaction: [12, 8], injection: [8, 6] });

/** xorshift64* written again on a BigUint64Array, whose stores wrap at 2^64 by themselves. */
function reference(state: bigint, n: number): number[] {
  const s = new BigUint64Array([state]);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    s[0] ^= s[0] >> 12n;
    s[0] ^= s[0] << 25n;
    s[0] ^= s[0] >> 27n;
    const product = new BigUint64Array([s[0] * 0x2545f4914f6cdd1dn]);
    out.push(Number(product[0] >> 32n));
  }
  return out;
}

Deno.test("held-out v29 kit: xorshift64* matches a wrapping reference and the first step from state 1", () => {
  // From state 1 the three shifts give 1 ^ (1 << 25) = 0x2000001; the output is the top half of
  // 0x2000001 * 0x2545F4914F6CDD1D mod 2^64.
  const top = Number(((0x2000001n * 0x2545f4914f6cdd1dn) & ((1n << 64n) - 1n)) >> 32n);
  assert.equal(reference(1n, 1)[0], top);
  const g = new XorShift64Star(SEED);
  const want = reference(seedState(SEED), 500);
  for (let i = 0; i < 500; i++) assert.equal(g.next(), want[i], `output ${i}`);
  assert.notEqual(seedState(0), 0n);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v29", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v29 redaction: the hash policy (password hashes sensitive, checksums benign)", async () => {
  const cases = await readHeldout<Redaction[]>("v29", "redaction.json");
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
  assert.match(
    atob(basic.slice(6)),
    /^till-sync:[A-Za-z0-9]{14}$/,
    "Basic decodes to user:password",
  );
  const checksums = cases.filter((c) =>
    /^look-(file-sha256|file-md5|cert-fingerprint|ssh-hostkey|ssh-pubkey|public-pem|git-commit)-/
      .test(c.kind)
  );
  assert.equal(checksums.length, 21);
  assert.ok(checksums.every((c) => !c.sensitive));
});

/** North American VIN check digit (position 9), written apart from the builder's. */
function vinValid(vin: string): boolean {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const values = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i];
    sum += (/\d/.test(c) ? Number(c) : values[letters.indexOf(c)]) * weights[i];
  }
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return vin[8] === check;
}

Deno.test("held-out v29 redaction: trade identifiers are benign and keep their check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v29", "redaction.json");
  const of = (kind: string) => cases.filter((c) => c.kind.startsWith(`look-${kind}-`));
  const shapes: Record<string, RegExp> = {
    "vin": /\b[A-HJ-NPR-Z0-9]{8}[0-9X][A-HJ-NPR-Z0-9]{8}\b/,
    "imei": /\b35\d{13}\b/,
    "gift-order": /\b98\d{14}\b/,
    "microchip": /\b985\d{12}\b/,
    "tracking-ups": /\b1Z[A-Z0-9]{6}\d{10}\b/,
  };
  for (const [kind, shape] of Object.entries(shapes)) {
    const here = of(kind);
    assert.equal(here.length, 3, kind);
    assert.ok(here.every((c) => !c.sensitive && shape.test(c.text)), kind);
  }
  for (const c of of("vin")) assert.ok(vinValid(c.text.match(shapes.vin)![0]), c.text);
  for (const kind of ["imei", "gift-order"]) {
    for (const c of of(kind)) assert.ok(luhnValid(c.text.match(shapes[kind])![0]), c.text);
  }
  assert.ok(cases.filter((c) => c.kind.startsWith("ph-")).every((c) => !c.sensitive));
});

Deno.test("held-out v29 structured redaction: JSON-pointer escapes, and benign ids and digests are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v29", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/booking~1created/signingSecret"));
  assert.ok(!paths.some((p) => /sha256|fingerprint|publi|commit|vin|imei|orderNumber/i.test(p)));
});

heldoutCountTests("v29", () => build(new XorShift64Star(SEED)));

Deno.test("held-out v29 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v29", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) {
    assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)), c.category);
  }
});

Deno.test("held-out v29 redaction: card prefixes sit in their networks' ranges", async () => {
  const cases = await readHeldout<Redaction[]>("v29", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-fuel").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tourist").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-dealer"), /^36\d{12}$/);
  assert.match(digits("card-amex-owner"), /^3[47]\d{13}$/);
  assert.match(digits("card-maestro-laundry"), /^6759\d{15}$/);
});
