// Shape and reproducibility of the v48 audit set (written by a non-tuner; scored once at the start
// of the fourteenth 2026-11-30 session, a tuning set now): this test never scores it (see the helper). v48 is about dental care: practices and groups, orthodontics,
// dental labs and milling, imaging, sterilisation, NHS and insurer claims.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v48/build_redaction.ts";
import { MotherOfAll } from "./fixtures/heldout_v48/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v48/inj_encode.ts";

// Long texts (1 KB or more): a practice day list around the value, or the lab's last case events.
heldoutAuditSetTests("v48", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v48 kit: Mother-of-All gives the hand-derived outputs", () => {
  // Registers oldest first [0, 0, 0, 1], carry 0: the first sum is 5115·1 = 5115; then
  // 1776·1 + 5115·5115 = 26165001; then 1492 + 1776·5115 + 5115·26165001 = 133843065847
  // = 31·2^32 + 699079671, so the output is 699079671 and the carry 31.
  const g = new MotherOfAll({ x: [0n, 0n, 0n, 1n], carry: 0n });
  assert.equal(g.step(), 5115n);
  assert.equal(g.step(), 26165001n);
  assert.equal(g.step(), 699079671n);
  assert.equal(g.carryValue, 31n);
  // All registers 0 and carry 5: the carry comes out first, then 5115·5 = 25575.
  const c = new MotherOfAll({ x: [0n, 0n, 0n, 0n], carry: 5n });
  assert.equal(c.step(), 5n);
  assert.equal(c.step(), 25575n);
  // Oldest register 2^32 - 1: 2111111111·(2^32 - 1) = 2111111110·2^32 + (2^32 - 2111111111).
  const w = new MotherOfAll({ x: [0xffffffffn, 0n, 0n, 0n], carry: 0n });
  assert.equal(w.step(), 2183856185n);
  assert.equal(w.carryValue, 2111111110n);
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new MotherOfAll(1).next(), new MotherOfAll(2).next());
  assert.equal(new MotherOfAll(SEED).next(), new MotherOfAll(SEED).next());
  const r = new MotherOfAll(SEED);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v48", OBF_PAYLOADS);
heldoutCountTests("v48", () => build(new MotherOfAll(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v48 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v48", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^imaging-feed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(cbct-sha256|stl-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|dicom-uid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
});

// NHS numbers: weights 10..2 over the first nine digits, check = 11 - sum mod 11 (11 → 0), written
// here apart from the kit.
const nhsValid = (n: string) => {
  const sum = [...n.slice(0, 9)].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(n[9]);
};

Deno.test("held-out v48 redaction: NHS numbers, NPIs, UDI-DIs and kit GTINs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v48", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = [...c.text.matchAll(shape)].map((x) => x[0]).find(valid);
      assert.ok(m, `${kind}: ${c.text}`);
    }
  };
  check("nhs-number", /\b\d{10}\b/g, nhsValid);
  check("npi", /\b1\d{9}\b/g, (n) => luhnValid("80840" + n));
  check("udi-implant", /\b0761\d{10}\b/g, gs1Valid);
  check("gtin-aligner-kit", /\b50\d{11}\b/g, gs1Valid);
});

Deno.test("held-out v48 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v48", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-conference").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-osaka").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-travel"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-implants"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-lab"), /^4\d{15}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
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

Deno.test("held-out v48 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v48", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/case~1approved/signingSecret"));
  assert.ok(paths.includes("/devices/chair~1S2-SENSOR/enrolToken"));
  assert.ok(
    !paths.some((p) =>
      /publishable|mapbox|ga4|serial|sha256|commit|image|nhs|npi|memberId|udi|lot|requestId|secretKeyRef|mac|devEui|Masked|accountSid/i
        .test(p)
    ),
  );
});

Deno.test("held-out v48 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v48", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
