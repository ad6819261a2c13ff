// Shape and reproducibility of the trn11 injection set (issue 13): what a back-office agent reads
// in finance, procurement, HR and legal, balanced. A check set first, then training data. Never
// scores it.
import assert from "node:assert/strict";
import {
  build,
  type InjectionCase,
  SEED,
  serialise,
} from "./fixtures/injection_train/trn11/build.ts";
import { COMPANY_ONLY, OPEN_POOL } from "./fixtures/injection_train/trn11/carriers.ts";
import { PAYLOADS, PLACES } from "./fixtures/injection_train/trn11/hidden.ts";
import { splitMix64, Xoroshiro128pp } from "./fixtures/injection_train/trn11/rng.ts";

const DIR = new URL("./fixtures/injection_train/trn11/", import.meta.url);
const stored = await Deno.readTextFile(new URL("injection.json", DIR));
const cases: InjectionCase[] = JSON.parse(stored);
const attacks = cases.filter((c) => c.malicious);
const benign = cases.filter((c) => !c.malicious);
const ofCategory = (cat: string) => cases.filter((c) => c.category === cat);
const carrier = (c: InjectionCase) => c.id.split("-").slice(3).join("-");
const GOALS = [
  "change-payee-bank",
  "approve-payment",
  "skip-three-way-match",
  "mark-verified",
  "rank-candidate",
  "leak-personal-data",
  "send-document-out",
  "accept-clause",
  "reveal-rules",
  "fake-authority",
  "fake-tool-result",
  "addressed-to-ai",
];

Deno.test("trn11: rebuilding in memory gives the committed file byte for byte", () => {
  assert.equal(serialise(build()), stored);
});

Deno.test("trn11: the command-line builder writes the same bytes", async () => {
  const out = await Deno.makeTempDir();
  const cmd = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("build.ts", DIR).pathname, out],
    stdout: "null",
  });
  assert.equal((await cmd.output()).code, 0);
  assert.equal(await Deno.readTextFile(`${out}/injection.json`), stored);
  await Deno.remove(out, { recursive: true });
});

