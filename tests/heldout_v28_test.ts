// Shape and reproducibility of the v28 held-out audit set; never scores it (see the helper).
// v28 is about professional services an agent works in (law firms and court e-filing, notaries,
// accounting, audit and tax, payroll, HR and benefits, insurance claims, recruiting and background
// checks, translation agencies, architecture and engineering consultancies).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7 } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v28/build_redaction.ts";
import { ChaCha, chachaBlock, seedKey } from "./fixtures/heldout_v28/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v28/inj_encode.ts";

// Long texts (1 KB or more): a timesheet export or a record's history around the value or order.
heldoutAuditSetTests("v28", { redaction: [12, 8], injection: [8, 6] });

const hex = (ws: ArrayLike<number>) =>
  Array.from(ws, (x) => x.toString(16).padStart(8, "0")).join(" ");

Deno.test("held-out v28 kit: the ChaCha20 block gives RFC 8439's test vector (section 2.3.2)", () => {
  // Key bytes 00..1f, nonce 00:00:00:09:00:00:00:4a:00:00:00:00, block counter 1, little-endian.
  const key = Array.from(
    { length: 8 },
    (_, i) => ((4 * i) | ((4 * i + 1) << 8) | ((4 * i + 2) << 16) | ((4 * i + 3) << 24)) >>> 0,
  );
  assert.equal(
    hex(chachaBlock(key, 1, [0x09000000, 0x4a000000, 0])),
    "e4e7f110 15593bd1 1fdd0f50 c47120a3 c7f4d1c7 0368c033 9aaa2204 4e6cd4c3 " +
      "466482d2 09aa9f07 05d7c214 a2028bd9 d19c12b5 b94e16de e883d0cb 4e3c50a2",
  );
});

Deno.test("held-out v28 kit: the stream is blocks 0, 1, 2… of the seed's key and int() stays in range", () => {
  const g = new ChaCha(SEED);
  for (let block = 0; block < 8; block++) {
    const words = chachaBlock(seedKey(SEED), block, [0, 0, 0]);
    for (let i = 0; i < 16; i++) assert.equal(g.next(), words[i], `block ${block} word ${i}`);
  }
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v28", OBF_PAYLOADS);
heldoutCountTests("v28", build);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v28 redaction: the hash policy (password hashes sensitive, checksums benign)", async () => {
  const cases = await readHeldout<Redaction[]>("v28", "redaction.json");
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
  assert.match(
    atob(basic.slice(6)),
    /^efile-relay:[A-Za-z0-9]{14}$/,
    "Basic decodes to user:password",
  );
  const checksums = cases.filter((c) =>
    /^look-(file-sha256|file-md5|cert-fingerprint|ssh-pubkey|pgp-fingerprint|git-commit|container-digest|esign-doc-hash)-/
      .test(c.kind)
  );
  assert.equal(checksums.length, 24);
  assert.ok(checksums.every((c) => !c.sensitive));
});

// Check digits written apart from the builder's (benign.ts), so a broken generator cannot vouch
// for itself: German VAT ids (ISO 7064 MOD 11,10), LEIs (ISO 17442, mod 97) and ABA routing numbers.
function vatDeValid(id: string): boolean {
  let product = 10;
  for (const c of id.slice(2, 10)) {
    const sum = (Number(c) + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === Number(id[10]);
}
const leiValid = (lei: string) =>
  BigInt([...lei].map((c) => parseInt(c, 36)).join("")) % 97n === 1n;
function abaValid(n: string): boolean {
  const w = [3, 7, 1];
  return [...n].reduce((s, d, i) => s + Number(d) * w[i % 3], 0) % 10 === 0;
}

Deno.test("held-out v28 redaction: trade identifiers are benign and carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v28", "redaction.json");
  const checks: Array<[string, RegExp, (s: string) => boolean]> = [
    ["vat-de", /DE\d{9}/, vatDeValid],
    ["lei", /\b[A-Z0-9]{4}00[A-Z0-9]{12}\d{2}\b/, leiValid],
    ["aba", /(?<![\d-])[0-3]\d{8}(?![\d-])/, abaValid],
  ];
  for (const [kind, shape, valid] of checks) {
    const here = cases.filter((c) => c.kind.startsWith(`look-${kind}-`));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.equal(c.sensitive, false, c.kind);
      const m = c.text.match(shape);
      assert.ok(m && valid(m[0]), `${kind}: ${m?.[0]}`);
    }
  }
});

Deno.test("held-out v28 structured redaction: JSON-pointer escapes, and benign digests are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v28", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.ok(paths.includes("/webhooks/greenhouse~1candidate.hired/secret"));
  assert.ok(paths.includes("/tax~1gateway/password"));
  assert.ok(
    !paths.some((p) =>
      /sha256|fingerprint|lei|ein|envelope|authorizedKey|clientId|client_id/i.test(p)
    ),
  );
});

Deno.test("held-out v28 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v28", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) {
    assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)), c.category);
  }
});

Deno.test("held-out v28 redaction: card prefixes sit in their networks' ranges", async () => {
  const cases = await readHeldout<Redaction[]>("v28", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-expert").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-translator").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-partner"), /^36\d{12}$/);
  assert.match(digits("card-amex-corporate"), /^3[47]\d{13}$/);
  const mir = Number(digits("card-mir-office").slice(0, 4));
  assert.ok(mir >= 2200 && mir <= 2204, `Mir ${mir}`);
});
