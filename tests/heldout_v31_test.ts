// Shape and reproducibility of the v31 audit set (scored once by the lead in the fifth 2026-11-29
// session; a tuning set since); this test never scores it (see the helper).
// v31 is about gaming money and high-risk payments an agent works in (casinos and sportsbooks,
// lotteries and bingo, esports and skin trading, high-risk PSPs, crypto exchanges, custody and
// OTC, remittance, pawn and BNPL, affiliate networks, KYC/AML/responsible gambling, fraud scoring).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v31/build_redaction.ts";
import { Xoroshiro, xoroshiro128pStep } from "./fixtures/heldout_v31/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v31/inj_encode.ts";

// Long texts (1 KB or more): a payout-run log or a record's history around the value or order.
heldoutAuditSetTests("v31", { redaction: [12, 8], injection: [8, 6] });

Deno.test("held-out v31 kit: xoroshiro128+ gives the reference outputs from state (1, 2)", () => {
  // Outputs of the reference C code (rotations 24, 16, 37) from s[0] = 1, s[1] = 2.
  const want = [0x3n, 0x6001030003n, 0x20c102c302000c03n, 0x810180670d23ad61n, 0x26d13a4941333a42n];
  let [s0, s1] = [1n, 2n];
  for (const w of want) {
    const [out, a, b] = xoroshiro128pStep(s0, s1);
    assert.equal(out, w);
    [s0, s1] = [a, b];
  }
  const g = new Xoroshiro(0, [1n, 2n]);
  assert.equal(g.next(), 0, "next() is the upper 32 bits of 0x3");
  assert.equal(g.next(), 0x60, "and of 0x6001030003");
});

Deno.test("held-out v31 kit: int() stays in range and reaches every value", () => {
  const g = new Xoroshiro(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v31", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v31 redaction: password hashes and encodings sensitive, checksums and public values benign", async () => {
  const cases = await readHeldout<Redaction[]>("v31", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 10);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (const prefix of ["$1$", "$5$", "$6$", "$2b$", "$argon2id$", "$y$", "{SSHA}", "pbkdf2_"]) {
    assert.ok(secrets.some((s) => s.startsWith(prefix)), prefix);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[A-Za-z0-9]{12}$/, "type 7 decodes to the 12-character password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic), /^payout-bot:[A-Za-z0-9]{16}$/, "Basic decodes to user:password");
  const publicKinds =
    /^look-(eth-txhash|btc-txid|eth-address|btc-address|tron-address|sol-address|block-hash|file-sha256|file-md5|cert-fingerprint|ssh-pubkey|public-pem|pk-live|pgp-fingerprint|git-commit|container-digest)-/;
  const publicValues = cases.filter((c) => publicKinds.test(c.kind));
  assert.equal(publicValues.length, 48);
  assert.ok(publicValues.every((c) => !c.sensitive));
});

Deno.test("held-out v31 redaction: seed phrases and redemption codes are sensitive, gift-card numbers benign", async () => {
  const cases = await readHeldout<Redaction[]>("v31", "redaction.json");
  const seeds = cases.filter((c) => c.kind.startsWith("seed-"));
  assert.equal(seeds.length, 4);
  for (const c of seeds) {
    assert.ok(c.sensitive && [12, 18, 20, 24].includes(c.secret!.split(" ").length), c.kind);
  }
  for (const kind of ["code-giftcard", "code-voucher", "code-bonus-claim", "code-totp-seed"]) {
    assert.ok(cases.find((c) => c.kind === kind)?.sensitive, kind);
  }
  const gifts = cases.filter((c) => c.kind.startsWith("look-gift-range-"));
  assert.equal(gifts.length, 3);
  for (const c of gifts) {
    const number = c.text.match(/6036( \d{4}){3}/)![0].replace(/ /g, "");
    assert.ok(!c.sensitive && luhnValid(number), c.text);
  }
});

Deno.test("held-out v31 redaction: card prefixes sit in their networks' ranges", async () => {
  const cases = await readHeldout<Redaction[]>("v31", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-bnpl").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-macau").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-amex-vip"), /^37\d{13}$/);
  assert.match(digits("card-unionpay"), /^62\d{17}$/);
});

Deno.test("held-out v31 structured redaction: JSON-pointer escapes, and public values are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v31", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.ok(paths.includes("/api-keys/read~1trade"));
  assert.ok(paths.includes("/webhooks/payout~1completed/signingSecret"));
  assert.ok(
    !paths.some((p) => /sha256|fingerprint|publishable|address|\/hash$|merchantId/i.test(p)),
  );
});

heldoutCountTests("v31", () => build(new Xoroshiro(SEED)));

Deno.test("held-out v31 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v31", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) {
    assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)), c.category);
  }
});
