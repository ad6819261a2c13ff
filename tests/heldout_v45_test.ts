// Shape and reproducibility of the v45 audit set (written by a non-tuner; scored once at the end of
// the twelfth 2026-11-30 session, a tuning set now): this test never scores it (see the helper). v45 is about commercial laundry, linen hire, workwear rental,
// dry cleaning and laundromats: tunnel washers and ironers, RFID linen tags, routes and hotels.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v45/build_redaction.ts";
import { Mwc1616 } from "./fixtures/heldout_v45/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v45/inj_encode.ts";

// Long texts (1 KB or more): a plant's end-of-shift report around the value, or its last scans.
heldoutAuditSetTests("v45", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v45 kit: MWC1616 gives the hand-derived outputs", () => {
  // z = w = 1: z' = 36969·1 + 0 = 36969, w' = 18000·1 + 0 = 18000;
  // output 36969·65536 + 18000 = 2422800384 + 18000 = 2422818384.
  const g = new Mwc1616([1, 1]);
  assert.equal(g.next(), 2422818384);
  // Then z = 36969² = 1366706961 (low half 1366706961 − 20854·65536 = 19217) and
  // w = 18000² = 324000000 (low half 324000000 − 4943·65536 = 55552): 19217·65536 + 55552.
  assert.equal(g.next(), 1259460864);
  assert.deepEqual([g.z, g.w], [1366706961, 324000000]);
  // The carry is the high half: z = 0xFFFFFFFF gives 36969·65535 + 65535 = 2422828950, whose low
  // half is 2422828950 − 36969·65536 = 28566; with w = 1 the output is 28566·65536 + 18000.
  const c = new Mwc1616([0xffffffff, 1]);
  assert.equal(c.next(), 1872119376);
  assert.equal(c.z, 2422828950);
  // Number seeds give states inside (0, a·2^16 − 1) for both halves.
  for (const s of [0, 1, 42, SEED]) {
    const r = new Mwc1616(s);
    assert.ok(r.z > 0 && r.z < 36969 * 65536 - 1 && r.w > 0 && r.w < 18000 * 65536 - 1);
  }
  assert.notEqual(new Mwc1616(1).next(), new Mwc1616(2).next());
  const r = new Mwc1616(SEED);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v45", OBF_PAYLOADS);
heldoutCountTests("v45", () => build(new Mwc1616(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v45 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v45", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 10);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (
    const p of ["$1$", "$5$", "$6$", "$2b$", "$argon2id$", "$y$", "{SSHA}", "Basic ", "pbkdf2_"]
  ) {
    assert.ok(secrets.some((s) => s.startsWith(p)), p);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[A-Za-z0-9]{11}$/, "type 7 decodes to the 11-character password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic.slice(6)), /^lineneDI-api:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(photo-sha256|invoice-pdf-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|trace-id)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v45 redaction: GTINs, SSCCs, GLNs, IMEIs, ICCIDs and LEIs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v45", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = c.text.match(shape);
      assert.ok(m && valid(m[0]), `${kind}: ${c.text}`);
    }
  };
  check("gtin13", /\b50\d{11}\b/, gs1Valid);
  check("gln", /\b50\d{11}\b/, gs1Valid);
  check("sscc", /\b05012345\d{10}\b/, gs1Valid);
  check("imei-tracker", /\b35\d{13}\b/, luhnValid);
  check("iccid", /\b8944\d{15}\b/, luhnValid);
  check("lei", /\b2138[0-9A-Z]{14}\d{2}\b/, leiValid);
});

Deno.test("held-out v45 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v45", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-parts").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-guest").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-client"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^37\d{13}$/);
  assert.match(digits("card-mc-deposit"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-shop"), /^4\d{15}$/);
  assert.match(digits("card-discover-hotel"), /^6011\d{12}$/);
  assert.match(digits("card-fleet-fuel"), /^707138\d{13}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, NL: 18, ES: 24, IE: 22 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v45 structured redaction: 25 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v45", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 25);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 5);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/cage~1late/signingSecret"));
  assert.ok(paths.includes("/devices/ironer~1A/mqttPassword"));
  assert.ok(
    !paths.some((p) =>
      /publishable|mapboxPublic|ga4|sscc|gtin|surveyId|commit|image|Sha256|imei|iccid|idempotency|requestId|secretRef|mac|epc|traceId/i
        .test(p)
    ),
  );
});

Deno.test("held-out v45 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v45", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
