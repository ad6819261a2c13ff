// Shape and reproducibility of the v35 audit set (written by a non-tuner; scored once in the seventh
// 2026-11-29 session, a tuning set since); this test never scores it (see the helper).
// v35 is about marine leisure and yachting (marinas and berth
// booking, charter fleets, boatyards and chandleries, AIS and weather routing, crew agencies,
// brokers, regattas, superyacht operations).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v35/build_redaction.ts";
import { Msws } from "./fixtures/heldout_v35/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v35/inj_encode.ts";

// Long texts (1 KB or more): a berth allocation list or a record's activity trail around the value.
heldoutAuditSetTests("v35", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v35 kit: msws gives the hand-derived first output and stays in range", () => {
  // Seed 0 leaves x = w = 0. Step: x = 0*0 = 0; w += s -> s = 0xb5ad4eceda1ce2a9; x += w -> s;
  // swapping the 32-bit halves gives 0xda1ce2a9b5ad4ece, whose low word 0xb5ad4ece is the output.
  const g = new Msws(0);
  assert.equal(g.next(), 0xb5ad4ece);
  // Second: x = 0xda1ce2a9b5ad4ece^2 mod 2^64, plus w = 2s mod 2^64, halves swapped (worked out
  // apart from the kit with Python's integers): low word 0xdf4ee85c.
  assert.equal(g.next(), 0xdf4ee85c);
  const r = new Msws(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v35", OBF_PAYLOADS);
heldoutCountTests("v35", () => build(new Msws(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v35 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v35", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^berth-sync:[A-Za-z0-9]{14}$/);
  const digests = cases.filter((c) =>
    /^look-(file-sha256|file-md5|cert-fingerprint|ssh-pubkey|git-commit|container-digest)-/.test(
      c.kind,
    )
  );
  assert.equal(digests.length, 18);
  assert.ok(digests.every((c) => !c.sensitive));
});

// Check digits written apart from the kit's, so a broken generator cannot vouch for itself.
function imoValid(digits: string): boolean {
  const d = [...digits].map(Number);
  return d.slice(0, 6).reduce((s, x, i) => s + x * (7 - i), 0) % 10 === d[6];
}

Deno.test("held-out v35 redaction: GTINs, tracker IMEIs and IMO numbers carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v35", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = c.text.match(shape);
      assert.ok(m && valid(m[1] ?? m[0]), `${kind}: ${c.text}`);
    }
  };
  check("gtin13", /\b50\d{11}\b/, gs1Valid);
  check("imei-tracker", /\b35\d{13}\b/, luhnValid);
  check("imo", /IMO (\d{7})\b/, imoValid);
  check("mmsi", /\b2\d{8}\b/, (m) => m.length === 9);
});

Deno.test("held-out v35 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v35", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-provisioning").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-charter").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-broker"), /^36\d{12}$/);
  assert.match(digits("card-amex-owner"), /^37\d{13}$/);
  assert.match(digits("card-unionpay-buyer"), /^62\d{14}$/);
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

Deno.test("held-out v35 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v35", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/berth~1update/hmacSecret"));
  assert.ok(paths.includes("/devices/gate~1pontoon-c/token"));
  assert.ok(!paths.some((p) => /sha256|mmsi|imo|hin|digest|commit|gtin|publishable|iban/i.test(p)));
});

Deno.test("held-out v35 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v35", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
