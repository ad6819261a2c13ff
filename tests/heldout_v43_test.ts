// Shape and reproducibility of the v43 audit set (written by a non-tuner; scored once in the
// eleventh 2026-11-30 session, a tuning set now): this test never scores it (see the helper). v43 is about adult social care: care homes, home care
// agencies, supported living, hospices, telecare, eMAR, nurse call and the NHS and council links.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v43/build_redaction.ts";
import { BlumBlumShub, P, Q } from "./fixtures/heldout_v43/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v43/inj_encode.ts";

// Long texts (1 KB or more): a night handover around the value, or a service user's last visits.
heldoutAuditSetTests("v43", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v43 kit: Blum Blum Shub gives the hand-derived outputs", () => {
  // The textbook example: p = 11, q = 23 (M = 253), seed 3: x0 = 9, then 81, 236, 36, 31, 202
  // (81^2 = 6561 = 25 * 253 + 236; 236^2 = 55696 = 220 * 253 + 36; 36^2 = 1296 = 5 * 253 + 31;
  // 31^2 = 961 = 3 * 253 + 202); with x0 the parity bits are 1 1 0 0 1 0.
  const g = new BlumBlumShub(3, 11n, 23n);
  assert.equal(g.x, 9n);
  const states = [g.step(), g.step(), g.step(), g.step(), g.step()];
  assert.deepEqual(states, [81n, 236n, 36n, 31n, 202n]);
  assert.deepEqual([9n, ...states].map((s) => Number(s & 1n)), [1, 1, 0, 0, 1, 0]);
  // 32 bits from the low bytes of four states, the first in the high byte: 81, 236, 36, 31.
  assert.equal(new BlumBlumShub(3, 11n, 23n).next(), ((81 * 256 + 236) * 256 + 36) * 256 + 31);
  // Default modulus: seed 2 squares to 4, then 16, 256, 65536, 2^32 (all below M); the next
  // square wraps modulo M. Low bytes 16, 0, 0, 0 give 0x10000000.
  assert.equal(P % 4n, 3n);
  assert.equal(Q % 4n, 3n);
  const h = new BlumBlumShub(2);
  assert.equal(h.x, 4n);
  assert.deepEqual([h.step(), h.step(), h.step(), h.step()], [16n, 256n, 65536n, 2n ** 32n]);
  assert.equal(h.step(), 2n ** 64n % (P * Q));
  assert.equal(new BlumBlumShub(2).next(), 0x10000000);
  // 0 and 1 are fixed points of squaring, so they are moved to 2 and 3.
  assert.equal(new BlumBlumShub(0).x, 4n);
  assert.equal(new BlumBlumShub(1).x, 9n);
  const r = new BlumBlumShub(SEED);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.notEqual(new BlumBlumShub(5).next(), new BlumBlumShub(6).next());
});

heldoutInjectionShapeTests("v43", OBF_PAYLOADS);
heldoutCountTests("v43", () => build(new BlumBlumShub(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v43 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v43", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^carehome-sync:[A-Za-z0-9]{14}$/);
  const digests = cases.filter((c) =>
    /^look-(photo-sha256|pdf-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v43 redaction: GTINs, SSCCs, GLNs, IMEIs, ICCIDs and LEIs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v43", "redaction.json");
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
  check("sscc", /\b05012345\d{10}\b/, gs1Valid);
  check("gln", /\b50600\d{8}\b/, gs1Valid);
  check("imei-telecare", /\b35\d{13}\b/, luhnValid);
  check("iccid", /\b8944\d{15}\b/, luhnValid);
  check("lei", /\b5493[0-9A-Z]{16}\b/, leiValid);
});

Deno.test("held-out v43 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v43", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-agency").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-supplier").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-events"), /^36\d{12}$/);
  assert.match(digits("card-amex-ceo"), /^37\d{13}$/);
  assert.match(digits("card-mc-activities"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-soldo-prepaid"), /^53\d{14}$/);
  const lengths: Record<string, number> = { DE: 22, GB: 22, IE: 22, FR: 27, NL: 18, PL: 28 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v43 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v43", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/falls~1high-risk/signingSecret"));
  assert.ok(paths.includes("/devices/tablet~1RH-07/mdmToken"));
  assert.ok(
    !paths.some((p) =>
      /clientId|accountSid|hubImei|devEui|commit|image|Md5|Sha256|gtin|sscc|publishable|ga4|idempotency|visitId|asid|odsCode|pin$/i
        .test(p)
    ),
  );
});

Deno.test("held-out v43 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v43", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
