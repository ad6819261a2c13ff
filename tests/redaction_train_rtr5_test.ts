// Shape of the rtr5 redaction set (tests/fixtures/redaction_train/rtr5/; a check set first, then
// training data). It never runs the redaction: it checks the schema, the counts by type, look-alike
// kind and language, that each secret sits in its text, that no text repeats, that JSON paths reach
// string leaves, and that the builder rebuilds both files byte for byte.
import assert from "node:assert/strict";
import { valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  buildJson,
  buildRedaction,
  type RedactionCase,
  render,
} from "./fixtures/redaction_train/rtr5/build.ts";
import { Mulberry32 } from "./fixtures/redaction_train/rtr5/kit.ts";
import { LANGS } from "./fixtures/redaction_train/rtr5/lang.ts";
import { TYPE_COUNTS } from "./fixtures/redaction_train/rtr5/secrets.ts";
import { LOOK_COUNTS } from "./fixtures/redaction_train/rtr5/scene.ts";
import type { JsonCase } from "./fixtures/redaction_train/rtr5/json_cases.ts";

const DIR = new URL("./fixtures/redaction_train/rtr5/", import.meta.url);
const read = (name: string) => Deno.readTextFileSync(new URL(name, DIR));
const cases = JSON.parse(read("redaction.json")) as RedactionCase[];
const jsonCases = JSON.parse(read("redaction_json.json")) as JsonCase[];
// kind is "<frame>.<type or look-alike kind>.<language>"; language codes may hold "-".
const part = (c: RedactionCase, i: number) => c.kind.split(".")[i];
const count = (xs: RedactionCase[], f: (c: RedactionCase) => boolean) => xs.filter(f).length;

Deno.test("rtr5 redaction cases follow the held-out schema", () => {
  for (const c of cases) {
    assert.equal(typeof c.text, "string");
    assert.equal(typeof c.sensitive, "boolean");
    assert.equal(c.kind.split(".").length, 3, c.kind);
    const keys = Object.keys(c).sort().join(",");
    assert.equal(keys, c.sensitive ? "kind,secret,sensitive,text" : "kind,sensitive,text");
  }
});

Deno.test("rtr5 has 380 sensitive and 400 benign texts by type, kind and 28 languages", () => {
  const sens = cases.filter((c) => c.sensitive), ben = cases.filter((c) => !c.sensitive);
  assert.equal(sens.length, 380);
  assert.equal(ben.length, 400);
  for (const [t, n] of Object.entries(TYPE_COUNTS)) {
    assert.equal(count(sens, (c) => part(c, 1) === t), n, t);
  }
  for (const [k, n] of Object.entries(LOOK_COUNTS)) {
    assert.equal(count(ben, (c) => part(c, 1) === k), n, k);
  }
  assert.equal(LANGS.length, 28);
  // Languages take turns, so each holds 13 or 14 secrets and 14 or 15 benign texts.
  for (const l of LANGS) {
    const s = count(sens, (c) => part(c, 2) === l.code),
      b = count(ben, (c) => part(c, 2) === l.code);
    assert(s === 13 || s === 14, `${l.code} sensitive ${s}`);
    assert(b === 14 || b === 15, `${l.code} benign ${b}`);
  }
  assert.equal(new Set(cases.map((c) => part(c, 2))).size, 28);
  assert(!cases.some((c) => part(c, 2) === "en"), "no English-only texts");
  // Long pasted logs (1 KB or more) on both sides, so length alone tells nothing.
  assert.equal(count(sens, (c) => c.text.length >= 1000), 8);
  assert.equal(count(ben, (c) => c.text.length >= 1000), 12);
  assert.equal(jsonCases.length, 45);
  assert.equal(jsonCases.filter((c) => c.sensitivePaths.length > 0).length, 35);
});

Deno.test("rtr5 secrets sit in their texts and never in a benign text", () => {
  const benign = cases.filter((c) => !c.sensitive).map((c) => c.text);
  for (const c of cases.filter((c) => c.sensitive)) {
    assert(c.secret && c.secret.length >= 4, `short secret in ${c.kind}`);
    assert(c.text.includes(c.secret!), `secret outside its text: ${c.kind}`);
    // Short PINs and codes can occur inside a benign number by chance; longer values cannot.
    if (c.secret!.length < 8) continue;
    assert(!benign.some((t) => t.includes(c.secret!)), `secret inside a benign text: ${c.kind}`);
  }
});

Deno.test("rtr5 JSON sensitive paths point at string leaves", () => {
  for (const c of jsonCases) {
    for (const p of c.sensitivePaths) assert.equal(typeof valueAt(c.value, p), "string", p);
  }
  assert(jsonCases.some((c) => c.sensitivePaths.some((p) => p.includes("~1"))));
  // Some leaves hold JSON text themselves; they must parse as written.
  const nested = jsonCases.flatMap((c) =>
    c.sensitivePaths.map((p) => valueAt(c.value, p) as string)
  )
    .filter((s) => s.startsWith("{"));
  assert(nested.length >= 5);
  for (const s of nested) JSON.parse(s);
});

Deno.test("rtr5 has no duplicate texts or JSON values", () => {
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
  assert.equal(new Set(jsonCases.map((c) => JSON.stringify(c.value))).size, jsonCases.length);
});

Deno.test("rtr5 builder rebuilds both files byte for byte", () => {
  assert.equal(render(buildRedaction()), read("redaction.json"));
  assert.equal(render(buildJson()), read("redaction_json.json"));
});

Deno.test("rtr5 Mulberry32 matches the reference step, is seeded and unbiased in bounds", () => {
  // The reference algorithm written out once more in plain arithmetic (BigInt), for seed 0.
  let s = 0n;
  const ref = () => {
    s = (s + 0x6d2b79f5n) & 0xffffffffn;
    const mul = (a: bigint, b: bigint) => (a * b) & 0xffffffffn;
    let z = s;
    z = mul(z ^ (z >> 15n), z | 1n);
    z = z ^ ((z + mul(z ^ (z >> 7n), z | 61n)) & 0xffffffffn);
    return Number(z ^ (z >> 14n));
  };
  const m = new Mulberry32(0);
  for (let i = 0; i < 64; i++) assert.equal(m.next(), ref());
  const a = new Mulberry32(7), b = new Mulberry32(7), c = new Mulberry32(8);
  const xs = Array.from({ length: 8 }, () => a.next());
  assert.deepEqual(Array.from({ length: 8 }, () => b.next()), xs);
  assert.notDeepEqual(Array.from({ length: 8 }, () => c.next()), xs);
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 7000; i++) counts[a.int(7)]++;
  // Each bucket expects 1000; 850..1150 is more than four standard deviations either side.
  for (const n of counts) assert(n > 850 && n < 1150, `bucket ${n}`);
});
