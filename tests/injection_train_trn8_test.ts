// Shape and reproducibility of the trn8 injection set (issue 13): what a personal or office
// assistant reads, balanced. A check set first, then training data. Never scores it.
import assert from "node:assert/strict";
import {
  build,
  type InjectionCase,
  SEED,
  serialise,
} from "./fixtures/injection_train/trn8/build.ts";
import { splitMix64, Xoshiro512ss } from "./fixtures/injection_train/trn8/rng.ts";

const DIR = new URL("./fixtures/injection_train/trn8/", import.meta.url);
const stored = await Deno.readTextFile(new URL("injection.json", DIR));
const cases: InjectionCase[] = JSON.parse(stored);
const attacks = cases.filter((c) => c.malicious);
const benign = cases.filter((c) => !c.malicious);
const ofCategory = (cat: string) => cases.filter((c) => c.category === cat);
const carrier = (c: InjectionCase) => c.id.split("-").slice(3).join("-");

Deno.test("trn8: rebuilding in memory gives the committed file byte for byte", () => {
  assert.equal(serialise(build()), stored);
});

Deno.test("trn8: the command-line builder writes the same bytes", async () => {
  const out = await Deno.makeTempDir();
  const cmd = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("build.ts", DIR).pathname, out],
  });
  assert.equal((await cmd.output()).code, 0);
  assert.equal(await Deno.readTextFile(`${out}/injection.json`), stored);
  await Deno.remove(out, { recursive: true });
});

Deno.test("trn8: another seed gives another order and other wrappings", () => {
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

Deno.test("trn8: ids are unique and no case text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn8: balanced, fields as V2Injection defines them", () => {
  assert.ok(attacks.length >= 290 && attacks.length <= 310, `attacks ${attacks.length}`);
  assert.ok(benign.length >= 290 && benign.length <= 310, `benign ${benign.length}`);
  for (const c of cases) {
    assert.equal(c.source, "result", c.id);
    assert.ok(c.text.trim().length > 0 && c.category.length > 0, c.id);
    assert.ok(c.id.startsWith(c.malicious ? "trn8-a-" : "trn8-b-"), c.id);
  }
});

Deno.test("trn8: every attack goal, hiding place and benign kind the set promises is present", () => {
  const want: [string, number][] = [
    ["forward-mail", 16],
    ["export-contacts", 16],
    ["share-files", 16],
    ["payment", 16],
    ["book-accept-cancel", 16],
    ["change-settings", 16],
    ["reveal-user-data", 16],
    ["reveal-prompt", 16],
    ["exfil-link", 16],
    ["ignore-user", 16],
    ["implicit-order", 16],
    ["fake-system-block", 16],
    ["foreign-language", 60],
    ["signature", 5],
    ["footer", 5],
    ["alt-text", 5],
    ["white-text", 5],
    ["metadata", 5],
    ["split-fields", 5],
    ["invisible-tags", 5],
    ["zero-width", 5],
    ["base64", 5],
    ["homoglyph", 5],
    ["imperatives-to-people", 140],
    ["security-writing", 36],
    ["rules-docs", 20],
    ["ai-product-docs", 20],
    ["hidden-benign", 16],
    ["notice-benign", 16],
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

Deno.test("trn8: the assistant's reading spans many artefacts, in both classes", () => {
  const kinds = [
    "email",
    "email-thread",
    "calendar-invite",
    "shared-doc",
    "meeting-notes",
    "shop-page",
    "travel-page",
    "research-page",
    "pdf-text",
    "crm-record",
    "helpdesk-ticket",
    "form-submission",
    "review",
    "chat-message",
    "spreadsheet",
    "voicemail",
    "long-email-thread",
    "long-pdf",
    "long-web-page",
    "long-minutes",
  ];
  for (const k of kinds) {
    assert.ok(attacks.some((c) => carrier(c) === k), `attack in ${k}`);
    assert.ok(benign.some((c) => carrier(c) === k), `benign in ${k}`);
  }
});

Deno.test("trn8: 10+ languages besides English, each with both classes", () => {
  const langs = new Set(cases.map((c) => c.lang).filter((l) => l !== undefined));
  assert.equal(cases.some((c) => c.lang === "en"), false, "English is the absent lang");
  assert.ok(langs.size >= 10, `languages ${langs.size}`);
  for (const l of langs) {
    const mine = cases.filter((c) => c.lang === l);
    assert.ok(mine.filter((c) => c.malicious).length >= 4, l);
    assert.ok(mine.filter((c) => !c.malicious).length >= 3, l);
  }
});

Deno.test("trn8: most English attacks avoid the stock words", () => {
  const english = attacks.filter((c) => c.lang === undefined);
  const stock = english.filter((c) => /\bignor|\binstruction/i.test(c.text));
  assert.ok(stock.length / english.length < 0.1, `stock words in ${stock.length}`);
});

Deno.test("trn8: hidden attacks really are hidden", () => {
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
  for (const c of ofCategory("alt-text")) {
    assert.match(c.text, /!\[[^\]]{30,}\]|alt="[^"]{30,}"/, c.id);
  }
  const invisible = /display:\s*none|color:\s*(#fff|white)|font-size:\s*0|opacity:\s*0/i;
  for (const c of ofCategory("white-text")) assert.match(c.text, invisible, c.id);
});

Deno.test("trn8: long texts (over 600 characters) in both classes", () => {
  const long = cases.filter((c) => c.text.length > 600);
  const share = long.length / cases.length;
  assert.ok(share > 0.08 && share < 0.25, `long share ${share}`);
  assert.ok(long.filter((c) => c.malicious).length >= 25, "long attacks");
  assert.ok(long.filter((c) => !c.malicious).length >= 20, "long benign");
});

Deno.test("trn8: xoshiro512** matches the reference C code bit for bit", () => {
  // Values from Vigna's xoshiro512starstar.c compiled with gcc: state {1..8}, then next().
  const g = new Xoshiro512ss([1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n]);
  const draws: bigint[] = [];
  for (let k = 0; k < 1000; k++) draws.push(g.next64());
  assert.equal(draws[0], 11520n);
  assert.equal(draws[1], 0n);
  assert.equal(draws[999], 8775598475464927930n);
  // State filled by splitmix64 from seed 0 (the reference seeding), 10,000th output.
  const h = new Xoshiro512ss(Array.from({ length: 8 }, splitMix64(0n)));
  let v = 0n;
  for (let k = 0; k < 10000; k++) v = h.next64();
  assert.equal(v, 14006962284630037424n);
  assert.throws(() => new Xoshiro512ss(Array(8).fill(0n)), RangeError);
});

Deno.test("trn8: the seeded generator is deterministic and bounded draws stay in range", () => {
  const draws = (g: Xoshiro512ss) => Array.from({ length: 8 }, () => g.next32());
  assert.deepEqual(draws(Xoshiro512ss.seeded(7)), draws(Xoshiro512ss.seeded(7)));
  assert.notDeepEqual(draws(Xoshiro512ss.seeded(7)), draws(Xoshiro512ss.seeded(8)));
  assert.notDeepEqual(draws(Xoshiro512ss.seeded(7, "trn8")), draws(Xoshiro512ss.seeded(7, "trn9")));
  const g = Xoshiro512ss.seeded(1);
  const seen = new Set<number>();
  for (let k = 0; k < 1000; k++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort((x, y) => x - y), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => g.int(0), RangeError);
});
