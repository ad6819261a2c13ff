// Shape and reproducibility of the trn9 injection set (issue 13): what a research, browsing and
// data-analysis agent reads, balanced. A check set first, then training data. Never scores it.
import assert from "node:assert/strict";
import {
  build,
  type InjectionCase,
  SEED,
  serialise,
} from "./fixtures/injection_train/trn9/build.ts";
import { RomuQuad, splitMix64 } from "./fixtures/injection_train/trn9/rng.ts";

const DIR = new URL("./fixtures/injection_train/trn9/", import.meta.url);
const stored = await Deno.readTextFile(new URL("injection.json", DIR));
const cases: InjectionCase[] = JSON.parse(stored);
const attacks = cases.filter((c) => c.malicious);
const benign = cases.filter((c) => !c.malicious);
const ofCategory = (cat: string) => cases.filter((c) => c.category === cat);
const carrier = (c: InjectionCase) => c.id.split("-").slice(3).join("-");

Deno.test("trn9: rebuilding in memory gives the committed file byte for byte", () => {
  assert.equal(serialise(build()), stored);
});

Deno.test("trn9: the command-line builder writes the same bytes", async () => {
  const out = await Deno.makeTempDir();
  const cmd = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("build.ts", DIR).pathname, out],
    stdout: "null",
  });
  assert.equal((await cmd.output()).code, 0);
  assert.equal(await Deno.readTextFile(`${out}/injection.json`), stored);
  await Deno.remove(out, { recursive: true });
});

Deno.test("trn9: another seed gives another order and other wrappings, same counts", () => {
  const other = build(SEED + 1);
  assert.notEqual(serialise(other), stored);
  assert.equal(other.length, cases.length);
  const texts = new Set(cases.map((c) => c.text));
  assert.ok(other.some((c) => !texts.has(c.text)), "wrappings differ");
  const count = (xs: InjectionCase[], cat: string) => xs.filter((c) => c.category === cat).length;
  for (const cat of new Set(cases.map((c) => c.category))) {
    assert.equal(count(other, cat), count(cases, cat), cat);
  }
});

Deno.test("trn9: ids are unique and no case text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn9: balanced, fields as V2Injection defines them", () => {
  assert.ok(attacks.length >= 290 && attacks.length <= 310, `attacks ${attacks.length}`);
  assert.ok(benign.length >= 290 && benign.length <= 310, `benign ${benign.length}`);
  for (const c of cases) {
    assert.equal(c.source, "result", c.id);
    assert.ok(c.text.trim().length > 0 && c.category.length > 0, c.id);
    assert.ok(c.id.startsWith(c.malicious ? "trn9-a-" : "trn9-b-"), c.id);
  }
});

