// Shape and reproducibility of the v30 audit set (scored once by the lead in the fourth 2026-11-29
// session; a tuning set since); this test never scores it (see the helper).
// v30 is about the aerospace, space and defence industry an agent works in (MRO shops, avionics
// labs, satellite operators and ground stations, launch providers, drone makers, defence
// contractors and their supply chain, flight test, airworthiness records, simulators, SSA feeds).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7 } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v30/build_redaction.ts";
import { Xoshiro256p } from "./fixtures/heldout_v30/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v30/inj_encode.ts";

// Long texts (1 KB or more): a ground-station pass log or a record's history around the value.
heldoutAuditSetTests("v30", { redaction: [12, 8], injection: [8, 6] });

/** xoshiro256+ again, in 32-bit halves with Number arithmetic, written apart from the kit's. */
function halves(state: bigint[]) {
  const s = state.map((x) => [Number(x >> 32n), Number(x & 0xffffffffn)]);
  const xor = (a: number[], b: number[]) => [(a[0] ^ b[0]) >>> 0, (a[1] ^ b[1]) >>> 0];
  return () => {
    const lo = (s[0][1] + s[3][1]) >>> 0;
    const carry = lo < s[0][1] ? 1 : 0;
    const hi = (s[0][0] + s[3][0] + carry) >>> 0;
    const t = [((s[1][0] << 17) | (s[1][1] >>> 15)) >>> 0, (s[1][1] << 17) >>> 0];
    s[2] = xor(s[2], s[0]);
    s[3] = xor(s[3], s[1]);
    s[1] = xor(s[1], s[2]);
    s[0] = xor(s[0], s[3]);
    s[2] = xor(s[2], t);
    // rotl 45 = swap the halves (rotl 32), then rotl 13.
    const [h, l] = [s[3][1], s[3][0]];
    s[3] = [((h << 13) | (l >>> 19)) >>> 0, ((l << 13) | (h >>> 19)) >>> 0];
    return hi;
  };
}

Deno.test("held-out v30 kit: xoshiro256+ from state 1,2,3,4 gives the hand-derived first outputs", () => {
  const g = new Xoshiro256p(0, [1n, 2n, 3n, 4n]);
  // First: s0 + s3 = 5. Second, after one update: s0 = 7, s3 = rotl(6, 45) = 6 << 45.
  assert.equal(g.next64(), 5n);
  assert.equal(g.next64(), 7n + (6n << 45n));
});

Deno.test("held-out v30 kit: the BigInt generator equals a 32-bit-halves one; int() stays in range", () => {
  for (const seed of [SEED, 0, 1, 0xffffffff]) {
    const g = new Xoshiro256p(seed);
    const other = halves(g.s);
    for (let i = 0; i < 3000; i++) assert.equal(g.next(), other(), `seed ${seed} draw ${i}`);
  }
  const g = new Xoshiro256p(SEED);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v30", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v30 redaction: the hash policy (password hashes sensitive, checksums benign)", async () => {
  const cases = await readHeldout<Redaction[]>("v30", "redaction.json");
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
    /^mro-sync:[A-Za-z0-9]{14}$/,
    "Basic decodes to user:password",
  );
  const checksums = cases.filter((c) =>
    /^look-(file-sha256|file-md5|cert-fingerprint|ssh-hostkey|ssh-pubkey|public-pem|pgp-fingerprint|git-commit|container-digest)-/
      .test(c.kind)
  );
  assert.equal(checksums.length, 27);
  assert.ok(checksums.every((c) => !c.sensitive));
});

/** TLE line checksum: digits summed, each minus sign counts 1, modulo 10. */
function tleValid(line: string): boolean {
  let sum = 0;
  for (const ch of line.slice(0, 68)) sum += ch === "-" ? 1 : /\d/.test(ch) ? Number(ch) : 0;
  return Number(line[68]) === sum % 10;
}

Deno.test("held-out v30 redaction: sector identifiers are benign and keep their shapes", async () => {
  const cases = await readHeldout<Redaction[]>("v30", "redaction.json");
  const shapes: Record<string, RegExp> = {
    "tle": /1 \d{5}U \d{5}[A-C] {3}26\d{3}\.\d{8} {2}\.00000\d{3} {2}00000-0 {2}\d{5}-3 0 {2}999\d/,
    "nsn": /\b\d{4}-\d{2}-\d{3}-\d{4}\b/,
    "cospar": /\b20[0-2]\d-\d{3}[A-H]\b/,
    "norad": /NORAD [4-5]\d{4}\b/,
    "work-card": /WC-\d{2}-\d{3}-\d{2}-\d{4}/,
    "eccn": /\b\d[A-E]\d{3}(\.[a-z0-9]+)*/,
    "gift-voucher": /\b9\d{15}\b/,
  };
  for (const [kind, shape] of Object.entries(shapes)) {
    const here = cases.filter((c) => c.kind.startsWith(`look-${kind}-`));
    assert.equal(here.length, 3, kind);
    assert.ok(here.every((c) => !c.sensitive && shape.test(c.text)), kind);
  }
  for (const c of cases.filter((c) => c.kind.startsWith("look-tle-"))) {
    assert.ok(tleValid(c.text.match(/1 \d{5}U .{59}\d/)![0]), c.text);
  }
});

Deno.test("held-out v30 structured redaction: JSON-pointer escapes, and benign digests are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v30", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/pass~1scheduled/signingSecret"));
  assert.ok(paths.includes("/deviceTokens/gse~1tablet-07"));
  assert.ok(
    !paths.some((p) => /sha256|fingerprint|serial|digest|commit|public|norad|cage/i.test(p)),
  );
});

heldoutCountTests("v30", () => build(new Xoshiro256p(SEED)));

Deno.test("held-out v30 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v30", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 32);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 9);
  for (const c of shadow) {
    assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)), c.category);
  }
});

Deno.test("held-out v30 redaction: card prefixes sit in their networks' ranges", async () => {
  const cases = await readHeldout<Redaction[]>("v30", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-spares").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tokyo").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-expo"), /^36\d{12}$/);
  assert.match(digits("card-amex-sim"), /^3[47]\d{13}$/);
});
