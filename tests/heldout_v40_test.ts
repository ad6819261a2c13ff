// Shape and reproducibility of the v40 audit set (written by a non-tuner; scored once at the start
// of the tenth 2026-11-30 session, a tuning set now); this test never scores it (see the helper). v40 is about waste, recycling and scrap operations
// (collection rounds and bin sensors, weighbridges, MRFs and scrap yards, waste tracking and
// permits, deposit return, e-waste ITAD, packaging EPR).
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
import { build, SEED } from "./fixtures/heldout_v40/build_redaction.ts";
import { Cmwc, fmix32 } from "./fixtures/heldout_v40/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v40/inj_encode.ts";

// Long texts (1 KB or more): a weighbridge day log around the value, or a bin's lift history.
heldoutAuditSetTests("v40", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v40 kit: CMWC4096 gives the hand-derived outputs", () => {
  // Ring 1..4096, carry 0: t = 18782 * 1 + 0, carry 0, x = 18782, output 0xfffffffe - 18782.
  const g = new Cmwc(Array.from({ length: 4096 }, (_, i) => i + 1));
  assert.equal(g.next(), 4294948512);
  assert.equal(g.next(), 0xfffffffe - 2 * 18782);
  // Word 2^32 - 1, carry 0: t = 18781 * 2^32 + (2^32 - 18782); carry 18781, x = 2^32 - 1,
  // output 0xfffffffe - x wraps to 0xffffffff.
  const h = new Cmwc([0xffffffff]);
  assert.equal(h.next(), 0xffffffff);
  assert.equal(h.c, 18781);
  // Same word, carry 1: x = 2^32 - 18781 + 18781 overflows, so x = 0 + 1 and carry 18782.
  const k = new Cmwc([0xffffffff], 1);
  assert.equal(k.next(), 0xfffffffd);
  assert.equal(k.c, 18782);
  assert.equal(fmix32(0), 0, "every step of the finaliser keeps 0 at 0");
  const r = new Cmwc(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.notEqual(new Cmwc(1).next(), new Cmwc(2).next());
});

heldoutInjectionShapeTests("v40", OBF_PAYLOADS);
heldoutCountTests("v40", () => build(new Cmwc(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v40 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v40", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^ticketing-svc:[A-Za-z0-9]{14}$/);
  const digests = cases.filter((c) =>
    /^look-(photo-sha256|ticket-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|deveui|rfid-epc)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v40 redaction: GTINs, SSCCs, containers, IMEIs, ICCIDs, SIRETs and LEIs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v40", "redaction.json");
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
  check("imei-tablet", /\b35\d{13}\b/, luhnValid);
  check("iccid", /\b8944\d{15}\b/, luhnValid);
  check("siret", /\b\d{14}\b/, luhnValid);
  check("lei", /\b5493[0-9A-Z]{16}\b/, leiValid);
});

Deno.test("held-out v40 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v40", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-tyres").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-import").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-events"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^37\d{13}$/);
  assert.match(digits("card-unionpay-bales"), /^62\d{14}$/);
  const lengths: Record<string, number> = { DE: 22, GB: 22, FR: 27, NL: 18, ES: 24, PL: 28 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v40 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v40", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/lift~1missed/signingSecret"));
  assert.ok(paths.includes("/devices/tablet~1RCV-114/mdmToken"));
  assert.ok(
    !paths.some((p) =>
      /sscc|sha256|devEui|imei|siret|commit|etag|publishable|mapboxPublic|eori|iban|rfid|binTag/i
        .test(p)
    ),
  );
});

Deno.test("held-out v40 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v40", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
