/**
 * Round 4b of tool search: expansions gated by catalogue statistics (search_gate.ts), the
 * hand-synonym weight, query-time retuning of one index, and the leave-one-set-out selection
 * of scripts/search_cv.ts. No corpus is loaded.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { searchConfig } from "../../src/catalog/search_config.ts";
import { querySpecs } from "../../src/catalog/search_expand.ts";
import { gateExpansions } from "../../src/catalog/search_gate.ts";
import type { TermSpec } from "../../src/catalog/search_postings.ts";
import { best, grid, leaveOneSetOut, profile, type Scored } from "../../scripts/search_cv.ts";
import { searchTool as tool } from "./_search_tool.ts";

const spec = (term: string, boost: number, concept: number): TermSpec => ({
  term,
  boost,
  concept,
  prefix: false,
  fuzzy: 0,
});

Deno.test("gate: a common query word is not expanded; a far commoner stand-in is dropped", () => {
  const counts: Record<string, number> = { file: 300, eras: 0, delet: 8, remov: 3, thing: 900 };
  const stats = { count: (t: string) => counts[t] ?? 0, size: 1000 };
  const specs = [
    spec("eras", 1, 0),
    spec("file", 1, 1),
    spec("delet", 0.5, 0),
    spec("thing", 0.3, 0),
    spec("document", 0.5, 1),
  ];
  const terms = ["eras", "file"];
  const kept = (gate: { common: number; rarer: number }) =>
    gateExpansions(specs, terms, stats, gate).map((s) => s.term);
  assert.deepEqual(kept({ common: 0, rarer: 0 }), specs.map((s) => s.term)); // gates off
  // "file" is held by 30% of the tools: its stand-in "document" goes, "erase"'s stay.
  assert.deepEqual(kept({ common: 0.2, rarer: 0 }), ["eras", "file", "delet", "thing"]);
  // In a catalogue of 100 tools, 30 holders are too few to call "file" common.
  const small = { count: (t: string) => (counts[t] ?? 0) / 10, size: 100 };
  const all = gateExpansions(specs, terms, small, { common: 0.2, rarer: 0 });
  assert.deepEqual(all.map((s) => s.term), specs.map((s) => s.term));
  // "erase" is held by no tool, so it counts as one: "delete" (8) passes a ratio of 10,
  // "thing" (900) does not. The user's own words always stay.
  assert.deepEqual(kept({ common: 0, rarer: 10 }), ["eras", "file", "delet", "document"]);
  assert.deepEqual(kept({ common: 0.2, rarer: 5 }), ["eras", "file"]);
});

Deno.test("synonym weight: hand synonyms carry it, and 0 drops them", () => {
  const terms = ["delet", "file"];
  const specs = (synonymWeight: number) =>
    querySpecs("delete file", terms, searchConfig({ wordnet: false, synonymWeight }), new Map());
  const remove = specs(0.25).find((s) => s.term === "remov");
  assert.equal(remove?.boost, 0.25);
  assert.equal(remove?.concept, 0);
  assert.deepEqual(specs(0).map((s) => s.term), terms);
});

const TOOLS = [
  tool("files", "delete_file", "Delete a file from the workspace."),
  tool("files", "read_file", "Read the contents of a file."),
  tool("notes", "remove_note", "Remove a note and its attachments."),
  tool("notes", "create_note", "Create a note with a title."),
];

Deno.test("retune: one index retuned ranks as an index built with those weights", () => {
  const ranked = (i: ReturnType<typeof buildSearchIndex>, q: string) =>
    i.search(q, { limit: 4 }).map((h) => [h.qualifiedName, h.score]);
  const weights = { synonymWeight: 0.1, intent: 0, relations: { synonym: 0 } };
  const index = buildSearchIndex(TOOLS, { dense: 0 });
  const untouched = buildSearchIndex(TOOLS, { dense: 0 });
  index.retune(weights);
  const fresh = buildSearchIndex(TOOLS, {
    ...weights,
    dense: 0,
    relations: { ...searchConfig().relations, synonym: 0 },
  });
  const queries = ["erase a note", "remove the file", "what notes are there"];
  for (const q of queries) assert.deepEqual(ranked(index, q), ranked(fresh, q));
  // The weights matter: the untouched index scores some query differently.
  assert.ok(
    queries.some((q) => JSON.stringify(ranked(untouched, q)) !== JSON.stringify(ranked(index, q))),
  );
  // A signal off at build cannot be switched on by a query-time weight.
  assert.throws(() => buildSearchIndex(TOOLS, { dense: 0 }).retune({ dense: 0.8 }), /dense/);
  assert.throws(() => buildSearchIndex(TOOLS, { learned: 0 }).retune({ learned: 0.3 }), /learned/);
});

Deno.test("cross-validation: each set is scored with the setting chosen on the others", () => {
  assert.deepEqual(
    grid([{ name: "a", values: [0, 1], set: () => ({}) }, {
      name: "b",
      values: [2, 3],
      set: () => ({}),
    }]),
    [[0, 2], [0, 3], [1, 2], [1, 3]],
  );
  // Setting A wins sets 0 and 1, setting B wins set 2 by a lot; ties go to the higher MRR.
  const scored: Scored[] = [
    { values: [0], hits: [10, 10, 0], rr: [5, 5, 0] },
    { values: [1], hits: [9, 9, 5], rr: [4, 4, 3] },
    { values: [2], hits: [10, 10, 0], rr: [6, 5, 0] },
  ];
  assert.deepEqual(best(scored, () => true).values, [1]); // 23 hits
  assert.deepEqual(best(scored, (i) => i < 2).values, [2]); // 20 hits, tie broken by MRR
  const folds = leaveOneSetOut(scored, 3);
  // Leaving set 0 out: B has 14 on the others, A and C 10; B scores 9 on set 0.
  assert.deepEqual(folds.map((f) => [f.chosen.values[0], f.heldOut, f.oracle]), [
    [1, 9, 10],
    [1, 9, 10],
    [2, 0, 5],
  ]);
  assert.deepEqual(profile(scored, 0, (i) => i === 2), [[0, 0], [1, 5], [2, 0]]);
});
