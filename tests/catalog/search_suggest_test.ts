import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { editDistance } from "../../src/catalog/search_suggest.ts";
import { loadCorpus } from "../../scripts/search_quality.ts";

const { tools } = await loadCorpus();
const index = buildSearchIndex(tools);

Deno.test("suggest fixes typos in qualified names", () => {
  assert.equal(index.suggest("gihub__create_isue")[0], "github__create_issue");
  assert.equal(index.suggest("slack__post_mesage")[0], "slack__post_message");
  assert.equal(index.suggest("GITHUB__MERGE_PULL_REQUEST")[0], "github__merge_pull_request");
  assert.equal(index.suggest("k8s__get_pods_logs")[0], "k8s__get_pod_logs");
});

Deno.test("suggest finds tools when the server prefix is missing or wrong", () => {
  const bare = index.suggest("create_issue", 10);
  for (const n of ["github__create_issue", "gitlab__create_issue", "linear__create_issue"]) {
    assert.ok(bare.includes(n), `${n} missing from ${bare}`);
  }
  assert.equal(index.suggest("github_merge_pull_request")[0], "github__merge_pull_request");
  assert.ok(index.suggest("github__pull_request_merge").includes("github__merge_pull_request"));
});

Deno.test("suggest respects limit and allow, and returns nothing for junk", () => {
  assert.equal(index.suggest("create_issue", 2).length, 2);
  assert.ok(index.suggest("create_issue", 1000).length <= 50);
  const allowed = index.suggest("gihub__create_isue", 5, {
    allow: (n) => n !== "github__create_issue",
  });
  assert.ok(!allowed.includes("github__create_issue"));
  assert.deepEqual(index.suggest("zqxjvwk__qqqzzz"), []);
  assert.deepEqual(index.suggest(""), []);
  assert.deepEqual(index.suggest("   "), []);
  assert.deepEqual(index.suggest(null as unknown as string), []);
  assert.ok(Array.isArray(index.suggest("🚀".repeat(100_000))));
});

Deno.test("editDistance counts transpositions and stops early past the bound", () => {
  assert.equal(editDistance("issue", "isuse", 3), 1);
  assert.equal(editDistance("kitten", "sitting", 5), 3);
  assert.equal(editDistance("abc", "abc", 0), 0);
  assert.equal(editDistance("a", "abcdefgh", 2), 3);
  assert.equal(editDistance("abcdef", "uvwxyz", 2), 3);
});
