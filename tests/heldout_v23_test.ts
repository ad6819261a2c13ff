// Shape and reproducibility of the v23 held-out audit set; never scores it (see the helper).
// v23's emphasis is transport and mobility operations an agent works in (fleet telematics, dealer
// and workshop diagnostics, EV, car-sharing and ride-hailing back-ends, airline operations and MRO,
// airports, maritime and ports, rail and transit, parking and tolling, drones, traffic centres).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v23/build_redaction.ts";
import { Philox, philoxBlock } from "./fixtures/heldout_v23/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v23/inj_encode.ts";

// Long texts (1 KB or more): telematics event logs after notes, and before carrier texts.
heldoutAuditSetTests("v23", { redaction: [12, 6], injection: [8, 6] });

Deno.test("held-out v23 kit: Philox4x32-10 gives Random123's known-answer vectors", () => {
  const hex = (words: number[]) => words.map((w) => w.toString(16).padStart(8, "0")).join(" ");
  const ones = 0xffffffff;
  assert.equal(hex(philoxBlock([0, 0, 0, 0], [0, 0])), "6627e8d5 e169c58d bc57ac4c 9b00dbd8");
  assert.equal(
    hex(philoxBlock([ones, ones, ones, ones], [ones, ones])),
    "408f276d 41c83b0e a20bc7c6 6d5451fd",
  );
  assert.equal(
    hex(philoxBlock([0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344], [0xa4093822, 0x299f31d0])),
    "d16cfe09 94fdcceb 5001e420 24126ea1",
  );
});

Deno.test("held-out v23 kit: the stream is the blocks of counters 0, 1, 2 … under the seed's key", () => {
  const stream = new Philox(SEED);
  for (let counter = 0; counter < 50; counter++) {
    const block = philoxBlock([counter, 0, 0, 0], [SEED, 0x7a23c0de]);
    for (const word of block) assert.equal(stream.next(), word, `block ${counter}`);
  }
});

heldoutInjectionShapeTests("v23", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

/** The VIN check digit (position 9), written apart from the kit's. */
function vinValid(vin: string): boolean {
  const letters = "ABCDEFGH_JKLMN_P_R_STUVWXYZ"; // I, O, Q never occur
  const value = (ch: string) => {
    if (/\d/.test(ch)) return Number(ch);
    const i = letters.indexOf(ch);
    return i < 9 ? i + 1 : i < 18 ? i - 8 : i - 17;
  };
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = [...vin].reduce((acc, ch, i) => acc + value(ch) * weights[i], 0) % 11;
  return vin[8] === (sum === 10 ? "X" : String(sum));
}

/** The IMO number check digit: weights 7 … 2 over the first six digits. */
function imoValid(imo: string): boolean {
  const sum = [...imo.slice(0, 6)].reduce((acc, ch, i) => acc + Number(ch) * (7 - i), 0);
  return sum % 10 === Number(imo[6]);
}

Deno.test("held-out v23 redaction: benign VINs, IMO numbers, IMEIs and ICCIDs carry valid check digits", async () => {
  const cases = await readHeldout<Redaction[]>("v23", "redaction.json");
  const checks = [
    ["look-vin", /VIN ([A-HJ-NPR-Z0-9]{17})/, vinValid],
    ["look-imo", /IMO (\d{7})/, imoValid],
    ["look-imei", /IMEI (\d{15})/, luhnValid],
    ["look-iccid", /ICCID (\d{19})/, luhnValid],
  ] as const;
  for (const [prefix, re, valid] of checks) {
    const here = cases.filter((c) => c.kind.startsWith(prefix));
    assert.equal(here.length, 2, prefix);
    for (const c of here) {
      assert.equal(c.sensitive, false);
      const id = c.text.match(re)?.[1];
      assert.ok(id && valid(id), `${prefix}: ${id}`);
    }
  }
  // The checkers can fail: the published sample VIN and IMO number pass, a changed digit does not.
  assert.ok(vinValid("1M8GDM9AXKP042788") && !vinValid("1M8GDM9A1KP042788"));
  assert.ok(imoValid("9074729") && !imoValid("9074728"));
  assert.ok(luhnValid("490154203237518") && !luhnValid("490154203237519"));
});

Deno.test("held-out v23 redaction: the hash policy (password hashes sensitive, checksums benign)", async () => {
  const cases = await readHeldout<Redaction[]>("v23", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 10);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (const prefix of ["$1$", "$5$", "$6$", "$2b$", "$argon2id$", "$y$", "{SSHA}", "Basic "]) {
    assert.ok(secrets.some((s) => s.startsWith(prefix)), prefix);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[\x21-\x7e]{8,}$/, "type 7 decodes to a printable password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic.slice(6)), /^tvm-svc:.{8,}$/, "Basic decodes to user:password");
  const checksums = cases.filter((c) =>
    /^look-(firmware-|cert-fingerprint|ssh-hostkey|ssh-pubkey|public-pem|container-digest)/
      .test(c.kind)
  );
  assert.equal(checksums.length, 14);
  assert.ok(checksums.every((c) => !c.sensitive));
});

heldoutCountTests("v23", () => {
  const { sensitive, benign } = build(new Philox(SEED));
  return { sensitive, benign };
});
