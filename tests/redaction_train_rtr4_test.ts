// Shape of the rtr4 redaction TRAINING set (tests/fixtures/redaction_train/rtr4/). It never runs
// the redaction: it checks the schema, the counts, that each secret sits in its text, that no text
// repeats, that JSON paths reach string leaves, and that the builders rebuild both files byte for byte.
import assert from "node:assert/strict";
import { valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  buildJson,
  buildRedaction,
  EN_BENIGN,
  EN_SENSITIVE,
  PER_LANG,
  type RedactionCase,
  render,
} from "./fixtures/redaction_train/rtr4/build.ts";
import { Sfc32 } from "./fixtures/redaction_train/rtr4/kit.ts";
import { LANGS } from "./fixtures/redaction_train/rtr4/lang.ts";
import type { JsonCase } from "./fixtures/redaction_train/rtr4/json_cases.ts";

const DIR = new URL("./fixtures/redaction_train/rtr4/", import.meta.url);
const read = (name: string) => Deno.readTextFileSync(new URL(name, DIR));
const cases = JSON.parse(read("redaction.json")) as RedactionCase[];
const jsonCases = JSON.parse(read("redaction_json.json")) as JsonCase[];
const lang = (c: RedactionCase) => c.kind.split("-").at(-1)!;

Deno.test("rtr4 redaction cases follow the held-out schema", () => {
  for (const c of cases) {
    assert.equal(typeof c.text, "string");
    assert.equal(typeof c.kind, "string");
    assert.equal(typeof c.sensitive, "boolean");
    const keys = Object.keys(c).sort().join(",");
    assert.equal(keys, c.sensitive ? "kind,secret,sensitive,text" : "kind,sensitive,text");
  }
});

Deno.test("rtr4 has 380 sensitive and 400 benign texts in 28 languages, 40 JSON cases", () => {
  const sens = cases.filter((c) => c.sensitive), ben = cases.filter((c) => !c.sensitive);
  assert.equal(sens.length, 380);
  assert.equal(ben.length, 400);
  assert(ben.length > sens.length, "more than half the texts are benign");
  assert.equal(sens.filter((c) => lang(c) === "en").length, EN_SENSITIVE);
  assert.equal(ben.filter((c) => lang(c) === "en").length, EN_BENIGN);
  for (const l of LANGS) {
    assert.equal(sens.filter((c) => lang(c) === l.code).length, PER_LANG, l.code);
    assert.equal(ben.filter((c) => lang(c) === l.code).length, PER_LANG, l.code);
  }
  assert.equal(new Set(cases.map(lang)).size, LANGS.length + 1);
  assert(LANGS.length + 1 >= 25);
  // Long pasted logs (1 KB or more) on both sides, so length alone tells nothing.
  assert.equal(sens.filter((c) => c.text.length >= 1000).length, 6);
  assert.equal(ben.filter((c) => c.text.length >= 1000).length, 12);
  assert.equal(jsonCases.length, 40);
  assert.equal(jsonCases.filter((c) => c.sensitivePaths.length > 0).length, 32);
});

Deno.test("rtr4 secrets sit in their texts and never in a benign text", () => {
  const benign = cases.filter((c) => !c.sensitive).map((c) => c.text);
  for (const c of cases.filter((c) => c.sensitive)) {
    assert(c.secret && c.secret.length >= 4, `short secret in ${c.kind}`);
    assert(c.text.includes(c.secret!), `secret outside its text: ${c.kind}`);
    // Short PINs and codes can occur inside a benign number by chance; longer values cannot.
    if (c.secret!.length < 8) continue;
    assert(!benign.some((t) => t.includes(c.secret!)), `secret inside a benign text: ${c.kind}`);
  }
});

Deno.test("rtr4 JSON sensitive paths point at string leaves", () => {
  for (const c of jsonCases) {
    for (const p of c.sensitivePaths) assert.equal(typeof valueAt(c.value, p), "string", p);
  }
  assert(jsonCases.some((c) => c.sensitivePaths.some((p) => p.includes("~1"))));
});

Deno.test("rtr4 has no duplicate texts or JSON values", () => {
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
  assert.equal(new Set(jsonCases.map((c) => JSON.stringify(c.value))).size, jsonCases.length);
});

Deno.test("rtr4 builders rebuild both files byte for byte", () => {
  assert.equal(render(buildRedaction()), read("redaction.json"));
  assert.equal(render(buildJson()), read("redaction_json.json"));
});

Deno.test("rtr4 SFC32 stream is deterministic, seed-dependent and unbiased in bounds", () => {
  const a = new Sfc32(7), b = new Sfc32(7), c = new Sfc32(8);
  const xs = Array.from({ length: 8 }, () => a.next());
  assert.deepEqual(Array.from({ length: 8 }, () => b.next()), xs);
  assert.notDeepEqual(Array.from({ length: 8 }, () => c.next()), xs);
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 7000; i++) counts[a.int(7)]++;
  // Each bucket expects 1000; 850..1150 is more than four standard deviations either side.
  for (const n of counts) assert(n > 850 && n < 1150, `bucket ${n}`);
});
