// Shape checks for the trn3 injection training set: the stored JSON is what the seeded builder
// makes, ids and texts are unique, both classes and the promised mix of languages are present.
import assert from "node:assert/strict";
import { buildJson, type Case } from "./fixtures/injection_train/trn3/build.ts";

const FILE = new URL("./fixtures/injection_train/trn3/injection.json", import.meta.url);
const stored = await Deno.readTextFile(FILE);
const cases = JSON.parse(stored) as Case[];

function count<T>(items: T[], key: (t: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return m;
}

Deno.test("trn3: a rebuild is byte-identical to the stored file", () => {
  assert.equal(buildJson(), stored);
});

Deno.test("trn3: ids are unique and no text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn3: both classes, results and descriptions, all fields well typed", () => {
  const attacks = cases.filter((c) => c.malicious).length;
  const benign = cases.length - attacks;
  assert(attacks > 0 && benign > 0, `attacks ${attacks}, benign ${benign}`);
  for (const c of cases) {
    assert(c.source === "result" || c.source === "description", c.id);
    assert(typeof c.category === "string" && c.category.length > 0, c.id);
    assert(typeof c.lang === "string" && /^[a-z]{2}(-[A-Z]{2})?$/.test(c.lang), c.id);
    assert(c.text.trim().length > 20, c.id);
  }
});

Deno.test("trn3: every category has at least four cases", () => {
  for (const [category, n] of count(cases, (c) => c.category)) {
    assert(n >= 4, `${category}: ${n}`);
  }
});
