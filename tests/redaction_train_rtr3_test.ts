// Shape of the rtr3 redaction TRAINING set (tests/fixtures/redaction_train/rtr3/). It never runs
// the redaction: it checks the schema, the counts, that each secret sits in its text, that no
// text repeats, and that the seeded builders rebuild both files byte for byte.
import assert from "node:assert/strict";
import { valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  buildJson,
  buildRedaction,
  type RedactionCase,
  render,
} from "./fixtures/redaction_train/rtr3/build.ts";
import { Jsf32 } from "./fixtures/redaction_train/rtr3/kit.ts";
import { LANGS } from "./fixtures/redaction_train/rtr3/lang.ts";
import type { JsonCase } from "./fixtures/redaction_train/rtr3/json_cases.ts";

const DIR = new URL("./fixtures/redaction_train/rtr3/", import.meta.url);
const read = (name: string) => Deno.readTextFileSync(new URL(name, DIR));
const cases = JSON.parse(read("redaction.json")) as RedactionCase[];
const jsonCases = JSON.parse(read("redaction_json.json")) as JsonCase[];

Deno.test("rtr3 redaction cases follow the held-out schema", () => {
  for (const c of cases) {
    assert.deepEqual(typeof c.text, "string");
    assert.deepEqual(typeof c.kind, "string");
    assert.deepEqual(typeof c.sensitive, "boolean");
    const keys = Object.keys(c).sort().join(",");
    assert.deepEqual(keys, c.sensitive ? "kind,secret,sensitive,text" : "kind,sensitive,text");
  }
});

Deno.test("rtr3 has 420 sensitive and 300 benign texts, 40 JSON cases, 29 languages", () => {
  assert.deepEqual(cases.filter((c) => c.sensitive).length, 420);
  assert.deepEqual(cases.filter((c) => !c.sensitive).length, 300);
  assert.deepEqual(jsonCases.length, 40);
  assert.deepEqual(jsonCases.filter((c) => c.sensitivePaths.length > 0).length, 32);
  const codes = new Set(LANGS.map((l) => l.code));
  const used = new Set(cases.map((c) => c.kind.split("-").at(-1)!).filter((x) => codes.has(x)));
  assert.deepEqual(used.size, LANGS.length);
  assert(used.size + 1 >= 25, "English plus at least 24 other languages");
});

Deno.test("rtr3 secrets sit in their texts and never in a benign text", () => {
  const benign = cases.filter((c) => !c.sensitive).map((c) => c.text);
  for (const c of cases.filter((c) => c.sensitive)) {
    assert(c.secret && c.secret.length >= 4, `short secret in ${c.kind}`);
    assert(c.text.includes(c.secret!), `secret outside its text: ${c.kind}`);
    // Short PINs and codes can occur inside a benign number by chance; longer values cannot.
    if (c.secret!.length < 8) continue;
    assert(!benign.some((t) => t.includes(c.secret!)), `secret inside a benign text: ${c.kind}`);
  }
});

Deno.test("rtr3 JSON sensitive paths point at string leaves", () => {
  for (const c of jsonCases) {
    for (const p of c.sensitivePaths) assert.deepEqual(typeof valueAt(c.value, p), "string", p);
  }
  assert(jsonCases.some((c) => c.sensitivePaths.some((p) => p.includes("~1"))));
});

Deno.test("rtr3 has no duplicate texts or JSON values", () => {
  assert.deepEqual(new Set(cases.map((c) => c.text)).size, cases.length);
  assert.deepEqual(new Set(jsonCases.map((c) => JSON.stringify(c.value))).size, jsonCases.length);
});

Deno.test("rtr3 builders rebuild both files byte for byte", () => {
  assert.deepEqual(render(buildRedaction()), read("redaction.json"));
  assert.deepEqual(render(buildJson()), read("redaction_json.json"));
});

Deno.test("rtr3 JSF32 stream is deterministic and its ranges unbiased in bounds", () => {
  const a = new Jsf32(7), b = new Jsf32(7), c = new Jsf32(8);
  const xs = Array.from({ length: 8 }, () => a.next());
  assert.deepEqual(Array.from({ length: 8 }, () => b.next()), xs);
  assert.notDeepEqual(Array.from({ length: 8 }, () => c.next()), xs);
  for (let i = 0; i < 1000; i++) {
    const v = a.int(7);
    assert(v >= 0 && v < 7 && Number.isInteger(v));
  }
});
