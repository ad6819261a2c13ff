// Shape and reproducibility of the v20 held-out audit set; never scores it (see the helper).
// v20's emphasis is media, publishing, games and creative production an agent works in (game
// studios and stores, live streaming, music, video and podcast distribution, newsrooms, ad tech,
// render farms, fonts and stock agencies).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v20/build_redaction.ts";
import { Squares } from "./fixtures/heldout_v20/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v20/inj_encode.ts";

// Long texts (1 KB or more): job logs after notes, and production logs before carrier texts.
heldoutAuditSetTests("v20", { redaction: [10, 6], injection: [10, 6] });

/** 64-bit words as four 16-bit limbs, little end first: a second arithmetic, no BigInt. */
type Limbs = [number, number, number, number];
const toLimbs = (hi: number, lo: number): Limbs => [lo & 0xffff, lo >>> 16, hi & 0xffff, hi >>> 16];
function add(a: Limbs, b: Limbs): Limbs {
  const out: Limbs = [0, 0, 0, 0];
  let carry = 0;
  for (let i = 0; i < 4; i++) {
    const s = a[i] + b[i] + carry;
    out[i] = s & 0xffff;
    carry = s >>> 16;
  }
  return out;
}
function mul(a: Limbs, b: Limbs): Limbs {
  const out: Limbs = [0, 0, 0, 0];
  let carry = 0;
  for (let k = 0; k < 4; k++) {
    let s = carry;
    for (let i = 0; i <= k; i++) s += a[i] * b[k - i];
    out[k] = s % 65536;
    carry = Math.floor(s / 65536);
  }
  return out;
}
const swap = (x: Limbs): Limbs => [x[2], x[3], x[0], x[1]];

/** Widynski's squares32 again, from the paper's four rounds, in limb arithmetic. */
function* squaresReference(seed: number): Generator<number> {
  const lo = ((Math.imul(seed, 0x9e3779b9) ^ 0x6c8e9cf5) | 1) >>> 0;
  const key = toLimbs(seed >>> 0, lo);
  for (let ctr = 0;; ctr++) {
    const y = mul(toLimbs(Math.floor(ctr / 2 ** 32), ctr >>> 0), key);
    const z = add(y, key);
    let x = y;
    x = swap(add(mul(x, x), y));
    x = swap(add(mul(x, x), z));
    x = swap(add(mul(x, x), y));
    const last = add(mul(x, x), z);
    yield last[3] * 65536 + last[2];
  }
}

Deno.test("held-out v20 kit: Squares matches a 16-bit-limb reference for several seeds", () => {
  for (const seed of [0, 1, 0xdeadbeef, SEED]) {
    const kit = new Squares(seed);
    const ref = squaresReference(seed);
    for (let i = 0; i < 3000; i++) {
      assert.equal(kit.next(), ref.next().value, `seed ${seed} draw ${i}`);
    }
  }
});

heldoutInjectionShapeTests("v20", OBF_PAYLOADS);

/** GS1 mod 10 (UPC, EAN, ISBN-13) and ISSN mod 11, written again apart from the kit. */
function gs1Valid(digits: string): boolean {
  const sum = [...digits].reverse().reduce((a, c, i) => a + Number(c) * (i % 2 === 1 ? 3 : 1), 0);
  return sum % 10 === 0;
}
function issnValid(issn: string): boolean {
  const s = issn.replace("-", "");
  const sum = [...s].reduce((a, c, i) => a + (c === "X" ? 10 : Number(c)) * (8 - i), 0);
  return sum % 11 === 0;
}

Deno.test("held-out v20 redaction: benign product and publication codes carry valid check digits", async () => {
  const cases = await readHeldout<Array<{ text: string; kind: string }>>("v20", "redaction.json");
  const codes: Array<[string, RegExp, (s: string) => boolean]> = [
    ["look-isbn13", /ISBN (97[89]\d{10})/, gs1Valid],
    ["look-upc", /UPC (\d{12})/, gs1Valid],
    ["look-ean", /EAN-13: (\d{13})/, gs1Valid],
    ["look-issn", /ISSN (\d{4}-\d{3}[\dX])/, issnValid],
  ];
  for (const [prefix, re, valid] of codes) {
    const here = cases.filter((c) => c.kind.startsWith(prefix));
    assert.equal(here.length, 2, prefix);
    for (const c of here) {
      const code = c.text.match(re)?.[1];
      assert.ok(code && valid(code), `${prefix}: ${code}`);
    }
  }
});

heldoutCountTests("v20", () => build(new Squares(SEED)));
