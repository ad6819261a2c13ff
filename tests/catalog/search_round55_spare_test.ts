/**
 * Round 54's candidates T and S (src/catalog/search_companions.ts): when a query names a product,
 * a tool of another server whose own text names it (T), or every tool of a server built around it
 * (S), takes the naming cut × `spare` (docs/search.md, round 54). Round 55's R (adopted: S at spare
 * 0): only a rare naming word spares (docs/search.md, round 55).
 */
import assert from "node:assert/strict";
import { Companions } from "../../src/catalog/search_companions.ts";
import { searchConfig } from "../../src/catalog/search_config.ts";
import { rareTerms } from "../../src/catalog/search_everyday.ts";
import { ServerNames } from "../../src/catalog/search_servers.ts";

/** One tool's processed terms per field: name, title, server (index 2), description. */
const doc = (server: string[], description: string[]): string[][] => [[], [], server, description];
// Servers: 0 plex (two tools), 1 tautulli (three tools, two name plex), 2 notes (four, one names it).
const SLUGS = [
  "plex",
  "plex",
  "tautulli",
  "tautulli",
  "tautulli",
  "notes",
  "notes",
  "notes",
  "notes",
];
const FIELDS = [
  doc(["plex"], ["history"]),
  doc(["plex"], ["library"]),
  doc(["tautulli"], ["plex", "history"]),
  doc(["tautulli"], ["plex", "stat"]),
  doc(["tautulli"], ["user", "stat"]),
  doc(["note"], ["plex", "link"]),
  doc(["note"], ["text"]),
  doc(["note"], ["tag"]),
  doc(["note"], ["folder"]),
];
const serverOf = Int32Array.from([0, 0, 1, 1, 1, 2, 2, 2, 2]);
const tools = [[0, 1], [2, 3, 4], [5, 6, 7, 8]];
const words = new Map([["plex", [0]], ["tautulli", [1]], ["note", [2]]]);
const cuts = (c: Companions) => FIELDS.map((_, d) => c.cutOf(d, 0.75));

Deno.test("shipped since round 55: server level, spare 0; spare 1 leaves the whole cut", () => {
  assert.equal(searchConfig().servers.spare, 0);
  assert.equal(searchConfig().servers.spareBy, 1);
  const c = new Companions(FIELDS, 2, serverOf, tools, words);
  c.select(new Set(["plex"]), 1, 1);
  assert.ok(cuts(c).every((x) => x === 0.75));
});

Deno.test("round 54, T: a tool whose own text holds the naming word is spared", () => {
  const c = new Companions(FIELDS, 2, serverOf, tools, words);
  c.select(new Set(["plex"]), 0.5, 0);
  assert.deepEqual(cuts(c).slice(2), [0.375, 0.375, 0.75, 0.375, 0.75, 0.75, 0.75]);
  c.select(new Set(["note"]), 0, 0);
  assert.ok(cuts(c).every((x) => x === 0.75), "no other tool names notes");
});

Deno.test("round 54, S: every tool of a server built around the product is spared", () => {
  const c = new Companions(FIELDS, 2, serverOf, tools, words);
  c.select(new Set(["plex"]), 0, 1);
  // Tautulli: 2 of 3 tools name plex; notes: 1 of 4 (under 2 tools), so not built around it.
  assert.deepEqual(cuts(c).slice(2), [0, 0, 0, 0.75, 0.75, 0.75, 0.75]);
});

Deno.test("round 55, R: ServerNames.focus spares a built-around server only for a rare naming word", () => {
  const names = new ServerNames(SLUGS, FIELDS, 2);
  // "plex" is mostly other servers' word, so it names Plex only capitalised mid-query; it is not
  // among the 10,000 most frequent English words, so Tautulli (built around it) is spared.
  const rules = { join: 0, common: 10_000, proper: 1, spare: 0, spareBy: 1 };
  const { named } = names.resolve("history in Plex", ["history", "plex"], rules);
  assert.deepEqual([...named], [0]);
  const scored = [{ doc: 4, score: 1 }, { doc: 0, score: 0.9 }, { doc: 6, score: 0.95 }];
  const out = names.focus(scored, named, 0.75).map((s) => [s.doc, s.score]);
  assert.deepEqual(out, [[4, 1], [0, 0.9], [6, 0.2375]]);
  // Without a word-frequency test (common 0) no naming word is rare: the whole cut.
  names.resolve("history in Plex", ["history", "plex"], { ...rules, common: 0 });
  const whole = names.focus(scored, named, 0.75).map((s) => [s.doc, s.score]);
  assert.deepEqual(whole, [[0, 0.9], [4, 0.25], [6, 0.2375]]);
});

Deno.test("round 55, R: rare means not among the `common` most frequent words", () => {
  const rare = rareTerms(10_000);
  assert.equal(rare("team"), false, "an everyday word (round 54's Teams loss)");
  assert.equal(rare("data"), false);
  assert.equal(rare("plex"), true, "absent from the word list");
  assert.equal(rareTerms(0)("plex"), false);
});
