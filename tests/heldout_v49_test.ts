// Shape and reproducibility of the v49 audit set (written by a non-tuner; scored once at the end of
// the fourteenth 2026-11-30 session, a tuning set now): this test never scores it (see the helper). v49 is about book publishing: editorial, rights and royalties,
// metadata feeds, ebook and audiobook distribution, the warehouse, the shop and the festival.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v49/build_redaction.ts";
import { RomuQuad32 } from "./fixtures/heldout_v49/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v49/inj_encode.ts";

// Long texts (1 KB or more): a production schedule around the value, or a title's order history.
heldoutAuditSetTests("v49", { redaction: [14, 10], injection: [10, 8] });

Deno.test("held-out v49 kit: RomuQuad32 gives the hand-derived outputs", () => {
  // w=1, x=0, y=0, z=1: the first output is x = 0; then w = 3323815723·1, x = 1 + rotl(1, 26)
  // = 67108865, y = 0 - 0, z = rotl(0 + 1, 9) = 512.
  const g = new RomuQuad32({ w: 1n, x: 0n, y: 0n, z: 1n });
  assert.equal(g.step(), 0n);
  assert.deepEqual(g.state, { w: 3323815723n, x: 67108865n, y: 0n, z: 512n });
  // Second step: out 67108865; w = 3323815723·512 mod 2^32 = 986600960; y = 0 - 67108865 mod
  // 2^32 = 4227858431; z = rotl(3323815723, 9) = 986600960 | (3323815723 >> 23 = 396) = 986601356;
  // x = 512 + rotl(3323815723, 26) = 512 + (43·2^26 | 51934620) = 2937616284.
  assert.equal(g.step(), 67108865n);
  assert.deepEqual(g.state, { w: 986600960n, x: 2937616284n, y: 4227858431n, z: 986601356n });
  assert.equal(g.step(), 2937616284n);
  // x alone: it comes out first and is subtracted from y; everything else stays zero.
  const h = new RomuQuad32({ w: 0n, x: 7n, y: 0n, z: 0n });
  assert.equal(h.step(), 7n);
  assert.deepEqual(h.state, { w: 0n, x: 0n, y: 4294967289n, z: 0n });
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new RomuQuad32(1).next(), new RomuQuad32(2).next());
  assert.equal(new RomuQuad32(SEED).next(), new RomuQuad32(SEED).next());
  const r = new RomuQuad32(SEED);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v49", OBF_PAYLOADS);
heldoutCountTests("v49", () => build(new RomuQuad32(SEED)));

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v49 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v49", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^onix-feed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(epub-sha256|pdf-md5|git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|epub-uuid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
});

// Check digits written here apart from the kit: mod 11 with falling weights (ISBN-10, ISSN, SAN),
// ISO 7064 MOD 11-2 (ORCID, ISNI) and the GB VAT pair (weights 8..2, sum + pair ≡ 0 mod 97).
const mod11Valid = (s: string) => {
  const sum = [...s].reduce((t, ch, i) => t + (ch === "X" ? 10 : Number(ch)) * (s.length - i), 0);
  return sum % 11 === 0;
};
const mod112Valid = (s: string) => {
  let total = 0;
  for (const ch of s.slice(0, -1)) total = (total + Number(ch)) * 2;
  const r = (12 - (total % 11)) % 11;
  return (r === 10 ? "X" : String(r)) === s.slice(-1);
};
const vatValid = (s: string) => {
  const sum = [...s.slice(0, 7)].reduce((t, d, i) => t + Number(d) * (8 - i), 0);
  return (sum + Number(s.slice(7))) % 97 === 0;
};

Deno.test("held-out v49 redaction: ISBNs, ISSNs, ORCIDs, ISNIs, SANs, GLNs, SSCCs and VAT numbers carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v49", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const found = [...c.text.matchAll(shape)].map((x) => x[0].replace(/[- ]/g, "")).find(valid);
      assert.ok(found, `${kind}: ${c.text}`);
    }
  };
  check("isbn13", /\b97[89]\d{10}\b/g, gs1Valid);
  check("isbn13-hyphen", /\b97[89]-\d-\d{5}-\d{3}-\d\b/g, gs1Valid);
  check("isbn10", /\b\d{9}[\dX]\b/g, mod11Valid);
  check("issn", /\b\d{4}-\d{3}[\dX]\b/g, mod11Valid);
  check("orcid", /\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/g, mod112Valid);
  check("isni", /\b\d{4} \d{4} \d{4} \d{3}[\dX]\b/g, mod112Valid);
  check("san", /\b\d{3}-\d{3}[\dX]\b/g, mod11Valid);
  check("gln", /\b50\d{11}\b/g, gs1Valid);
  check("sscc", /\b0050\d{14}\b/g, gs1Valid);
  check("vat-gb", /\bGB \d{3} \d{4} \d{2}\b/g, (m) => vatValid(m.slice(2)));
});

Deno.test("held-out v49 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v49", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-bookfair").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tokyo").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-travel"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-warehouse"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-print"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-petty"), /^4\d{15}$/);
  assert.match(digits("card-discover-us"), /^6011\d{12}$/);
  for (const c of cases.filter((c) => c.kind.startsWith("card-"))) {
    assert.ok(luhnValid(digits(c.kind)), c.kind);
  }
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

Deno.test("held-out v49 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v49", "redaction_json.json");
  assert.equal(cases.length, 25);
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/statement~1issued/signingSecret"));
  assert.ok(paths.includes("/devices/dock~13-SCANNER/enrolToken"));
  assert.ok(
    !paths.some((p) =>
      /publishable|public|ga4|serial|sha256|commit|image|isbn|orcid|san|gln|sscc|requestId|secretKeyRef|Masked|accountSid|clientId|\/vat/i
        .test(p)
    ),
  );
});

Deno.test("held-out v49 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v49", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
