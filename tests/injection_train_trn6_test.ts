// Shape and reproducibility of the trn6 injection set (issue 13): a check set first, then training
// data. Never scores it.
import assert from "node:assert/strict";
import {
  build,
  type InjectionCase,
  SEED,
  serialise,
} from "./fixtures/injection_train/trn6/build.ts";
import { MinStd } from "./fixtures/injection_train/trn6/rng.ts";

const DIR = new URL("./fixtures/injection_train/trn6/", import.meta.url);
const stored = await Deno.readTextFile(new URL("injection.json", DIR));
const cases: InjectionCase[] = JSON.parse(stored);
const attacks = cases.filter((c) => c.malicious);
const benign = cases.filter((c) => !c.malicious);
const ofCategory = (cat: string) => cases.filter((c) => c.category === cat);

Deno.test("trn6: rebuilding in memory gives the committed file byte for byte", () => {
  assert.equal(serialise(build()), stored);
});

Deno.test("trn6: the command-line builder writes the same bytes", async () => {
  const out = await Deno.makeTempDir();
  const cmd = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("build.ts", DIR).pathname, out],
  });
  assert.equal((await cmd.output()).code, 0);
  assert.equal(await Deno.readTextFile(`${out}/injection.json`), stored);
  await Deno.remove(out, { recursive: true });
});

Deno.test("trn6: another seed gives another order and other wrappings", () => {
  const other = build(SEED + 1);
  assert.notEqual(serialise(other), stored);
  assert.equal(other.length, cases.length);
});

Deno.test("trn6: ids are unique and no case text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn6: attack-heavy, fields as V2Injection defines them", () => {
  assert.ok(attacks.length >= 320 && attacks.length <= 360, `attacks ${attacks.length}`);
  assert.ok(benign.length >= 200 && benign.length <= 250, `benign ${benign.length}`);
  for (const c of cases) {
    assert.ok(c.source === "result" || c.source === "description", c.id);
    assert.ok(c.text.trim().length > 0 && c.category.length > 0, c.id);
    assert.ok(c.id.startsWith(c.malicious ? "trn6-a-" : "trn6-b-"), c.id);
  }
});

Deno.test("trn6: every attack voice and benign kind the set promises is present", () => {
  const want: [string, number][] = [
    ["polite-request", 15],
    ["policy", 15],
    ["note-to-assistant", 15],
    ["faq-answer", 8],
    ["system-notice", 15],
    ["fake-tool-result", 15],
    ["exfiltration", 15],
    ["tool-misuse", 15],
    ["in-voice", 10],
    ["implicit-order", 10],
    ["mixed-language", 10],
    ["split-fields", 6],
    ["imperatives-to-people", 40],
    ["security-writing", 15],
    ["ai-product-docs", 15],
  ];
  for (const [cat, min] of want) {
    const n = ofCategory(cat).length;
    assert.ok(n >= min, `${cat}: ${n}`);
  }
  // A category never carries both labels, so per-category figures stay readable.
  for (const cat of new Set(cases.map((c) => c.category))) {
    assert.equal(new Set(ofCategory(cat).map((c) => c.malicious)).size, 1, cat);
  }
});

Deno.test("trn6: tool descriptions name their tool; shadowing and benign naming name others", () => {
  const desc = cases.filter((c) => c.source === "description");
  assert.ok(desc.length >= 60 && desc.length <= 70, `descriptions ${desc.length}`);
  for (const c of desc) assert.equal(c.ownTools?.length, 1, c.id);
  const shadow = ofCategory("shadowing-description");
  assert.ok(shadow.length >= 12, `shadowing ${shadow.length}`);
  const naming = desc.filter((c) => !c.malicious && c.otherTools?.length);
  assert.ok(naming.length >= 8, `benign naming other tools ${naming.length}`);
  for (const c of [...shadow, ...naming]) {
    assert.ok(c.otherTools!.every((t) => c.text.includes(t)), c.id);
    assert.ok(!c.otherTools!.includes(c.ownTools![0]), c.id);
  }
});

Deno.test("trn6: 20+ languages besides English, each with both classes", () => {
  const langs = new Set(cases.map((c) => c.lang).filter((l) => l !== undefined));
  assert.equal(cases.some((c) => c.lang === "en"), false, "English is the absent lang");
  assert.ok(langs.size >= 20, `languages ${langs.size}`);
  for (const l of langs) {
    const mine = cases.filter((c) => c.lang === l);
    assert.ok(mine.filter((c) => c.malicious).length >= 4, l);
    assert.ok(mine.some((c) => !c.malicious), l);
  }
  // Mixed-language texts (English around another language) span many languages, in both classes.
  assert.ok(new Set(ofCategory("mixed-language").map((c) => c.lang)).size >= 10);
  assert.ok(ofCategory("mixed-language-benign").length >= 6);
});

Deno.test("trn6: obfuscated attacks really are obfuscated", () => {
  const cyrillicInLatin = /[a-z][\u0430-\u0456]|[\u0430-\u0456][a-z]/i;
  for (const c of ofCategory("homoglyph")) assert.match(c.text, cyrillicInLatin, c.id);
  for (const c of ofCategory("zero-width")) assert.match(c.text, /[\u200b-\u200d\u2060]/, c.id);
  const b64 = ofCategory("base64");
  assert.ok(b64.length >= 5);
  for (const c of b64) {
    const blob = c.text.match(/[A-Za-z0-9+/]{40,}={0,2}/);
    assert.ok(blob, c.id);
    assert.match(atob(blob[0]), /^[\x20-\x7e]+$/, c.id);
  }
  for (const c of ofCategory("hex")) assert.match(c.text, /\b(?:[0-9a-f]{2}){20,}\b/, c.id);
  for (const c of ofCategory("html-hidden")) {
    assert.match(c.text, /display:none|font-size:1px/, c.id);
  }
});

Deno.test("trn6: long texts (over 600 characters) in both classes", () => {
  const long = cases.filter((c) => c.text.length > 600);
  const share = long.length / cases.length;
  assert.ok(share > 0.08 && share < 0.25, `long share ${share}`);
  assert.ok(long.filter((c) => c.malicious).length >= 25, "long attacks");
  assert.ok(long.filter((c) => !c.malicious).length >= 20, "long benign");
});

Deno.test("trn6: MINSTD matches the published check values", () => {
  // Park & Miller (1988): from 1, the 10,000th draw with 16807 is 1043618065; the C++ standard
  // gives 399268537 for minstd_rand (48271).
  for (const [mul, want] of [[16807, 1043618065], [48271, 399268537]]) {
    const g = new MinStd(1, mul);
    let v = 0;
    for (let k = 0; k < 10000; k++) v = g.next();
    assert.equal(v, want, String(mul));
  }
});

Deno.test("trn6: the seeded generator is deterministic and bounded draws stay in range", () => {
  const draws = (g: MinStd) => Array.from({ length: 8 }, () => g.next());
  assert.deepEqual(draws(MinStd.seeded(7)), draws(MinStd.seeded(7)));
  assert.notDeepEqual(draws(MinStd.seeded(7)), draws(MinStd.seeded(8)));
  assert.notDeepEqual(draws(MinStd.seeded(7, "trn6")), draws(MinStd.seeded(7, "trn7")));
  const g = MinStd.seeded(1);
  const seen = new Set<number>();
  for (let k = 0; k < 1000; k++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort((x, y) => x - y), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => g.int(0), RangeError);
});
