// Shape and reproducibility of the trn10 injection set (issue 13): what a customer-facing support,
// sales or commerce agent reads, balanced. A check set first, then training data. Never scores it.
import assert from "node:assert/strict";
import {
  build,
  type InjectionCase,
  SEED,
  serialise,
} from "./fixtures/injection_train/trn10/build.ts";
import { OPEN_POOL } from "./fixtures/injection_train/trn10/carriers.ts";
import { RomuDuoJr, splitMix64 } from "./fixtures/injection_train/trn10/rng.ts";

const DIR = new URL("./fixtures/injection_train/trn10/", import.meta.url);
const stored = await Deno.readTextFile(new URL("injection.json", DIR));
const cases: InjectionCase[] = JSON.parse(stored);
const attacks = cases.filter((c) => c.malicious);
const benign = cases.filter((c) => !c.malicious);
const ofCategory = (cat: string) => cases.filter((c) => c.category === cat);
const carrier = (c: InjectionCase) => c.id.split("-").slice(3).join("-");

Deno.test("trn10: rebuilding in memory gives the committed file byte for byte", () => {
  assert.equal(serialise(build()), stored);
});

Deno.test("trn10: the command-line builder writes the same bytes", async () => {
  const out = await Deno.makeTempDir();
  const cmd = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("build.ts", DIR).pathname, out],
    stdout: "null",
  });
  assert.equal((await cmd.output()).code, 0);
  assert.equal(await Deno.readTextFile(`${out}/injection.json`), stored);
  await Deno.remove(out, { recursive: true });
});

