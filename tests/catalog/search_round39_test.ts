/**
 * Round 39's pre-registered switch (docs/search.md, round 39): among the best candidates, a tool's
 * score grows with the share of its name words the query's terms match (`nameCover`, candidate
 * A; rejected, shipped at 0). Also the per-query memo of the allow check it made room for.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG } from "../../src/catalog/search_config.ts";
import { COVER_DEPTH, NameCover } from "../../src/catalog/search_name_cover.ts";
import type { TermSpec } from "../../src/catalog/search_postings.ts";
import { allowedDocs } from "../../src/catalog/search_options.ts";
import { searchTool } from "./_search_tool.ts";

const spec = (term: string, concept = 0): TermSpec => ({
  term,
  boost: 1,
  concept,
  prefix: false,
  fuzzy: 0,
});
// Name terms per document: 0 "list presentations", 1 "open presentation", 2 "search".
const NAMES = [["list", "present"], ["open", "present"], ["search"]];

Deno.test("NameCover: a fully covered name overtakes a slightly better half-covered one", () => {
  const cover = new NameCover(NAMES);
  const scored = [{ doc: 1, score: 1.05 }, { doc: 0, score: 1 }];
  const specs = [spec("list"), spec("present")];
  assert.deepEqual(cover.rerank(scored, specs, 0.2).map((s) => s.doc), [0, 1]);
  // 1.05 × (1 + 0.2 × 0.5) = 1.155 against 1 × 1.2: doc 0 first; at 0.05 the order stays.
  assert.deepEqual(cover.rerank(scored, specs, 0.05).map((s) => s.doc), [1, 0]);
});

Deno.test("NameCover: weight 0 and specs that count toward no concept change nothing", () => {
  const cover = new NameCover(NAMES);
  const scored = [{ doc: 1, score: 1.05 }, { doc: 0, score: 1 }];
  assert.equal(cover.rerank(scored, [spec("list"), spec("present")], 0), scored);
  const weak = [spec("list", -1), spec("present", -1)];
  assert.deepEqual(cover.rerank(scored, weak, 0.4), scored);
});

Deno.test("NameCover: only the first COVER_DEPTH candidates are re-scored", () => {
  const names = Array.from(
    { length: COVER_DEPTH + 1 },
    (_, d) => (d === COVER_DEPTH ? ["search"] : ["x"]),
  );
  const cover = new NameCover(names);
  const scored = names.map((_, d) => ({ doc: d, score: 10 - d * 0.01 }));
  const out = cover.rerank(scored, [spec("search")], 10);
  assert.equal(out[COVER_DEPTH].doc, COVER_DEPTH, "the 41st keeps its place");
  assert.equal(out[COVER_DEPTH].score, scored[COVER_DEPTH].score);
  const inside = cover.rerank(scored.slice(1), [spec("x")], 1);
  assert.ok(inside[0].score > scored[1].score, "a covered candidate inside the depth grows");
});

Deno.test("nameCover ships at 0; retuned back to 0 the ranking is the shipped one", () => {
  assert.equal(DEFAULT_CONFIG.nameCover, 0);
  const tools = [
    searchTool("deck", "list_presentations", "Show the decks that are open in the server."),
    searchTool("deck", "open_presentation", "Open a presentation file and list its slides."),
    searchTool("deck", "save_presentation", "Save the presentation to a file."),
  ];
  const index = buildSearchIndex(tools);
  const query = "list the presentations";
  const shipped = index.search(query);
  index.retune({ nameCover: 1 });
  const covered = index.search(query);
  index.retune({ nameCover: 0 });
  assert.deepEqual(index.search(query), shipped);
  const score = (hits: typeof shipped, name: string) =>
    hits.find((h) => h.qualifiedName === `deck__${name}`)!.score;
  // "list" and "present" cover list_presentations wholly (× 2), open_presentation half (× 1.5);
  // save_presentation's score is not positive and stays as it was.
  const ratio = (name: string) => score(covered, name) / score(shipped, name);
  assert.ok(Math.abs(ratio("list_presentations") - 2) < 0.01, `${ratio("list_presentations")}`);
  assert.ok(Math.abs(ratio("open_presentation") - 1.5) < 0.01, `${ratio("open_presentation")}`);
  assert.ok(score(shipped, "save_presentation") <= 0);
  assert.equal(score(covered, "save_presentation"), score(shipped, "save_presentation"));
});

Deno.test("allowedDocs: asks once per document; a failing check denies", () => {
  const asked: string[] = [];
  const allow = (name: string) => {
    asked.push(name);
    if (name === "bad") throw new Error("policy store down");
    return name !== "no";
  };
  const permitted = allowedDocs(allow, (doc) => ["yes", "no", "bad"][doc]);
  assert.deepEqual([0, 1, 2, 0, 1, 2].map(permitted), [true, false, false, true, false, false]);
  assert.deepEqual(asked, ["yes", "no", "bad"]);
  assert.equal(allowedDocs(undefined, () => "x")(0), true);
});
