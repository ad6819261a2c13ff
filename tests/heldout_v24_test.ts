// Shape and reproducibility of the v24 held-out audit set; never scores it (see the helper).
// v24's emphasis is construction, real estate, agriculture and environmental field work an agent
// works in (project platforms and CDEs, estimating, property management, MLS feeds, smart locks,
// CAFM, farm management and precision ag, irrigation, sensor networks, permitting, GIS, carbon).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { decodeType7, luhnValid } from "./_helpers/heldout_checksums.ts";
import { build, SEED } from "./fixtures/heldout_v24/build_redaction.ts";
import { Mrg32k3a } from "./fixtures/heldout_v24/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v24/inj_encode.ts";

// Long texts (1 KB or more): soil-sensor uplink logs after notes, or before carrier texts.
heldoutAuditSetTests("v24", { redaction: [16, 8], injection: [10, 8] });

Deno.test("held-out v24 kit: MRG32k3a from the reference all-12345 state gives L'Ecuyer's first draws", () => {
  const g = new Mrg32k3a([12345, 12345, 12345, 12345, 12345, 12345]);
  const first = [0, 1, 2].map(() => g.uniform().toFixed(10));
  assert.deepEqual(first, ["0.1270111220", "0.3185275654", "0.3091860156"]);
});

/** MRG32k3a again in BigInt, written apart from the kit, so a slip in the doubles shows. */
function* mrgBig(s1: bigint[], s2: bigint[]): Generator<number> {
  const m1 = 4294967087n, m2 = 4294944443n;
  const mod = (x: bigint, m: bigint) => ((x % m) + m) % m;
  for (;;) {
    const p1 = mod(1403580n * s1[1] - 810728n * s1[0], m1);
    s1 = [s1[1], s1[2], p1];
    const p2 = mod(527612n * s2[2] - 1370589n * s2[0], m2);
    s2 = [s2[1], s2[2], p2];
    yield Number(p1 > p2 ? p1 - p2 : p1 - p2 + m1);
  }
}

Deno.test("held-out v24 kit: the doubles agree with a BigInt MRG32k3a over 5,000 draws from four seeds", () => {
  for (const seed of [1, 0x24e7a91d, 0xffffffff, SEED ^ 0x5a5a5a5a]) {
    const s = BigInt(seed >>> 0);
    const big = mrgBig([12345n, 12345n, s % 4294967087n || 12345n], [
      12345n,
      12345n,
      s % 4294944443n || 12345n,
    ]);
    for (let i = 0; i < 16; i++) big.next();
    const g = new Mrg32k3a(seed);
    for (let i = 0; i < 5000; i++) {
      assert.equal(g.next(), big.next().value, `seed ${seed} draw ${i}`);
    }
  }
});

heldoutInjectionShapeTests("v24", OBF_PAYLOADS);

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out v24 redaction: benign IMEIs and ICCIDs are Luhn-valid; DevEUIs and JoinEUIs are benign", async () => {
  const cases = await readHeldout<Redaction[]>("v24", "redaction.json");
  for (
    const [prefix, re] of [["look-imei", /IMEI (\d{15})/], [
      "look-iccid",
      /ICCID (\d{19})/,
    ]] as const
  ) {
    const here = cases.filter((c) => c.kind.startsWith(prefix));
    assert.equal(here.length, 2, prefix);
    for (const c of here) {
      const id = c.text.match(re)?.[1];
      assert.ok(!c.sensitive && id && luhnValid(id), `${prefix}: ${id}`);
    }
  }
  const euis = cases.filter((c) => /^look-(dev-eui|join-eui|gateway-eui|dev-addr)-/.test(c.kind));
  assert.equal(euis.length, 8);
  assert.ok(euis.every((c) => !c.sensitive && /EUI [0-9A-F]{16}|DevAddr [0-9A-F]{8}/.test(c.text)));
});

Deno.test("held-out v24 redaction: the hash policy (password hashes sensitive, checksums benign)", async () => {
  const cases = await readHeldout<Redaction[]>("v24", "redaction.json");
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 10);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (
    const prefix of ["$1$", "$5$", "$6$", "$2b$", "$argon2id$", "$y$", "{SSHA}", "Basic ", "$9$"]
  ) {
    assert.ok(secrets.some((s) => s.startsWith(prefix)), prefix);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[\x21-\x7e]{8,}$/, "type 7 decodes to a printable password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic.slice(6)), /^mlsfeed-svc:.{8,}$/, "Basic decodes to user:password");
  const checksums = cases.filter((c) =>
    /^look-(file-sha256|file-md5|firmware-sha256|cert-fingerprint|ssh-hostkey|ssh-pubkey|public-pem|container-digest)-/
      .test(c.kind)
  );
  assert.equal(checksums.length, 16);
  assert.ok(checksums.every((c) => !c.sensitive));
});

Deno.test("held-out v24 structured redaction: LoRaWAN root keys are paths, device EUIs are not", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readHeldout<Json[]>("v24", "redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.ok(paths.includes("/device/root_keys/app_key/key"));
  assert.ok(paths.includes("/device/root_keys/nwk_key/key"));
  assert.ok(!paths.some((p) => /eui/.test(p)));
});

heldoutCountTests("v24", () => build(new Mrg32k3a(SEED)));

Deno.test("held-out v24 redaction: IBANs follow their country's BBAN layout (letters where banks use letters)", async () => {
  const cases = await readHeldout<Redaction[]>("v24", "redaction.json");
  const layouts: Record<string, RegExp> = {
    NL: /^NL\d{2}[A-Z]{4}\d{10}$/,
    IE: /^IE\d{2}[A-Z]{4}\d{14}$/,
    IT: /^IT\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/,
    RO: /^RO\d{2}[A-Z]{4}[A-Z0-9]{16}$/,
    DE: /^DE\d{20}$/,
    PL: /^PL\d{26}$/,
  };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 14);
  for (const [cc, layout] of Object.entries(layouts)) {
    const c = ibans.find((c) => c.kind === `iban-${cc.toLowerCase()}`);
    assert.match((c?.secret ?? "").replace(/ /g, ""), layout, cc);
  }
});
