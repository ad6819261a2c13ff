// Shape checks for the trn3 injection training set: the stored JSON is what the seeded builder
// makes, ids and texts are unique, both classes and the promised mix of languages are present.
import assert from "node:assert/strict";
import { buildJson, type Case, SEED } from "./fixtures/injection_train/trn3/build.ts";

const FILE = new URL("./fixtures/injection_train/trn3/injection.json", import.meta.url);
const stored = await Deno.readTextFile(FILE);
const cases = JSON.parse(stored) as Case[];

function count<T>(items: T[], key: (t: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return m;
}

Deno.test("trn3: a rebuild is byte-identical to the stored file", async () => {
  assert.equal(buildJson(), stored);
  // The command-line path too: the builder run as a script writes the same bytes.
  const dir = await Deno.makeTempDir();
  const builder = new URL("./fixtures/injection_train/trn3/build.ts", import.meta.url);
  const run = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", builder.pathname, dir],
    stdout: "null",
  })
    .output();
  assert.equal(run.code, 0);
  assert.equal(await Deno.readTextFile(`${dir}/injection.json`), stored);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("trn3: the seed matters (another seed gives another file)", () => {
  assert.notEqual(buildJson(SEED + 1), stored);
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

Deno.test("trn3: over 30 languages besides English, the required scripts, about 45 % not English", () => {
  const langs = count(cases, (c) => c.lang);
  const other = cases.filter((c) => c.lang !== "en");
  assert([...langs.keys()].filter((l) => l !== "en").length >= 30, [...langs.keys()].join(","));
  for (const l of ["ja", "ko", "tr", "hi", "fa", "ar", "he", "th", "el", "ru", "zh"]) {
    assert((langs.get(l) ?? 0) >= 5, `${l}: ${langs.get(l)}`);
  }
  const share = other.length / cases.length;
  assert(share > 0.4 && share < 0.55, `non-English share ${share}`);
  // Both classes in the other languages too, not only attacks.
  assert(other.some((c) => c.malicious) && other.some((c) => !c.malicious));
});

Deno.test("trn3: tool descriptions name their tool; shadowing names the other tool", () => {
  const descriptions = cases.filter((c) => c.source === "description");
  assert(descriptions.some((c) => c.malicious) && descriptions.some((c) => !c.malicious));
  for (const c of descriptions) assert.equal(c.ownTools?.length, 1, c.id);
  for (const c of cases.filter((c) => c.category === "shadowing-description")) {
    assert((c.otherTools?.length ?? 0) > 0, c.id);
  }
  for (const c of cases.filter((c) => c.source === "result")) assert.equal(c.ownTools, undefined);
});

Deno.test("trn3: about a third of the texts are over 600 characters, in both classes", () => {
  const long = cases.filter((c) => c.text.length > 600);
  assert(long.length / cases.length > 0.3, `${long.length} of ${cases.length}`);
  assert(long.some((c) => c.malicious) && long.some((c) => !c.malicious));
});
