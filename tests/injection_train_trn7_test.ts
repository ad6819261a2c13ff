// Shape and reproducibility of the trn7 injection set (issue 13): what a coding or operations agent
// reads, balanced. A check set first, then training data. Never scores it.
import assert from "node:assert/strict";
import {
  build,
  type InjectionCase,
  SEED,
  serialise,
} from "./fixtures/injection_train/trn7/build.ts";
import { Pcg64Dxsm } from "./fixtures/injection_train/trn7/rng.ts";

const DIR = new URL("./fixtures/injection_train/trn7/", import.meta.url);
const stored = await Deno.readTextFile(new URL("injection.json", DIR));
const cases: InjectionCase[] = JSON.parse(stored);
const attacks = cases.filter((c) => c.malicious);
const benign = cases.filter((c) => !c.malicious);
const ofCategory = (cat: string) => cases.filter((c) => c.category === cat);

Deno.test("trn7: rebuilding in memory gives the committed file byte for byte", () => {
  assert.equal(serialise(build()), stored);
});

Deno.test("trn7: the command-line builder writes the same bytes", async () => {
  const out = await Deno.makeTempDir();
  const cmd = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("build.ts", DIR).pathname, out],
  });
  assert.equal((await cmd.output()).code, 0);
  assert.equal(await Deno.readTextFile(`${out}/injection.json`), stored);
  await Deno.remove(out, { recursive: true });
});

Deno.test("trn7: another seed gives another order and other wrappings", () => {
  const other = build(SEED + 1);
  assert.notEqual(serialise(other), stored);
  assert.equal(other.length, cases.length);
  const texts = new Set(cases.map((c) => c.text));
  assert.ok(other.some((c) => !texts.has(c.text)), "wrappings differ");
});

Deno.test("trn7: ids are unique and no case text appears twice", () => {
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
});

Deno.test("trn7: balanced, fields as V2Injection defines them", () => {
  assert.ok(attacks.length >= 290 && attacks.length <= 310, `attacks ${attacks.length}`);
  assert.ok(benign.length >= 290 && benign.length <= 310, `benign ${benign.length}`);
  for (const c of cases) {
    assert.ok(c.source === "result" || c.source === "description", c.id);
    assert.ok(c.text.trim().length > 0 && c.category.length > 0, c.id);
    assert.ok(c.id.startsWith(c.malicious ? "trn7-a-" : "trn7-b-"), c.id);
  }
});

