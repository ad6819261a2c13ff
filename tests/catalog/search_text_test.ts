import assert from "node:assert/strict";
import { processTerm, queryTerms, stem, tokenize } from "../../src/catalog/search_text.ts";

Deno.test("tokenize splits qualified names, snake_case, kebab-case and camelCase", () => {
  assert.deepEqual(tokenize("github__create_pull_request"), [
    "github",
    "create",
    "pull",
    "request",
  ]);
  assert.deepEqual(tokenize("getFileContents"), ["get", "File", "Contents"]);
  assert.deepEqual(tokenize("HTTPServer-v2 s3Bucket"), ["HTTP", "Server", "v2", "s3", "Bucket"]);
  assert.deepEqual(tokenize("café—日本語"), ["café", "日本語"]);
});

Deno.test("stem folds plurals and -ing/-ed forms onto one stem", () => {
  const same = [
    ["issues", "issue"],
    ["queries", "query"],
    ["branches", "branch"],
    ["created", "create"],
    ["creating", "create"],
    ["merging", "merged"],
    ["running", "run"],
    ["listing", "list"],
  ];
  for (const [a, b] of same) assert.equal(stem(a), stem(b), `${a} vs ${b}`);
  assert.equal(stem("status"), "status");
  assert.equal(stem("string"), "string");
});

Deno.test("processTerm drops stop words and over-long tokens", () => {
  assert.equal(processTerm("The"), null);
  assert.equal(processTerm("a".repeat(41)), null);
  assert.equal(processTerm("2024"), "2024");
  assert.deepEqual(queryTerms("Open THE issues, open the issues!", 10), ["open", "issu"]);
  assert.equal(queryTerms("one two three four five", 3).length, 3);
});
