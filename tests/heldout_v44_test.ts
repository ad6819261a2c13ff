// Shape and reproducibility of the v44 audit set (written by a non-tuner; scored once at the start
// of the twelfth 2026-11-30 session, a tuning set now): this test never scores it (see the helper).
// v44 is about self-storage and removals: storage sites and gate access, smart locks, lien
// auctions, removal surveys and crews, crate hire, international moves.
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
import { build, SEED } from "./fixtures/heldout_v44/build_redaction.ts";
import { Drand48 } from "./fixtures/heldout_v44/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v44/inj_encode.ts";

// Long texts (1 KB or more): a store's end-of-day report around the value, or its access events.
heldoutAuditSetTests("v44", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v44 kit: drand48 gives the hand-derived outputs", () => {
  // Raw state 0: x' = 0 * a + 11 = 0xB, whose top 32 of 48 bits are 0.
  const g = new Drand48(0n);
  assert.equal(g.step(), 0xbn);
  // From 0xB: 11 * 25214903917 + 11 = 277363943087 + 11 = 277363943098 (under 2^48, no wrap).
  assert.equal(g.step(), 277363943098n);
  // Raw state 1: a + 11 = 0x5DEECE678; next() keeps bits 47..16: 0x5DEEC.
  assert.equal(new Drand48(1n).next(), 0x5deec);
  // Wrap-around: state 2^48 - 1 gives (-a + 11) mod 2^48.
  assert.equal(new Drand48((1n << 48n) - 1n).step(), (1n << 48n) - 0x5deece66dn + 0xbn);
  // A number seed is scrambled as java.util.Random does: new Random(0).nextInt() is -1155484576
  // and new Random(42).nextInt() is -1170105035 (the same bits read unsigned).
  assert.equal(new Drand48(0).next(), -1155484576 >>> 0);
  assert.equal(new Drand48(42).next(), -1170105035 >>> 0);
  // Power-of-two bounds take the top bits: (8 * next31) >> 31 equals next31 >> 28.
  const a = new Drand48(7);
  const b = new Drand48(7);
  for (let n = 0; n < 50; n++) assert.equal(a.int(8), b.bits(31) >>> 28);
  const r = new Drand48(SEED);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.notEqual(new Drand48(1).next(), new Drand48(2).next());
});

heldoutInjectionShapeTests("v44", OBF_PAYLOADS);
heldoutCountTests("v44", () => build(new Drand48(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v44 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v44", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^movebook-api:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(photo-sha256|lease-pdf-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v44 redaction: GTINs, SSCCs, lift vans, IMEIs, ICCIDs and LEIs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v44", "redaction.json");
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
  check("imei-kiosk", /\b35\d{13}\b/, luhnValid);
  check("iccid", /\b8944\d{15}\b/, luhnValid);
  check("lei", /\b2138[0-9A-Z]{16}\b/, leiValid);
});

Deno.test("held-out v44 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v44", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-packaging").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-relocation").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-client"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^37\d{13}$/);
  assert.match(digits("card-mc-deposit"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-fleet-fuel"), /^707138\d{13}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, NL: 18, ES: 24, IE: 22 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v44 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v44", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/gate~1denied/signingSecret"));
  assert.ok(paths.includes("/devices/kiosk~1PBO-01/mdmToken"));
  assert.ok(
    !paths.some((p) =>
      /publishable|mapboxPublic|ga4|sscc|surveyId|commit|image|Sha256|imei|iccid|idempotency|requestId|secretRef|mac/i
        .test(p)
    ),
  );
});

Deno.test("held-out v44 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v44", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
