// Shape and reproducibility of the v58 audit set (written by a non-tuner in the eighteenth
// 2026-11-30 session; scored once at the start of the nineteenth, a tuning set now): this test never
// scores it (see the helper). v58 is
// about opticians: practices and domiciliary eye care, OCT and fields, lens labs, contact lenses.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  heldoutInjectionMixTests,
  heldoutInjectionShapeTests,
} from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v58/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v58/inj_encode.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";
import {
  Efiix32,
  EFIIX_ROTATE,
  INDIRECTION_SIZE,
  ITERATION_SIZE,
} from "./fixtures/heldout_v58/kit.ts";

// Long texts (1 KB or more): a clinic day sheet around the value, or a sensor's last 30 readings.
heldoutAuditSetTests("v58", { redaction: [16, 11], injection: [10, 10] });
heldoutInjectionShapeTests("v58", OBF_PAYLOADS);
heldoutInjectionMixTests("v58");
heldoutCountTests("v58", () => build(new Efiix32(SEED)));

const M32 = 0xffffffff;
// EFIIX written again here, apart from the kit, from PractRand's EFIIX_ALGORITHM(32, 13).
function efiixRef(it: number[], ind: number[], w: number[], steps: number): number[] {
  let [a, b, c, i] = w;
  const out: number[] = [];
  for (let s = 0; s < steps; s++) {
    const iterated = it[i % 32];
    const indirect = ind[c % 16];
    ind[c % 16] = (iterated + a) & M32;
    it[i % 32] = indirect;
    const old = (a ^ b) >>> 0;
    a = (b + i) >>> 0;
    i = (i + 1) >>> 0;
    const rc = ((c << 13) | (c >>> 19)) >>> 0;
    b = (c + indirect) >>> 0;
    c = (old + rc) >>> 0;
    out.push((b ^ iterated) >>> 0);
  }
  return out;
}
// SplitMix64 as published (Steele, Lea and Flood): the low 32 bits of each output seed a word.
function splitmixWords(seed: bigint, n: number): number[] {
  const M64 = (1n << 64n) - 1n;
  let x = seed;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    x = (x + 0x9e3779b97f4a7c15n) & M64;
    let z = x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
    out.push(Number((z ^ (z >> 31n)) & 0xffffffffn));
  }
  return out;
}

Deno.test("held-out v58 kit: EFIIX gives the hand-derived outputs", () => {
  assert.deepEqual([EFIIX_ROTATE, ITERATION_SIZE, INDIRECTION_SIZE], [13, 32, 16]);
  const zeros = (n: number) => new Array<number>(n).fill(0);
  const it = zeros(32);
  it[0] = 5;
  const ind = zeros(16);
  ind[3] = 7;
  // a=1 b=2 c=3 i=0: iterated = it[0] = 5, indirect = ind[3] = 7; ind[3] = 5 + 1, it[0] = 7;
  // old = 1 ^ 2 = 3; a = 2 + 0; b = 3 + 7 = 10; c = 3 + rotl(3, 13) = 0x6003; out 10 ^ 5 = 15.
  const e = new Efiix32({ iteration: it, indirection: ind, a: 1, b: 2, c: 3, i: 0 });
  assert.equal(e.next(), 15);
  // Next: iterated = it[1] = 0, c % 16 = 3 so indirect = ind[3] = 6; b = 0x6003 + 6 = 0x6009,
  // out 0x6009 ^ 0 = 0x6009 (c becomes 8 + rotl(0x6003, 13) = 0xc006008).
  assert.equal(e.next(), 0x6009);
  assert.deepEqual(efiixRef([...it], [...ind], [1, 2, 3, 0], 3).slice(0, 2), [15, 0x6009]);
  // A number seed: 16 indirection words, 32 iteration words, then a, b, c, i, 48 steps dropped.
  const w = splitmixWords(58n, 52);
  const ref = efiixRef(w.slice(16, 48), w.slice(0, 16), w.slice(48), 51).slice(48);
  const seeded = new Efiix32(58);
  assert.deepEqual([seeded.next(), seeded.next(), seeded.next()], ref);
  // Seed 0 and seed 58: first outputs (checked with a python3 version as well).
  const zero = new Efiix32(0);
  assert.deepEqual([zero.next(), zero.next()], [0xa3804d99, 0xd6d70f8b]);
  assert.deepEqual(ref, [0x4c145890, 0x5cb5a11a, 0x4feca953]);
  assert.notEqual(new Efiix32(1).next(), new Efiix32(2).next());
  const r = new Efiix32(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => r.int(2 ** 33));
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };
const readSet = <T>(name: string) => readHeldout<T>("v58", name);

Deno.test("held-out v58 redaction: password hashes and encodings sensitive, digests benign", async () => {
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
  assert.match(atob(basic.slice(6)), /^labfeed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|dicom-uid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v58 redaction: IMEIs, ICCIDs, GTINs, SSCCs and the LEI carry valid check digits", async () => {
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
  check("imei-van", /\b35\d{13}\b/g, luhnValid);
  check("iccid-sim", /\b894411\d{14}\b/g, luhnValid);
  check("gtin-lens", /\b50\d{11}\b/g, gs1Valid);
  check("sscc-delivery", /\b050\d{15}\b/g, gs1Valid);
  check("lei-company", /\b2138[A-Z0-9]{16}\b/g, leiValid);
});

Deno.test("held-out v58 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-conference").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-supplier").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-travel"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-lab"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-frames"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-domi"), /^4659\d{12}$/);
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
  const putty = cases.find((c) => c.kind === "key-putty-lab");
  assert.ok(putty?.text.includes(`Private-Lines: 14\n${putty.secret}\nPrivate-MAC`));
});

Deno.test("held-out v58 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readSet<Json[]>("redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api_keys/read~1write"));
  assert.ok(paths.includes("/webhooks/booking~1created/signingSecret"));
  assert.ok(paths.includes("/devices/oct~1MST2/authToken"));
  for (const c of cases) {
    for (const p of c.sensitivePaths) {
      const leaf = valueAt(c.value, p);
      assert.ok(typeof leaf === "string" && leaf.length >= 8, p);
    }
  }
  assert.ok(
    !paths.some((p) =>
      /publishable|recaptcha|serial|sha256|commit|firmware|imei|iccid|gtin|sscc|lei|ods|goc|secretKeyRef|clientId|accessKeyId|accountSid|last4|Masked|publicKey|hostKey|dsn|idempotency|requestId/i
        .test(p)
    ),
  );
});
