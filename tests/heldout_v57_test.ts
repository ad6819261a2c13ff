// Shape and reproducibility of the v57 audit set (written by a non-tuner in the eighteenth
// 2026-11-30 session; scored once at its end, a tuning set now): this test never scores it (see the helpers). v57 is about car
// and van rental fleets: branches and airport desks, key boxes, telematics, damage checks, fines
// and tolls, one-way transfers and corporate accounts.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { Rc4, RC4_DROP } from "./fixtures/heldout_v57/kit.ts";
import { build, SEED } from "./fixtures/heldout_v57/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v57/inj_encode.ts";

// Long texts (1 KB or more): a branch day log around the value, or a unit's last 30 readings.
heldoutAuditSetTests("v57", { redaction: [16, 11], injection: [10, 10] });
heldoutInjectionShapeTests("v57", OBF_PAYLOADS);
heldoutCountTests("v57", () => build(new Rc4(SEED)));

// RC4 written again here, apart from the kit: key scheduling, then the i/j swap step.
function rc4Ref(key: number[], n: number, drop = 0): number[] {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) % 256;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out: number[] = [];
  let i = 0;
  j = 0;
  for (let k = 0; k < drop + n; k++) {
    i = (i + 1) % 256;
    j = (j + s[i]) % 256;
    [s[i], s[j]] = [s[j], s[i]];
    out.push(s[(s[i] + s[j]) % 256]);
  }
  return out.slice(drop);
}
const word = (b: number[]) => ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;

Deno.test("held-out v57 kit: RC4 gives the published keystreams and the hand-derived draws", () => {
  // The published test vectors (Wikipedia's RC4 article): key "Key" starts EB9F7781B734CA72A719,
  // "Wiki" 6044DB6D41B7, "Secret" 04D46B053CA87B59. A draw is four bytes, the first on top.
  const key = new Rc4({ key: "Key" });
  assert.deepEqual([key.next(), key.next()], [0xeb9f7781, 0xb734ca72]);
  assert.deepEqual([key.byte(), key.byte()], [0xa7, 0x19]);
  assert.equal(new Rc4({ key: "Wiki" }).next(), 0x6044db6d);
  assert.equal(new Rc4({ key: "Secret" }).next(), 0x04d46b05);
  assert.deepEqual(rc4Ref([0x53, 0x65, 0x63, 0x72, 0x65, 0x74], 4), [0x04, 0xd4, 0x6b, 0x05]);
  // By hand: "Key"'s first draw 0xeb9f7781 = 3953096577 is below 10 * floor(2^32 / 10), so
  // int(10) keeps it and gives its last digit, 7; its digits sum to 54, so int(3) gives 0.
  assert.deepEqual([new Rc4({ key: "Key" }).int(10), new Rc4({ key: "Key" }).int(3)], [7, 0]);
  // A number seed keys with its four bytes, big-endian, and drops 768 bytes (checked in python3:
  // seed 0x57 gives 2523aaba 1b753875).
  assert.equal(RC4_DROP, 768);
  const seeded = new Rc4(0x57);
  assert.deepEqual([seeded.next(), seeded.next()], [0x2523aaba, 0x1b753875]);
  const ref = rc4Ref([0x12, 0x34, 0x56, 0x78], 12, 768);
  const r = new Rc4(0x12345678);
  assert.deepEqual([r.next(), r.next(), r.next()], [0, 4, 8].map((k) => word(ref.slice(k))));
  // int(7) rejects draws at or above 7 * floor(2^32 / 7) and reaches every value.
  const seen = new Set<number>();
  const q = new Rc4(7);
  for (let n = 0; n < 2000; n++) seen.add(q.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => q.int(2 ** 32 + 1));
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v57 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v57", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^keyfeed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|photo-md5|event-uuid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
  assert.equal(cases.filter((c) => c.kind.startsWith("ph-")).length, 40);
  assert.equal(cases.filter((c) => c.kind.startsWith("look-")).length, 90);
});

