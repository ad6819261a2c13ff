// Shape and reproducibility of the v47 audit set (written by a non-tuner; scored once at the end of
// the thirteenth 2026-11-30 session, a tuning set now): this test never scores it (see the helper). v47 is about news publishing: a regional daily and its site, a
// news agency's wire desk, a radio newsroom, foreign bureaus, paywall, ad ops, newsletters, podcasts.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v47/build_redaction.ts";
import { Cwg64 } from "./fixtures/heldout_v47/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v47/inj_encode.ts";

// Long texts (1 KB or more): a systems desk day around the value, or the tip line's last 30 tips.
heldoutAuditSetTests("v47", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v47 kit: CWG64 gives the hand-derived outputs", () => {
  // s = 1 (x, a, weyl at 0): a += x; weyl += 1; x = (x >> 1) * (a | 1) ^ weyl; out = (a >> 48) ^ x.
  // Steps: x 1, 2, (1 * 3) ^ 3 = 0, 4, (2 * 7) ^ 5 = 11, (5 * 19) ^ 6 = 89; a stays below 2^48.
  const g = new Cwg64(1n);
  for (const want of [1n, 2n, 0n, 4n, 11n, 89n]) assert.equal(g.step(), want);
  // s = 2^63 + 1: the first output is s itself, whose top 32 bits are 2^31.
  const s = (1n << 63n) + 1n;
  assert.equal(new Cwg64(s).next(), 2 ** 31);
  // Second step: a = s, weyl = 2s mod 2^64 = 2, x = 2^62 * s mod 2^64 = 2^62, then ^ 2;
  // the output adds a >> 48 = 2^15.
  const h = new Cwg64(s);
  h.step();
  assert.equal(h.step(), (1n << 62n) + (1n << 15n) + 2n);
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new Cwg64(1).next(), new Cwg64(2).next());
  assert.equal(new Cwg64(SEED).next(), new Cwg64(SEED).next());
  const r = new Cwg64(SEED);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v47", OBF_PAYLOADS);
heldoutCountTests("v47", () => build(new Cwg64(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v47 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v47", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^wire-ingest:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(photo-sha256|archive-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
});

// The ISSN check character, written apart from the kit: weights 8..2 over 7 digits, mod 11.
const issnValid = (s: string) => {
  const d = s.replace("-", "");
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(d[i]) * (8 - i);
  const c = (11 - (sum % 11)) % 11;
  return d[7] === (c === 10 ? "X" : String(c));
};

Deno.test("held-out v47 redaction: ISSNs, ISBNs, EANs, SSCCs, IMEIs and ICCIDs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v47", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = c.text.match(shape);
      assert.ok(m && valid(m[0]), `${kind}: ${c.text}`);
    }
  };
  check("isbn13-book", /\b97818\d{8}\b/, gs1Valid);
  check("ean13-issue", /\b977\d{10}\b/, gs1Valid);
  check("sscc-newsprint", /\b050123456\d{9}\b/, gs1Valid);
  check("imei-reporter", /\b35\d{13}\b/, luhnValid);
  check("iccid-bgan", /\b8944\d{15}\b/, luhnValid);
  check("issn", /\b\d{4}-\d{3}[\dX](?![\w-])/, issnValid);
});

Deno.test("held-out v47 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v47", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-stringer").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tokyo").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-publisher"), /^36\d{12}$/);
  assert.match(digits("card-amex-editor"), /^37\d{13}$/);
  assert.match(digits("card-mc-photo"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-travel"), /^4\d{15}$/);
  assert.match(digits("card-visa-pcard"), /^4\d{15}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, NL: 18, IE: 22, PL: 28 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v47 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v47", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/subscription~1cancelled/signingSecret"));
  assert.ok(paths.includes("/devices/ob~1VAN-02/enrolToken"));
  assert.ok(
    !paths.some((p) =>
      /publishable|mapboxPublic|ga4|serial|sha256|commit|image|imei|iccid|requestId|secretKeyRef|mac|ansId|apItemId|iptc|etag|accountSid/i
        .test(p)
    ),
  );
});

Deno.test("held-out v47 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v47", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
