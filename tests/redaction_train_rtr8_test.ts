// Shape of the rtr8 redaction set (tests/fixtures/redaction_train/rtr8/; a check set first, then
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
} from "./fixtures/redaction_train/rtr8/build.ts";
import { Sfc64 } from "./fixtures/redaction_train/rtr8/kit.ts";
import { LABELS, LANG_TURNS, LANGS } from "./fixtures/redaction_train/rtr8/lang.ts";
import { TYPE_COUNTS } from "./fixtures/redaction_train/rtr8/secrets.ts";
import { LOOK_COUNTS } from "./fixtures/redaction_train/rtr8/benign.ts";
import type { JsonCase } from "./fixtures/redaction_train/rtr8/json_cases.ts";

const DIR = new URL("./fixtures/redaction_train/rtr8/", import.meta.url);
const read = (name: string) => Deno.readTextFileSync(new URL(name, DIR));
const cases = JSON.parse(read("redaction.json")) as RedactionCase[];
const jsonCases = JSON.parse(read("redaction_json.json")) as JsonCase[];
// kind is "<place>.<type or look-alike kind>.<language>".
const part = (c: RedactionCase, i: number) => c.kind.split(".")[i];
const count = (xs: RedactionCase[], f: (c: RedactionCase) => boolean) => xs.filter(f).length;
const sens = cases.filter((c) => c.sensitive), ben = cases.filter((c) => !c.sensitive);

Deno.test("rtr8 redaction cases follow the held-out schema", () => {
  for (const c of cases) {
    assert.equal(typeof c.text, "string");
    assert.equal(typeof c.sensitive, "boolean");
    assert.equal(c.kind.split(".").length, 3, c.kind);
    assert(part(c, 0) in FRAMES, c.kind);
    const keys = Object.keys(c).sort().join(",");
    assert.equal(keys, c.sensitive ? "kind,secret,sensitive,text" : "kind,sensitive,text");
  }
});

Deno.test("rtr8 has 380 sensitive and 400 benign texts by type, kind, place and language", () => {
  assert.equal(sens.length, 380);
  assert.equal(ben.length, 400);
  for (const [t, n] of Object.entries(TYPE_COUNTS)) {
    assert.equal(count(sens, (c) => part(c, 1) === t), n, t);
  }
  for (const [k, n] of Object.entries(LOOK_COUNTS)) {
    assert.equal(count(ben, (c) => part(c, 1) === k), n, k);
  }
  // Every one of the nine places holds secrets and look-alikes both.
  assert.equal(Object.keys(FRAMES).length, 9);
  for (const f of Object.keys(FRAMES)) {
    assert(count(sens, (c) => part(c, 0) === f) >= 40, `${f} sensitive`);
    assert(count(ben, (c) => part(c, 0) === f) >= 40, `${f} benign`);
  }
  // Languages take turns: English three in ten, each of the seven others one in ten.
  assert.equal(LANGS.length, 8);
  for (const l of LANGS) {
    const share = LANG_TURNS.filter((x) => x === l.code).length / LANG_TURNS.length;
    assert.equal(count(sens, (c) => part(c, 2) === l.code), 380 * share, l.code);
    assert.equal(count(ben, (c) => part(c, 2) === l.code), 400 * share, l.code);
  }
  // Long pastes (1 KB or more) on both sides, so length alone tells nothing.
  assert(count(sens, (c) => c.text.length >= 1000) >= 10);
  assert(count(ben, (c) => c.text.length >= 1000) >= 10);
  assert.equal(jsonCases.length, 45);
  assert.equal(jsonCases.filter((c) => c.sensitivePaths.length > 0).length, 35);
  assert(jsonCases.reduce((n, c) => n + c.sensitivePaths.length, 0) >= 40);
});

Deno.test("rtr8 mixes languages: English labels inside non-English messages", () => {
  // An English label counts only where the language's own list does not also use it; "token"
  // and "DSN" are left out because header and variable names carry them in every language.
  const mixed = count(sens, (c) => {
    const lang = part(c, 2) as keyof typeof LABELS.pw;
    if (lang === "en") return false;
    return Object.values(LABELS).some((byLang) =>
      byLang.en.some((l) =>
        l !== "token" && l !== "DSN" && !byLang[lang].includes(l) && c.text.includes(l)
      )
    );
  });
  assert(mixed >= 20, `mixed ${mixed}`);
});

Deno.test("rtr8 secrets sit in their texts and never in a benign text", () => {
  const benign = ben.map((c) => c.text);
  for (const c of sens) {
    assert(c.secret && c.secret.length >= 6, `short secret in ${c.kind}`);
    assert(c.text.includes(c.secret!), `secret outside its text: ${c.kind}`);
    assert(!benign.some((t) => t.includes(c.secret!)), `secret inside a benign text: ${c.kind}`);
  }
  assert.equal(new Set(sens.map((c) => c.secret)).size, sens.length);
});

Deno.test("rtr8 JSON sensitive paths point at string leaves", () => {
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

Deno.test("rtr8 has no duplicate texts or JSON values", () => {
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
  assert.equal(new Set(jsonCases.map((c) => JSON.stringify(c.value))).size, jsonCases.length);
});

Deno.test("rtr8 builder rebuilds both files byte for byte", () => {
  assert.equal(render(buildRedaction()), read("redaction.json"));
  assert.equal(render(buildJson()), read("redaction_json.json"));
});

Deno.test("rtr8 Sfc64 matches numpy's SFC64, is seeded and unbiased", () => {
  // numpy.random.SFC64 with its state set to a = b = c = counter = 1, random_raw(17); PractRand's
  // seeding of seed 1 is that state with twelve outputs discarded, so it yields the last five.
  const ref = [3n, 12n, 150994983n, 2533275394449547n, 10134339736267472n, 83601832087251527n];
  const g = Sfc64.fromState(1n, 1n, 1n, 1n);
  assert.deepEqual(ref.map(() => g.next64()), ref);
  const tail = [4575600246886300555n, 2331226524683249810n, 14339667976022206784n];
  const s = new Sfc64(1);
  assert.deepEqual(tail.map(() => s.next64()), tail);
  const x = new Sfc64(7), y = new Sfc64(7), z = new Sfc64(8);
  const xs = Array.from({ length: 8 }, () => x.next());
  assert.deepEqual(Array.from({ length: 8 }, () => y.next()), xs);
  assert.notDeepEqual(Array.from({ length: 8 }, () => z.next()), xs);
  const buckets = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 7000; i++) buckets[x.int(7)]++;
  // Each bucket expects 1000; 850..1150 is more than four standard deviations either side.
  for (const n of buckets) assert(n > 850 && n < 1150, `bucket ${n}`);
  assert.throws(() => x.int(2 ** 33), RangeError);
});
