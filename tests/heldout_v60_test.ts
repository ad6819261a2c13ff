// Shape and reproducibility of the v60 audit set (written by a non-tuner in the nineteenth
// 2026-12-01 session; scored once at the start of the twentieth, a tuning set now): this test never
// scores it (see the helper). v60 is about equestrian centres and livery yards: stables, lessons, farriers, horseboxes.
import assert from "node:assert/strict";
import { Spritz, SPRITZ_N } from "./fixtures/heldout_v60/kit.ts";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  heldoutInjectionMixTests,
  heldoutInjectionShapeTests,
} from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v60/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v60/inj_encode.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";

// Spritz written again here, apart from the kit, from the paper's pseudocode (N = 256).
function spritzRef(key: number[], drips: number): number[] {
  const N = 256;
  const s = [...Array(N).keys()];
  let [i, j, k, z, a, w] = [0, 0, 0, 0, 0, 1];
  const swap = (x: number, y: number) => ([s[x], s[y]] = [s[y], s[x]]);
  const update = () => {
    i = (i + w) % N;
    j = (k + s[(j + s[i]) % N]) % N;
    k = (i + k + s[j]) % N;
    swap(i, j);
  };
  const whip = () => {
    for (let v = 0; v < 2 * N; v++) update();
    w = (w + 1) % N;
    while (w % 2 === 0) w = (w + 1) % N; // gcd(w, 256) = 1 means w odd
  };
  const crush = () => {
    for (let v = 0; v < N / 2; v++) if (s[v] > s[N - 1 - v]) swap(v, N - 1 - v);
  };
  const shuffle = () => {
    whip(), crush(), whip(), crush(), whip();
    a = 0;
  };
  for (const b of key) {
    for (const x of [b & 15, b >> 4]) {
      if (a === N / 2) shuffle();
      swap(a, N / 2 + x);
      a++;
    }
  }
  const out: number[] = [];
  for (let n = 0; n < drips; n++) {
    if (a > 0) shuffle();
    update();
    z = s[(j + s[(i + s[(z + k) % N]) % N]) % N];
    out.push(z);
  }
  return out;
}
// Long texts (1 KB or more): a yard day sheet around the value, or a sensor's last 30 readings.
heldoutAuditSetTests("v60", { redaction: [16, 11], injection: [10, 10] });
heldoutInjectionShapeTests("v60", OBF_PAYLOADS);
heldoutInjectionMixTests("v60");
heldoutCountTests("v60", () => build(new Spritz(SEED)));

const hex = (xs: number[]) => xs.map((x) => x.toString(16).padStart(2, "0")).join("");

Deno.test("held-out v60 kit: Spritz gives the hand-derived and published outputs", () => {
  assert.equal(SPRITZ_N, 256);
  // From the initial state (S identity, w = 1, nothing absorbed, so no shuffle): i = 1,
  // j = 0 + S[0 + S[1]] = 1, k = 1 + 0 + S[1] = 2, swap S[1] with itself;
  // z = S[j + S[i + S[z + k]]] = S[1 + S[1 + S[2]]] = S[1 + 3] = 4.
  // Then i = 2, j = 2 + S[1 + S[2]] = 5, k = 2 + 2 + S[5] = 9, swap S[2], S[5];
  // z = S[5 + S[2 + S[4 + 9]]] = S[5 + S[2 + 13]] = S[20] = 20.
  const fresh = new Spritz({ s: [...Array(256).keys()], i: 0, j: 0, k: 0, z: 0, a: 0, w: 1 });
  assert.deepEqual([fresh.drip(), fresh.drip()], [4, 20]);
  // The paper's test vectors: the first output bytes after absorbing "ABC", "spam", "arcfour".
  const vectors: Array<[string, string]> = [
    ["ABC", "779a8e01f9e9cbc0"],
    ["spam", "f0609a1df143cebf"],
    ["arcfour", "1afa8b5ee337dbc7"],
  ];
  for (const [msg, want] of vectors) {
    const bytes = new TextEncoder().encode(msg);
    const s = new Spritz(bytes);
    assert.equal(hex([...Array(8)].map(() => s.drip())), want, msg);
    assert.equal(hex(spritzRef([...bytes], 8)), want, `reference ${msg}`);
  }
  // A number seed absorbs its four bytes big-endian; outputs are four drips, high byte first.
  const ref = spritzRef([0, 0, 0, 60], 12);
  const seeded = new Spritz(60);
  const words = [seeded.next(), seeded.next(), seeded.next()];
  assert.deepEqual(
    words.map((x) => x.toString(16).padStart(8, "0")),
    [0, 4, 8].map((n) => hex(ref.slice(n, n + 4))),
  );
  // Seed 0 and seed 60 (checked with a python3 version as well).
  const zero = new Spritz(0);
  assert.deepEqual([zero.next(), zero.next()], [0x26a7a5fc, 0xc32e8418]);
  assert.deepEqual(words, [0xf3dbb7fc, 0x3c05533b, 0x5eda8a70]);
  assert.notEqual(new Spritz(1).next(), new Spritz(2).next());
  const r = new Spritz(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => r.int(2 ** 33));
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };
const readSet = <T>(name: string) => readHeldout<T>("v60", name);

Deno.test("held-out v60 redaction: password hashes and encodings sensitive, digests benign", async () => {
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
  assert.match(atob(basic.slice(6)), /^feedorders:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|dicom-uid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
  assert.equal(cases.filter((c) => c.kind.startsWith("ph-")).length, 40);
  assert.equal(cases.filter((c) => c.kind.startsWith("look-")).length, 90);
});

Deno.test("held-out v60 redaction: IMEIs, ICCIDs, GTINs, SSCCs, the LEI and VAT numbers carry valid check digits", async () => {
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
  check("imei-horsebox", /\b35\d{13}\b/g, luhnValid);
  check("iccid-sim", /\b894411\d{14}\b/g, luhnValid);
  check("gtin-feed", /\b50\d{11}\b/g, gs1Valid);
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

Deno.test("held-out v60 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-show").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-visitor").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-travel"), /^36\d{12}$/);
  assert.match(digits("card-amex-owner"), /^37\d{13}$/);
  assert.match(digits("card-mc-feed"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-livery"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-farrier"), /^4462\d{12}$/);
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

Deno.test("held-out v60 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readSet<Json[]>("redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api_keys/read~1write"));
  assert.ok(paths.includes("/webhooks/lesson~1booked/signingSecret"));
  assert.ok(paths.includes("/devices/cam~1box7/authToken"));
  for (const c of cases) {
    for (const p of c.sensitivePaths) {
      const leaf = valueAt(c.value, p);
      assert.ok(typeof leaf === "string" && leaf.length >= 8, p);
    }
  }
  assert.ok(
    !paths.some((p) =>
      /publishable|recaptcha|serial|sha256|commit|firmware|imei|microchip|ueln|secretKeyRef|clientId|accessKeyId|accountSid|accountId|last4|Masked|publicKey|hostKey|dsn|idempotency|requestId/i
        .test(p)
    ),
  );
});
