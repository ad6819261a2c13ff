// Shape and reproducibility of the v34 audit set (written by a non-tuner; scored once at the start
// of the seventh 2026-11-29 session, a tuning set since); this test never scores it (see the helper).
// v34 is about the veterinary and animal-care world an agent
// works in (clinic PIMS and labs, imaging, pharmacies and insurers, microchip registries,
// shelters, boarding and grooming, farm and equine practice).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v34/build_redaction.ts";
import { Xorshift32 } from "./fixtures/heldout_v34/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v34/inj_encode.ts";

// Long texts (1 KB or more): a clinic's consult list or a record's activity trail around the value.
heldoutAuditSetTests("v34", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v34 kit: xorshift32 gives the hand-derived first outputs and stays in range", () => {
  // From x = 1: x ^= x << 13 -> 0x2001; x ^= x >>> 17 -> 0x2001; x ^= x << 5 -> 0x42021 = 270369.
  // Then 0x42021 ^ (0x42021 << 13) = 0x84000021; ^ (>>> 17 = 0x4200) = 0x84004221;
  // ^ (<< 5 = 0x80084420) = 0x04080601 = 67634689.
  const g = new Xorshift32(1);
  assert.equal(g.next(), 270369);
  assert.equal(g.next(), 0x04080601);
  assert.equal(new Xorshift32(0).x, 0x9e3779b9, "a zero seed is replaced, the state never zero");
  const r = new Xorshift32(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v34", OBF_PAYLOADS);
heldoutCountTests("v34", () => build(new Xorshift32(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v34 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v34", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^lab-bridge:[A-Za-z0-9]{14}$/);
  const digests = cases.filter((c) =>
    /^look-(file-sha256|file-md5|cert-fingerprint|ssh-pubkey|git-commit|container-digest)-/.test(
      c.kind,
    )
  );
  assert.equal(digests.length, 18);
  assert.ok(digests.every((c) => !c.sensitive));
});

// Check digits written apart from the kit's, so a broken generator cannot vouch for itself.
function luhn(digits: string): boolean {
  const sum = [...digits].reverse().map(Number).reduce((s, x, i) => {
    const y = i % 2 ? x * 2 : x;
    return s + (y > 9 ? y - 9 : y);
  }, 0);
  return sum % 10 === 0;
}

Deno.test("held-out v34 redaction: GTINs and collar IMEIs carry valid check digits; chips are 15 digits", async () => {
  const cases = await readHeldout<Redaction[]>("v34", "redaction.json");
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
  check("imei-tracker", /\b35\d{13}\b/, luhn);
  check("microchip-iso", /\b9(?:41|56|00|85)\d{12}\b/, (m) => m.length === 15);
});

Deno.test("held-out v34 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v34", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-ads").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tokyo").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-locum"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^37\d{13}$/);
  assert.match(digits("card-unionpay-client"), /^62\d{14}$/);
  const lengths: Record<string, number> = { DE: 22, GB: 22, FR: 27, NL: 18, ES: 24, IT: 27 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v34 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v34", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/claims~1create/hmacSecret"));
  assert.ok(paths.includes("/devices/cabinet~1ward-2/token"));
  assert.ok(
    !paths.some((p) =>
      /sha256|fingerprint|serial|digest|commit|gtin|microchip|publishable/i.test(p)
    ),
  );
});

Deno.test("held-out v34 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v34", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 32);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 9);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
