// Shape of the rtr1 redaction TRAINING set (issue 13): schema, counts, secrets inside their texts,
// no duplicates, and byte-identical rebuilds. It never runs the redaction: nothing here scores.
import assert from "node:assert/strict";
import { valueAt } from "./_helpers/heldout_audit_set.ts";
import { build, serialize } from "./fixtures/redaction_train/rtr1/build.ts";
import { iban, luhn } from "./fixtures/redaction_train/rtr1/prng.ts";
import { decodeType7, luhnValid } from "./_helpers/heldout_checksums.ts";
import { LANGS } from "./fixtures/redaction_train/rtr1/langs.ts";
import { VENDORS } from "./fixtures/redaction_train/rtr1/vendors.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Case = { text: string; sensitive: boolean; kind: string; secret?: string };
type JsonCase = { value: Json; sensitivePaths: string[] };

const dir = new URL("./fixtures/redaction_train/rtr1/", import.meta.url);
const read = (name: string) => Deno.readTextFile(new URL(name, dir));
const cases: Case[] = JSON.parse(await read("redaction.json"));
const jsonCases: JsonCase[] = JSON.parse(await read("redaction_json.json"));

const CLASS: Record<string, string> = {
  a: "A-Za-z0-9",
  l: "a-z0-9",
  u: "A-Z0-9",
  h: "0-9A-F",
  x: "0-9a-f",
  "6": "A-Za-z0-9_-",
  "3": "A-Z2-7",
  d: "0-9",
};

/** A vendor pattern ("mlx_live_{a32}") as an anchored regular expression. */
function patternRegex(pattern: string): RegExp {
  const parts = pattern.split(/(\{[a-z0-9]\d*\})/).map((p) => {
    const m = p.match(/^\{([a-z0-9])(\d*)\}$/);
    if (!m) return p.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    return `[${CLASS[m[1]]}]{${m[2] || 1}}`;
  });
  return new RegExp(`^${parts.join("")}$`);
}

Deno.test("rtr1 builder rebuilds both files byte for byte", async () => {
  const { redaction, json } = build();
  assert.deepEqual(serialize(redaction), await read("redaction.json"));
  assert.deepEqual(serialize(json), await read("redaction_json.json"));
});

Deno.test("rtr1 text cases follow the schema, with each secret inside its text", () => {
  for (const c of cases) {
    assert.deepEqual(typeof c.text, "string");
    assert(/^[a-z]+:[a-z0-9]+:[a-z]{2}$/.test(c.kind), c.kind);
    if (c.sensitive) {
      assert(c.secret && c.secret.length >= 6, c.kind);
      assert(c.text.includes(c.secret), `${c.kind}: secret not in text`);
    } else {
      assert.deepEqual(c.secret, undefined);
      assert.deepEqual(Object.keys(c).sort(), ["kind", "sensitive", "text"]);
    }
  }
});

Deno.test("rtr1 counts: ~420 sensitive, ~300 benign, every slot kind, 25+ languages", () => {
  const sensitive = cases.filter((c) => c.sensitive);
  assert(sensitive.length >= 400 && sensitive.length <= 440, `${sensitive.length}`);
  const benign = cases.length - sensitive.length;
  assert(benign >= 280 && benign <= 320, `${benign}`);
  const slots = new Set(cases.map((c) => c.kind.split(":")[0]));
  assert.deepEqual(slots.size, 15);
  for (const slot of slots) {
    const n = sensitive.filter((c) => c.kind.startsWith(slot + ":")).length;
    assert(n >= 20, `${slot}: ${n}`);
  }
  const langs = new Set(sensitive.map((c) => c.kind.split(":")[2]).filter((l) => l !== "en"));
  assert(langs.size >= 25, `${langs.size} languages`);
  assert.deepEqual(LANGS.length, 32);
  const long = sensitive.filter((c) => c.text.length >= 1000).length;
  assert(long >= 25, `${long} long sensitive texts`);
  assert(VENDORS.length >= 150, `${VENDORS.length} vendor formats`);
  // Formats are dealt from a deck: each one's pattern matches at least one sensitive secret.
  const joined = sensitive.map((c) => c.secret!.replace(/\\\n|" \+\n {2}"|\n/g, ""));
  for (const v of VENDORS) {
    const re = patternRegex(v.pattern);
    assert(joined.some((s) => re.test(s)), v.name);
  }
});

Deno.test("rtr1 README's language and vendor figures match the files", async () => {
  const readme = (await read("README.md")).replace(/\s+/g, " ");
  const langs = new Set(cases.map((c) => c.kind.split(":")[2]));
  for (const l of langs) {
    const n = (s: boolean) =>
      cases.filter((c) => c.sensitive === s && c.kind.endsWith(":" + l)).length;
    const name = l === "en" ? "English" : l;
    assert(readme.includes(`${name} ${n(true)}/${n(false)}`), `${name} ${n(true)}/${n(false)}`);
  }
  const vendors = cases.filter((c) => c.sensitive && c.kind.split(":")[1] === "vendor").length;
  assert(readme.includes(`${vendors} vendor credentials`), `${vendors} vendor credentials`);
});

Deno.test("rtr1 has no duplicate texts or JSON values", () => {
  assert.deepEqual(new Set(cases.map((c) => c.text)).size, cases.length);
  assert.deepEqual(new Set(jsonCases.map((c) => JSON.stringify(c.value))).size, jsonCases.length);
});

Deno.test("rtr1 Cisco type 7 values decode to passwords", () => {
  const type7 = cases.filter((c) => c.sensitive && c.kind.split(":")[1] === "cisco7");
  assert(type7.length >= 5);
  for (const c of type7) {
    const s = c.secret!.replace(/[^0-9A-F]/g, "");
    assert(/^[A-Z][a-z]+[!*\-_~.][a-z]+\d{2,4}$/.test(decodeType7(s)), `${s} -> ${decodeType7(s)}`);
  }
});

Deno.test("rtr1 cards pass Luhn and IBANs pass mod 97", () => {
  assert.deepEqual(luhn("7992739871"), "79927398713");
  assert.deepEqual(iban("GB", "WEST12345698765432"), "GB82WEST12345698765432");
  for (const c of cases.filter((c) => c.sensitive)) {
    // A secret split over a line break carries the joint ("\\\n", "\" +\n  \""): drop it.
    const s = c.secret!.replace(/[^0-9A-Z]/g, "");
    if (c.kind.split(":")[1] === "card") assert(luhnValid(s), s);
    if (c.kind.split(":")[1] === "iban") assert.deepEqual(iban(s.slice(0, 2), s.slice(4)), s);
  }
});

Deno.test("rtr1 JSON cases point at string leaves; benign ones at none", () => {
  assert.deepEqual(jsonCases.length, 40);
  const withPaths = jsonCases.filter((c) => c.sensitivePaths.length > 0);
  assert.deepEqual(withPaths.length, 32);
  assert(withPaths.some((c) => c.sensitivePaths.length === 2));
  assert(withPaths.some((c) => c.sensitivePaths.some((p) => p.includes("~1"))));
  for (const c of withPaths) {
    for (const p of c.sensitivePaths) assert.deepEqual(typeof valueAt(c.value, p), "string", p);
  }
});
