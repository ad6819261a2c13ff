// Shape and reproducibility of the v41 audit set (written by a non-tuner; scored once in the tenth
// 2026-11-30 session, a tuning set now): this test never scores it (see the helper). v41 is about theme parks, zoos, aquariums, water parks and
// family entertainment centres (ticketing and gates, rides and ride maintenance, animal records,
// life support, cashless and lockers, photo capture, tour-operator distribution).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v41/build_redaction.ts";
import { lowbias32, Xorshift128 } from "./fixtures/heldout_v41/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v41/inj_encode.ts";

// Long texts (1 KB or more): a ride's opening-inspection log around the value, or a downtime history.
heldoutAuditSetTests("v41", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v41 kit: xorshift128 gives the hand-derived outputs", () => {
  // (1,2,3,4): t = 1 ^ 1 << 11 = 2049; out = 4 ^ 4 >>> 19 ^ 2049 ^ 2049 >>> 8 = 4 ^ 2049 ^ 8 = 2061.
  const g = new Xorshift128([1, 2, 3, 4]);
  assert.equal(g.next(), 2061);
  // (2,3,4,2061): t = 2 ^ 4096 = 4098; out = 2061 ^ 4098 ^ 16 = 6175.
  assert.equal(g.next(), 6175);
  assert.deepEqual(g.s, [3, 4, 2061, 6175]);
  // x = 2^31: x << 11 leaves 32 bits, so t = 2^31 and out = 2^31 ^ 2^23 (unsigned, not negative).
  assert.equal(new Xorshift128([0x80000000, 0, 0, 0]).next(), 0x80800000);
  // w = 2^32 - 1, x = 0: out = w ^ w >>> 19 = 0xffffffff ^ 0x1fff.
  assert.equal(new Xorshift128([0, 0, 0, 0xffffffff]).next(), 0xffffe000);
  assert.equal(lowbias32(0), 0, "every step of the finaliser keeps 0 at 0");
  const r = new Xorshift128(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.notEqual(new Xorshift128(1).next(), new Xorshift128(2).next());
});

heldoutInjectionShapeTests("v41", OBF_PAYLOADS);
heldoutCountTests("v41", () => build(new Xorshift128(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v41 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v41", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 10);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (
    const p of ["$apr1$", "$5$", "$6$", "$2y$", "$argon2id$", "$y$", "{SSHA}", "Basic ", "pbkdf2_"]
  ) {
    assert.ok(secrets.some((s) => s.startsWith(p)), p);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[A-Za-z0-9]{11}$/, "type 7 decodes to the 11-character password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic.slice(6)), /^zendesk-bridge:[A-Za-z0-9]{14}$/);
  const digests = cases.filter((c) =>
    /^look-(photo-sha256|ticket-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|rfid-uid|phash)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v41 redaction: GTINs, SSCCs, IMEIs, ICCIDs, SIRETs and LEIs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v41", "redaction.json");
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
  check("imei", /\b35\d{13}\b/, luhnValid);
  check("iccid", /\b8944\d{15}\b/, luhnValid);
  check("siret", /\b\d{14}\b/, luhnValid);
  check("lei", /\b5299[0-9A-Z]{16}\b/, leiValid);
});

Deno.test("held-out v41 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v41", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-parts").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tour").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-events"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^37\d{13}$/);
  assert.match(digits("card-unionpay-groups"), /^62\d{14}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { DE: 22, GB: 22, FR: 27, NL: 18, ES: 24, IT: 27 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v41 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v41", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/ride~1closed/signingSecret"));
  assert.ok(paths.includes("/devices/scanner~1GATE-B-03/mdmToken"));
  assert.ok(
    !paths.some((p) =>
      /publishable|imei|etag|gtin|microchip|gan|eori|sentry|ga4|mapbox|commit|digest|serial/i.test(
        p,
      )
    ),
  );
});

Deno.test("held-out v41 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v41", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