Deno.test("trn10: another seed gives another order and other wrappings, same counts", () => {
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

Deno.test("trn10: ids are unique and no case text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn10: balanced, fields as V2Injection defines them", () => {
  assert.ok(attacks.length >= 290 && attacks.length <= 310, `attacks ${attacks.length}`);
  assert.ok(benign.length >= 290 && benign.length <= 310, `benign ${benign.length}`);
  for (const c of cases) {
    assert.equal(c.source, "result", c.id);
    assert.ok(c.text.trim().length > 0 && c.category.length > 0, c.id);
    assert.ok(c.id.startsWith(c.malicious ? "trn10-a-" : "trn10-b-"), c.id);
  }
});

Deno.test("trn10: every attack goal, hiding place and benign kind the set promises is present", () => {
  const want: [string, number][] = [
    ...[
      "refund-credit",
      "discount-giftcard",
      "change-account",
      "ticket-control",
      "reveal-customer-data",
      "reveal-prompt",
      "send-out",
      "approve-return",
      "fake-review-status",
      "fake-authority",
      "fake-tool-result",
      "addressed-to-ai",
    ].map((g): [string, number] => [g, 14]),
    ["foreign-language", 72],
    ...[
      "signature",
      "quoted-reply",
      "html-comment",
      "alt-text",
      "form-field",
      "csv-column",
      "zero-width",
      "invisible-tags",
      "base64",
      "homoglyph",
      "split-messages",
      "white-text",
    ].map((h): [string, number] => [h, 5]),
    ["customer-demands", 40],
    ["agent-macros", 40],
    ["internal-procedures", 30],
    ["seller-sales-talk", 20],
    ["policy-pages", 40],
    ["scam-awareness", 30],
    ["bot-docs", 24],
    ["hidden-benign", 16],
    ["foreign-benign", 60],
  ];
  for (const [cat, n] of want) assert.equal(ofCategory(cat).length, n, cat);
  assert.equal(want.reduce((s, [, n]) => s + n, 0), cases.length, "no stray category");
  // A category never carries both labels, so per-category figures stay readable.
  for (const cat of new Set(cases.map((c) => c.category))) {
    assert.equal(new Set(ofCategory(cat).map((c) => c.malicious)).size, 1, cat);
  }
});

Deno.test("trn10: the agent's reading spans many artefacts, in both classes", () => {
  for (const k of [...OPEN_POOL, "html-email", "order-export"]) {
    assert.ok(attacks.some((c) => carrier(c) === k), `attack in ${k}`);
    assert.ok(benign.some((c) => carrier(c) === k), `benign in ${k}`);
  }
  // Pages only the company writes hold benign texts alone.
  for (const k of ["help-article", "internal-wiki"]) {
    assert.ok(benign.some((c) => carrier(c) === k), `benign in ${k}`);
    assert.ok(!attacks.some((c) => carrier(c) === k), `no attack in ${k}`);
  }
});

Deno.test("trn10: 10+ languages besides English, each with both classes", () => {
  const langs = new Set(cases.map((c) => c.lang).filter((l) => l !== undefined));
  assert.equal(cases.some((c) => c.lang === "en"), false, "English is the absent lang");
  assert.ok(langs.size >= 10, `languages ${langs.size}`);
  for (const l of langs) {
    const mine = cases.filter((c) => c.lang === l);
    assert.equal(mine.filter((c) => c.malicious).length, 6, l);
    assert.equal(mine.filter((c) => !c.malicious).length, 5, l);
  }
});

Deno.test("trn10: English attacks avoid the stock words", () => {
  const english = attacks.filter((c) => c.lang === undefined);
  const stock = english.filter((c) => /\bignor|\binstruction/i.test(c.text));
  assert.ok(stock.length / english.length < 0.05, `stock words in ${stock.length}`);
});

Deno.test("trn10: hidden attacks really are hidden", () => {
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
  for (const c of ofCategory("white-text")) assert.match(c.text, /color:\s*#ffffff/i, c.id);
  for (const c of ofCategory("form-field")) assert.match(c.text, /^company: .{30,}$/m, c.id);
  for (const c of ofCategory("csv-column")) {
    assert.match(c.text, /^\d+,[A-Z]+-\d+,\d,".{30,}"$/m, c.id);
  }
  for (const c of ofCategory("quoted-reply")) assert.match(c.text, /^> Note: .{30,}$/m, c.id);
  for (const c of ofCategory("signature")) assert.match(c.text, /\n--\n[^]*P\.S\. .{30,}/, c.id);
  // A split order has no message that holds it whole: two visitor turns each carry a part.
  for (const c of ofCategory("split-messages")) {
    assert.equal(c.text.split("\n").filter((l) => l.startsWith("[chat] Visitor:")).length, 2, c.id);
  }
});

Deno.test("trn10: long texts (over 600 characters) in both classes", () => {
  const long = cases.filter((c) => c.text.length > 600);
  const share = long.length / cases.length;
  assert.ok(share > 0.08 && share < 0.25, `long share ${share}`);
  assert.ok(long.filter((c) => c.malicious).length >= 25, "long attacks");
  assert.ok(long.filter((c) => !c.malicious).length >= 25, "long benign");
});

Deno.test("trn10: RomuDuoJr matches the reference C code bit for bit", () => {
  // Values from romuDuoJr_random() in C (gcc -O2): state x, y = 1, 2, then next().
  const g = new RomuDuoJr([1n, 2n]);
  const draws: bigint[] = [];
  for (let k = 0; k < 1000; k++) draws.push(g.next64());
  assert.equal(draws[0], 1n);
  assert.equal(draws[1], 12035444495808507542n);
  assert.equal(draws[2], 178563687714390016n);
  assert.equal(draws[999], 17868408720384553113n);
  // State filled by splitmix64 from seed 0 (x, then y), 10,000th output.
  const s = splitMix64(0n);
  const h = new RomuDuoJr([s(), s()]);
  let v = 0n;
  for (let k = 0; k < 10000; k++) v = h.next64();
  assert.equal(v, 17485473206950599206n);
  assert.throws(() => new RomuDuoJr([0n, 0n]), RangeError);
});

Deno.test("trn10: the seeded generator is deterministic and bounded draws stay in range", () => {
  const draws = (g: RomuDuoJr) => Array.from({ length: 8 }, () => g.next32());
  assert.deepEqual(draws(RomuDuoJr.seeded(7)), draws(RomuDuoJr.seeded(7)));
  assert.notDeepEqual(draws(RomuDuoJr.seeded(7)), draws(RomuDuoJr.seeded(8)));
  assert.notDeepEqual(draws(RomuDuoJr.seeded(7, "trn10")), draws(RomuDuoJr.seeded(7, "trn11")));
  const g = RomuDuoJr.seeded(1);
  const seen = new Set<number>();
  for (let k = 0; k < 1000; k++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort((x, y) => x - y), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => g.int(0), RangeError);
});
