// Shape and reproducibility of the v46 audit set (written by a non-tuner; scored once at the start of
// the thirteenth 2026-11-30 session, a tuning set now): this test never scores it (see the helper). v46 is about private security: guarding and mobile patrols,
// alarm receiving and remote CCTV monitoring, key holding, door supervision, cash-in-transit.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v46/build_redaction.ts";
import { Acorn } from "./fixtures/heldout_v46/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v46/inj_encode.ts";

// Long texts (1 KB or more): a site's occurrence book around the value, or the ARC's last events.
heldoutAuditSetTests("v46", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v46 kit: ACORN gives the hand-derived outputs", () => {
  // y[0] = 1, the ten other registers 0: after n steps y[10] = C(n + 9, 10), the binomial
  // coefficients 1, 11, 66, 286, 1001.
  const g = new Acorn(1n);
  for (const want of [1n, 11n, 66n, 286n, 1001n]) assert.equal(g.step(), want);
  // y[0] = 2^59: every register becomes 2^59 on the first step; its top 32 of 60 bits are 2^31.
  assert.equal(new Acorn(1n << 59n).next(), 2 ** 31);
  // y[0] = 2^60 - 1 (that is -1): the outputs are -C(n + 9, 10) mod 2^60, so -1, -11, -66.
  const w = new Acorn((1n << 60n) - 1n);
  assert.equal(w.step(), (1n << 60n) - 1n);
  assert.equal(w.step(), (1n << 60n) - 11n);
  assert.equal(w.step(), (1n << 60n) - 66n);
  // The 32-bit draw is the output shifted right by 28: the first draw from -1 is 2^32 - 1.
  assert.equal(new Acorn((1n << 60n) - 1n).next(), 2 ** 32 - 1);
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new Acorn(1).next(), new Acorn(2).next());
  assert.equal(new Acorn(SEED).next(), new Acorn(SEED).next());
  const r = new Acorn(SEED);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v46", OBF_PAYLOADS);
heldoutCountTests("v46", () => build(new Acorn(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v46 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v46", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^arc-feed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(clip-sha256|report-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v46 redaction: GTINs, SSCCs, IMEIs, ICCIDs and LEIs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v46", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = c.text.match(shape);
      assert.ok(m && valid(m[0]), `${kind}: ${c.text}`);
    }
  };
  check("gtin13-uniform", /\b50\d{11}\b/, gs1Valid);
  check("sscc-radios", /\b05060123\d{10}\b/, gs1Valid);
  check("imei-bodycam", /\b35\d{13}\b/, luhnValid);
  check("iccid-alarm-sim", /\b8944\d{15}\b/, luhnValid);
  check("lei-insurer", /\b2138[0-9A-Z]{16}\b/, leiValid);
});

Deno.test("held-out v46 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v46", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-hotel").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tokyo").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-client"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^37\d{13}$/);
  assert.match(digits("card-mc-uniform"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-fuel"), /^4\d{15}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
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

Deno.test("held-out v46 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v46", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/alarm~1confirmed/signingSecret"));
  assert.ok(paths.includes("/devices/dock~1VB-DOCK-02/enrolToken"));
  assert.ok(
    !paths.some((p) =>
      /publishable|mapboxPublic|ga4|serial|clipSha256|commit|image|imei|iccid|requestId|secretKeyRef|mac|devEui/i
        .test(p)
    ),
  );
});

Deno.test("held-out v46 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v46", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
