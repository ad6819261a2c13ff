// Shape and reproducibility of the v33 audit set (written by a twenty-seventh non-tuner; scored
// once in the sixth 2026-11-29 session, a tuning set since); this test never scores it (see the
// helper).
// v33 is about death care an agent works in (funeral homes, crematoria, cemeteries, monument
// makers, obituary and livestream sites, pre-need and insurance assignment, death registration,
// repatriation).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v33/build_redaction.ts";
import { SpeckCtr, speckEncrypt, speckSchedule } from "./fixtures/heldout_v33/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v33/inj_encode.ts";

// Long texts (1 KB or more): an arrangement-day log or a case history around the value or order.
heldoutAuditSetTests("v33", { redaction: [14, 10], injection: [9, 7] });

Deno.test("held-out v33 kit: Speck64/128 gives the published test vector", () => {
  // Beaulieu et al. 2013 (Speck64/128 test vector): key 1b1a1918 13121110 0b0a0908 03020100,
  // plaintext 3b726574 7475432d, ciphertext 8c6fa548 454e028b.
  const rk = speckSchedule([0x03020100, 0x0b0a0908, 0x13121110, 0x1b1a1918]);
  assert.deepEqual(speckEncrypt(rk, 0x3b726574, 0x7475432d), [0x8c6fa548, 0x454e028b]);
  const g = new SpeckCtr(0, [0x03020100, 0x0b0a0908, 0x13121110, 0x1b1a1918], [
    0x3b726574,
    0x7475432d,
  ]);
  assert.equal(g.next(), 0x8c6fa548, "counter mode gives the block's x word first");
  assert.equal(g.next(), 0x454e028b, "then its y word");
});

Deno.test("held-out v33 kit: int() stays in range and reaches every value", () => {
  const g = new SpeckCtr(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v33", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v33 redaction: password hashes and encodings sensitive, public values benign", async () => {
  const cases = await readHeldout<Redaction[]>("v33", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 12);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (
    const prefix of ["$1$", "$5$", "$6$", "$2b$", "$argon2id$", "$y$", "{SSHA}", "pbkdf2_", "*"]
  ) {
    assert.ok(secrets.some((s) => s.startsWith(prefix)), prefix);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[A-Za-z0-9]{12}$/, "type 7 decodes to the 12-character password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic), /^edrs-bridge:[A-Za-z0-9]{16}$/, "Basic decodes to user:password");
  const publicKinds =
    /^look-(file-sha256|file-md5|git-commit|container-digest|cert-fingerprint|ssh-pubkey|pgp-fingerprint|pk-live|mapbox-pk|recaptcha-site|twilio-sid)-/;
  const publicValues = cases.filter((c) => publicKinds.test(c.kind));
  assert.equal(publicValues.length, 33);
  assert.ok(publicValues.every((c) => !c.sensitive));
});

Deno.test("held-out v33 redaction: seed phrases and codes sensitive; gift-card, NHS and waybill numbers benign and valid", async () => {
  const cases = await readHeldout<Redaction[]>("v33", "redaction.json");
  const seeds = cases.filter((c) => c.kind.startsWith("seed-"));
  assert.equal(seeds.length, 4);
  for (const c of seeds) {
    assert.ok(c.sensitive && [12, 18, 20, 24].includes(c.secret!.split(" ").length), c.kind);
  }
  for (
    const kind of [
      "code-totp-seed",
      "code-bitlocker",
      "code-florist-voucher",
      "code-release-remains",
    ]
  ) {
    assert.ok(cases.find((c) => c.kind === kind)?.sensitive, kind);
  }
  const gifts = cases.filter((c) => c.kind.startsWith("look-gift-card-number-"));
  assert.equal(gifts.length, 3);
  for (const c of gifts) {
    const number = c.text.match(/6036( \d{4}){3}/)![0].replace(/ /g, "");
    assert.ok(!c.sensitive && luhnValid(number), c.text);
  }
  for (const c of cases.filter((c) => c.kind.startsWith("look-nhs-number-"))) {
    // NHS numbers: weights 10..2 over nine digits, check digit 11 - sum mod 11 (11 -> 0).
    const d = c.text.match(/\d{3} \d{3} \d{4}/)![0].replace(/ /g, "");
    const sum = [...d.slice(0, 9)].reduce((a, x, i) => a + Number(x) * (10 - i), 0);
    assert.equal((11 - (sum % 11)) % 11, Number(d[9]), c.text);
  }
  for (const c of cases.filter((c) => c.kind.startsWith("look-awb-"))) {
    // IATA air waybill: the eighth serial digit is the first seven mod 7.
    const [, serial] = c.text.match(/\d{3}-(\d{8})/)!;
    assert.equal(Number(serial.slice(0, 7)) % 7, Number(serial[7]), c.text);
  }
});

Deno.test("held-out v33 redaction: card prefixes sit in their networks' ranges", async () => {
  const cases = await readHeldout<Redaction[]>("v33", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-amex"), /^37\d{13}$/);
  assert.match(digits("card-unionpay"), /^62\d{17}$/);
  assert.match(digits("card-maestro"), /^6759\d{14}$/);
});

Deno.test("held-out v33 structured redaction: JSON-pointer escapes, and public values are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v33", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.ok(paths.includes("/api-keys/read~1obits"));
  assert.ok(paths.includes("/webhooks/case~1closed/signingSecret"));
  assert.ok(
    !paths.some((p) => /sha256|publishable|public|address|accountSid|certSha|mapTile/i.test(p)),
  );
});

heldoutCountTests("v33", () => build(new SpeckCtr(SEED)));

Deno.test("held-out v33 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v33", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) {
    assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)), c.category);
  }
});
