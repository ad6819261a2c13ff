// Shape of the rtr6 redaction set (tests/fixtures/redaction_train/rtr6/; a check set first, then
// training data). It never runs the redaction: it checks the schema, the counts by type, look-alike
// kind, frame and language, that each secret sits in its text, that no text repeats, that JSON
// paths reach string leaves, and that the builder rebuilds both files byte for byte.
import assert from "node:assert/strict";
import { valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  buildJson,
  buildRedaction,
  FRAMES,
  type RedactionCase,
  render,
} from "./fixtures/redaction_train/rtr6/build.ts";
import { Gjrand32 } from "./fixtures/redaction_train/rtr6/kit.ts";
import { LANG_TURNS, LANGS } from "./fixtures/redaction_train/rtr6/lang.ts";
import { TYPE_COUNTS } from "./fixtures/redaction_train/rtr6/secrets.ts";
import { LOOK_COUNTS } from "./fixtures/redaction_train/rtr6/benign.ts";
import type { JsonCase } from "./fixtures/redaction_train/rtr6/json_cases.ts";

const DIR = new URL("./fixtures/redaction_train/rtr6/", import.meta.url);
const read = (name: string) => Deno.readTextFileSync(new URL(name, DIR));
const cases = JSON.parse(read("redaction.json")) as RedactionCase[];
const jsonCases = JSON.parse(read("redaction_json.json")) as JsonCase[];
// kind is "<frame>.<type or look-alike kind>.<language>".
const part = (c: RedactionCase, i: number) => c.kind.split(".")[i];
const count = (xs: RedactionCase[], f: (c: RedactionCase) => boolean) => xs.filter(f).length;

Deno.test("rtr6 redaction cases follow the held-out schema", () => {
  for (const c of cases) {
    assert.equal(typeof c.text, "string");
    assert.equal(typeof c.sensitive, "boolean");
    assert.equal(c.kind.split(".").length, 3, c.kind);
    assert(part(c, 0) in FRAMES, c.kind);
    const keys = Object.keys(c).sort().join(",");
    assert.equal(keys, c.sensitive ? "kind,secret,sensitive,text" : "kind,sensitive,text");
  }
});

Deno.test("rtr6 has 380 sensitive and 400 benign texts by type, kind, frame and language", () => {
  const sens = cases.filter((c) => c.sensitive), ben = cases.filter((c) => !c.sensitive);
  assert.equal(sens.length, 380);
  assert.equal(ben.length, 400);
  for (const [t, n] of Object.entries(TYPE_COUNTS)) {
    assert.equal(count(sens, (c) => part(c, 1) === t), n, t);
  }
  for (const [k, n] of Object.entries(LOOK_COUNTS)) {
    assert.equal(count(ben, (c) => part(c, 1) === k), n, k);
  }
  // Every one of the 14 tool outputs holds secrets and look-alikes both.
  for (const f of Object.keys(FRAMES)) {
    assert(count(sens, (c) => part(c, 0) === f) >= 10, `${f} sensitive`);
    assert(count(ben, (c) => part(c, 0) === f) >= 10, `${f} benign`);
  }
  // Languages take turns: English three in ten, each of the seven others one in ten.
  assert.equal(LANGS.length, 8);
  for (const l of LANGS) {
    const share = LANG_TURNS.filter((x) => x === l.code).length / LANG_TURNS.length;
    assert.equal(count(sens, (c) => part(c, 2) === l.code), Math.round(380 * share), l.code);
    assert.equal(count(ben, (c) => part(c, 2) === l.code), 400 * share, l.code);
  }
  // Long pastes (1 KB or more) on both sides, so length alone tells nothing.
  assert.equal(count(sens, (c) => c.text.length >= 1000), 24);
  assert.equal(count(ben, (c) => c.text.length >= 1000), 22);
  assert.equal(jsonCases.length, 45);
  assert.equal(jsonCases.filter((c) => c.sensitivePaths.length > 0).length, 35);
});

Deno.test("rtr6 secrets sit in their texts and never in a benign text", () => {
  const benign = cases.filter((c) => !c.sensitive).map((c) => c.text);
  for (const c of cases.filter((c) => c.sensitive)) {
    assert(c.secret && c.secret.length >= 8, `short secret in ${c.kind}`);
    assert(c.text.includes(c.secret!), `secret outside its text: ${c.kind}`);
    assert(!benign.some((t) => t.includes(c.secret!)), `secret inside a benign text: ${c.kind}`);
  }
});

Deno.test("rtr6 JSON sensitive paths point at string leaves", () => {
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

Deno.test("rtr6 has no duplicate texts or JSON values", () => {
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
  assert.equal(new Set(jsonCases.map((c) => JSON.stringify(c.value))).size, jsonCases.length);
});

Deno.test("rtr6 builder rebuilds both files byte for byte", () => {
  assert.equal(render(buildRedaction()), read("redaction.json"));
  assert.equal(render(buildJson()), read("redaction_json.json"));
});

Deno.test("rtr6 Gjrand32 matches the reference step, is seeded and unbiased in bounds", () => {
  // Blackman's gjrand32 step written out once more in plain arithmetic (BigInt), with the same
  // seeding (a = seed, b = seed2, c = 2000001, d = 0, 14 outputs discarded).
  const M = 0xffffffffn;
  const rot = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & M;
  let a = 5n, b = 9n, c = 2000001n, d = 0n;
  const ref = () => {
    b = (b + c) & M, a = rot(a, 16n), c ^= b;
    d = (d + 0x96a5n) & M;
    a = (a + b) & M, c = rot(c, 11n), b ^= a;
    a = (a + c) & M, b = rot(b, 19n), c = (c + a) & M;
    b = (b + d) & M;
    return Number(a);
  };
  for (let i = 0; i < 14; i++) ref();
  const g = new Gjrand32(5, 9);
  for (let i = 0; i < 64; i++) assert.equal(g.next(), ref());
  const x = new Gjrand32(7), y = new Gjrand32(7), z = new Gjrand32(8);
  const xs = Array.from({ length: 8 }, () => x.next());
  assert.deepEqual(Array.from({ length: 8 }, () => y.next()), xs);
  assert.notDeepEqual(Array.from({ length: 8 }, () => z.next()), xs);
  const buckets = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 7000; i++) buckets[x.int(7)]++;
  // Each bucket expects 1000; 850..1150 is more than four standard deviations either side.
  for (const n of buckets) assert(n > 850 && n < 1150, `bucket ${n}`);
});
