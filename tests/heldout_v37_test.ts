// Shape and reproducibility of the v37 audit set (written by a non-tuner; scored once in the eighth 2026-11-29 session, a tuning set since). This test
// never scores it (see the helper). v37 is about print and packaging (commercial, label and
// packaging printers, prepress and RIPs, web-to-print and print-on-demand, converters).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v37/build_redaction.ts";
import { Lehmer64 } from "./fixtures/heldout_v37/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v37/inj_encode.ts";

// Long texts (1 KB or more): a press log around the value, or an order's activity trail.
heldoutAuditSetTests("v37", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v37 kit: Lehmer64 gives the hand-derived first outputs and stays in range", () => {
  // Seed 0 gives the odd state 1. Step 1: state = M = 0xda942042e4dd58b5 (< 2^64), top 32 bits of
  // the 128-bit state are 0. Step 2: state = M^2, which is below 2^128 so no reduction:
  // 0xda942042e4dd58b5^2 = 0xbaa09ca73f3265b4fa3202b8af3eeff9, top 32 bits 0xbaa09ca7. Step 3:
  // M^3 mod 2^128 = 0xdb76c43996e558d0bdfbbe1277f2430d, top 32 bits 0xdb76c439.
  const g = new Lehmer64(0);
  assert.equal(g.state, 1n);
  assert.equal(g.next(), 0);
  assert.equal(g.next(), 0xbaa09ca7);
  assert.equal(g.next(), 0xdb76c439);
  assert.equal(new Lehmer64(5).state, 11n, "seed s gives the odd state 2s + 1");
  const r = new Lehmer64(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v37", OBF_PAYLOADS);
heldoutCountTests("v37", () => build(new Lehmer64(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v37 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v37", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 10);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (
    const prefix of [
      "$1$",
      "$5$",
      "$6$",
      "$2b$",
      "$argon2id$",
      "$y$",
      "{SSHA}",
      "Basic ",
      "pbkdf2_",
    ]
  ) {
    assert.ok(secrets.some((s) => s.startsWith(prefix)), prefix);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[A-Za-z0-9]{11}$/, "type 7 decodes to the 11-character password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic.slice(6)), /^jdf-ingest:[A-Za-z0-9]{14}$/);
  const digests = cases.filter((c) =>
    /^look-(pdf-md5|pdf-sha256|icc-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 24);
  assert.ok(digests.every((c) => !c.sensitive));
});

// GS1 written apart from the kit's, so a broken generator cannot vouch for itself.

Deno.test("held-out v37 redaction: ISBNs, EANs, SSCCs and scanner IMEIs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v37", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = c.text.match(shape);
      assert.ok(m && valid(m[0].replace(/-/g, "")), `${kind}: ${c.text}`);
    }
  };
  check("isbn13", /\b978-\d-\d{4}-\d{4}-\d\b/, gs1Valid);
  check("gtin13", /\b40\d{11}\b/, gs1Valid);
  check("sscc", /\b04012345\d{10}\b/, gs1Valid);
  check("imei-scanner", /\b35\d{13}\b/, luhnValid);
});

Deno.test("held-out v37 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v37", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-substrates").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-osaka").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-fairs"), /^36\d{12}$/);
  assert.match(digits("card-amex-trade"), /^37\d{13}$/);
  assert.match(digits("card-unionpay-shenzhen"), /^62\d{14}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
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

Deno.test("held-out v37 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v37", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/job~1shipped/signingSecret"));
  assert.ok(paths.includes("/devices/cutter~1zund-2/token"));
  assert.ok(
    !paths.some((p) =>
      /sha256|serial|digest|commit|publishable|deviceId|clientId|ean|sscc/i.test(p)
    ),
  );
});

Deno.test("held-out v37 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v37", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 32);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 9);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
