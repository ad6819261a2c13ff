// Shape and reproducibility of the v51 audit set (written by a non-tuner in the fifteenth
// 2026-11-30 session; scored once at its end, a tuning set now): this test never scores it (see the helper). v51 is about
// nurseries and early years: day nurseries, a pre-school, an out of school club, a forest school,
// a central kitchen, funding claims, parent apps, CCTV for parents, door entry and staff checks.
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, gs1Valid, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v51/build_redaction.ts";
import { Mrg31k3p } from "./fixtures/heldout_v51/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v51/inj_encode.ts";

// Long texts (1 KB or more): a room diary around the value, or a room's last register events.
heldoutAuditSetTests("v51", { redaction: [14, 10], injection: [10, 8] });
heldoutInjectionShapeTests("v51", OBF_PAYLOADS);
heldoutCountTests("v51", () => build(new Mrg31k3p(SEED)));

const M1 = 2147483647;

Deno.test("held-out v51 kit: MRG31k3p gives the hand-derived outputs", () => {
  // x1 = 2^22·x1[n-2] + 129·x1[n-3] mod m1; x2 = 2^15·x2[n-1] + 32769·x2[n-3] mod m2.
  // From x1 = (1, 0, 0) and x2 = (0, 0, 1), oldest first: x1 = 129, x2 = 2^15, so
  // z = 129 - 32768 + m1 = 2147451008.
  const g = new Mrg31k3p({ s1: [1n, 0n, 0n], s2: [0n, 0n, 1n] });
  assert.equal(g.step(), 2147451008);
  // Next: x1 = 129·0 = 0 and x2 = 2^15·2^15 = 2^30, so z = m1 - 2^30 = 1073741823.
  assert.equal(g.step(), M1 - 2 ** 30);
  // Next: x1 = 2^22·129 = 541065216; x2 = 2^15·2^30 + 32769·1, where 2^31 ≡ 21069 (mod m2), so
  // 2^45 ≡ 21069·2^14 = 345194496 and x2 = 345227265; z = 541065216 - 345227265.
  assert.equal(g.step(), 541065216 - 345227265);
  // Equal components give 0, which is read as m1: x1 = 2^22 and x2 = 2^15·128 = 2^22.
  const eq = new Mrg31k3p({ s1: [0n, 1n, 0n], s2: [0n, 0n, 128n] });
  assert.equal(eq.step(), M1);
  // Number seeds are spread and warmed up; different seeds differ, the same seed repeats.
  assert.notEqual(new Mrg31k3p(1).step(), new Mrg31k3p(2).step());
  assert.equal(new Mrg31k3p(SEED).step(), new Mrg31k3p(SEED).step());
  const r = new Mrg31k3p(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v51 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readHeldout<Redaction[]>("v51", "redaction.json");
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
  assert.match(atob(basic.slice(6)), /^nurserycam-feed:[A-Za-z0-9]{16}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|cctv-sha256|policy-md5|observation-uuid)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 30);
  assert.ok(digests.every((c) => !c.sensitive));
});

// NHS number (mod 11) and UPN (mod 23 check letter), written here apart from the kit.
const nhsValid = (n: string) => {
  const d = [...n].map(Number);
  const check = (11 - (d.slice(0, 9).reduce((s, x, i) => s + x * (10 - i), 0) % 11)) % 11;
  return check !== 10 && check === d[9];
};
const upnValid = (u: string) =>
  "ABCDEFGHJKLMNPQRTUVWXYZ"[
    [...u.slice(1)].reduce((s, ch, i) => s + Number(ch) * (i + 2), 0) % 23
  ] === u[0];
const vatValid = (v: string) => {
  const d = [...v].map(Number);
  return (d.slice(0, 7).reduce((s, x, i) => s + x * (8 - i), 0) + Number(v.slice(7))) % 97 === 0;
};

Deno.test("held-out v51 redaction: IMEIs, GTINs, NHS numbers, UPNs and VAT numbers carry valid checks", async () => {
  const cases = await readHeldout<Redaction[]>("v51", "redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = [...c.text.matchAll(shape)].map((x) => x[0].replace(/ /g, "")).find(valid);
      assert.ok(m, `${kind}: ${c.text}`);
    }
  };
  check("imei-tablet", /\b35\d{13}\b/g, luhnValid);
  check("gtin-nappies", /\b50\d{11}\b/g, gs1Valid);
  check("nhs-number", /\b\d{3} \d{3} \d{4}\b/g, nhsValid);
  check("upn", /\b[A-Z]\d{12}\b/g, upnValid);
  check("vat-number", /\bGB \d{3} \d{4} \d{2}\b/g, (m) => vatValid(m.slice(2)));
});

Deno.test("held-out v51 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readHeldout<Redaction[]>("v51", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-trips").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-parent").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-conference"), /^36\d{12}$/);
  assert.match(digits("card-amex-director"), /^37\d{13}$/);
  assert.match(digits("card-mc-kitchen"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-fees"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-deposit"), /^4658\d{12}$/);
  assert.match(digits("card-discover-parent"), /^6011\d{12}$/);
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

Deno.test("held-out v51 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v51", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  for (const p of ["/api-keys/read~1write", "/webhooks/child~1checked-in/signingSecret"]) {
    assert.ok(paths.includes(p), p);
  }
  assert.ok(paths.includes("/devices/room~1baby-1/enrolToken"));
  assert.ok(
    !paths.some((p) =>
      /publishable|measurement|serial|image|commit|requestId|secretKeyRef|clientId|accessKeyId|Masked|accountSid|last4|nhs|urn|gtin|dbs|creditor|mandate/i
        .test(p)
    ),
  );
});

Deno.test("held-out v51 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v51", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)));
});
