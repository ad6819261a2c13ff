// Shape and reproducibility of the v55 audit set (written by a non-tuner in the seventeenth
// 2026-11-30 session; scored once at its end, a tuning set now): this test never scores it (see the helper). v55 is about
// greenhouse horticulture: glasshouse climate computers and crop sensing, irrigation, propagation,
// biocontrol, grading and packing, the energy centre, the flower auction and supermarket EDI.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { SAP_PHI, SAP_SEED_MIX, SAP_WARMUP, Sapparot2 } from "./fixtures/heldout_v55/kit.ts";
import { build, SEED } from "./fixtures/heldout_v55/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v55/inj_encode.ts";

// Long texts (1 KB or more): a crop-walk log around the value, or the house computer's last events.
heldoutAuditSetTests("v55", { redaction: [16, 11], injection: [10, 8] });
heldoutInjectionShapeTests("v55", OBF_PAYLOADS);
heldoutCountTests("v55", () => build(new Sapparot2(SEED)));

// Sapparot-2 written again here with BigInt, apart from the kit.
const M32 = 0xffffffffn;
const rotlRef = (x: bigint, n: bigint) => n === 0n ? x : ((x << n) | (x >> (32n - n))) & M32;
const sapRef = (a: bigint, b: bigint, c: bigint, steps: number) => {
  const out: number[] = [];
  for (let i = 0; i < steps; i++) {
    c = rotlRef((c + a) & M32, b >> 27n);
    b = ((b + ((a << 1n) + 1n)) & M32) ^ rotlRef(b, 5n);
    a = rotlRef((a + 0x9e3779b9n) & M32, 7n);
    [a, b] = [b, a];
    out.push(Number(c ^ b ^ a));
  }
  return out;
};

Deno.test("held-out v55 kit: Sapparot-2 gives the hand-derived outputs", () => {
  assert.equal(SAP_PHI, 0x9e3779b9);
  // From a = b = c = 0: c stays 0 (rotated by b >>> 27 = 0); b becomes (0 + 1) ^ rotl(0, 5) = 1;
  // a becomes rotl(PHI, 7) = 0x1bbcdccf (0x9e3779b9 << 7 keeps 0x1bbcdc80, its top 7 bits 0x4f
  // come round); a and b swap, and the output is c ^ b ^ a = 0 ^ 0x1bbcdccf ^ 1 = 0x1bbcdcce.
  const zero = new Sapparot2({ a: 0, b: 0, c: 0 });
  assert.equal(zero.next(), 0x1bbcdcce);
  // Second step from a = 1, b = 0x1bbcdccf, c = 0: b >>> 27 = 3, so c = rotl(0 + 1, 3) = 8; a
  // becomes rotl(1 + PHI, 7) = 0x1bbcdd4f and swaps into b.
  const ref = sapRef(0n, 0n, 0n, 4);
  assert.equal(zero.next(), ref[1]);
  assert.equal(ref[1] >>> 0, (8 ^ 0x1bbcdd4f ^ ((0x1bbcdccf + 3) ^ 0x779b99e3)) >>> 0);
  assert.equal(zero.next(), ref[2]);
  // From a = 1, b = 0x80000000, c = 5: c = rotl(6, 16) = 0x60000; b = 0x80000003 ^ rotl(b, 5) =
  // 0x80000003 ^ 0x10 = 0x80000013; a = 0x1bbcdd4f; after the swap 0x60000 ^ 0x80000013 ^ 0x1bbcdd4f.
  assert.equal(new Sapparot2({ a: 1, b: 0x80000000, c: 5 }).next(), 0x9bbadd5c);
  // A number seed: a = seed, b = seed ^ SAP_SEED_MIX, c = PHI, then SAP_WARMUP outputs thrown away.
  assert.equal(SAP_WARMUP, 16);
  const seeded = sapRef(0n, BigInt(SAP_SEED_MIX), 0x9e3779b9n, 17);
  assert.equal(new Sapparot2(0).next(), seeded[16]);
  assert.equal(new Sapparot2(0).next(), 0xb891a34e);
  assert.equal(new Sapparot2(55).next(), new Sapparot2(55).next());
  assert.notEqual(new Sapparot2(1).next(), new Sapparot2(2).next());
  const r = new Sapparot2(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v55 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v55", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^climate-feed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|label-md5|event-uuid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v55 redaction: IMEIs, ICCIDs, GTINs, SSCCs, GLNs and the LEI carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v55", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = [...c.text.matchAll(shape)].map((x) => x[0]).find(valid);
      assert.ok(m, `${kind}: ${c.text}`);
    }
  };
  check("imei-router", /\b35\d{13}\b/g, luhnValid);
  check("iccid-sim", /\b894430\d{13}\b/g, luhnValid);
  check("gtin-pack", /\b50\d{11}\b/g, gs1Valid);
  check("gln-site", /\b50\d{11}\b/g, gs1Valid);
  check("sscc-pallet", /\b35\d{16}\b/g, gs1Valid);
  check("lei-company", /\b2138[A-Z0-9]{16}\b/g, leiValid);
});

Deno.test("held-out v55 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v55", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-seeds").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-trade-fair").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-travel"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-supplies"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-fuel"), /^4\d{15}$/);
  assert.match(digits("card-visa-farmshop"), /^4921\d{12}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { GB: 22, NL: 18, DE: 22, BE: 16, DK: 18, IT: 27 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
  const bitlocker = cases.find((c) => c.kind === "code-bitlocker-key")?.secret ?? "";
  assert.ok(
    bitlocker.split("-").every((g) => Number(g) % 11 === 0),
    "BitLocker groups divide by 11",
  );
});

Deno.test("held-out v55 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v55", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api_keys/read~1write"));
  assert.ok(paths.includes("/webhooks/alarm~1raised/signingSecret"));
  assert.ok(paths.includes("/devices/slab~1H3-14/appKey"));
  for (const c of cases) {
    for (const p of c.sensitivePaths) assert.equal(typeof valueAt(c.value, p), "string", p);
  }
  assert.ok(
    !paths.some((p) =>
      /publishable|ga4|recaptcha|serial|sha256|commit|firmware|imei|iccid|devEui|joinEui|secretKeyRef|clientId|accessKeyId|last4|Masked|publicKey|dsn|integrity|mpan/i
        .test(p)
    ),
  );
});

Deno.test("held-out v55 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v55", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
  // Benign descriptions share every tool name with the poisoned ones.
  const names = (cat: string) =>
    new Set(desc.filter((c) => c.category === cat).flatMap((c) => c.ownTools ?? []));
  assert.deepEqual(
    [...names("benign-description")].sort(),
    [...names("poisoning-description")].sort(),
  );
});
