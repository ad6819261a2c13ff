// Shape and reproducibility of the trn4 injection TRAINING set (issue 13). It never scores the set.
import assert from "node:assert/strict";
import {
  build,
  type InjectionCase,
  SEED,
  serialise,
} from "./fixtures/injection_train/trn4/build.ts";
import { LaggedFib } from "./fixtures/injection_train/trn4/rng.ts";

const FILE = new URL("./fixtures/injection_train/trn4/injection.json", import.meta.url);
const stored = await Deno.readTextFile(FILE);
const cases: InjectionCase[] = JSON.parse(stored);

function count(key: (c: InjectionCase) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cases) m.set(key(c), (m.get(key(c)) ?? 0) + 1);
  return m;
}

Deno.test("trn4: rebuilding gives the stored file byte for byte, also from the command line", async () => {
  assert.equal(serialise(build()), stored);
  const dir = await Deno.makeTempDir();
  const builder = new URL("./fixtures/injection_train/trn4/build.ts", import.meta.url);
  const run = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", builder.pathname, dir],
    stdout: "null",
  }).output();
  assert.equal(run.code, 0);
  assert.equal(await Deno.readTextFile(`${dir}/injection.json`), stored);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("trn4: another seed gives another file; the generator repeats per seed", () => {
  assert.notEqual(serialise(build(SEED + 1)), stored);
  const draws = (g: LaggedFib) => Array.from({ length: 8 }, () => g.next());
  assert.deepEqual(draws(new LaggedFib(7)), draws(new LaggedFib(7)));
  assert.notDeepEqual(draws(new LaggedFib(7)), draws(new LaggedFib(8)));
});

Deno.test("trn4: ids are unique and no case text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn4: both classes in the planned mix, with the emphasised categories", () => {
  const attacks = cases.filter((c) => c.malicious).length;
  const benign = cases.length - attacks;
  assert.ok(attacks >= 420 && attacks <= 490, `attacks ${attacks}`);
  assert.ok(benign >= 320 && benign <= 400, `benign ${benign}`);
  const cat = count((c) => `${c.malicious}/${c.category}`);
  assert.ok((cat.get("true/field-order") ?? 0) >= 100, "field orders with no addressee");
  for (const k of ["true/social-human", "true/quoted-attack", "true/split", "false/field-next"]) {
    assert.ok((cat.get(k) ?? 0) >= 8, k);
  }
  for (const k of ["false/colleague", "false/doc-quote", "false/plain-encoded"]) {
    assert.ok((cat.get(k) ?? 0) >= 8, k);
  }
  const obf = cases.filter((c) => c.malicious && c.category.startsWith("obf-")).length;
  assert.ok(obf >= 30, `obfuscated ${obf}`);
});

Deno.test("trn4: tool descriptions, half benign, carry their own tool names", () => {
  const d = cases.filter((c) => c.source === "description");
  assert.equal(d.filter((c) => c.malicious).length, 30);
  assert.equal(d.filter((c) => !c.malicious).length, 30);
  for (const c of d) assert.equal(c.ownTools?.length, 1, c.id);
  for (const c of cases.filter((c) => c.category === "shadowing-description")) {
    assert.ok((c.otherTools ?? []).length > 0, c.id);
  }
  for (const c of cases) assert.ok(c.source === "result" || c.source === "description", c.id);
});

Deno.test("trn4: languages counted — 30+ besides English, about 45 % not English", () => {
  const langs = count((c) => c.lang ?? "en");
  const other = [...langs.keys()].filter((l) => l !== "en");
  assert.ok(other.length >= 30, `languages ${other.length}`);
  const share = 1 - langs.get("en")! / cases.length;
  assert.ok(share > 0.4 && share < 0.5, `non-English share ${share}`);
  for (const l of ["ja", "ko", "tr", "hi", "fa", "ar", "he", "th", "el", "ru", "zh", "sr"]) {
    assert.ok((langs.get(l) ?? 0) >= 10, l);
  }
  // English is the absent `lang`, as in the held-out schema.
  assert.equal(cases.some((c) => c.lang === "en"), false);
});

Deno.test("trn4: about a third of the texts are long (over 600 characters)", () => {
  const long = cases.filter((c) => c.text.length > 600).length / cases.length;
  assert.ok(long > 0.3 && long < 0.45, `long share ${long}`);
});
