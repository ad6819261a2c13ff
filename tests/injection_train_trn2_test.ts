// Shape and reproducibility of the trn2 injection TRAINING set (issue 13). Training only: this test
// never scores it, it checks the file is what the seeded builder writes and has the promised mix.
import assert from "node:assert/strict";
import { build, render, SEED, type TrainCase } from "./fixtures/injection_train/trn2/build.ts";
import { Lfsr113 } from "./fixtures/injection_train/trn2/rng.ts";

const FILE = new URL("./fixtures/injection_train/trn2/injection.json", import.meta.url);
const cases: TrainCase[] = JSON.parse(await Deno.readTextFile(FILE));

Deno.test("trn2: LFSR113 matches L'Ecuyer's recurrence from the reference seeds 987654321", () => {
  // Expected words come from an independent big-integer implementation of the C reference.
  const g = Lfsr113.fromState(987654321, 987654321, 987654321, 987654321);
  const first = [g.next(), g.next(), g.next(), g.next()];
  assert.deepEqual(first, [0xeb975594, 0x471b9434, 0x9078435e, 0x49540227]);
  for (let i = 4; i < 999; i++) g.next();
  assert.equal(g.next(), 0x7c02deb9);
});

Deno.test("trn2: rebuilding with the seed gives the committed file byte for byte", async () => {
  assert.equal(render(build(SEED)), await Deno.readTextFile(FILE));
});

Deno.test("trn2: another seed gives another file (the seed drives the draws)", () => {
  assert.notEqual(render(build(SEED ^ 1)), render(build(SEED)));
});

Deno.test("trn2: ids are unique and no case text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn2: both classes, in about the planned sizes", () => {
  const attacks = cases.filter((c) => c.malicious).length;
  const benign = cases.length - attacks;
  assert.ok(attacks >= 400 && attacks <= 520, `attacks ${attacks}`);
  assert.ok(benign >= 300 && benign <= 420, `benign ${benign}`);
});

Deno.test("trn2: fields follow the InjectionCase schema", () => {
  for (const c of cases) {
    assert.ok(c.source === "result" || c.source === "description", c.id);
    assert.equal(typeof c.malicious, "boolean", c.id);
    assert.ok(c.category.length > 0 && c.lang.length > 0 && c.text.length > 0, c.id);
    if (c.source === "description") assert.equal(c.ownTools?.length, 1, c.id);
    else assert.equal(c.ownTools, undefined, c.id);
    if (c.category === "shadowing-description") assert.ok((c.otherTools ?? []).length > 0, c.id);
  }
});

Deno.test("trn2: sixty tool descriptions, half of them attacks", () => {
  const tools = cases.filter((c) => c.source === "description");
  assert.equal(tools.length, 60);
  assert.equal(tools.filter((c) => c.malicious).length, 30);
});

Deno.test("trn2: languages counted: 30+ besides English, 40-50 % of each class not in English", () => {
  const counts = new Map<string, number>();
  for (const c of cases) counts.set(c.lang, (counts.get(c.lang) ?? 0) + 1);
  assert.ok(counts.size - 1 >= 30, `languages besides English: ${counts.size - 1}`);
  for (const lang of ["ja", "ko", "tr", "hi", "fa", "ar", "he", "th", "el", "ru", "zh"]) {
    assert.ok((counts.get(lang) ?? 0) >= 4, `${lang}: ${counts.get(lang)}`);
  }
  for (const malicious of [true, false]) {
    const side = cases.filter((c) => c.malicious === malicious);
    const share = side.filter((c) => c.lang !== "en").length / side.length;
    assert.ok(share >= 0.4 && share <= 0.5, `malicious=${malicious}: ${share.toFixed(3)}`);
  }
});

Deno.test("trn2: a third of the texts are longer than 600 characters, in both classes", () => {
  for (const malicious of [true, false]) {
    const side = cases.filter((c) => c.malicious === malicious && c.source === "result");
    const long = side.filter((c) => c.text.length > 600).length / side.length;
    assert.ok(long >= 0.28, `malicious=${malicious}: ${long.toFixed(3)}`);
  }
});
