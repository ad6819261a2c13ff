// Shape and reproducibility of the v42 audit set (written by a non-tuner; scored once at the start
// of the eleventh 2026-11-30 session, a tuning set now): this test never scores it (see the helper). v42 is about fuel retail: forecourts and truck stops, tank
// gauges and wetstock, fuel cards, fuel supply and pricing, car washes and EV charging at sites.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import {
  decodeType7,
  gs1Valid,
  iso6346Valid,
  leiValid,
  luhnValid,
} from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v42/build_redaction.ts";
import { SubBorrow } from "./fixtures/heldout_v42/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v42/inj_encode.ts";

// Long texts (1 KB or more): a tank gauge report around the value, or a site's delivery history.
heldoutAuditSetTests("v42", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v42 kit: subtract-with-borrow gives the hand-derived outputs", () => {
  // Ring 1..24, carry 0: x = q[i+14] - q[i] = (i + 15) - (i + 1) = 14 for the first ten steps;
  // the eleventh reads the first output back: 14 - 11 = 3.
  const g = new SubBorrow(Array.from({ length: 24 }, (_, k) => k + 1));
  for (let k = 0; k < 10; k++) assert.equal(g.step(), 14);
  assert.equal(g.step(), 3);
  assert.equal(g.c, 0);
  // q[0] = 5, q[14] = 0: 0 - 5 borrows, giving 2^24 - 5 and carry 1; then 0 - 0 - 1 = 2^24 - 1.
  const h = new SubBorrow([5]);
  assert.equal(h.step(), 0x1000000 - 5);
  assert.equal(h.c, 1);
  assert.equal(h.step(), 0xffffff);
  // With a carry in and no borrow: 9 - 5 - 1 = 3, carry cleared.
  const ring = Array(24).fill(0);
  ring[0] = 5;
  ring[14] = 9;
  const k = new SubBorrow(ring, 1);
  assert.equal(k.step(), 3);
  assert.equal(k.c, 0);
  // Luxury: the 25th kept output is the 49th raw step (24 thrown away in between).
  const a = new SubBorrow(Array.from({ length: 24 }, (_, n) => (n * 7919) % 1000));
  const b = new SubBorrow(Array.from({ length: 24 }, (_, n) => (n * 7919) % 1000));
  for (let n = 0; n < 24; n++) assert.equal(a.next24(), b.step());
  for (let n = 0; n < 24; n++) b.step();
  assert.equal(a.next24(), b.step());
  // 32 bits from the high 16 bits of two outputs.
  const c = new SubBorrow(Array.from({ length: 24 }, (_, n) => n + 1));
  assert.equal(c.next(), (14 >>> 8) * 65536 + (14 >>> 8));
  const r = new SubBorrow(SEED);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.notEqual(new SubBorrow(1).next(), new SubBorrow(2).next());
});

heldoutInjectionShapeTests("v42", OBF_PAYLOADS);
heldoutCountTests("v42", () => build(new SubBorrow(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v42 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v42", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^fleetcard-svc:[A-Za-z0-9]{14}$/);
  const digests = cases.filter((c) =>
    /^look-(receipt-sha256|bol-pdf-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v42 redaction: GTINs, SSCCs, tank containers, IMEIs, ICCIDs and LEIs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v42", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = c.text.match(shape);
      assert.ok(m && valid(m[0]), `${kind}: ${c.text}`);
    }
  };
  check("gtin13", /\b50\d{11}\b/, gs1Valid);
  check("sscc", /\b05012345\d{10}\b/, gs1Valid);
  check("iso6346", /\b[A-Z]{3}U\d{7}\b/, iso6346Valid);
  check("imei-atg-modem", /\b35\d{13}\b/, luhnValid);
  check("iccid", /\b8944\d{15}\b/, luhnValid);
  check("lei", /\b5493[0-9A-Z]{16}\b/, leiValid);
});

Deno.test("held-out v42 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v42", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-signage").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-import").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-events"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^37\d{13}$/);
  assert.match(digits("card-wex-fleet"), /^690046\d{13}$/);
  const lengths: Record<string, number> = { DE: 22, GB: 22, FR: 27, NL: 18, PL: 28, IT: 27 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v42 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v42", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/alarm~1high-water/signingSecret"));
  assert.ok(paths.includes("/devices/kiosk~1TP-07/mdmToken"));
  assert.ok(
    !paths.some((p) =>
      /evseId|publishable|mapboxPublic|ga4|sscc|gtin|commit|image|Sha256|etag|devEui|appEui|imei|iccid|idempotency/i
        .test(p)
    ),
  );
});

Deno.test("held-out v42 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v42", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
