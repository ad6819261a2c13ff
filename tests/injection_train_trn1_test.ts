// Shape and reproducibility of the trn1 injection TRAINING set (issue 13). Never scores it.
import assert from "node:assert/strict";
import { build, type InjectionCase, serialise } from "./fixtures/injection_train/trn1/build.ts";
import { Xoro64 } from "./fixtures/injection_train/trn1/rng.ts";

const FILE = new URL("./fixtures/injection_train/trn1/injection.json", import.meta.url);
const cases: InjectionCase[] = JSON.parse(await Deno.readTextFile(FILE));

Deno.test("trn1: rebuilding gives the committed file byte for byte", async () => {
  assert.equal(serialise(build()), await Deno.readTextFile(FILE));
});

Deno.test("trn1: ids are unique and no text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn1: both classes in the planned mix, descriptions carry their tool names", () => {
  const attacks = cases.filter((c) => c.malicious);
  assert.ok(attacks.length >= 420 && attacks.length <= 480, `attacks ${attacks.length}`);
  const benign = cases.length - attacks.length;
  assert.ok(benign >= 330 && benign <= 400, `benign ${benign}`);
  const descriptions = cases.filter((c) => c.source === "description");
  assert.equal(descriptions.filter((c) => c.malicious).length, 30);
  assert.equal(descriptions.filter((c) => !c.malicious).length, 30);
  for (const c of descriptions) assert.ok(c.ownTools && c.ownTools.length === 1, c.id);
  for (const c of cases.filter((c) => c.category === "shadowing-description")) {
    assert.ok(c.otherTools && c.otherTools.length > 0, c.id);
  }
  for (const c of cases) {
    assert.ok(c.source === "result" || c.source === "description", c.id);
    assert.ok(c.text.length > 0 && c.category.length > 0, c.id);
  }
});

Deno.test("trn1: languages counted — over 30 besides English, about 45 % not English", () => {
  const langs = new Map<string, number>();
  for (const c of cases) langs.set(c.lang ?? "en", (langs.get(c.lang ?? "en") ?? 0) + 1);
  const other = [...langs.keys()].filter((l) => l !== "en");
  assert.ok(other.length >= 30, `languages ${other.length}`);
  const share = 1 - langs.get("en")! / cases.length;
  assert.ok(share > 0.4 && share < 0.5, `non-English share ${share}`);
  for (const l of ["ja", "ko", "tr", "hi", "fa", "ar", "he", "th", "el", "ru", "zh"]) {
    assert.ok((langs.get(l) ?? 0) >= 10, l);
  }
  // English is the absent `lang`, as in the held-out schema.
  assert.equal(cases.some((c) => c.lang === "en"), false);
});

Deno.test("trn1: a third of the texts are long (over 600 characters)", () => {
  const long = cases.filter((c) => c.text.length > 600).length / cases.length;
  assert.ok(long > 0.3 && long < 0.4, `long share ${long}`);
});

Deno.test("trn1: the generator is deterministic per seed and differs across seeds", () => {
  const a = new Xoro64(1), b = new Xoro64(1), c = new Xoro64(2);
  const draws = (g: Xoro64) => Array.from({ length: 8 }, () => g.next());
  const first = draws(a);
  assert.deepEqual(first, draws(b));
  assert.notDeepEqual(first, draws(c));
  assert.ok(first.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32));
});
