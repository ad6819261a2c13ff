// Shape and reproducibility of the v52 audit set (written by a non-tuner in the fifteenth
// 2026-11-30 session; scored once at the start of the sixteenth, a tuning set now): this test never scores it (see the helper). v52 is about
// lift and escalator maintenance: service branches, callouts and trapped passengers, remote
// monitoring of controllers, emergency lift phones, thorough examinations, parts and installs.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v52/build_redaction.ts";
import { Lxm, mixLea32 } from "./fixtures/heldout_v52/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v52/inj_encode.ts";

// Long texts (1 KB or more): a day's callout list around the value, or a lift's last events.
heldoutAuditSetTests("v52", { redaction: [14, 10], injection: [10, 8] });
heldoutInjectionShapeTests("v52", OBF_PAYLOADS);
heldoutCountTests("v52", () => build(new Lxm(SEED)));

// Doug Lea's 32-bit mix written again here with BigInt, apart from the kit.
const K = 0xd36d884bn;
const M32 = 0xffffffffn;
const mixRef = (z: bigint) => {
  z = ((z ^ (z >> 16n)) * K) & M32;
  z = ((z ^ (z >> 16n)) * K) & M32;
  return Number(z ^ (z >> 16n));
};

Deno.test("held-out v52 kit: LXM (L32X64MixRandom) gives the hand-derived outputs", () => {
  // mix(0) is 0. mix(1): 1 ^ 0 = 1, times K is 0xd36d884b; xor its top half gives 0xd36d5b26,
  // times K modulo 2^32, xor-shift again: 0x2aa3ce81 (the reference formula agrees).
  assert.equal(mixLea32(0), 0);
  assert.equal(mixLea32(1), 0x2aa3ce81);
  assert.equal(mixRef(1n), 0x2aa3ce81);
  assert.equal(mixLea32(0x10000), mixRef(0x10000n));
  // a = 1, s = 0, xoroshiro state 0: the outputs are mix(s) for s = 0, 1, M + 1 (the LCG
  // s ← M·s + 1 with M = 0xadb4a92d), since x0 stays 0.
  const lcg = new Lxm({ a: 1, s: 0, x0: 0, x1: 0 });
  assert.equal(lcg.next(), 0);
  assert.equal(lcg.next(), 0x2aa3ce81);
  assert.equal(lcg.next(), mixRef(0xadb4a92dn + 1n));
  // a = 0, s = 0, x0 = 1, x1 = 0: the LCG stays 0, so the outputs are mix(x0). One xoroshiro64
  // step: q1 = 0 ^ 1 = 1; q0 = rotl(1, 26) ^ q1 ^ (q1 << 9) = 0x04000000 ^ 1 ^ 0x200 = 0x04000201.
  const xo = new Lxm({ a: 0, s: 0, x0: 1, x1: 0 });
  assert.equal(xo.next(), 0x2aa3ce81);
  assert.equal(xo.next(), mixRef(0x04000201n));
  assert.equal(xo.next(), 0x46578627);
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new Lxm(1).next(), new Lxm(2).next());
  assert.equal(new Lxm(52).next(), new Lxm(52).next());
  const r = new Lxm(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v52 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v52", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^liftwatch-feed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|drawing-md5|event-uuid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v52 redaction: IMEIs, ICCIDs, part GTINs and the LEI carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v52", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = [...c.text.matchAll(shape)].map((x) => x[0]).find(valid);
      assert.ok(m, `${kind}: ${c.text}`);
    }
  };
  check("imei-autodialler", /\b35\d{13}\b/g, luhnValid);
  check("iccid-sim", /\b894411\d{13}\b/g, luhnValid);
  check("gtin-parts", /\b50\d{11}\b/g, gs1Valid);
  check("lei-company", /\b2138[A-Z0-9]{16}\b/g, leiValid);
});

Deno.test("held-out v52 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v52", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-hotel").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-supplier").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-travel"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-parts"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-fleet"), /^4\d{15}$/);
  assert.match(digits("card-visa-resident"), /^4929\d{12}$/);
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

Deno.test("held-out v52 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v52", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/callout~1created/signingSecret"));
  assert.ok(paths.includes("/devices/lift~1DC-2/enrolToken"));
  assert.ok(
    !paths.some((p) =>
      /publishable|mapbox|ga4|recaptcha|serial|sha256|commit|firmware|imei|iccid|gtin|lei|requestId|secretKeyRef|clientId|accountSid|last4|publicKey|report/i
        .test(p)
    ),
  );
});

Deno.test("held-out v52 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v52", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
