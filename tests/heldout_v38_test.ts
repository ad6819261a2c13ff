// Shape and reproducibility of the v38 audit set (written by a non-tuner; scored once at the start of the
// ninth 2026-11-29 session, a tuning set since); this test never scores it (see the helper). v38 is about courier, parcel and last-mile delivery (carrier
// and shipping APIs, dispatch and route planning, driver apps, depots and sortation, parcel
// lockers, COD and payouts, returns and customs).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v38/build_redaction.ts";
import { fmix32, LaggedFib } from "./fixtures/heldout_v38/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v38/inj_encode.ts";

// Long texts (1 KB or more): a route manifest around the value, or a parcel's scan trail.
heldoutAuditSetTests("v38", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v38 kit: the lagged Fibonacci generator gives the hand-derived outputs", () => {
  // Raw words x0..x54 = 1..55. x55 = x31 + x0 = 32 + 1 = 33, x56 = x32 + x1 = 33 + 2 = 35,
  // x57 = 34 + 3 = 37, and the 25th output x79 = x55 + x24 = 33 + 25 = 58 (the first to reuse
  // an output).
  const g = new LaggedFib(Array.from({ length: 55 }, (_, i) => i + 1));
  const outs = Array.from({ length: 25 }, () => g.next());
  assert.deepEqual(outs.slice(0, 3), [33, 35, 37]);
  assert.equal(outs[24], 58);
  // Sums wrap modulo 2^32: (2^32 - 1) + (2^32 - 1) = 2^33 - 2, which is 2^32 - 2.
  assert.equal(new LaggedFib(Array(55).fill(0xffffffff)).next(), 0xfffffffe);
  assert.equal(fmix32(0), 0, "every step of the finaliser keeps 0 at 0");
  assert.notDeepEqual(new LaggedFib(1).ring, new LaggedFib(2).ring);
  const r = new LaggedFib(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v38", OBF_PAYLOADS);
heldoutCountTests("v38", () => build(new LaggedFib(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v38 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v38", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^manifest-svc:[A-Za-z0-9]{14}$/);
  const digests = cases.filter((c) =>
    /^look-(pod-sha256|label-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 21);
  assert.ok(digests.every((c) => !c.sensitive));
});

// Check digits written apart from the kit's, so a broken generator cannot vouch for itself.
function s10Valid(id: string): boolean {
  const d = [...id.slice(2, 11)].map(Number);
  const sum = [8, 6, 4, 2, 3, 5, 9, 7].reduce((s, w, i) => s + w * d[i], 0);
  const c = 11 - (sum % 11);
  return (c === 10 ? 0 : c === 11 ? 5 : c) === d[8];
}
function iso6346Valid(id: string): boolean {
  const letters = "A0BCDEFGHIJK0LMNOPQRSTU0VWXYZ"; // A = 10, and multiples of 11 are skipped
  const v = (ch: string) => (/\d/.test(ch) ? Number(ch) : 10 + letters.indexOf(ch));
  const sum = [...id.slice(0, 10)].reduce((s, ch, i) => s + v(ch) * 2 ** i, 0);
  return (sum % 11) % 10 === Number(id[10]);
}

Deno.test("held-out v38 redaction: postal ids, SSCCs, GTINs, containers, IMEIs and ICCIDs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v38", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = c.text.match(shape);
      assert.ok(m && valid(m[0]), `${kind}: ${c.text}`);
    }
  };
  check("s10", /\b[A-Z]{2}\d{9}[A-Z]{2}\b/, s10Valid);
  check("sscc", /\b05012345\d{10}\b/, gs1Valid);
  check("gtin13", /\b50\d{11}\b/, gs1Valid);
  check("iso6346", /\b[A-Z]{3}U\d{7}\b/, iso6346Valid);
  check("imei-handheld", /\b35\d{13}\b/, luhnValid);
  check("iccid", /\b8944\d{15}\b/, luhnValid);
});

Deno.test("held-out v38 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v38", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-hire").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-osaka").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-sales"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^37\d{13}$/);
  assert.match(digits("card-unionpay-cb"), /^62\d{14}$/);
  const lengths: Record<string, number> = { DE: 22, GB: 22, FR: 27, NL: 18, ES: 24, PL: 28 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v38 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v38", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/parcel~1delivered/signingSecret"));
  assert.ok(paths.includes("/devices/handheld~1TC52-0142/token"));
  assert.ok(
    !paths.some((p) =>
      /sscc|sha256|fingerprint|serial|imei|iccid|commit|etag|publishable|mapboxPublic|eori/i.test(p)
    ),
  );
});

Deno.test("held-out v38 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v38", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
