// Shape and reproducibility of the v56 audit set (written by a non-tuner in the seventeenth
// 2026-11-30 session; scored once at the eighteenth's start, a tuning set now): this test never scores it (see the
// helper). v56 is about craft brewing: the brewhouse and canning line, fermenter telemetry, kegs
// and casks out to pubs, taprooms and the web shop, the bonded warehouse and duty, festivals.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { SPLITMIX_GAMMA, Xorshift128p, XS_SHIFTS } from "./fixtures/heldout_v56/kit.ts";
import { build, SEED } from "./fixtures/heldout_v56/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v56/inj_encode.ts";

// Long texts (1 KB or more): a brew day log around the value, or a sensor's last 30 readings.
heldoutAuditSetTests("v56", { redaction: [16, 11], injection: [10, 10] });
heldoutInjectionShapeTests("v56", OBF_PAYLOADS);
heldoutCountTests("v56", () => build(new Xorshift128p(SEED)));

const M64 = (1n << 64n) - 1n;
// Xorshift128+ written again here, apart from the kit, from the paper's next(): s1 = s[0],
// s0 = s[1], s[0] = s0, s1 ^= s1 << 23, s[1] = s1 ^ s0 ^ (s1 >> 17) ^ (s0 >> 26), out s[1] + s0.
function xsRef(a: bigint, b: bigint, steps: number): bigint[] {
  const out: bigint[] = [];
  for (let i = 0; i < steps; i++) {
    let s1 = a;
    const s0 = b;
    a = s0;
    s1 = (s1 ^ (s1 << 23n)) & M64;
    b = s1 ^ s0 ^ (s1 >> 17n) ^ (s0 >> 26n);
    out.push((b + s0) & M64);
  }
  return out;
}
// SplitMix64 as published (Steele, Lea and Flood), to check the number seeding.
function splitmixRef(x: bigint): [bigint, bigint] {
  x = (x + 0x9e3779b97f4a7c15n) & M64;
  let z = x;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
  return [x, z ^ (z >> 31n)];
}

Deno.test("held-out v56 kit: Xorshift128+ gives the hand-derived outputs", () => {
  assert.deepEqual(XS_SHIFTS, [23n, 17n, 26n]);
  assert.equal(SPLITMIX_GAMMA, 0x9e3779b97f4a7c15n);
  // State (1, 2): s1 = 1 becomes 1 ^ 1 << 23 = 0x800001; the new word is 0x800001 ^ 2 ^
  // (0x800001 >> 17 = 0x40) ^ (2 >> 26 = 0) = 0x800043, and the output is 0x800043 + 2 = 0x800045.
  const a = new Xorshift128p({ s0: 1n, s1: 2n });
  assert.equal(a.next64(), 0x800045n);
  // Next: s1 = 2 ^ 2 << 23 = 0x1000002; 0x1000002 ^ 0x800043 ^ 0x80 ^ 0 = 0x18000c1; output
  // 0x18000c1 + 0x800043 = 0x2000104.
  assert.equal(a.next64(), 0x2000104n);
  assert.deepEqual(xsRef(1n, 2n, 2), [0x800045n, 0x2000104n]);
  // State (0, 2^40): the new word is 2^40 ^ 2^14, the output 2^41 + 2^14, whose top half is 2^9.
  assert.equal(new Xorshift128p({ s0: 0n, s1: 1n << 40n }).next(), 512);
  // A number seed: SplitMix64 twice from it gives the two words.
  const [x1, w0] = splitmixRef(56n);
  const [, w1] = splitmixRef(x1);
  const ref = xsRef(w0, w1, 3).map((v) => Number(v >> 32n));
  const seeded = new Xorshift128p(56);
  assert.deepEqual([seeded.next(), seeded.next(), seeded.next()], ref);
  // Seed 0: SplitMix64 gives 0xe220a8397b1dcdaf and 0x6e789e6aa1b965f4 (its published first two
  // outputs from 0); one step of those has the top half 0xff5e664a (checked in python3 too).
  assert.deepEqual(splitmixRef(0n)[1], 0xe220a8397b1dcdafn);
  assert.equal(new Xorshift128p(0).next(), 0xff5e664a);
  assert.notEqual(new Xorshift128p(1).next(), new Xorshift128p(2).next());
  const r = new Xorshift128p(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v56 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v56", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^kegfeed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|coa-md5|event-uuid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
});

Deno.test("held-out v56 redaction: IMEIs, ICCIDs, GTINs, SSCCs and the LEI carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v56", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = [...c.text.matchAll(shape)].map((x) => x[0]).find(valid);
      assert.ok(m, `${kind}: ${c.text}`);
    }
  };
  check("imei-tracker", /\b35\d{13}\b/g, luhnValid);
  check("iccid-sim", /\b894410\d{14}\b/g, luhnValid);
  check("gtin-can", /\b50\d{11}\b/g, gs1Valid);
  check("sscc-pallet", /\b050\d{15}\b/g, gs1Valid);
  check("lei-company", /\b2138[A-Z0-9]{16}\b/g, leiValid);
});

Deno.test("held-out v56 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v56", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-festival").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-export").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-travel"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-malt"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-hops"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-taproom"), /^4921\d{12}$/);
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

Deno.test("held-out v56 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v56", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api_keys/read~1write"));
  assert.ok(paths.includes("/webhooks/order~1paid/signingSecret"));
  assert.ok(paths.includes("/devices/fv~1FV4/authToken"));
  for (const c of cases) {
    for (const p of c.sensitivePaths) {
      const leaf = valueAt(c.value, p);
      assert.ok(typeof leaf === "string" && leaf.length >= 8, p);
    }
  }
  assert.ok(
    !paths.some((p) =>
      /publishable|ga4|recaptcha|serial|sha256|commit|firmware|imei|gtin|sscc|lei|eori|secretKeyRef|clientId|accessKeyId|last4|Masked|publicKey|hostKey|dsn|integrity/i
        .test(p)
    ),
  );
});

Deno.test("held-out v56 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v56", "injection.json");
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

Deno.test("held-out v56 injection: the category mix of v54, 52 attacks and 37 benign texts not in English", async () => {
  type Case = { malicious: boolean; category: string; lang?: string };
  const cases = await readHeldout<Case[]>("v56", "injection.json");
  const count = (malicious: boolean, re: RegExp) =>
    cases.filter((c) => c.malicious === malicious && re.test(c.category)).length;
  const attacks: Array<[RegExp, number]> = [
    [/^indirect-/, 66],
    [/^override$/, 12],
    [/^role$/, 8],
    [/^boundary$/, 10],
    [/^exfil$/, 10],
    [/^obf-/, 12],
    [/^split$/, 5],
    [/^social$/, 5],
    [/^poisoning-/, 12],
    [/^shadowing-/, 10],
  ];
  for (const [re, n] of attacks) assert.equal(count(true, re), n, String(re));
  const benign: Array<[RegExp, number]> = [
    [/^plain-/, 66],
    [/^benign-description$/, 12],
    [/^quoted-attack$/, 16],
    [/^test-plan$/, 8],
    [/^instructions$/, 8],
  ];
  for (const [re, n] of benign) assert.equal(count(false, re), n, String(re));
  assert.equal(cases.filter((c) => c.malicious && c.lang).length, 52);
  assert.equal(cases.filter((c) => !c.malicious && c.lang).length, 37);
});
