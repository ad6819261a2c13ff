// Shape and reproducibility of the v63 audit set (written by a non-tuner in the twenty-first
// 2026-12-01 session, scored once at the start of the twenty-second and a tuning set since): this
// test never scores it (see the helper). v63 is about
// independent cinemas: projection booths, KDMs, box office, concessions, the bar and screen hire.
import assert from "node:assert/strict";
import { Pcg64, PCG_MULT } from "./fixtures/heldout_v63/kit.ts";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  heldoutInjectionMixTests,
  heldoutInjectionShapeTests,
} from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v63/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v63/inj_encode.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";

// PCG64 written again here: the state after n steps by Brown's jump-ahead (square-and-multiply
// on the affine map), never stepping one by one, and the XSL-RR output written apart.
const M128 = (1n << 128n) - 1n;
function pcgJump(state: bigint, inc: bigint, n: bigint): bigint {
  let accMult = 1n, accPlus = 0n, curMult = PCG_MULT, curPlus = inc;
  for (; n > 0n; n >>= 1n) {
    if (n & 1n) {
      accMult = (accMult * curMult) & M128;
      accPlus = (accPlus * curMult + curPlus) & M128;
    }
    curPlus = ((curMult + 1n) * curPlus) & M128;
    curMult = (curMult * curMult) & M128;
  }
  return (accMult * state + accPlus) & M128;
}
function xslRr(s: bigint): bigint {
  const hi = s >> 64n, lo = s & ((1n << 64n) - 1n);
  const x = (hi ^ lo).toString(2).padStart(64, "0");
  const rot = Number(s >> 122n);
  return BigInt("0b" + (x.slice(64 - rot) + x.slice(0, 64 - rot)));
}
function pcgRef(seed: bigint, stream: bigint, index: bigint): bigint {
  const inc = (stream << 1n) | 1n;
  // Seeding steps from 0, adds the seed and steps again; output i comes one step after that.
  const s0 = (pcgJump(0n, inc, 1n) + seed) & M128;
  return xslRr(pcgJump(s0, inc, index + 2n));
}

Deno.test("held-out v63 kit: PCG64 gives pcg-cpp's published outputs and agrees with a jump-ahead", () => {
  // pcg-cpp's check-pcg64.out: pcg64 rng(42u, 54u), the first six 64-bit outputs.
  const published = [
    0x86b1da1d72062b68n,
    0x1304aa46c9853d39n,
    0xa3670e9e0dd50358n,
    0xf9090e529a7dae00n,
    0xc85b9fd837996f2cn,
    0x606121f8e3919196n,
  ];
  const r = new Pcg64(42n, 54n);
  assert.deepEqual(published.map(() => r.next64()), published);
  published.forEach((v, i) => assert.equal(pcgRef(42n, 54n, BigInt(i)), v));
  // Seeding by hand: state = (0 * MULT + inc) + seed, then one more step. With seed 0 and
  // stream 0 (inc 1) that is 1 * MULT + 1.
  assert.equal(new Pcg64(0n, 0n).state, PCG_MULT + 1n);
  // The kit's default stream over 3000 draws, checked at spread indices by the jump-ahead.
  const k = new Pcg64(0x63n);
  const kit = [...Array(3000)].map(() => k.next64());
  for (const i of [0, 1, 2, 999, 1777, 2999]) assert.equal(pcgRef(0x63n, 0x63n, BigInt(i)), kit[i]);
  assert.notEqual(new Pcg64(1n).next64(), new Pcg64(2n).next64());
  const s = new Pcg64(7n);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(s.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => s.int(2 ** 33));
  assert.throws(() => s.int(0));
});

// Long texts (1 KB or more): a cinema day sheet around the value, or a sensor's last 30 readings.
heldoutAuditSetTests("v63", { redaction: [16, 11], injection: [10, 10] });
heldoutInjectionShapeTests("v63", OBF_PAYLOADS);
heldoutInjectionMixTests("v63");
heldoutCountTests("v63", () => build(new Pcg64(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };
const readSet = <T>(name: string) => readHeldout<T>("v63", name);

Deno.test("held-out v63 redaction: password hashes and encodings sensitive, digests benign", async () => {
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
  assert.match(atob(basic.slice(6)), /^snackorders:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|npm-integrity|cpl-uuid|cert-thumbprint)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 33);
  assert.ok(digests.every((c) => !c.sensitive));
  assert.equal(cases.filter((c) => c.kind.startsWith("ph-")).length, 40);
  assert.equal(cases.filter((c) => c.kind.startsWith("look-")).length, 90);
});

Deno.test("held-out v63 redaction: IMEIs, ICCIDs, GTINs, SSCCs, the LEI and VAT numbers carry valid check digits", async () => {
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
  check("imei-scanner", /\b35\d{13}\b/g, luhnValid);
  check("iccid-router", /\b894411\d{14}\b/g, luhnValid);
  check("gtin-snack", /\b50\d{11}\b/g, gs1Valid);
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

Deno.test("held-out v63 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-gift").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-festival").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-gala"), /^36\d{12}$/);
  assert.match(digits("card-amex-corporate"), /^37\d{13}$/);
  assert.match(digits("card-mc-members"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-hire"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-rentals"), /^4462\d{12}$/);
  assert.match(digits("card-discover-visitor"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, NL: 18, IE: 22, BE: 16 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
  const sa = cases.find((c) => c.kind === "key-gcp-service-account");
  assert.ok(sa?.secret?.startsWith("-----BEGIN PRIVATE KEY-----\\n"));
  assert.ok(sa?.text.includes(`"private_key": "${sa.secret}"`));
});

Deno.test("held-out v63 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readSet<Json[]>("redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api_keys/read~1write"));
  assert.ok(paths.includes("/webhooks/order~1paid/signingSecret"));
  assert.ok(paths.includes("/devices/screen~12/authToken"));
  for (const c of cases) {
    for (const p of c.sensitivePaths) {
      const leaf = valueAt(c.value, p);
      assert.ok(typeof leaf === "string" && leaf.length >= 8, p);
    }
  }
  assert.ok(
    !paths.some((p) =>
      /publishable|recaptcha|serial|sha256|commit|digest|imei|clientId|accessKeyId|accountSid|accountId|last4|masked|publicKey|hostKey|dsn|idempotency|requestId|ga4|cpl/i
        .test(p)
    ),
  );
});

Deno.test("held-out v63 injection: encoded orders decode back to their plain text", () => {
  const [, , plain, text] = OBF_PAYLOADS.find(([e]) => e === "base64") ?? [];
  assert.ok(typeof text === "string" && typeof plain === "string");
  const encoded = text.slice(text.lastIndexOf(" ") + 1);
  assert.equal(
    new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))),
    plain,
  );
  const [, , plainHtml, html] = OBF_PAYLOADS.find(([e]) => e === "html-entities") ?? [];
  const decoded = String(html).replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)));
  assert.equal(decoded, plainHtml);
});
