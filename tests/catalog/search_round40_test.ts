/**
 * Round 40's pre-registered switch (docs/search.md, round 40): when one server holds 3 of the top 5,
 * its tools are re-ordered among their own places by how well the query matches each name's verb
 * part and object part (`siblingChoose`, candidates B and C; both rejected, shipped at 0).
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG } from "../../src/catalog/search_config.ts";
import type { TermSpec } from "../../src/catalog/search_postings.ts";
import {
  CHOOSE_DEPTH,
  chooseSiblings,
  crowdingServer,
  nameMatch,
  nameParts,
} from "../../src/catalog/search_sibling_chooser.ts";
import { searchTool } from "./_search_tool.ts";

const spec = (term: string, concept = 0): TermSpec => ({
  term,
  boost: 1,
  concept,
  prefix: false,
  fuzzy: 0,
});

Deno.test("nameParts: the first word is the verb part, the server's words are dropped", () => {
  assert.deepEqual(nameParts("word__add_table", "word"), { verb: "add", objects: ["tabl"] });
  assert.deepEqual(nameParts("obsidian__obsidian_simple_search", "obsidian"), {
    verb: "simpl",
    objects: ["search"],
  });
  assert.deepEqual(nameParts("x__listNotes", "x"), { verb: "list", objects: ["note"] });
  assert.deepEqual(nameParts("x__list", "x"), { verb: "list", objects: [] });
  assert.deepEqual(nameParts("x__x", "x"), { verb: null, objects: [] });
});

Deno.test("nameMatch: the verb part's share and the object words' share", () => {
  const parts = nameParts("n__list_notes_tags", "n");
  assert.equal(nameMatch(parts, new Set(["list"]), 0.5), 0.5);
  assert.equal(nameMatch(parts, new Set(["list", "note"]), 0.5), 0.75);
  assert.equal(nameMatch(parts, new Set(["note"]), 0), 0.5);
  assert.equal(nameMatch(nameParts("n__list", "n"), new Set(["list"]), 0), 1);
  assert.equal(nameMatch(nameParts("n__n", "n"), new Set(["n"]), 0.5), 0);
});

Deno.test("crowdingServer: 3 of the first 5 of one server, and only those 5 count", () => {
  const of = ["a", "b", "a", "c", "a", "b", "b", "b"];
  const scored = of.map((_, doc) => ({ doc, score: 8 - doc }));
  assert.equal(crowdingServer(scored, (d) => of[d]), "a");
  assert.equal(crowdingServer(scored.slice(1), (d) => of[d]), null, "b holds 2 of the first 5");
});

// Docs 0-4: server n ("list_tags", "get_note", "list_notes", "delete_note") and one of server o.
const TOOLS = [
  ["n", "list_tags"],
  ["o", "list_notes"],
  ["n", "get_note"],
  ["n", "list_notes"],
  ["n", "delete_note"],
];
const parts = (d: number) => nameParts(`${TOOLS[d][0]}__${TOOLS[d][1]}`, TOOLS[d][0]);
const serverOf = (d: number) => TOOLS[d][0];
const SCORED = [4, 3, 2, 1, 0].map((_, i) => ({ doc: i, score: 5 - i * 0.1 }));

Deno.test("chooseSiblings: the crowding server's tools re-ordered in their own places", () => {
  const specs = [spec("list"), spec("note")];
  const out = chooseSiblings(SCORED, specs, parts, serverOf, 1, 0.5);
  // n's places are 0, 2, 3, 4; list_notes (m 1) leads, then list_tags and get_note (m 0.5),
  // then delete_note (m 0.5): o's list_notes keeps place 1 though its name matches wholly.
  assert.deepEqual(out.map((s) => s.doc), [3, 1, 0, 2, 4]);
  assert.deepEqual(
    out.map((s) => s.score),
    SCORED.map((s) => s.score),
    "each place keeps its score",
  );
  // The object alone (v 0): list_tags holds no object word and falls behind the notes.
  const objects = chooseSiblings(SCORED, specs, parts, serverOf, 1, 0);
  assert.deepEqual(objects.map((s) => s.doc), [2, 1, 3, 4, 0]);
});

Deno.test("chooseSiblings: weight 0, no crowd, or specs outside a concept change nothing", () => {
  const specs = [spec("list"), spec("note")];
  assert.equal(chooseSiblings(SCORED, specs, parts, serverOf, 0, 0.5), SCORED);
  const mixed = [SCORED[1], SCORED[0], SCORED[2]];
  assert.equal(chooseSiblings(mixed, specs, parts, serverOf, 1, 0.5), mixed);
  const weak = [spec("list", -1), spec("note", -1)];
  assert.deepEqual(chooseSiblings(SCORED, weak, parts, serverOf, 1, 0.5), SCORED);
});

Deno.test("chooseSiblings: only the first CHOOSE_DEPTH candidates move", () => {
  const n = CHOOSE_DEPTH + 1;
  const scored = Array.from({ length: n }, (_, doc) => ({ doc, score: 10 - doc * 0.01 }));
  const name = (d: number) => ({ verb: d === CHOOSE_DEPTH ? "list" : "x", objects: [] });
  const out = chooseSiblings(scored, [spec("list")], name, () => "n", 10, 0.5);
  assert.equal(out[CHOOSE_DEPTH].doc, CHOOSE_DEPTH, "the 41st keeps its place");
  const inside = (d: number) => ({ verb: d === 5 ? "list" : "x", objects: [] });
  assert.equal(chooseSiblings(scored, [spec("list")], inside, () => "n", 10, 0.5)[0].doc, 5);
});

Deno.test("siblingChoose ships at 0; on a real index it re-orders one server's tools only", () => {
  assert.equal(DEFAULT_CONFIG.siblingChoose, 0);
  const tools = [
    searchTool("notes", "list_tags", "List the tags used across the notes in the vault."),
    searchTool("notes", "get_note", "Get one note of the vault with its tags."),
    searchTool("notes", "list_notes", "Show what is in a folder of the vault."),
    searchTool("notes", "delete_note", "Delete a note and its tags from the vault."),
  ];
  const index = buildSearchIndex(tools);
  // list_tags leads on its description; list_notes's name is the query's verb and object.
  const query = "list the notes in the vault";
  const shipped = index.search(query);
  assert.ok(shipped.length >= 4);
  index.retune({ siblingChoose: 1, siblingVerb: 0.5 });
  const chosen = index.search(query);
  index.retune({ siblingChoose: 0 });
  assert.deepEqual(index.search(query), shipped);
  assert.equal(shipped[0].qualifiedName, "notes__list_tags");
  assert.equal(chosen[0].qualifiedName, "notes__list_notes");
  assert.equal(chosen[0].score, shipped[0].score, "the place keeps its score");
  const names = (hits: typeof shipped) => hits.map((h) => h.qualifiedName).sort();
  assert.deepEqual(names(chosen), names(shipped), "the same tools, re-ordered");
});
