/**
 * Round 33: short and compound forms of server names (src/catalog/search_short_names.ts) and their
 * switch in the ranker (SearchConfig.servers.short).
 */
import assert from "node:assert/strict";
import { ServerNames } from "../../src/catalog/search_servers.ts";
import { isFormOf, queryWords, shortFormServers } from "../../src/catalog/search_short_names.ts";
import { queryTerms } from "../../src/catalog/search_text.ts";

Deno.test("short forms: abbreviations, compound tails and names built on the server word", () => {
  assert.ok(isFormOf("c4d", "cinema4d"), "abbreviation: first and last letters, in order");
  assert.ok(isFormOf("cad", "freecad"), "tail of a compound");
  assert.ok(isFormOf("promptfooconfig", "promptfoo"), "a name built on the server word");
  assert.ok(!isFormOf("c4x", "cinema4d"), "last letter differs");
  assert.ok(!isFormOf("dc4", "cinema4d"), "first letter differs");
  assert.ok(!isFormOf("map", "gmap"), "server word shorter than five letters");
  assert.ok(!isFormOf("sketch", "sketchup"), "a head is not a tail, and not an abbreviation");
  assert.ok(!isFormOf("ad", "freecad"), "query word shorter than three letters");
  assert.ok(!isFormOf("nema4d", "cinema4d"), "a tail must leave three letters before it");
});

Deno.test("query words: lower-cased runs of letters and digits, three or more", () => {
  assert.deepEqual(queryWords("open the .C4D file in my CAD app, ok?"), [
    "open",
    "the",
    "c4d",
    "file",
    "cad",
    "app",
  ]);
});

Deno.test("shortFormServers: skips server terms and everyday words, names every holder", () => {
  const named = new Map([["cinema4d", [3]], ["freecad", [5, 6]], ["github", [1]]]);
  const found = shortFormServers(
    ["c4d", "cad", "hub", "gith"],
    named,
    (w) => w === "gith",
    (w) => w !== "hub",
  );
  assert.deepEqual([...found.servers].sort(), [3, 5, 6]);
  assert.deepEqual([...found.naming].sort(), ["c4d", "cad"]);
});

Deno.test("ServerNames: short forms name their server only when switched on and word counts are read", () => {
  // One tool's processed terms per field: name, title, server (index 2), description.
  const doc = (
    server: string[],
    description: string[],
  ): string[][] => [[], [], server, description];
  const names = new ServerNames(["cinema4d", "freecad", "paperless"], [
    doc(["cinema4d"], ["save", "scene"]),
    doc(["freecad"], ["save", "document"]),
    doc(["paperless"], ["store", "document"]),
  ], 2);
  const q = "store the C4D document I am working on";
  const rules = { join: 0, common: 10_000, proper: 0 };
  const resolve = (r: typeof rules & { short?: number }) =>
    [...names.resolve(q, queryTerms(q, 32), r).named].sort();
  assert.deepEqual(resolve(rules), [], "off by default");
  assert.deepEqual(resolve({ ...rules, short: 1 }), [0], "c4d names cinema4d");
  assert.deepEqual(
    resolve({ ...rules, short: 1, common: 0 }),
    [],
    "no word counts, no short forms",
  );
});
