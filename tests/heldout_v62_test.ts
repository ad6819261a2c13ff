// Shape and reproducibility of the v62 audit set (written by a non-tuner in the twentieth
// 2026-12-01 session; scored once at the start of the twenty-first, a tuning set now): this test never scores it (see the helper). v62 is about
// campsites and holiday parks: pitches, static caravans and lodges, hook-ups, the barrier, the pool.
import assert from "node:assert/strict";
import { Sfmt, SFMT_N32 } from "./fixtures/heldout_v62/kit.ts";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  heldoutInjectionMixTests,
  heldoutInjectionShapeTests,
} from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v62/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v62/inj_encode.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";

// SFMT19937 written again here with BigInt 128-bit blocks, apart from the kit's 32-bit lanes.
function sfmtRef(seed: number, count: number): number[] {
  const w = new Array<number>(624);
  w[0] = seed >>> 0;
  for (let i = 1; i < 624; i++) {
    w[i] = (Math.imul(1812433253, w[i - 1] ^ (w[i - 1] >>> 30)) + i) >>> 0;
  }
  const parity = [1, 0, 0, 0x13c9e684];
  let inner = 0;
  for (let i = 0; i < 4; i++) inner ^= w[i] & parity[i];
  let bits = 0;
  for (let x = inner >>> 0; x; x >>>= 1) bits ^= x & 1;
  if (bits === 0) w[0] ^= 1; // the first parity bit is bit 0 of word 0
  const M = (1n << 128n) - 1n;
  const blk = (i: number) =>
    BigInt(w[4 * i]) | (BigInt(w[4 * i + 1]) << 32n) | (BigInt(w[4 * i + 2]) << 64n) |
    (BigInt(w[4 * i + 3]) << 96n);
  const msk = 0xbffffff6n << 96n | 0xbffaffffn << 64n | 0xddfecb7fn << 32n | 0xdfffffefn;
  const lanes = (x: bigint, f: (v: bigint) => bigint) =>
    [0n, 32n, 64n, 96n].reduce((acc, sh) => acc | (f((x >> sh) & 0xffffffffn) << sh), 0n);
  const out: number[] = [];
  while (out.length < count) {
    const st = [...Array(156).keys()].map(blk);
    for (let i = 0; i < 156; i++) {
      const a = st[i], b = st[(i + 122) % 156], c = st[(i + 154) % 156], d = st[(i + 155) % 156];
      st[i] = (a ^ ((a << 8n) & M) ^ (lanes(b, (v) => v >> 11n) & msk) ^ (c >> 8n) ^
        lanes(d, (v) => (v << 18n) & 0xffffffffn)) & M;
    }
    st.forEach((x, i) =>
      [0, 1, 2, 3].forEach((k) => w[4 * i + k] = Number((x >> BigInt(32 * k)) & 0xffffffffn))
    );
    out.push(...w);
  }
  return out.slice(0, count);
}

// Long texts (1 KB or more): a park day sheet around the value, or a sensor's last 30 readings.
heldoutAuditSetTests("v62", { redaction: [16, 11], injection: [10, 10] });
heldoutInjectionShapeTests("v62", OBF_PAYLOADS);
heldoutInjectionMixTests("v62");
heldoutCountTests("v62", () => build(new Sfmt(SEED)));

Deno.test("held-out v62 kit: SFMT19937 gives the hand-derived and published outputs", () => {
  assert.equal(SFMT_N32, 624);
  // init_gen_rand(1234): word 1 is 1812433253 * (1234 ^ (1234 >>> 30)) + 1 mod 2^32
  // = 2236542634202 + 1 - 520 * 2^32 = 3159640283. Word 0 is 1235: the parity of
  // (w0 & 1) ^ (w3 & 0x13c9e684) is even, so certification flips bit 0 (1234 -> 1235).
  const r = new Sfmt(1234);
  assert.deepEqual([r.state[0], r.state[1]], [1235, 3159640283]);
  // SFMT-src's SFMT.19937.out.txt: the first five 32-bit outputs of init_gen_rand(1234).
  const first = [...Array(5)].map(() => r.next());
  assert.deepEqual(first, [3440181298, 1564997079, 1510669302, 2930277156, 1452439940]);
  assert.deepEqual(sfmtRef(1234, 5), first);
  // Past one full block of 624 words, the kit and the reference still agree.
  const k = new Sfmt(0x62);
  const kit = [...Array(1300)].map(() => k.next());
  assert.deepEqual(sfmtRef(0x62, 1300), kit);
  assert.deepEqual(kit.slice(0, 3), [0x59aa937b, 0xb2aea6f9, 0x5af72c40]);
  assert.notEqual(new Sfmt(1).next(), new Sfmt(2).next());
  const s = new Sfmt(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(s.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => s.int(2 ** 33));
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };
const readSet = <T>(name: string) => readHeldout<T>("v62", name);

Deno.test("held-out v62 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  assert.equal(cases.filter((c) => c.sensitive).length, 241);
  assert.equal(cases.filter((c) => !c.sensitive).length, 130);
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
  assert.match(atob(basic.slice(6)), /^gasorders:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|npm-integrity)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
  assert.equal(cases.filter((c) => c.kind.startsWith("ph-")).length, 40);
  assert.equal(cases.filter((c) => c.kind.startsWith("look-")).length, 90);
});

Deno.test("held-out v62 redaction: IMEIs, ICCIDs, GTINs, SSCCs, the LEI and VAT numbers carry valid check digits", async () => {
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
  check("imei-tracker", /\b35\d{13}\b/g, luhnValid);
  check("iccid-sim", /\b894411\d{14}\b/g, luhnValid);
  check("gtin-shop", /\b50\d{11}\b/g, gs1Valid);
  check("sscc-delivery", /\b050\d{15}\b/g, gs1Valid);
  check("lei-company", /\b2138[A-Z0-9]{16}\b/g, leiValid);
  // HMRC's GB VAT check, written here apart from the kit: weights 8..2, then the check pair.
  const vatValid = (m: string) => {
    const d = m.replace(/\D/g, "");
    const sum = [...d.slice(0, 7)].reduce((s, ch, i) => s + Number(ch) * (8 - i), 0);
    return (sum + Number(d.slice(7))) % 97 === 0;
  };
  check("vat-number", /GB \d{3} \d{4} \d{2}/g, vatValid);
});

Deno.test("held-out v62 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-lodge").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-visitor").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-events"), /^36\d{12}$/);
  assert.match(digits("card-amex-owner"), /^37\d{13}$/);
  assert.match(digits("card-mc-static"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-pitch"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-gas"), /^4462\d{12}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, NL: 18, IE: 22, BE: 16 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
  const putty = cases.find((c) => c.kind === "key-putty-ftp");
  assert.ok(putty?.text.includes(`Private-Lines: 20\n${putty.secret}\nPrivate-MAC`));
});

Deno.test("held-out v62 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readSet<Json[]>("redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api_keys/read~1write"));
  assert.ok(paths.includes("/webhooks/booking~1created/signingSecret"));
  assert.ok(paths.includes("/devices/gate~1north/authToken"));
  for (const c of cases) {
    for (const p of c.sensitivePaths) {
      const leaf = valueAt(c.value, p);
      assert.ok(typeof leaf === "string" && leaf.length >= 8, p);
    }
  }
  assert.ok(
    !paths.some((p) =>
      /publishable|recaptcha|serial|sha256|commit|firmware|imei|iccid|plate|secretKeyRef|clientId|accessKeyId|accountSid|accountId|last4|Masked|publicKey|hostKey|dsn|idempotency|requestId/i
        .test(p)
    ),
  );
});