Deno.test("trn9: every attack goal, hiding place and benign kind the set promises is present", () => {
  const want: [string, number][] = [
    ["change-answer", 16],
    ["promote-cite", 16],
    ["exfil-url", 16],
    ["tool-call", 16],
    ["reveal-prompt", 16],
    ["reveal-user-data", 16],
    ["ask-credentials", 16],
    ["new-system-prompt", 16],
    ["fake-tool-result", 16],
    ["addressed-to-ai", 16],
    ["implicit-order", 16],
    ["foreign-language", 60],
    ...[
      "policy-file",
      "metadata",
      "alt-text",
      "html-comment",
      "footnote",
      "table-cell",
      "json-field",
      "invisible-tags",
      "zero-width",
      "base64",
      "homoglyph",
      "split-rows",
      "split-snippets",
      "white-text",
    ].map((h): [string, number] => [h, 5]),
    ["imperatives-to-people", 140],
    ["security-writing", 36],
    ["jailbreak-cards", 16],
    ["ai-product-docs", 20],
    ["crawler-policy", 20],
    ["hidden-benign", 16],
    ["foreign-benign", 48],
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

Deno.test("trn9: the agent's reading spans many artefacts, in both classes", () => {
  const kinds = [
    "web-article",
    "wiki-page",
    "forum-thread",
    "qa-answer",
    "product-page",
    "paper-abstract",
    "pdf-text",
    "search-snippets",
    "rss-item",
    "dataset-card",
    "csv-rows",
    "api-json",
    "scraped-table",
    "transcript",
    "subtitles",
    "social-post",
    "translated-page",
    "robots-txt",
    "ai-policy",
    "long-web-page",
    "long-pdf",
    "long-transcript",
  ];
  for (const k of kinds) {
    assert.ok(attacks.some((c) => carrier(c) === k), `attack in ${k}`);
    assert.ok(benign.some((c) => carrier(c) === k), `benign in ${k}`);
  }
});

Deno.test("trn9: 10+ languages besides English, each with both classes", () => {
  const langs = new Set(cases.map((c) => c.lang).filter((l) => l !== undefined));
  assert.equal(cases.some((c) => c.lang === "en"), false, "English is the absent lang");
  assert.ok(langs.size >= 10, `languages ${langs.size}`);
  for (const l of langs) {
    const mine = cases.filter((c) => c.lang === l);
    assert.ok(mine.filter((c) => c.malicious).length >= 4, l);
    assert.ok(mine.filter((c) => !c.malicious).length >= 3, l);
  }
});

Deno.test("trn9: most English attacks avoid the stock words", () => {
  const english = attacks.filter((c) => c.lang === undefined);
  const stock = english.filter((c) => /\bignor|\binstruction/i.test(c.text));
  assert.ok(stock.length / english.length < 0.1, `stock words in ${stock.length}`);
});

Deno.test("trn9: hidden attacks really are hidden", () => {
  const cyrillicInLatin = /[a-z][\u0430-\u0456]|[\u0430-\u0456][a-z]/i;
  for (const c of ofCategory("homoglyph")) assert.match(c.text, cyrillicInLatin, c.id);
  for (const c of ofCategory("zero-width")) assert.match(c.text, /(\u200b.){20}/, c.id);
  for (const c of ofCategory("invisible-tags")) {
    const hidden = [...c.text].filter((ch) => ch.codePointAt(0)! >= 0xe0020).map((ch) =>
      String.fromCharCode(ch.codePointAt(0)! - 0xe0000)
    ).join("");
    assert.ok(hidden.length >= 30, c.id);
  }
  for (const c of ofCategory("base64")) {
    const blob = c.text.match(/[A-Za-z0-9+/]{40,}={0,2}/);
    assert.ok(blob, c.id);
    assert.match(atob(blob[0]), /^[\x20-\x7e]+$/, c.id);
  }
  for (const c of ofCategory("alt-text")) assert.match(c.text, /!\[[^\]]{30,}\]/, c.id);
  for (const c of ofCategory("html-comment")) assert.match(c.text, /<!--[^>]{30,}-->/, c.id);
  for (const c of ofCategory("metadata")) {
    assert.match(c.text, /<meta [^>]*content="[^"]{30,}"/, c.id);
  }
  for (const c of ofCategory("json-field")) assert.ok(JSON.parse(c.text)._meta, c.id);
  const invisible = /color:\s*(#fff|white)|font-size:\s*0|display:\s*none/i;
  for (const c of ofCategory("white-text")) assert.match(c.text, invisible, c.id);
  // A split order has no row or snippet that holds it whole: each line carries a part.
  for (const c of [...ofCategory("split-rows"), ...ofCategory("split-snippets")]) {
    assert.ok(c.text.split("\n").filter((l) => l.length > 25).length >= 2, c.id);
  }
});

Deno.test("trn9: long texts (over 600 characters) in both classes", () => {
  const long = cases.filter((c) => c.text.length > 600);
  const share = long.length / cases.length;
  assert.ok(share > 0.08 && share < 0.25, `long share ${share}`);
  assert.ok(long.filter((c) => c.malicious).length >= 25, "long attacks");
  assert.ok(long.filter((c) => !c.malicious).length >= 20, "long benign");
});

Deno.test("trn9: RomuQuad matches the reference C code bit for bit", () => {
  // Values from romuQuad_random() in C (gcc -O2): state w,x,y,z = 1,2,3,4, then next().
  const g = new RomuQuad([1n, 2n, 3n, 4n]);
  const draws: bigint[] = [];
  for (let k = 0; k < 1000; k++) draws.push(g.next64());
  assert.equal(draws[0], 2n);
  assert.equal(draws[1], 4503599627370500n);
  assert.equal(draws[2], 15187511025750758165n);
  assert.equal(draws[999], 11696813450902866858n);
  // State filled by splitmix64 from seed 0 (w, x, y, z in that order), 10,000th output.
  const h = new RomuQuad(Array.from({ length: 4 }, splitMix64(0n)));
  let v = 0n;
  for (let k = 0; k < 10000; k++) v = h.next64();
  assert.equal(v, 5206472821611336368n);
  assert.throws(() => new RomuQuad([0n, 0n, 0n, 0n]), RangeError);
});

Deno.test("trn9: the seeded generator is deterministic and bounded draws stay in range", () => {
  const draws = (g: RomuQuad) => Array.from({ length: 8 }, () => g.next32());
  assert.deepEqual(draws(RomuQuad.seeded(7)), draws(RomuQuad.seeded(7)));
  assert.notDeepEqual(draws(RomuQuad.seeded(7)), draws(RomuQuad.seeded(8)));
  assert.notDeepEqual(draws(RomuQuad.seeded(7, "trn9")), draws(RomuQuad.seeded(7, "trn10")));
  const g = RomuQuad.seeded(1);
  const seen = new Set<number>();
  for (let k = 0; k < 1000; k++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort((x, y) => x - y), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => g.int(0), RangeError);
});
