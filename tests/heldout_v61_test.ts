// Shape and reproducibility of the v61 audit set (written by a non-tuner in the twentieth
// 2026-12-01 session; scored once in it, a tuning set now): this test never scores it (see the helper). v61 is
// about golf clubs: tee sheets, members and handicaps, greenkeeping, buggies, the pro shop.
import assert from "node:assert/strict";
import { Rule30, RULE30_CENTRE, RULE30_WIDTH } from "./fixtures/heldout_v61/kit.ts";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  heldoutInjectionMixTests,
  heldoutInjectionShapeTests,
} from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v61/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v61/inj_encode.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";

// Rule 30 written again here, apart from the kit, on a grid wide enough that no edge is reached.
function rule30Wide(steps: number): number[] {
  const w = 2 * steps + 3;
  let c = new Array(w).fill(0);
  c[steps + 1] = 1;
  const out: number[] = [];
  for (let n = 0; n < steps; n++) {
    c = c.map((x, i) => (i === 0 || i === w - 1 ? 0 : c[i - 1] ^ (x | c[i + 1])));
    out.push(c[steps + 1]);
  }
  return out;
}

// Long texts (1 KB or more): a golf club day sheet around the value, or a sensor's last 30 readings.
heldoutAuditSetTests("v61", { redaction: [16, 11], injection: [10, 10] });
heldoutInjectionShapeTests("v61", OBF_PAYLOADS);
heldoutInjectionMixTests("v61");
heldoutCountTests("v61", () => build(new Rule30(SEED)));

Deno.test("held-out v61 kit: Rule 30 gives the hand-derived and published centre column", () => {
  assert.equal(RULE30_WIDTH, 128);
  // From one live cell: row 1 is 111 (centre 1); row 2 is 11001 (centre 0: 1 XOR (1 OR 1));
  // row 3 is 1101111 (centre 1: left 1 XOR (0 OR 0)). Rows 4 to 8 continue 1, 1, 0, 0, 1.
  const single = new Uint8Array(RULE30_WIDTH);
  single[RULE30_CENTRE] = 1;
  const r = new Rule30(single);
  const bits = [...Array(40)].map(() => r.step());
  assert.deepEqual(bits.slice(0, 8), [1, 0, 1, 1, 1, 0, 0, 1]);
  // OEIS A051023 (the centre column, row 0 first) and a wide-grid version agree; the ring of 128
  // cells reaches its own wrap only after 64 steps, so the first 40 match.
  assert.equal("1" + bits.slice(0, 16).join(""), "11011100110001011");
  assert.deepEqual(bits, rule30Wide(40));
  // Seeded words (checked with a python3 version as well).
  const zero = new Rule30(0);
  assert.deepEqual([zero.next(), zero.next()], [0xe46570d4, 0x0cd948ed]);
  const s = new Rule30(61);
  assert.deepEqual([s.next(), s.next(), s.next()], [0x00950489, 0x97b22b7e, 0x3fdfde42]);
  assert.notEqual(new Rule30(1).next(), new Rule30(2).next());
  const q = new Rule30(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(q.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => q.int(2 ** 33));
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };
const readSet = <T>(name: string) => readHeldout<T>("v61", name);

Deno.test("held-out v61 redaction: password hashes and encodings sensitive, digests benign", async () => {
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
  assert.match(atob(basic.slice(6)), /^teesheetfeed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|npm-integrity)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
  assert.equal(cases.filter((c) => c.kind.startsWith("ph-")).length, 40);
  assert.equal(cases.filter((c) => c.kind.startsWith("look-")).length, 90);
  // A "$" in a value survives the frames (no replacement pattern mangles it).
  const actions = cases.find((c) => c.kind === "ph-actions");
  assert.ok(actions?.text.includes("${{ secrets.FAIRWAY_API_KEY }}"));
});

Deno.test("held-out v61 redaction: IMEIs, ICCIDs, GTINs, SSCCs, the LEI and VAT numbers carry valid check digits", async () => {
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
  check("imei-buggy", /\b35\d{13}\b/g, luhnValid);
  check("iccid-sim", /\b894411\d{14}\b/g, luhnValid);
  check("gtin-balls", /\b50\d{11}\b/g, gs1Valid);
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

Deno.test("held-out v61 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-open").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tourist").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-corporate"), /^36\d{12}$/);
  assert.match(digits("card-amex-captain"), /^37\d{13}$/);
  assert.match(digits("card-mc-visitor"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-member"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-junior"), /^4462\d{12}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, NL: 18, IE: 22, ES: 24 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
  const putty = cases.find((c) => c.kind === "key-putty-greenkeeping");
  assert.ok(putty?.text.includes(`Private-Lines: 14\n${putty.secret}\nPrivate-MAC`));
});

Deno.test("held-out v61 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readSet<Json[]>("redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api_keys/read~1write"));
  assert.ok(paths.includes("/webhooks/booking~1created/signingSecret"));
  assert.ok(paths.includes("/devices/buggy~112/authToken"));
  for (const c of cases) {
    for (const p of c.sensitivePaths) {
      const leaf = valueAt(c.value, p);
      assert.ok(typeof leaf === "string" && leaf.length >= 8, p);
    }
  }
  assert.ok(
    !paths.some((p) =>
      /publishable|recaptcha|serial|sha256|commit|firmware|imei|gtin|cdh|secretKeyRef|clientId|accessKeyId|accountSid|siteId|last4|Masked|publicKey|hostKey|dsn|idempotency|requestId/i
        .test(p)
    ),
  );
});
