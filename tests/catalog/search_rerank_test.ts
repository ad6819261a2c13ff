/**
 * Round 23 of tool search: the learned re-ranker over the top candidates (search_rerank.ts).
 * These tests pin its features on a small catalogue, that a model re-orders only the first
 * `depth` candidates, that a broken model (wrong width, NaN) cannot pass silently, and that with
 * no model search ranks exactly as the ranker does.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import {
  modelScore,
  RERANK_FEATURES,
  type RerankModel,
  type RerankQuery,
} from "../../src/catalog/search_rerank.ts";
import { SHIPPED_RERANK } from "../../src/catalog/search_rerank_model.ts";
import type { Scored } from "../../src/catalog/search_postings.ts";
import { searchTool as tool } from "./_search_tool.ts";

const TOOLS = [
  tool("git", "delete_branch", "Delete a local branch"),
  tool("git", "create_branch", "Create a new branch"),
  tool("shop", "delete_order", "Cancel and delete an order"),
  tool("notes", "search_notes", "Find notes by text"),
];
const width = RERANK_FEATURES.length;
const at = (name: (typeof RERANK_FEATURES)[number]) => RERANK_FEATURES.indexOf(name);
/** A model whose only weight is on one feature. */
const only = (name: (typeof RERANK_FEATURES)[number], depth = 3): RerankModel => ({
  depth,
  mean: Array(width).fill(0),
  std: Array(width).fill(1),
  weights: RERANK_FEATURES.map((f) => (f === name ? 1 : 0)),
});

function tapped(text: string) {
  const index = buildSearchIndex(TOOLS);
  let seen: [RerankQuery, Scored[]] | null = null;
  index.reranker.model = null;
  index.reranker.tap = (q, top) => (seen = [q, top]);
  const names = index.search(text, { limit: 4 }).map((h) => h.qualifiedName);
  return { index, names, query: seen![0], top: seen![1] };
}

Deno.test("features: each field's share of the query words, rank, server share", () => {
  const { index, names, query, top } = tapped("delete branch");
  assert.equal(names[0], "git__delete_branch");
  const rows = index.reranker.fields.features(query, top);
  assert.equal(rows.length, top.length);
  for (const row of rows) assert.equal(row.length, width);
  const first = rows[0];
  assert.equal(first[at("recipRank")], 1);
  assert.equal(first[at("logRank")], 0);
  assert.equal(first[at("relScore")], 1);
  assert.equal(first[at("name")], 1); // both query words are in the name
  assert.equal(first[at("cover")], 1);
  assert.equal(first[at("topServer")], 1);
  assert.equal(first[at("firstInName")], 1);
  assert.equal(first[at("questionRecip")], 0);
  const order = rows.findIndex((_, i) => names[i] === "shop__delete_order");
  assert.ok(order > 0, names.join(","));
  assert.equal(rows[order][at("name")], 0.5); // "delete" only
  assert.equal(rows[order][at("topServer")], 0);
  assert.equal(rows[order][at("recipRank")], 1 / (order + 1));
});

Deno.test("a model re-orders the first `depth` candidates only; the rest keep their order", () => {
  const { index, query, top } = tapped("delete branch");
  const byRank = index.reranker.fields.order(query, top, only("logRank", 3));
  // Weight +1 on ln(rank + 1): the model prefers later candidates, within the first three.
  assert.deepEqual(
    byRank.map((s) => s.doc),
    [top[2], top[1], top[0], ...top.slice(3)].map((s) => s.doc),
  );
  const none = index.reranker.fields.order(query, top, only("recipRank", 3));
  assert.deepEqual(none, top);
});

Deno.test("no model: search ranks exactly as the ranker; a model changes it through one rule", () => {
  const plain = buildSearchIndex(TOOLS);
  plain.reranker.model = null;
  const ranked = plain.search("delete branch").map((h) => h.qualifiedName);
  const reversed = buildSearchIndex(TOOLS);
  reversed.reranker.model = only("logRank", 4);
  const other = reversed.search("delete branch").map((h) => h.qualifiedName);
  assert.deepEqual([...other].sort(), [...ranked].sort());
  assert.notDeepEqual(other, ranked);
});

Deno.test("the shipped model, when there is one, fits the feature list and scores finitely", () => {
  if (SHIPPED_RERANK === null) return assert.equal(SHIPPED_RERANK, null);
  for (const v of [SHIPPED_RERANK.mean, SHIPPED_RERANK.std, SHIPPED_RERANK.weights]) {
    assert.equal(v.length, width);
  }
  assert.ok(SHIPPED_RERANK.std.every((s) => s > 0));
  assert.ok(Number.isFinite(modelScore(SHIPPED_RERANK, Array(width).fill(0.5))));
});
