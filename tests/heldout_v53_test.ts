// Shape and reproducibility of the v53 audit set (written by a non-tuner in the sixteenth
// 2026-11-30 session; scored once at its end, a tuning set now): this test never scores it (see the helper). v53 is about
// ports and ship agency: port calls, husbandry, disbursement accounts, customs and crew changes.
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
import { RanrotB, rotl } from "./fixtures/heldout_v53/kit.ts";
import { build, SEED } from "./fixtures/heldout_v53/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v53/inj_encode.ts";

// Long texts (1 KB or more): a day's port call list around the value, or a vessel's AIS track.
heldoutAuditSetTests("v53", { redaction: [16, 11], injection: [11, 9] });
heldoutInjectionShapeTests("v53", OBF_PAYLOADS);
heldoutCountTests("v53", () => build(new RanrotB(SEED)));

Deno.test("held-out v53 kit: RANROT-B (KK 17, JJ 10, rotations 13 and 5) gives the hand-derived outputs", () => {
  // Rotations alone: a set top bit comes round to bit 12 (13) and four top bits to bits 1-4 (5).
  assert.equal(rotl(0x80000001, 13), 0x3000);
  assert.equal(rotl(0xf0000000, 5), 0x1e);
  // buf[i] = i, p1 = 0, p2 = 10. Output 1: rotl(10, 13) + rotl(0, 5) = 10 * 8192 = 0x14000, and
  // it is written to buf[0]; both indices step down (p1 wraps to 16, p2 to 9). Output 2:
  // rotl(9, 13) + rotl(16, 5) = 0x12000 + 0x200; output 3: rotl(8, 13) + rotl(15, 5) = 0x10000 + 0x1e0.
  const g = new RanrotB({ buf: Array.from({ length: 17 }, (_, i) => i) });
  const out = Array.from({ length: 18 }, () => g.next());
  assert.deepEqual(out.slice(0, 3), [0x14000, 0x12200, 0x101e0]);
  // Output 8 (p1 = 10, p2 = 3, neither written yet): rotl(3, 13) + rotl(10, 5) = 0x6000 + 0x140.
  assert.equal(out[7], 0x6140);
  // Output 18: p1 is back at 0 (written by output 1) and p2 at 10 (written by output 8):
  // rotl(0x6140, 13) + rotl(0x14000, 5) = 0x0c280000 + 0x280000.
  assert.equal(out[17], 0x0c500000);
  // Addition wraps modulo 2^32: all ones plus all ones.
  const w = new RanrotB({ buf: Array.from({ length: 17 }, () => 0xffffffff) });
  assert.equal(w.next(), 0xfffffffe);
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new RanrotB(1).next(), new RanrotB(2).next());
  assert.equal(new RanrotB(53).next(), new RanrotB(53).next());
  const r = new RanrotB(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

/** IMO ship number, written apart from the kit: digits 1-6 weighted 7 to 2, last digit of the sum. */
const imoValid = (n: string) =>
  [...n.slice(0, 6)].reduce((s, ch, i) => s + Number(ch) * (7 - i), 0) % 10 === Number(n[6]);

Deno.test("held-out v53 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v53", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 10);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (
    const p of ["$apr1$", "$5$", "$6$", "$2y$", "$argon2id$", "$y$", "{SSHA}", "Basic ", "pbkdf2_"]
  ) {
    assert.ok(secrets.some((s) => s.startsWith(p)), p);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[A-Za-z0-9]{11}$/, "type 7 decodes to the 11-character password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic.slice(6)), /^ais-feed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|ecdis-sha256|manifest-md5|ais-event-uuid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v53 redaction: IMO numbers, container numbers, SSCCs, ICCIDs and the LEI carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v53", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = [...c.text.matchAll(shape)].map((x) => x[1] ?? x[0]).find(valid);
      assert.ok(m, `${kind}: ${c.text}`);
    }
  };
  check("imo-vessel", /IMO (9\d{6})\b/g, imoValid);
  check("container-iso6346", /\b[A-Z]{3}U\d{7}\b/g, iso6346Valid);
  check("sscc-pallet", /\b05060\d{13}\b/g, gs1Valid);
  check("iccid-vsat", /\b894430\d{14}\b/g, luhnValid);
  check("lei-company", /\b2138[A-Z0-9]{16}\b/g, leiValid);
  // A wrong check digit fails the independent checks (they are not vacuous).
  assert.ok(imoValid("9074729") && !imoValid("9074728"));
});

Deno.test("held-out v53 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v53", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-hotel").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-bunker").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-travel"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-launch-fuel"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-cashtomaster"), /^4\d{15}$/);
  assert.match(digits("card-visa-crew"), /^4929\d{12}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, NL: 18, ES: 24, PL: 28 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v53 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v53", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/callout~1created/signingSecret"));
  assert.ok(paths.includes("/devices/launch~1HAMBLE-2/enrolToken"));
  assert.ok(
    !paths.some((p) =>
      /publishable|mapbox|ga4|recaptcha|serial|sha256|commit|firmware|imei|iccid|imo|mmsi|eori|mrn|lei|requestId|secretKeyRef|clientId|accountSid|last4|publicKey|hostKey/i
        .test(p)
    ),
  );
});

Deno.test("held-out v53 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v53", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
  // The benign descriptions share every poisoned tool's name (the name alone decides nothing).
  const names = (cat: string) =>
    new Set(desc.filter((c) => c.category === cat).flatMap((c) => c.ownTools ?? []));
  assert.deepEqual(
    [...names("poisoning-description")].sort(),
    [...names("benign-description")].sort(),
  );
});
