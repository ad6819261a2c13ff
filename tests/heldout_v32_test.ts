// Shape and reproducibility of the v32 audit set (scored once in the sixth 2026-11-29 session; a
// tuning set since); this test never scores
// it (see the helper). v32 is about the fashion, apparel and textile world an agent works in
// (design and PLM, sourcing and compliance, mills and factories, DTC and marketplaces, wholesale,
// logistics and customs, stores and RFID, marketing and influencers, payments).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7 } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v32/build_redaction.ts";
import { Isaac } from "./fixtures/heldout_v32/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v32/inj_encode.ts";

// Long texts (1 KB or more): a sewing floor's WIP log or a record's activity trail around the value.
heldoutAuditSetTests("v32", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v32 kit: ISAAC from a zeroed state gives the hand-derived first pass", () => {
  const g = new Isaac(0, true);
  g.pass();
  // cc = bb = 1; aa stays 0 while mm[128..255] are 0, so y = mm[0] + 0 + 1 and every early result
  // is mm[0] = 1. At i = 1, y = mm[0] + 1 = 2. At i = 128, aa = mm[0] = 1, so y = 1 + 1 + 1 = 3.
  assert.equal(g.rsl[0], 1);
  assert.equal(g.rsl[1], 1);
  assert.equal(g.mm[0], 1);
  assert.equal(g.mm[1], 2);
  assert.equal(g.mm[128], 3);
  assert.equal(g.cc, 1);
});

Deno.test("held-out v32 kit: seeded from zero, ISAAC gives the published test vector; int() stays in range", () => {
  // The first words of Jenkins' randvect.txt (randinit(TRUE) on a zero seed, then isaac()).
  const g = new Isaac(0);
  const words = Array.from({ length: 8 }, () => g.next().toString(16).padStart(8, "0")).join("");
  assert.equal(words, "f650e4c8e448e96d98db2fb4f5fad54f433f1afbedec154ad837048746ca4f9a");
  const r = new Isaac(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v32", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v32 redaction: the hash policy (password hashes sensitive, checksums benign)", async () => {
  const cases = await readHeldout<Redaction[]>("v32", "redaction.json");
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
  assert.match(
    atob(basic.slice(6)),
    /^edi-bridge:[A-Za-z0-9]{14}$/,
    "Basic decodes to user:password",
  );
  const digests = cases.filter((c) =>
    /^look-(file-sha256|file-md5|cert-fingerprint|ssh-pubkey|pgp-fingerprint|git-commit|container-digest)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 21);
  assert.ok(digests.every((c) => !c.sensitive));
});

// Checksums written apart from the kit's, so a broken generator cannot vouch for itself.
function gs1Valid(digits: string): boolean {
  const d = [...digits].map(Number);
  const body = d.slice(0, -1).reverse();
  const sum = body.reduce((s, x, i) => s + x * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === d[d.length - 1];
}
const ISO6346 = "0123456789A?BCDEFGHIJK?LMNOPQRSTU?VWXYZ";
function containerValid(id: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += ISO6346.indexOf(id[i]) * Math.pow(2, i);
  return (sum % 11) % 10 === Number(id[10]);
}
function mod97(s: string): bigint {
  return BigInt([...s].map((c) => parseInt(c, 36)).join("")) % 97n;
}

Deno.test("held-out v32 redaction: barcodes, containers and LEIs carry valid check digits and are benign", async () => {
  const cases = await readHeldout<Redaction[]>("v32", "redaction.json");
  const shapes: Record<string, [RegExp, (m: string) => boolean]> = {
    "gtin13": [/\b80\d{11}\b/, gs1Valid],
    "sscc": [/\(00\) (3\d{17})/, gs1Valid],
    "container": [/\b(?:MSKU|HLXU|CMAU|TGHU)\d{7}\b/, containerValid],
    "lei": [/\b8156[0-9A-Z]{16}\b/, (m) => mod97(m) === 1n],
  };
  for (const [kind, [shape, valid]] of Object.entries(shapes)) {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = c.text.match(shape);
      assert.ok(m, `${kind}: ${c.text}`);
      assert.ok(valid(m[1] ?? m[0]), `${kind}: ${m[0]}`);
    }
  }
  for (const c of cases.filter((c) => c.kind.startsWith("look-epc-hex-"))) {
    assert.match(c.text, /\b30340[0-9A-F]{19}\b/, "SGTIN-96 EPC: header 0x30, 24 hex digits");
  }
});

Deno.test("held-out v32 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v32", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-ads").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tokyo").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-milan"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^3[47]\d{13}$/);
  assert.match(digits("card-unionpay-shanghai"), /^62\d{14}$/);
  const lengths: Record<string, number> = { IT: 27, PT: 25, TR: 26, FR: 27, DE: 22, GB: 22 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v32 structured redaction: JSON-pointer escapes, and benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v32", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/orders~1create/hmacSecret"));
  assert.ok(paths.includes("/devices/rfid~1handheld-03/token"));
  assert.ok(
    !paths.some((p) =>
      /sha256|fingerprint|serial|digest|commit|ean|epc|pixel|publishable/i.test(p)
    ),
  );
});

heldoutCountTests("v32", () => build(new Isaac(SEED)));

Deno.test("held-out v32 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v32", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 32);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 9);
  for (const c of shadow) {
    assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)), c.category);
  }
});
