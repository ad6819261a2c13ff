// Shape and reproducibility of the v50 audit set (written by a non-tuner in the fourteenth
// 2026-11-30 session; scored once at the start of the fifteenth, a tuning set now): this test never
// scores it (see the helper). v50 is about
// driving schools and driver training: car, motorcycle, LGV and bus training, test booking,
// instructors and franchises, simulators, fleet driver risk, telematics and licence checks.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v50/build_redaction.ts";
import { Mixmax } from "./fixtures/heldout_v50/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v50/inj_encode.ts";

// Long texts (1 KB or more): a day's lesson list around the value, or a car's last lesson events.
heldoutAuditSetTests("v50", { redaction: [14, 10], injection: [10, 8] });

const state = (entries: Record<number, bigint>) => {
  const v = Array.from({ length: 17 }, (_, i) => entries[i] ?? 0n);
  return { v };
};

Deno.test("held-out v50 kit: MIXMAX (N = 17) gives the hand-derived outputs", () => {
  // State [0, 1, 0, …], sum 1. Element 0 becomes the old sum, 1; then each element adds the
  // running sum of old elements 1..i and 2^36 times the sum of old elements 1..i-1, so element 1
  // is 1 + 1 = 2 and element i ≥ 2 is (i - 1)·2^36 + i + 1.
  const g = new Mixmax(state({ 1: 1n }));
  const first = Array.from({ length: 16 }, () => g.step());
  assert.equal(first[0], 2n);
  assert.equal(first[1], 2n ** 36n + 3n);
  assert.equal(first[2], 2n * 2n ** 36n + 4n);
  assert.equal(first[15], 15n * 2n ** 36n + 17n);
  // The new sum is 1 + 2 + Σ_{i=2..16} ((i-1)·2^36 + i + 1) = 120·2^36 + 153; the next pass
  // starts from it, and its first output adds old element 1 (2): 120·2^36 + 155.
  assert.equal(g.step(), 120n * 2n ** 36n + 155n);
  // Multiplying 2^25 by 2^36 wraps modulo 2^61 - 1 to 1: from [0, 2^25, 0, …] the outputs are
  // 2^25 + 2^25 = 2^26 and then 2^26 + 2^25 + 1.
  const w = new Mixmax(state({ 1: 2n ** 25n }));
  assert.equal(w.step(), 2n ** 26n);
  assert.equal(w.step(), 2n ** 26n + 2n ** 25n + 1n);
  // Folding: 2·(2^61 - 2) reduces to 2^61 - 3.
  const f = new Mixmax(state({ 1: 2n ** 61n - 2n }));
  assert.equal(f.step(), 2n ** 61n - 3n);
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new Mixmax(1).next(), new Mixmax(2).next());
  assert.equal(new Mixmax(SEED).next(), new Mixmax(SEED).next());
  const r = new Mixmax(SEED);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v50", OBF_PAYLOADS);
heldoutCountTests("v50", () => build(new Mixmax(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v50 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v50", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^telematics-feed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|dashcam-sha256|pdf-md5|sim-session-uuid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
});

// VIN position 9 (ISO 3779 as North America uses it), written here apart from the kit.
const vinValid = (v: string) => {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const values = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const val = (c: string) => (/\d/.test(c) ? Number(c) : values[letters.indexOf(c)]);
  const sum = [...v].reduce((s, c, i) => s + val(c) * weights[i], 0);
  return v[8] === (sum % 11 === 10 ? "X" : String(sum % 11)) && !/[IOQ]/.test(v);
};

Deno.test("held-out v50 redaction: IMEIs, ICCIDs, VINs and dual-control GTINs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v50", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = [...c.text.matchAll(shape)].map((x) => x[0]).find(valid);
      assert.ok(m, `${kind}: ${c.text}`);
    }
  };
  check("imei-telematics", /\b35\d{13}\b/g, luhnValid);
  check("iccid-sim", /\b894411\d{13}\b/g, luhnValid);
  check("vin", /\b[A-HJ-NPR-Z0-9]{17}\b/g, vinValid);
  check("gtin-dual-control", /\b50\d{11}\b/g, gs1Valid);
});

Deno.test("held-out v50 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v50", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-sim").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-exchange").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-travel"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-fuel"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-testfees"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-pupil"), /^4659\d{12}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, NL: 18, ES: 24, PL: 28 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v50 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v50", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/lesson~1booked/signingSecret"));
  assert.ok(paths.includes("/devices/car~1YK24-DCW/enrolToken"));
  assert.ok(
    !paths.some((p) =>
      /publishable|mapbox|ga4|serial|sha256|commit|image|vin|imei|requestId|secretKeyRef|clientId|accessKeyId|Masked|accountSid|last4|theoryCert|bookingRef/i
        .test(p)
    ),
  );
});

Deno.test("held-out v50 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v50", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
