// Shape of the rtr10 redaction set (tests/fixtures/redaction_train/rtr10/; a check set first, then
// training data). It never runs the redaction: it checks the schema, the counts by type, look-alike
// kind, place and language, that each secret sits in its text, that no text repeats, that JSON
// paths reach string leaves, and that the builder rebuilds both files byte for byte.
import assert from "node:assert/strict";
import { valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  buildJson,
  buildRedaction,
  FRAMES,
  type RedactionCase,
  render,
} from "./fixtures/redaction_train/rtr10/build.ts";
import { Jsf64 } from "./fixtures/redaction_train/rtr10/kit.ts";
import { LANG_TURNS, LANGS, phrases } from "./fixtures/redaction_train/rtr10/lang.ts";
import { TYPE_COUNTS } from "./fixtures/redaction_train/rtr10/secrets.ts";
import { LOOK_COUNTS } from "./fixtures/redaction_train/rtr10/benign.ts";
import type { JsonCase } from "./fixtures/redaction_train/rtr10/json_cases.ts";

const DIR = new URL("./fixtures/redaction_train/rtr10/", import.meta.url);
const read = (name: string) => Deno.readTextFileSync(new URL(name, DIR));
const cases = JSON.parse(read("redaction.json")) as RedactionCase[];
const jsonCases = JSON.parse(read("redaction_json.json")) as JsonCase[];
// kind is "<place>.<type or look-alike kind>.<language>".
const part = (c: RedactionCase, i: number) => c.kind.split(".")[i];
const count = (xs: RedactionCase[], f: (c: RedactionCase) => boolean) => xs.filter(f).length;
const sens = cases.filter((c) => c.sensitive), ben = cases.filter((c) => !c.sensitive);

Deno.test("rtr10 redaction cases follow the held-out schema", () => {
  for (const c of cases) {
    assert.equal(typeof c.text, "string");
    assert.equal(typeof c.sensitive, "boolean");
    assert.equal(c.kind.split(".").length, 3, c.kind);
    assert(part(c, 0) in FRAMES, c.kind);
    const keys = Object.keys(c).sort().join(",");
    assert.equal(keys, c.sensitive ? "kind,secret,sensitive,text" : "kind,sensitive,text");
  }
});

Deno.test("rtr10 has 380 sensitive and 400 benign texts by type, kind, place and language", () => {
  assert.equal(sens.length, 380);
  assert.equal(ben.length, 400);
  for (const [t, n] of Object.entries(TYPE_COUNTS)) {
    assert.equal(count(sens, (c) => part(c, 1) === t), n, t);
  }
  for (const [k, n] of Object.entries(LOOK_COUNTS)) {
    assert.equal(count(ben, (c) => part(c, 1) === k), n, k);
  }
  // Ten places, each with 38 secrets and 40 look-alikes.
  assert.equal(Object.keys(FRAMES).length, 10);
  for (const f of Object.keys(FRAMES)) {
    assert.equal(count(sens, (c) => part(c, 0) === f), 38, `${f} sensitive`);
    assert.equal(count(ben, (c) => part(c, 0) === f), 40, `${f} benign`);
  }
  // Eleven languages; English takes two turns in twelve, so it has about twice any other's share.
  assert.equal(LANGS.length, 11);
  assert.equal(LANG_TURNS.length, 12);
  for (const l of LANGS) {
    const n = count(cases, (c) => part(c, 2) === l.code);
    const want = cases.length * LANG_TURNS.filter((x) => x === l.code).length / 12;
    assert(Math.abs(n - want) <= 6, `${l.code}: ${n}, about ${want}`);
  }
  assert.equal(jsonCases.length, 45);
  assert.equal(jsonCases.filter((c) => c.sensitivePaths.length > 0).length, 35);
  assert(jsonCases.reduce((n, c) => n + c.sensitivePaths.length, 0) >= 40);
});

Deno.test("rtr10 texts carry their language in a log message or comment", () => {
  for (const c of cases) {
    assert(phrases(part(c, 2)).some((p) => c.text.includes(p)), c.kind);
  }
});

Deno.test("rtr10 secrets sit in their texts and never in a benign text", () => {
  const benign = ben.map((c) => c.text);
  for (const c of sens) {
    assert(c.secret && c.secret.length >= 8, `short secret in ${c.kind}`);
    assert(c.text.includes(c.secret!), `secret outside its text: ${c.kind}`);
    assert(!benign.some((t) => t.includes(c.secret!)), `secret inside a benign text: ${c.kind}`);
  }
  assert.equal(new Set(sens.map((c) => c.secret)).size, sens.length);
  // Some labels are indirect: a bare UUID after a vendor's header, a token inside a URL path.
  assert(count(sens, (c) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(c.secret!)) >= 16);
  assert(count(sens, (c) => c.text.includes(`/bot${c.secret}/`)) >= 1);
});

Deno.test("rtr10 JSON sensitive paths point at string leaves", () => {
  for (const c of jsonCases) {
    for (const p of c.sensitivePaths) assert.equal(typeof valueAt(c.value, p), "string", p);
  }
  assert(jsonCases.some((c) => c.sensitivePaths.some((p) => p.includes("~1"))));
});

Deno.test("rtr10 has no duplicate texts or JSON values", () => {
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
  assert.equal(new Set(jsonCases.map((c) => JSON.stringify(c.value))).size, jsonCases.length);
});

Deno.test("rtr10 builder rebuilds both files byte for byte", () => {
  assert.equal(render(buildRedaction()), read("redaction.json"));
  assert.equal(render(buildJson()), read("redaction_json.json"));
});

Deno.test("rtr10 Jsf64 matches Jenkins' reference C code, is seeded and unbiased", () => {
  // Bob Jenkins' small fast 64-bit ranval/raninit compiled with gcc: seed 1, then seed 20261130.
  const one = [
    12570492831699175752n,
    10238557730190538546n,
    10305956622633196132n,
    16238545247059299458n,
  ];
  const g = new Jsf64(1);
  assert.deepEqual(one.map(() => g.next64()), one);
  const ours = [8316172699924937511n, 6809757400589735640n, 17457268287946895587n];
  const s = new Jsf64(20261130);
  assert.deepEqual(ours.map(() => s.next64()), ours);
  const x = new Jsf64(7), y = new Jsf64(7), z = new Jsf64(8);
  const xs = Array.from({ length: 8 }, () => x.next());
  assert.deepEqual(Array.from({ length: 8 }, () => y.next()), xs);
  assert.notDeepEqual(Array.from({ length: 8 }, () => z.next()), xs);
  const buckets = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 7000; i++) buckets[x.int(7)]++;
  // Each bucket expects 1000; 850..1150 is more than four standard deviations either side.
  for (const n of buckets) assert(n > 850 && n < 1150, `bucket ${n}`);
  assert.throws(() => x.int(2 ** 33), RangeError);
});
