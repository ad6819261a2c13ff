// Shape and reproducibility of the v22 held-out audit set; never scores it (see the helper).
// v22's emphasis is energy, utilities, industry and telecom/network infrastructure an agent works
// in (SCADA/HMI and PLC engineering, historians and gateways, AMI, OCPP, solar/wind/battery
// portals, building management, network gear, NOC and change records, SIM provisioning, field
// service).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v22/build_redaction.ts";
import { Wyrand } from "./fixtures/heldout_v22/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v22/inj_encode.ts";

// Long texts (1 KB or more): SCADA event logs after notes, and before carrier texts.
heldoutAuditSetTests("v22", { redaction: [12, 6], injection: [8, 6] });

/** wyrand again in 16-bit limbs (Number arithmetic), apart from the kit's BigInt version. */
function limbWyrand(seed: number): () => number {
  const state = [seed & 0xffff, seed >>> 16, 0, 0];
  const inc = [0x642f, 0x78bd, 0x1d64, 0xa076];
  const mix = [0x28db, 0xa0b4, 0x7ed1, 0xe703];
  return () => {
    let carry = 0;
    for (let i = 0; i < 4; i++) {
      const sum = state[i] + inc[i] + carry;
      state[i] = sum & 0xffff;
      carry = sum >>> 16;
    }
    const other = state.map((limb, i) => limb ^ mix[i]);
    const product = new Array<number>(8).fill(0);
    for (let i = 0; i < 4; i++) {
      let c = 0;
      for (let j = 0; j < 4; j++) {
        const t = product[i + j] + state[i] * other[j] + c;
        product[i + j] = t % 0x10000;
        c = Math.floor(t / 0x10000);
      }
      product[i + 4] += c;
    }
    const out = [0, 1, 2, 3].map((i) => product[i] ^ product[i + 4]);
    return out[3] * 0x10000 + out[2];
  };
}

Deno.test("held-out v22 kit: wyrand agrees with a 16-bit-limb implementation", () => {
  for (const seed of [0, 1, SEED, 0xffffffff]) {
    const kit = new Wyrand(seed);
    const limbs = limbWyrand(seed);
    for (let i = 0; i < 3000; i++) assert.equal(kit.next(), limbs(), `seed ${seed} draw ${i}`);
  }
});

heldoutInjectionShapeTests("v22", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v22 redaction: benign IMEIs and ICCIDs carry valid Luhn digits", async () => {
  const cases = await readHeldout<Redaction[]>("v22", "redaction.json");
  for (
    const [prefix, re] of [["look-imei", /IMEI (\d{15})/], [
      "look-iccid",
      /ICCID (\d{19})/,
    ]] as const
  ) {
    const here = cases.filter((c) => c.kind.startsWith(prefix));
    assert.equal(here.length, 2, prefix);
    for (const c of here) {
      assert.equal(c.sensitive, false);
      const id = c.text.match(re)?.[1];
      assert.ok(id && luhnValid(id), `${prefix}: ${id}`);
    }
  }
  assert.ok(luhnValid("490154203237518") && !luhnValid("490154203237519"));
});

Deno.test("held-out v22 redaction: the hash policy (password hashes sensitive, checksums benign)", async () => {
  const cases = await readHeldout<Redaction[]>("v22", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (const prefix of ["$1$", "$5$", "$6$", "$2b$", "$argon2id$", "$8$", "$9$"]) {
    assert.ok(secrets.some((s) => s.startsWith(prefix)), prefix);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[\x21-\x7e]{8,}$/, "type 7 decodes to a printable password");
  const checksums = cases.filter((c) => /^look-firmware-|^look-cert-fingerprint/.test(c.kind));
  assert.equal(checksums.length, 6);
  assert.ok(checksums.every((c) => !c.sensitive));
});

heldoutCountTests("v22", () => {
  const { sensitive, benign } = build(new Wyrand(SEED));
  return { sensitive, benign };
});
