import assert from "node:assert/strict";
import { evaluate, loadCorpus } from "../../scripts/search_quality.ts";

Deno.test("labelled corpus is large enough and consistent", async () => {
  const { tools, queries } = await loadCorpus();
  assert.ok(tools.length >= 300, `only ${tools.length} tools`);
  assert.ok(queries.length >= 50, `only ${queries.length} queries`);
  const names = new Set(tools.map((t) => t.qualifiedName));
  assert.equal(names.size, tools.length, "qualified names must be unique");
  for (const t of tools) assert.equal(t.qualifiedName, `${t.serverSlug}__${t.name}`);
  for (const q of queries) {
    assert.ok(q.relevant.length > 0, q.query);
    for (const r of q.relevant) assert.ok(names.has(r), `${q.query}: unknown ${r}`);
  }
});

Deno.test("recall@5 on the labelled queries is at least 0.9", async () => {
  const { tools, queries } = await loadCorpus();
  const report = evaluate(tools, queries);
  assert.equal(report.tools, tools.length);
  assert.ok(
    report.recallAt5 >= 0.9,
    `recall@5 ${report.recallAt5}; misses: ${JSON.stringify(report.misses, null, 1)}`,
  );
  assert.ok(report.meanRecallAt5 >= 0.8, `mean recall@5 ${report.meanRecallAt5}`);
  assert.ok(report.mrr >= 0.7, `MRR ${report.mrr}`);
});