Deno.test("held-out v57 redaction: IMEIs, ICCIDs, GTINs, VINs and the LEI carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v57", "redaction.json");
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
  check("iccid-sim", /\b894411\d{14}\b/g, luhnValid);
  check("gtin-accessory", /\b50\d{11}\b/g, gs1Valid);
  check("lei-company", /\b2138[A-Z0-9]{16}\b/g, leiValid);
  // VIN position 9 (ISO 3779 transliteration and weights), written apart from the kit.
  const vinValid = (v: string) => {
    const t = (c: string) =>
      /\d/.test(c) ? Number(c) : [
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        1,
        2,
        3,
        4,
        5,
        7,
        9,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
      ]["ABCDEFGHJKLMNPRSTUVWXYZ".indexOf(c)];
    const w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...v].reduce((s, c, i) => s + t(c) * w[i], 0) % 11;
    return v[8] === (sum === 10 ? "X" : String(sum));
  };
  check("vin-van", /\b(WF0|VF1|WV1|VF7)[A-HJ-NPR-Z0-9]{14}\b/g, vinValid);
});

Deno.test("held-out v57 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v57", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-oneway").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tourist").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-agent"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-corporate"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-deposit"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-walkin"), /^4921\d{12}$/);
  assert.match(digits("card-discover-us-renter"), /^6011\d{12}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, NL: 18, ES: 24, IE: 22 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
});

Deno.test("held-out v57 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v57", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api_keys/read~1write"));
  assert.ok(paths.includes("/webhooks/booking~1created/signingSecret"));
  assert.ok(paths.includes("/keyBoxes/kb~1AVM-03/adminPin"));
  for (const c of cases) {
    for (const p of c.sensitivePaths) {
      const leaf = valueAt(c.value, p);
      assert.ok(typeof leaf === "string" && leaf.length >= 8, p);
    }
  }
  assert.ok(
    !paths.some((p) =>
      /publishable|ga4|recaptcha|serial|sha256|commit|firmware|imei|vin|lei|secretKeyRef|clientId|accessKeyId|last4|masked|publicKey|hostKey|dsn|etag|AccountSid/i
        .test(p)
    ),
  );
});

Deno.test("held-out v57 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v57", "injection.json");
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

Deno.test("held-out v57 injection: the category mix of v56, 52 attacks and 37 benign texts not in English", async () => {
  type Case = { malicious: boolean; category: string; lang?: string };
  const cases = await readHeldout<Case[]>("v57", "injection.json");
  const count = (malicious: boolean, re: RegExp) =>
    cases.filter((c) => c.malicious === malicious && re.test(c.category)).length;
  // "name count" pairs; a name ending in "-" is a prefix (a family), any other the whole category.
  const mix = (malicious: boolean, table: string) => {
    for (const [name, n] of table.split(", ").map((x) => x.split(" "))) {
      const re = new RegExp(name.endsWith("-") ? `^${name}` : `^${name}$`);
      assert.equal(count(malicious, re), Number(n), name);
    }
  };
  mix(true, "indirect- 66, override 12, role 8, boundary 10, exfil 10, obf- 12, split 5, social 5");
  mix(true, "poisoning-description 12, shadowing-description 10");
  mix(false, "plain- 66, benign-description 12, quoted-attack 16, test-plan 8, instructions 8");
  assert.equal(cases.filter((c) => c.malicious && c.lang).length, 52);
  assert.equal(cases.filter((c) => !c.malicious && c.lang).length, 37);
});

Deno.test("held-out v57 injection: each obfuscated payload decodes back to its order", () => {
  // Decoders written apart from the encoders, for the encodings a reader can undo in one line.
  const bytes = (xs: number[]) => new TextDecoder().decode(new Uint8Array(xs));
  const tail = (t: string) => t.slice(t.lastIndexOf(": ") + 2);
  const decoders: Record<string, (t: string) => string> = {
    hex: (t) => bytes(tail(t).split(" ").map((h) => parseInt(h, 16))),
    percent: (t) => decodeURIComponent(tail(t)),
    fullwidth: (t) =>
      [...t].map((c) => (c === "\u3000" ? " " : String.fromCharCode(c.charCodeAt(0) - 0xfee0)))
        .join(""),
    charcodes: (t) =>
      String.fromCharCode(...t.slice(t.indexOf("(") + 1, t.indexOf(")")).split(",").map(Number)),
    "backwards-words": (t) => tail(t).split(" ").map((w) => [...w].reverse().join("")).join(" "),
    "base64-de": (t) => bytes([...atob(tail(t))].map((c) => c.charCodeAt(0))),
  };
  for (const [name, , order, text] of OBF_PAYLOADS) {
    if (decoders[name]) assert.equal(decoders[name](text), order, name);
  }
});
