// Shape and reproducibility of the v59 audit set (written by a non-tuner in the nineteenth
// 2026-12-01 session; scored once in it, a tuning set now): this test never scores it (see the helper). v59 is about
// hair and beauty salons: bookings, colour and patch tests, chair renters, laser rooms, an academy.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  heldoutInjectionMixTests,
  heldoutInjectionShapeTests,
} from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v59/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v59/inj_encode.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { Trivium, TRIVIUM_STATE_BITS, TRIVIUM_WARMUP } from "./fixtures/heldout_v59/kit.ts";

// Long texts (1 KB or more): a salon day sheet around the value, or a sensor's last 30 readings.
heldoutAuditSetTests("v59", { redaction: [16, 11], injection: [10, 10] });
heldoutInjectionShapeTests("v59", OBF_PAYLOADS);
heldoutInjectionMixTests("v59");
heldoutCountTests("v59", () => build(new Trivium(SEED)));

// Trivium written again here, apart from the kit, with the specification's plain shifts.
function triviumRef(s: number[], bits: number): number[] {
  const out: number[] = [];
  for (let n = 0; n < bits; n++) {
    let t1 = s[65] ^ s[92];
    let t2 = s[161] ^ s[176];
    let t3 = s[242] ^ s[287];
    out.push(t1 ^ t2 ^ t3);
    t1 ^= (s[90] & s[91]) ^ s[170];
    t2 ^= (s[174] & s[175]) ^ s[263];
    t3 ^= (s[285] & s[286]) ^ s[68];
    s.splice(0, 288, t3, ...s.slice(0, 92), t1, ...s.slice(93, 176), t2, ...s.slice(177, 287));
  }
  return out;
}
// SplitMix64 as published (Steele, Lea and Flood).
function splitmix(seed: bigint, n: number): bigint[] {
  const M64 = (1n << 64n) - 1n;
  let x = seed;
  const out: bigint[] = [];
  for (let k = 0; k < n; k++) {
    x = (x + 0x9e3779b97f4a7c15n) & M64;
    let z = x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
    out.push(z ^ (z >> 31n));
  }
  return out;
}
const bitsOf = (v: bigint, n: number) =>
  Array.from({ length: n }, (_, k) => Number((v >> BigInt(n - 1 - k)) & 1n));
const words = (bits: number[]) =>
  Array.from(
    { length: bits.length / 32 },
    (_, w) => bits.slice(w * 32, w * 32 + 32).reduce((a, b) => ((a << 1) | b) >>> 0, 0),
  );

Deno.test("held-out v59 kit: Trivium gives the hand-derived outputs", () => {
  assert.deepEqual([TRIVIUM_STATE_BITS, TRIVIUM_WARMUP], [288, 1152]);
  // Only s66 set. Step 1: t1 = s66 + s93 = 1, so z = 1 (the top bit of the first word); the bit
  // moves on one place a step and is s93 at step 28, so z = 1 again (bit 4). Its copy into s94
  // (t1) reaches s162 only at step 70, and the t3 bit it makes at s69 (step 4) reaches s66 at step
  // 70 too, so the second word is 0: 0x80000010, 0.
  const bits = new Array<number>(288).fill(0);
  bits[65] = 1;
  const t = new Trivium({ bits });
  assert.deepEqual([t.next(), t.next()], [0x80000010, 0]);
  assert.deepEqual(words(triviumRef([...bits], 64)), [0x80000010, 0]);
  // A number seed: key = SplitMix64 output 1 and the top 16 bits of output 2; IV = output 3 and
  // the low 16 bits of output 2; s286..s288 = 1; 1152 blank steps.
  const [k, mid, iv] = splitmix(59n, 3);
  const s = new Array<number>(288).fill(0);
  [...bitsOf(k, 64), ...bitsOf(mid >> 48n, 16)].forEach((b, i) => (s[i] = b));
  [...bitsOf(iv, 64), ...bitsOf(mid & 0xffffn, 16)].forEach((b, i) => (s[93 + i] = b));
  s[285] = s[286] = s[287] = 1;
  const ref = words(triviumRef(s, 1152 + 96).slice(1152));
  const seeded = new Trivium(59);
  assert.deepEqual([seeded.next(), seeded.next(), seeded.next()], ref);
  // Seed 0 and seed 59: first outputs (checked with a python3 version as well).
  const zero = new Trivium(0);
  assert.deepEqual([zero.next(), zero.next()], [0x1b758bf9, 0x33c3bdd4]);
  assert.deepEqual(ref, [0xefc015bf, 0x20b3ad2e, 0x93002997]);
  assert.notEqual(new Trivium(1).next(), new Trivium(2).next());
  const r = new Trivium(7);
  const seen = new Set<number>();
  for (let n = 0; n < 500; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => r.int(2 ** 33));
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };
const readSet = <T>(name: string) => readHeldout<T>("v59", name);

Deno.test("held-out v59 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
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
  assert.match(atob(basic.slice(6)), /^scalesync:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|npm-integrity)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v59 redaction: IMEIs, ICCIDs, GTINs, SSCCs, the LEI and VAT numbers carry valid check digits", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = [...c.text.matchAll(shape)].map((x) => x[0]).find(valid);
      assert.ok(m, `${kind}: ${c.text}`);
    }
  };
  // UK VAT (the old weights 8..2 scheme): the weighted sum and the last two digits make 0 mod 97.
  const vatValid = (v: string) => {
    const d = v.slice(2);
    const sum = [...d.slice(0, 7)].reduce((s, ch, i) => s + Number(ch) * (8 - i), 0);
    return (sum + Number(d.slice(7))) % 97 === 0;
  };
  check("imei-terminal", /\b35\d{13}\b/g, luhnValid);
  check("iccid-sim", /\b894430\d{14}\b/g, luhnValid);
  check("gtin-product", /\b40\d{11}\b/g, gs1Valid);
  check("sscc-delivery", /\b050\d{15}\b/g, gs1Valid);
  check("lei-company", /\b2138[A-Z0-9]{16}\b/g, leiValid);
  check("vat-number", /\bGB\d{9}\b/g, vatValid);
});

Deno.test("held-out v59 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-academy").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-visitor").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-amex-owner"), /^37\d{13}$/);
  assert.match(digits("card-mc-wholesale"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-deposit"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-rent"), /^4751\d{12}$/);
  assert.match(digits("card-maestro-float"), /^6759\d{12}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, IT: 27, ES: 24 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
  const putty = cases.find((c) => c.kind === "key-putty-nas");
  assert.ok(putty?.text.includes(`Private-Lines: 14\n${putty.secret}\nPrivate-MAC`));
});

Deno.test("held-out v59 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readSet<Json[]>("redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api_keys/read~1write"));
  assert.ok(paths.includes("/webhooks/booking~1created/signingSecret"));
  assert.ok(paths.includes("/devices/laser~1SPX2/authToken"));
  for (const c of cases) {
    for (const p of c.sensitivePaths) {
      const leaf = valueAt(c.value, p);
      assert.ok(typeof leaf === "string" && leaf.length >= 8, p);
    }
  }
  assert.ok(
    !paths.some((p) =>
      /publishable|recaptcha|serial|commit|image|integrity|imei|gtin|lei|tid|clientId|accessKeyId|accountSid|last4|masked|publicKey|hostKey|dsn|idempotency|appId|igUserId/i
        .test(p)
    ),
  );
});