Deno.test("trn7: every attack goal, hiding place and benign kind the set promises is present", () => {
  const want: [string, number][] = [
    ["run-command", 20],
    ["edit-files", 18],
    ["leak-secrets", 18],
    ["push-publish", 14],
    ["exfil-url", 18],
    ["disable-checks", 14],
    ["approve-merge", 12],
    ["implicit-order", 14],
    ["fake-tool-result", 14],
    ["foreign-language", 55],
    ["alt-text", 5],
    ["html-comment", 5],
    ["invisible-tags", 5],
    ["zero-width", 5],
    ["base64", 6],
    ["split-lines", 6],
    ["homoglyph", 5],
    ["link-title", 5],
    ["code-string", 5],
    ["imperatives-to-people", 120],
    ["security-writing", 40],
    ["ai-product-docs", 18],
    ["ops-benign", 12],
    ["encoded-benign", 8],
    ["foreign-benign", 40],
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

Deno.test("trn7: the agent's reading spans many artefacts, in both classes", () => {
  const carrier = (c: InjectionCase) => c.id.split("-").slice(3).join("-");
  const kinds = ["readme", "issue-comment", "pr-review", "commit-message", "ci-log", "ticket"];
  for (
    const k of [...kinds, "stack-trace", "api-response", "web-docs", "qa-answer", "long-ci-log"]
  ) {
    assert.ok(attacks.some((c) => carrier(c) === k), `attack in ${k}`);
    assert.ok(benign.some((c) => carrier(c) === k), `benign in ${k}`);
  }
});

Deno.test("trn7: tool descriptions name their tool; shadowing and benign naming name others", () => {
  const desc = cases.filter((c) => c.source === "description");
  assert.ok(desc.length >= 40 && desc.length <= 50, `descriptions ${desc.length}`);
  for (const c of desc) assert.equal(c.ownTools?.length, 1, c.id);
  const shadow = ofCategory("shadowing-description");
  assert.ok(shadow.length >= 8, `shadowing ${shadow.length}`);
  const naming = desc.filter((c) => !c.malicious && c.otherTools?.length);
  assert.ok(naming.length >= 8, `benign naming other tools ${naming.length}`);
  for (const c of [...shadow, ...naming]) {
    assert.ok(c.otherTools!.every((t) => c.text.includes(t)), c.id);
    assert.ok(!c.otherTools!.includes(c.ownTools![0]), c.id);
  }
});

Deno.test("trn7: 10+ languages besides English, each with both classes", () => {
  const langs = new Set(cases.map((c) => c.lang).filter((l) => l !== undefined));
  assert.equal(cases.some((c) => c.lang === "en"), false, "English is the absent lang");
  assert.ok(langs.size >= 10, `languages ${langs.size}`);
  for (const l of langs) {
    const mine = cases.filter((c) => c.lang === l);
    assert.ok(mine.filter((c) => c.malicious).length >= 4, l);
    assert.ok(mine.filter((c) => !c.malicious).length >= 3, l);
  }
});

Deno.test("trn7: hidden attacks really are hidden", () => {
  const cyrillicInLatin = /[a-z][\u0430-\u0456]|[\u0430-\u0456][a-z]/i;
  for (const c of ofCategory("homoglyph")) assert.match(c.text, cyrillicInLatin, c.id);
  for (const c of ofCategory("zero-width")) assert.match(c.text, /[\u200b-\u200d\u2060]/, c.id);
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
  for (const c of ofCategory("link-title")) assert.match(c.text, /https:\/\/\S+ "[^"]{30,}"/, c.id);
});

Deno.test("trn7: long texts (over 600 characters) in both classes", () => {
  const long = cases.filter((c) => c.text.length > 600);
  const share = long.length / cases.length;
  assert.ok(share > 0.08 && share < 0.25, `long share ${share}`);
  assert.ok(long.filter((c) => c.malicious).length >= 25, "long attacks");
  assert.ok(long.filter((c) => !c.malicious).length >= 20, "long benign");
});

Deno.test("trn7: PCG64 DXSM matches NumPy's PCG64DXSM bit for bit", () => {
  // Values from NumPy 2.4.6: set bit_generator.state to {state, inc}, then random_raw().
  const g = new Pcg64Dxsm(0x0123456789abcdef0fedcba987654321n, 0x2f1e3d4c5b6a79880123456789abcdefn);
  const draws: bigint[] = [];
  for (let k = 0; k < 1000; k++) draws.push(g.next64());
  assert.equal(draws[0], 16812370663770582722n);
  assert.equal(draws[1], 11661931665531628745n);
  assert.equal(draws[999], 5634629520141705930n);
  const h = new Pcg64Dxsm(1n, 3n);
  let v = 0n;
  for (let k = 0; k < 10000; k++) v = h.next64();
  assert.equal(v, 8234845596546099864n);
});

Deno.test("trn7: the seeded generator is deterministic and bounded draws stay in range", () => {
  const draws = (g: Pcg64Dxsm) => Array.from({ length: 8 }, () => g.next32());
  assert.deepEqual(draws(Pcg64Dxsm.seeded(7)), draws(Pcg64Dxsm.seeded(7)));
  assert.notDeepEqual(draws(Pcg64Dxsm.seeded(7)), draws(Pcg64Dxsm.seeded(8)));
  assert.notDeepEqual(draws(Pcg64Dxsm.seeded(7, "trn7")), draws(Pcg64Dxsm.seeded(7, "trn8")));
  const g = Pcg64Dxsm.seeded(1);
  const seen = new Set<number>();
  for (let k = 0; k < 1000; k++) seen.add(g.int(7));
  assert.deepEqual([...seen].sort((x, y) => x - y), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => g.int(0), RangeError);
});
