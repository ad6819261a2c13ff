// Shape of the rtr9 redaction set (tests/fixtures/redaction_train/rtr9/; a check set first, then
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
} from "./fixtures/redaction_train/rtr9/build.ts";
import { Xoshiro256ss } from "./fixtures/redaction_train/rtr9/kit.ts";
import { CSV_HEAD, LANG_TURNS, LANGS, NOTES } from "./fixtures/redaction_train/rtr9/lang.ts";
import { TYPE_COUNTS } from "./fixtures/redaction_train/rtr9/secrets.ts";
import { LOOK_COUNTS } from "./fixtures/redaction_train/rtr9/benign.ts";
import type { JsonCase } from "./fixtures/redaction_train/rtr9/json_cases.ts";

const DIR = new URL("./fixtures/redaction_train/rtr9/", import.meta.url);
const read = (name: string) => Deno.readTextFileSync(new URL(name, DIR));
const cases = JSON.parse(read("redaction.json")) as RedactionCase[];
const jsonCases = JSON.parse(read("redaction_json.json")) as JsonCase[];
// kind is "<place>.<type or look-alike kind>.<language>".
const part = (c: RedactionCase, i: number) => c.kind.split(".")[i];
const count = (xs: RedactionCase[], f: (c: RedactionCase) => boolean) => xs.filter(f).length;
const sens = cases.filter((c) => c.sensitive), ben = cases.filter((c) => !c.sensitive);

Deno.test("rtr9 redaction cases follow the held-out schema", () => {
  for (const c of cases) {
    assert.equal(typeof c.text, "string");
    assert.equal(typeof c.sensitive, "boolean");
    assert.equal(c.kind.split(".").length, 3, c.kind);
    assert(part(c, 0) in FRAMES, c.kind);
    const keys = Object.keys(c).sort().join(",");
    assert.equal(keys, c.sensitive ? "kind,secret,sensitive,text" : "kind,sensitive,text");
  }
});

Deno.test("rtr9 has 380 sensitive and 400 benign texts by type, kind, place and language", () => {
  assert.equal(sens.length, 380);
  assert.equal(ben.length, 400);
  for (const [t, n] of Object.entries(TYPE_COUNTS)) {
    assert.equal(count(sens, (c) => part(c, 1) === t), n, t);
  }
  for (const [k, n] of Object.entries(LOOK_COUNTS)) {
    assert.equal(count(ben, (c) => part(c, 1) === k), n, k);
  }
  // Every one of the fourteen places holds secrets and look-alikes both.
  assert.equal(Object.keys(FRAMES).length, 14);
  for (const f of Object.keys(FRAMES)) {
    assert(count(sens, (c) => part(c, 0) === f) >= 25, `${f} sensitive`);
    assert(count(ben, (c) => part(c, 0) === f) >= 25, `${f} benign`);
  }
  // Languages take turns: English four in twenty, each of the eight others two.
  assert.equal(LANGS.length, 9);
  for (const l of LANGS) {
    const share = LANG_TURNS.filter((x) => x === l.code).length / LANG_TURNS.length;
    assert.equal(count(sens, (c) => part(c, 2) === l.code), 380 * share, l.code);
    assert.equal(count(ben, (c) => part(c, 2) === l.code), 400 * share, l.code);
  }
  // Whole config files (1 KB or more) on both sides, so length alone tells nothing.
  assert(count(sens, (c) => c.text.length >= 1000) >= 10);
  assert(count(ben, (c) => c.text.length >= 1000) >= 10);
  assert.equal(jsonCases.length, 45);
  assert.equal(jsonCases.filter((c) => c.sensitivePaths.length > 0).length, 35);
  assert(jsonCases.reduce((n, c) => n + c.sensitivePaths.length, 0) >= 40);
});

Deno.test("rtr9 texts carry their language in comments or column headers", () => {
  // Raw key files and .git-credentials have no room for a comment; everything else must show it.
  const shows = (c: RedactionCase) => {
    const l = part(c, 2) as keyof typeof NOTES;
    return NOTES[l].some((n) => c.text.includes(n)) || c.text.includes(CSV_HEAD[l].join(","));
  };
  assert(count(cases, shows) >= cases.length * 0.9, `${count(cases, shows)} of ${cases.length}`);
});

Deno.test("rtr9 secrets sit in their texts and never in a benign text", () => {
  const benign = ben.map((c) => c.text);
  for (const c of sens) {
    assert(c.secret && c.secret.length >= 8, `short secret in ${c.kind}`);
    assert(c.text.includes(c.secret!), `secret outside its text: ${c.kind}`);
    assert(!benign.some((t) => t.includes(c.secret!)), `secret inside a benign text: ${c.kind}`);
  }
  assert.equal(new Set(sens.map((c) => c.secret)).size, sens.length);
  // Kubernetes Secrets' data holds base64: those secrets are stored encoded, as the file has them.
  assert(
    count(sens, (c) => c.text.includes("kind: Secret\n") && c.text.includes("\ndata:\n")) >= 3,
  );
});

Deno.test("rtr9 JSON sensitive paths point at string leaves", () => {
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

Deno.test("rtr9 has no duplicate texts or JSON values", () => {
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
  assert.equal(new Set(jsonCases.map((c) => JSON.stringify(c.value))).size, jsonCases.length);
});

Deno.test("rtr9 builder rebuilds both files byte for byte", () => {
  assert.equal(render(buildRedaction()), read("redaction.json"));
  assert.equal(render(buildJson()), read("redaction_json.json"));
});

Deno.test("rtr9 Xoshiro256ss matches the reference C code, is seeded and unbiased", () => {
  // Blackman and Vigna's xoshiro256starstar.c compiled with gcc: state {1, 2, 3, 4}, six outputs;
  // then the state filled by four splitmix64.c outputs from x = 1, three outputs.
  const ref = [
    11520n,
    0n,
    1509978240n,
    1215971899390074240n,
    1216172134540287360n,
    607988272756665600n,
  ];
  const g = Xoshiro256ss.fromState(1n, 2n, 3n, 4n);
  assert.deepEqual(ref.map(() => g.next64()), ref);
  const seeded = [12966619160104079557n, 9600361134598540522n, 10590380919521690900n];
  const s = new Xoshiro256ss(1);
  assert.deepEqual(seeded.map(() => s.next64()), seeded);
  const x = new Xoshiro256ss(7), y = new Xoshiro256ss(7), z = new Xoshiro256ss(8);
  const xs = Array.from({ length: 8 }, () => x.next());
  assert.deepEqual(Array.from({ length: 8 }, () => y.next()), xs);
  assert.notDeepEqual(Array.from({ length: 8 }, () => z.next()), xs);
  const buckets = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 7000; i++) buckets[x.int(7)]++;
  // Each bucket expects 1000; 850..1150 is more than four standard deviations either side.
  for (const n of buckets) assert(n > 850 && n < 1150, `bucket ${n}`);
  assert.throws(() => x.int(2 ** 33), RangeError);
});
