// Shape and reproducibility of the v26 held-out audit set; never scores it (see the helper).
// v26 is about sports, fitness, events, arts and the non-profit sector an agent works in (clubs and
// gyms, leagues and referees, wearables, venues and gate scanners, ticketing and box office,
// festivals, museums, galleries and auctions, performing rights, music distribution and streaming,
// fundraising, grants, volunteering, faith communities).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7 } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v26/build_redaction.ts";
import { Threefry, threefry2x32 } from "./fixtures/heldout_v26/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v26/inj_encode.ts";

// Long texts (1 KB or more): a gate-scanner log or a record's history around the value or order.
heldoutAuditSetTests("v26", { redaction: [12, 8], injection: [8, 6] });

Deno.test("held-out v26 kit: Threefry-2x32-20 gives the Random123 known-answer vectors", () => {
  const hex = (w: [number, number]) => w.map((x) => x.toString(16).padStart(8, "0")).join(" ");
  assert.equal(hex(threefry2x32([0, 0], [0, 0])), "6b200159 99ba4efe");
  assert.equal(
    hex(threefry2x32([0xffffffff, 0xffffffff], [0xffffffff, 0xffffffff])),
    "1cb996fc bb002be7",
  );
  assert.equal(
    hex(threefry2x32([0x13198a2e, 0x03707344], [0x243f6a88, 0x85a308d3])),
    "c4923a9c 483df7a0",
  );
});

Deno.test("held-out v26 kit: the stream is the blocks of counters 0, 1, 2… and int() stays in range", () => {
  const g = new Threefry(SEED);
  const key: [number, number] = [SEED >>> 0, (~SEED ^ 0x3c6ef372) >>> 0];
  for (let c = 0; c < 50; c++) {
    const [a, b] = threefry2x32(key, [c, 0]);
    assert.equal(g.next(), a, `block ${c} word 0`);
    assert.equal(g.next(), b, `block ${c} word 1`);
  }
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

heldoutInjectionShapeTests("v26", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v26 redaction: the hash policy (password hashes sensitive, checksums benign)", async () => {
  const cases = await readHeldout<Redaction[]>("v26", "redaction.json");
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
    /^gift-relay:[A-Za-z0-9]{14}$/,
    "Basic decodes to user:password",
  );
  const checksums = cases.filter((c) =>
    /^look-(file-sha256|file-md5|cert-fingerprint|ssh-hostkey|ssh-pubkey|public-pem|pgp-fingerprint|git-commit|container-digest)-/
      .test(c.kind)
  );
  assert.equal(checksums.length, 27);
  assert.ok(checksums.every((c) => !c.sensitive));
});

/** ISO 7064 MOD 11-2 over the first 15 characters, written apart from the builder's. */
function isniValid(isni: string): boolean {
  const s = isni.replace(/ /g, "");
  let p = 0;
  for (const d of s.slice(0, 15)) p = ((p + Number(d)) * 2) % 11;
  const check = (12 - p) % 11;
  return s[15] === (check === 10 ? "X" : String(check));
}

function ean13Valid(code: string): boolean {
  const d = [...code].map(Number);
  return d.reduce((s, x, i) => s + x * (i % 2 ? 3 : 1), 0) % 10 === 0;
}

Deno.test("held-out v26 redaction: sector identifiers are benign, keep their shapes and check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v26", "redaction.json");
  const shapes: Record<string, RegExp> = {
    "isrc": /[A-Z]{2}-[A-Z0-9]{3}-\d{2}-\d{5}/,
    "iswc": /T-\d{3}\.\d{3}\.\d{3}-\d/,
    "isni": /0000 \d{4} \d{4} \d{3}[\dX]/,
    "ean-ticket": /\b2\d{12}\b/,
    "rfid-uid": /04(:[0-9A-F]{2}){6}/,
    "accession": /\b(19|20)\d{2}\.\d+\.\d+a-b/,
  };
  for (const [kind, shape] of Object.entries(shapes)) {
    const here = cases.filter((c) => c.kind.startsWith(`look-${kind}-`));
    assert.equal(here.length, 3, kind);
    assert.ok(here.every((c) => !c.sensitive && shape.test(c.text)), kind);
  }
  for (const c of cases.filter((c) => c.kind.startsWith("look-isni-"))) {
    assert.ok(isniValid(c.text.match(/0000 \d{4} \d{4} \d{3}[\dX]/)![0]), c.text);
  }
  for (const c of cases.filter((c) => c.kind.startsWith("look-ean-ticket-"))) {
    assert.ok(ean13Valid(c.text.match(/\b2\d{12}\b/)![0]), c.text);
  }
});

Deno.test("held-out v26 structured redaction: a JSON-pointer escape, and benign digests are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v26", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.ok(paths.includes("/api-keys/read~1write"));
  assert.ok(paths.includes("/webhooks/donations~1created/signingSecret"));
  assert.ok(!paths.some((p) => /sha256|fingerprint|serial|isrc|public|commit|digest/i.test(p)));
});

heldoutCountTests("v26", () => build(new Threefry(SEED)));

Deno.test("held-out v26 injection: tool descriptions carry their tools, shadowing names another server's", async () => {
  type Case = { source: string; category: string; ownTools?: string[]; otherTools?: string[] };
  const cases = await readHeldout<Case[]>("v26", "injection.json");
  const desc = cases.filter((c) => c.source === "description");
  assert.equal(desc.length, 34);
  const shadow = desc.filter((c) => c.category === "shadowing-description");
  assert.equal(shadow.length, 10);
  for (const c of shadow) {
    assert.ok(c.otherTools?.every((t) => !(c.ownTools ?? []).includes(t)), c.category);
  }
});

Deno.test("held-out v26 redaction: card prefixes sit in their networks' ranges; Belgian IBANs carry the national check", async () => {
  const cases = await readHeldout<Redaction[]>("v26", "redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-tickets").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-tour").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-diners-gala"), /^36\d{12}$/);
  const be = digits("iban-be").slice(2);
  assert.equal(be.length, 12);
  assert.equal(Number(BigInt(be.slice(0, 10)) % 97n) || 97, Number(be.slice(10)), be);
});
