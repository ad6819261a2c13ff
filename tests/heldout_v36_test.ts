// Shape and reproducibility of the v36 audit set (written by a non-tuner; scored once at the start of the eighth 2026-11-29 session, a tuning set since); this test
// never scores it (see the helper). v36 is about film, TV and live-event production (production
// offices and payroll, dailies, post and VFX, OB trucks and contribution links, festivals,
// touring and box office).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v36/build_redaction.ts";
import { Mwc64x } from "./fixtures/heldout_v36/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v36/inj_encode.ts";

// Long texts (1 KB or more): a call sheet around the value, or a record's activity trail.
heldoutAuditSetTests("v36", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v36 kit: MWC64X gives the hand-derived first outputs and stays in range", () => {
  // Seed 1 gives the state (c, x) = (1, 1). Output x ^ c = 0; next state 1 * A + 1 = 4294883356.
  // Then c = 0, x = 4294883356: output 4294883356; next state x * A with A = 2^32 - 83941 and
  // x = 2^32 - 83940: 2^64 - 167881 * 2^32 + 83940 * 83941 (= 7046007540 = 2^32 + 2751040244),
  // so c = 2^32 - 167880 = 4294799416 and x = 2751040244; output x ^ c = 1543830220.
  const g = new Mwc64x(1);
  assert.equal(g.next(), 0);
  assert.equal(g.next(), 4294883356);
  assert.equal(g.next(), 1543830220);
  assert.notEqual(new Mwc64x(0).state, 0n, "a zero seed is replaced, the state never zero");
  const r = new Mwc64x(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v36", OBF_PAYLOADS);
heldoutCountTests("v36", () => build(new Mwc64x(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v36 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v36", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^ingest-svc:[A-Za-z0-9]{14}$/);
  const digests = cases.filter((c) =>
    /^look-(xxhash64|file-md5|file-sha256|cert-fingerprint|ssh-pubkey|git-commit|container-digest|smpte-umid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 24);
  assert.ok(digests.every((c) => !c.sensitive));
});

// GS1 written apart from the kit's, so a broken generator cannot vouch for itself.

Deno.test("held-out v36 redaction: EANs, SSCCs, modem IMEIs and SIM ICCIDs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v36", "redaction.json");
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
  check("imei-modem", /\b35\d{13}\b/, luhnValid);
  check("iccid", /\b8944\d{15}\b/, luhnValid);
});

Deno.test("held-out v36 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v36", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-rentals").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tokyo").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-festival"), /^36\d{12}$/);
  assert.match(digits("card-amex-travel"), /^37\d{13}$/);
  assert.match(digits("card-unionpay-coprod"), /^62\d{14}$/);
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

Deno.test("held-out v36 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v36", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/dailies~1ready/signingSecret"));
  assert.ok(paths.includes("/devices/scanner~1gate-b/token"));
  assert.ok(
    !paths.some((p) =>
      /sha256|fingerprint|serial|digest|commit|playback|publishable|videoId/i.test(p)
    ),
  );
});

Deno.test("held-out v36 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v36", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 32);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 9);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