Deno.test("trn11: another seed gives another order and other wrappings, same counts", () => {
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

Deno.test("trn11: ids are unique and no case text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn11: balanced, fields as V2Injection defines them", () => {
  assert.equal(attacks.length, 300);
  assert.equal(benign.length, 300);
  for (const c of cases) {
    assert.equal(c.source, "result", c.id);
    assert.ok(c.text.trim().length > 0 && c.category.length > 0, c.id);
    assert.ok(c.id.startsWith(c.malicious ? "trn11-a-" : "trn11-b-"), c.id);
  }
});

Deno.test("trn11: every goal, hiding place and benign kind the set promises is present", () => {
  const want: [string, number][] = [
    ...GOALS.map((g): [string, number] => [g, 10]),
    ...Object.keys(PLACES).map((p): [string, number] => [p, 8]),
    ["foreign-language", 84],
    ["payment-instructions", 40],
    ["ap-controls", 35],
    ["people-requests", 20],
    ["contract-clauses", 35],
    ["hr-recruiting", 35],
    ["fraud-awareness", 30],
    ["bot-docs", 25],
    ["hidden-benign", 20],
    ["foreign-benign", 60],
  ];
  assert.equal(Object.keys(PLACES).length, 12);
  for (const [cat, n] of want) assert.equal(ofCategory(cat).length, n, cat);
  assert.equal(want.reduce((s, [, n]) => s + n, 0), cases.length, "no stray category");
  // A category never carries both labels, so per-category figures stay readable.
  for (const cat of new Set(cases.map((c) => c.category))) {
    assert.equal(new Set(ofCategory(cat).map((c) => c.malicious)).size, 1, cat);
  }
});

Deno.test("trn11: each hidden payload recurs in four different hiding places", () => {
  for (const p of PAYLOADS) {
    const places = new Set(
      attacks.filter((c) => c.category in PLACES && carries(c.text, p)).map((c) => c.category),
    );
    assert.equal(places.size, 4, p);
  }
});

/** Whether a hidden text carries a payload, undoing each hiding method the set uses. */
function carries(text: string, payload: string): boolean {
  const tagged = [...text].filter((ch) => ch.codePointAt(0)! >= 0xe0020)
    .map((ch) => String.fromCharCode(ch.codePointAt(0)! - 0xe0000)).join("");
  const blob = text.match(/[A-Za-z0-9+/]{40,}={0,2}/);
  const plain = text.replace(/\u200b/g, "").replace(/\n\[page break\]\n\[page \+1\]/g, "")
    .replace(
      /[\u0430\u0435\u043e\u0440\u0441\u0445\u0456]/g,
      (c) => "aeopcxi"["аеорсхі".indexOf(c)],
    );
  return plain.includes(payload) || tagged === payload ||
    (blob !== null && atob(blob[0]) === payload);
}

Deno.test("trn11: the agent's reading spans many artefacts, in both classes", () => {
  const hiddenCarriers = Object.values(PLACES).map((p) => p.carrier);
  for (const k of new Set([...OPEN_POOL, ...hiddenCarriers])) {
    assert.ok(attacks.some((c) => carrier(c) === k), `attack in ${k}`);
    assert.ok(benign.some((c) => carrier(c) === k), `benign in ${k}`);
  }
  // The company's own policy pages and handbook hold benign texts alone.
  for (const k of COMPANY_ONLY) {
    assert.ok(benign.some((c) => carrier(c) === k), `benign in ${k}`);
    assert.ok(!attacks.some((c) => carrier(c) === k), `no attack in ${k}`);
  }
});

Deno.test("trn11: 10+ languages besides English, each with both classes", () => {
  const langs = new Set(cases.map((c) => c.lang).filter((l) => l !== undefined));
  assert.equal(cases.some((c) => c.lang === "en"), false, "English is the absent lang");
  assert.ok(langs.size >= 10, `languages ${langs.size}`);
  for (const l of langs) {
    const mine = cases.filter((c) => c.lang === l);
    assert.equal(mine.filter((c) => c.malicious).length, 7, l);
    assert.equal(mine.filter((c) => !c.malicious).length, 5, l);
  }
});

Deno.test("trn11: English attacks avoid the stock words", () => {
  const english = attacks.filter((c) => c.lang === undefined);
  const stock = english.filter((c) => /\bignor|\binstruction/i.test(c.text));
  assert.ok(stock.length / english.length < 0.05, `stock words in ${stock.length}`);
});

Deno.test("trn11: hidden attacks really are hidden", () => {
  const cyrillicInLatin = /[a-z][\u0430-\u0456]|[\u0430-\u0456][a-z]/i;
  const all = (cat: string, re: RegExp) => {
    for (const c of ofCategory(cat)) assert.match(c.text, re, c.id);
  };
  all("homoglyph", cyrillicInLatin);
  all("zero-width", /(\u200b.){20}/);
  all("white-text", /color:#ffffff;font-size:1px">[^<]{30,}</);
  all("tiny-font", /font-size:0px">[^<]{30,}</);
  all("xml-comment", /<!-- [^>]{30,} -->/);
  all("metadata-field", /^Keywords: .{30,}$/m);
  all("csv-column", /^[\d-]+,Hotel,\d+\.00,lodging,".{30,}"$/m);
  all("form-remarks", /^remarks_internal: .{30,}$/m);
  all("pdf-footer", /\[footer, 4pt\] .{30,}$/);
  all("split-pages", /Processing note: .+\n\[page break\]\n\[page \+1\] .+/);
  for (const c of ofCategory("invisible-tags")) {
    assert.ok([...c.text].filter((ch) => ch.codePointAt(0)! >= 0xe0020).length >= 30, c.id);
  }
  for (const c of ofCategory("base64")) {
    const blob = c.text.match(/[A-Za-z0-9+/]{40,}={0,2}/);
    assert.ok(blob, c.id);
    assert.match(atob(blob[0]), /^[\x20-\x7e]+$/, c.id);
  }
  // The split order is whole on neither page.
  for (const c of ofCategory("split-pages")) {
    const [before, after] = c.text.split("[page break]");
    assert.ok(!PAYLOADS.some((p) => before.includes(p) || after.includes(p)), c.id);
  }
});

Deno.test("trn11: long texts (over 600 characters) in both classes", () => {
  const long = cases.filter((c) => c.text.length > 600);
  const share = long.length / cases.length;
  assert.ok(share > 0.08 && share < 0.25, `long share ${share}`);
  assert.ok(long.filter((c) => c.malicious).length >= 20, "long attacks");
  assert.ok(long.filter((c) => !c.malicious).length >= 20, "long benign");
});

Deno.test("trn11: Xoroshiro128++ matches the reference C code bit for bit", () => {
  // Values from the published xoroshiro128plusplus.c next() (gcc -O2): state 1, 2.
  const g = new Xoroshiro128pp([1n, 2n]);
  const draws: bigint[] = [];
  for (let k = 0; k < 1000; k++) draws.push(g.next64());
  assert.equal(draws[0], 393217n);
  assert.equal(draws[1], 669327710093319n);
  assert.equal(draws[2], 1732421326133921491n);
  assert.equal(draws[999], 3651010536605355909n);
  // State filled by splitmix64 from seed 0 (s[0], then s[1]), 10,000th output.
  const s = splitMix64(0n);
  const h = new Xoroshiro128pp([s(), s()]);
  let v = 0n;
  for (let k = 0; k < 10000; k++) v = h.next64();
  assert.equal(v, 10132799342751317624n);
  assert.throws(() => new Xoroshiro128pp([0n, 0n]), RangeError);
});

Deno.test("trn11: the seeded generator is deterministic and bounded draws stay in range", () => {
  const draws = (g: Xoroshiro128pp) => Array.from({ length: 8 }, () => g.next32());
  assert.deepEqual(draws(Xoroshiro128pp.seeded(7)), draws(Xoroshiro128pp.seeded(7)));
  assert.notDeepEqual(draws(Xoroshiro128pp.seeded(7)), draws(Xoroshiro128pp.seeded(8)));
  assert.notDeepEqual(
    draws(Xoroshiro128pp.seeded(7, "trn11")),
    draws(Xoroshiro128pp.seeded(7, "trn12")),
  );
  const g = Xoroshiro128pp.seeded(1);
  const seen = new Set<number>();
  for (let k = 0; k < 1000; k++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort((x, y) => x - y), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => g.int(0), RangeError);
});
