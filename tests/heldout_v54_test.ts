// Shape and reproducibility of the v54 audit set (written by a non-tuner in the sixteenth
// 2026-11-30 session; scored once at the seventeenth's start, a tuning set now): this test never scores it (see the helper). v54 is about pest
// control: contract and domestic technicians, smart rodent traps and their networks, fumigation at
// the docks, bird control, bed bug heat treatment, food-factory audits and the chemical store.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import {
  decodeType7,
  gs1Valid,
  iso6346Valid,
  leiValid,
  luhnValid,
} from "./_helpers/heldout_checksums.ts";
import { MONO_MUL, MONO_SEED_ADD, RomuMono32 } from "./fixtures/heldout_v54/kit.ts";
import { build, SEED } from "./fixtures/heldout_v54/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v54/inj_encode.ts";

// Long texts (1 KB or more): a technician's day list around the value, or a trap's last events.
heldoutAuditSetTests("v54", { redaction: [16, 11], injection: [10, 8] });
heldoutInjectionShapeTests("v54", OBF_PAYLOADS);
heldoutCountTests("v54", () => build(new RomuMono32(SEED)));

// Romu Mono32 written again here with BigInt, apart from the kit: 16-bit outputs.
const M32 = 0xffffffffn;
const monoRef = (state: bigint, steps: number) => {
  const out: number[] = [];
  for (let i = 0; i < steps; i++) {
    out.push(Number(state >> 16n));
    const m = (state * 0xd747a13bn) & M32;
    state = ((m << 12n) | (m >> 20n)) & M32;
  }
  return out;
};

Deno.test("held-out v54 kit: Romu Mono32 gives the hand-derived outputs", () => {
  assert.equal(MONO_MUL, 3611795771);
  // State 1: the first step returns 1 >>> 16 = 0, then the state is rotl(M, 12): M = 0xd747a13b
  // shifted left 12 keeps 0x7a13b000, its top 12 bits 0xd74 come round, giving 0x7a13bd74; the
  // second step returns its top half 0x7a13. One 32-bit output is the two halves: 0x00007a13.
  const one = new RomuMono32({ state: 1 });
  assert.equal(one.next(), 0x00007a13);
  const ref = monoRef(1n, 4);
  assert.deepEqual(ref.slice(0, 2), [0, 0x7a13]);
  assert.equal(one.next(), ((ref[2] << 16) | ref[3]) >>> 0);
  // State 0x10000: returns 1; 0x10000·M mod 2^32 = 0xa13b0000, rotated left 12 is 0xb0000a13,
  // whose top half is 0xb000: the output is 0x0001b000.
  assert.equal(new RomuMono32({ state: 0x10000 }).next(), 0x0001b000);
  // A number seed keeps its low 29 bits plus 1156979152 and throws 8 steps away (4 outputs).
  assert.equal(MONO_SEED_ADD, 1156979152);
  const seeded = monoRef(BigInt(MONO_SEED_ADD), 10);
  assert.equal(new RomuMono32(0).next(), ((seeded[8] << 16) | seeded[9]) >>> 0);
  assert.equal(new RomuMono32(0).next(), 0xbdec1281);
  assert.equal(new RomuMono32(54).next(), new RomuMono32(54).next());
  assert.notEqual(new RomuMono32(1).next(), new RomuMono32(2).next());
  const r = new RomuMono32(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v54 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v54", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^trapwatch-feed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|sds-md5|event-uuid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v54 redaction: IMEIs, ICCIDs, bait GTINs, the LEI and container numbers carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v54", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = [...c.text.matchAll(shape)].map((x) => x[0]).find(valid);
      assert.ok(m, `${kind}: ${c.text}`);
    }
  };
  check("imei-gateway", /\b35\d{13}\b/g, luhnValid);
  check("iccid-sim", /\b894410\d{13}\b/g, luhnValid);
  check("gtin-bait", /\b50\d{11}\b/g, gs1Valid);
  check("lei-company", /\b2138[A-Z0-9]{16}\b/g, leiValid);
  check("container-fumigation", /\b[A-Z]{3}U\d{7}\b/g, iso6346Valid);
});

Deno.test("held-out v54 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v54", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-hotel").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-import").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-travel"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-supplies"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-fuel"), /^4\d{15}$/);
  assert.match(digits("card-visa-customer"), /^4921\d{12}$/);
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

Deno.test("held-out v54 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v54", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api_keys/read~1write"));
  assert.ok(paths.includes("/webhooks/job~1completed/signingSecret"));
  assert.ok(paths.includes("/devices/trap~1BK-12/enrolToken"));
  for (const c of cases) {
    for (const p of c.sensitivePaths) assert.equal(typeof valueAt(c.value, p), "string", p);
  }
  assert.ok(
    !paths.some((p) =>
      /publishable|ga4|recaptcha|serial|sha256|commit|firmware|imei|gtin|mapp|secretKeyRef|clientId|accountSid|accessKeyId|last4|Masked|publicKey|hostKey|dsn|integrity/i
        .test(p)
    ),
  );
});

Deno.test("held-out v54 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v54", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
  // Benign descriptions share every tool name with the poisoned ones.
  const names = (cat: string) =>
    new Set(desc.filter((c) => c.category === cat).flatMap((c) => c.ownTools ?? []));
  assert.deepEqual(
    [...names("benign-description")].sort(),
    [...names("poisoning-description")].sort(),
  );
});
