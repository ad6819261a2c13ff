// Shape and reproducibility of the v39 audit set (written by a non-tuner; scored once in the ninth
// 2026-11-29 session, a tuning set since). This test never scores it (see the helper). v39 is about
// ski resorts and mountain operations (lift ticketing and access, snowmaking and grooming,
// ropeways, avalanche control and patrol, rental and ski school, resort lodging, webcams and snow
// reports).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v39/build_redaction.ts";
import { lowbias32, WichmannHill } from "./fixtures/heldout_v39/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v39/inj_encode.ts";

// Long texts (1 KB or more): a daily mountain report around the value, or a pass's scan trail.
heldoutAuditSetTests("v39", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v39 kit: Wichmann-Hill gives the hand-derived states and outputs", () => {
  // From states (1, 1, 1): 171, 172, 170; then 171² = 29241, 172² = 29584, 170² = 28900 (all
  // below their moduli); then 171 · 29241 = 5000211 = 165 · 30269 + 5826, 172 · 29584 = 5088448 =
  // 167 · 30307 + 27179, 170 · 28900 = 4913000 = 162 · 30323 + 674.
  const g = new WichmannHill([1, 1, 1]);
  assert.deepEqual([...g.step()], [171, 172, 170]);
  assert.deepEqual([...g.step()], [29241, 29584, 28900]);
  assert.deepEqual([...g.step()], [5826, 27179, 674]);
  // The first output is 171/30269 + 172/30307 + 170/30323 = 0.0169309061996568 (exact fractions
  // summed by hand); the second sums to 2.8952539112379992 and keeps its fraction.
  const h = new WichmannHill([1, 1, 1]);
  assert.ok(Math.abs(h.next() - 0.016930906199656832) < 1e-12);
  assert.ok(Math.abs(h.next() - 0.8952539112379992) < 1e-12);
  assert.equal(lowbias32(0), 0, "every step of the hash keeps 0 at 0");
  assert.notDeepEqual(new WichmannHill(1).s, new WichmannHill(2).s);
  const r = new WichmannHill(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v39", OBF_PAYLOADS);
heldoutCountTests("v39", () => build(new WichmannHill(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v39 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v39", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^lift-api:[A-Za-z0-9]{14}$/);
  const digests = cases.filter((c) =>
    /^look-(webcam-sha256|ticket-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 21);
  assert.ok(digests.every((c) => !c.sensitive));
});

// Check digits written apart from the kit's, so a broken generator cannot vouch for itself.
function vinValid(v: string): boolean {
  const letters = "ABCDEFGH.JKLMN.P.R..STUVWXYZ"; // I, O, Q are never used
  const val = (c: string) => {
    if (/\d/.test(c)) return Number(c);
    const i = letters.indexOf(c); // A-H 1-8, J-N 1-5, P 7, R 9, S-Z 2-9
    return c <= "H" ? i + 1 : c <= "N" ? i - 8 : c === "P" ? 7 : c === "R" ? 9 : i - 18;
  };
  const w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = [...v].reduce((s, c, i) => s + val(c) * w[i], 0) % 11;
  return (sum === 10 ? "X" : String(sum)) === v[8];
}
function swissUidValid(uid: string): boolean {
  const d = uid.replace(/\D/g, "");
  const sum = [5, 4, 3, 2, 7, 6, 5, 4].reduce((s, w, i) => s + w * Number(d[i]), 0);
  return (11 - (sum % 11)) % 11 === Number(d[8]);
}
function qrRefValid(ref: string): boolean {
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const ch of ref.replace(/ /g, "")) carry = table[(carry + Number(ch)) % 10];
  return carry === 0;
}

Deno.test("held-out v39 redaction: GTINs, GLNs, VINs, IMEIs, ICCIDs, UIDs and QR references carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v39", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = c.text.match(shape);
      assert.ok(m && valid(m[0]), `${kind}: ${c.text}`);
    }
  };
  check("gtin13", /\b76\d{11}\b/, gs1Valid);
  check("gln", /\b40\d{11}\b/, gs1Valid);
  check("vin-snowcat", /\bWPB[A-HJ-NPR-Z0-9]{14}\b/, vinValid);
  check("imei-radio", /\b35\d{13}\b/, luhnValid);
  check("iccid", /\b8941\d{15}\b/, luhnValid);
  check("swiss-uid", /CHE-\d{3}\.\d{3}\.\d{3}/, swissUidValid);
  check("qr-reference", /\b\d{2}(?: \d{5}){5}\b/, qrRefValid);
});

Deno.test("held-out v39 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v39", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-hire").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-niseko").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-events"), /^36\d{12}$/);
  assert.match(digits("card-amex-sales"), /^37\d{13}$/);
  assert.match(digits("card-unionpay-tour"), /^62\d{14}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { CH: 21, AT: 20, DE: 22, FR: 27, IT: 27, NO: 15 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v39 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v39", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/pass~1activated/signingSecret"));
  assert.ok(paths.includes("/devices/kiosk~1K-04/token"));
  assert.ok(
    !paths.some((p) =>
      /gtin|sha256|fingerprint|serial|imei|commit|etag|publishable|digest|pnr|ga4|secretRef|vault|masked/i
        .test(p)
    ),
  );
});

Deno.test("held-out v39 injection: descriptions carry their tools, encodings decode to their orders", async () => {
  type Case = {
    text: string;
    source: string;
    category: string;
    ownTools?: string[];
    otherTools?: string[];
  };
  const cases = await readHeldout<Case[]>("v39", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
  // Two encodings decoded here without the kit's encoders: base64 and hex.
  const text = (enc: string) => cases.find((c) => c.category === `obf-${enc}`)?.text ?? "";
  const order = (enc: string) => OBF_PAYLOADS.find((p) => p[0] === enc)?.[2];
  assert.equal(atob(text("base64").split(": ")[1]), order("base64"));
  const hex = text("hex").split("hex=")[1];
  assert.equal(
    hex.match(/../g)?.map((h) => String.fromCharCode(parseInt(h, 16))).join(""),
    order("hex"),
  );
});
