// Shape and reproducibility of the trn5 injection TRAINING set (issue 13). Never scores it.
import assert from "node:assert/strict";
import {
  build,
  type InjectionCase,
  SEED,
  serialise,
} from "./fixtures/injection_train/trn5/build.ts";
import { Rc4 } from "./fixtures/injection_train/trn5/rng.ts";

const DIR = new URL("./fixtures/injection_train/trn5/", import.meta.url);
const FILE = new URL("injection.json", DIR);
const stored = await Deno.readTextFile(FILE);
const cases: InjectionCase[] = JSON.parse(stored);

Deno.test("trn5: rebuilding in memory gives the committed file byte for byte", () => {
  assert.equal(serialise(build()), stored);
});

Deno.test("trn5: the command-line builder writes the same bytes", async () => {
  const out = await Deno.makeTempDir();
  const cmd = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("build.ts", DIR).pathname, out],
  });
  assert.equal((await cmd.output()).code, 0);
  assert.equal(await Deno.readTextFile(`${out}/injection.json`), stored);
  await Deno.remove(out, { recursive: true });
});

Deno.test("trn5: another seed gives another order", () => {
  assert.notEqual(serialise(build(SEED + 1)), stored);
});

Deno.test("trn5: ids are unique and no case text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn5: both classes, benign-heavy, fields as V2Injection defines them", () => {
  const attacks = cases.filter((c) => c.malicious).length;
  const benign = cases.length - attacks;
  assert.ok(attacks >= 230 && attacks <= 270, `attacks ${attacks}`);
  assert.ok(benign >= 520 && benign <= 600, `benign ${benign}`);
  for (const c of cases) {
    assert.ok(c.source === "result" || c.source === "description", c.id);
    assert.ok(c.text.trim().length > 0 && c.category.length > 0, c.id);
    assert.ok(c.id.startsWith(c.malicious ? "trn5-a-" : "trn5-b-"), c.id);
  }
});

Deno.test("trn5: about 80 tool descriptions, two thirds benign, each naming its tool", () => {
  const desc = cases.filter((c) => c.source === "description");
  assert.ok(desc.length >= 75 && desc.length <= 90, `descriptions ${desc.length}`);
  const benign = desc.filter((c) => !c.malicious).length;
  assert.ok(benign / desc.length > 0.6 && benign / desc.length < 0.72, `benign ${benign}`);
  for (const c of desc) assert.equal(c.ownTools?.length, 1, c.id);
  for (const c of cases.filter((c) => c.category === "shadowing-description")) {
    assert.ok(c.otherTools && c.otherTools.length > 0, c.id);
  }
  // Benign tools that name another tool legitimately are the look-alikes of shadowing.
  const naming = desc.filter((c) => !c.malicious && c.otherTools?.length);
  assert.ok(naming.length >= 8, `benign naming other tools ${naming.length}`);
  for (const c of naming) assert.ok(c.otherTools!.some((t) => c.text.includes(t)), c.id);
});

Deno.test("trn5: languages counted — 30+ besides English, about 45 % not English", () => {
  const langs = new Map<string, number>();
  for (const c of cases) langs.set(c.lang ?? "en", (langs.get(c.lang ?? "en") ?? 0) + 1);
  assert.equal(cases.some((c) => c.lang === "en"), false, "English is the absent lang");
  assert.ok(langs.size - 1 >= 30, `languages ${langs.size - 1}`);
  const share = 1 - langs.get("en")! / cases.length;
  assert.ok(share > 0.4 && share < 0.5, `non-English share ${share}`);
  // Verb-final languages and non-Latin scripts are each present with both classes.
  for (const l of ["ja", "ko", "tr", "hi", "fa", "bn", "ta", "ar", "he", "th", "el", "ru", "zh"]) {
    const mine = cases.filter((c) => c.lang === l);
    assert.ok(mine.some((c) => c.malicious) && mine.some((c) => !c.malicious), l);
  }
});

Deno.test("trn5: a third of the texts are long (over 600 characters)", () => {
  const long = cases.filter((c) => c.text.length > 600).length / cases.length;
  assert.ok(long > 0.28 && long < 0.4, `long share ${long}`);
});

Deno.test("trn5: RC4 keystream matches the published test vectors", () => {
  // Keystreams for keys "Key", "Wiki" and "Secret" (the RC4 article's test vectors).
  const vectors: [string, string][] = [
    ["Key", "eb9f7781b734ca72a719"],
    ["Wiki", "6044db6d41b7"],
    ["Secret", "04d46b053ca87b59"],
  ];
  for (const [key, hex] of vectors) {
    const g = new Rc4([...key].map((ch) => ch.charCodeAt(0)));
    const got = Array.from(
      { length: hex.length / 2 },
      () => g.byte().toString(16).padStart(2, "0"),
    );
    assert.equal(got.join(""), hex, key);
  }
});

Deno.test("trn5: the seeded generator is deterministic and bounded draws stay in range", () => {
  const draws = (g: Rc4) => Array.from({ length: 8 }, () => g.next());
  assert.deepEqual(draws(Rc4.seeded(7)), draws(Rc4.seeded(7)));
  assert.notDeepEqual(draws(Rc4.seeded(7)), draws(Rc4.seeded(8)));
  const g = Rc4.seeded(1);
  const seen = new Set<number>();
  for (let k = 0; k < 1000; k++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort((x, y) => x - y), [0, 1, 2, 3, 4, 5, 6]);
});
