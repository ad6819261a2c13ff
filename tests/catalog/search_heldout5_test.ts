/**
 * Held-out 5 (queries_heldout5.json) asks about the fourth batch of servers (corpus4.json). It is
 * checked for shape only: scoring it here would make it a set the ranking is fitted to.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  type KindQuery,
  loadHeldout5,
  loadSearchCorpus,
} from "../../scripts/search_eval.ts";

// Earlier sets, held-out 4 and held-out 5 together, as the evaluation script loads them.
async function loadAll() {
  const earlier = await loadSearchCorpus();
  return { ...earlier, ...await loadHeldout5(earlier.servers) };
}

/** Lower case, punctuation dropped, spaces collapsed: "List X!" and "list  x" are one query. */
function normal(query: string): string {
  return query.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** Share of distinct words two queries have in common (Jaccard), to catch near-copies. */
function overlap(a: string, b: string): number {
  const x = new Set(normal(a).split(" "));
  const y = new Set(normal(b).split(" "));
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / (x.size + y.size - shared);
}

function nearCopy(q: string, others: KindQuery[]): string | undefined {
  return others.find((o) => normal(o.query) === normal(q) || overlap(o.query, q) >= 0.8)?.query;
}

Deno.test("near-copy check: same words in other case or punctuation, or nearly all words shared", () => {
  const set: KindQuery[] = [{ kind: "easy", query: "List Jenkins jobs!", relevant: ["x"] }];
  assert.equal(nearCopy("list  jenkins jobs", set), "List Jenkins jobs!");
  assert.equal(nearCopy("list all the jenkins jobs", set), undefined);
  assert.equal(nearCopy("trigger a jenkins build", set), undefined);
});

Deno.test("held-out 5: every label a real tool, each query about the fourth batch, no query near an earlier one", async () => {
  const c = await loadAll();
  assert.ok(c.fourthBatch.size >= 15, `${c.fourthBatch.size} fourth-batch packages`);
  const earlierSlugs = new Set(c.allServers.map((s) => s.slug));
  for (const slug of c.fourthBatch) assert.ok(!earlierSlugs.has(slug), `${slug} is in batch 1-3`);
  const names = new Set(c.fourBatchTools.map((t) => t.qualifiedName));
  assert.equal(names.size, c.fourBatchTools.length);
  assert.ok(c.heldout5.length >= 120, `${c.heldout5.length} queries`);
  const earlier = [
    ...c.tuning,
    ...c.tuning2,
    ...c.heldout,
    ...c.heldout2,
    ...c.heldout3,
    ...c.heldout4,
  ];
  c.heldout5.forEach((q, i) => {
    assert.ok(["easy", "paraphrase", "hard"].includes(q.kind), q.query);
    const copied = nearCopy(q.query, earlier);
    assert.equal(copied, undefined, `${q.query}: near "${copied}" in an earlier set`);
    const twice = nearCopy(q.query, c.heldout5.slice(0, i));
    assert.equal(twice, undefined, `${q.query}: near "${twice}" in held-out 5`);
    assert.ok(q.relevant.length > 0, `${q.query}: no label`);
    assert.equal(new Set(q.relevant).size, q.relevant.length, `${q.query}: a label twice`);
    for (const r of q.relevant) assert.ok(names.has(r), `${q.query}: unknown ${r}`);
    // Every query is about the fourth batch, which no earlier set saw.
    assert.ok(q.relevant.some((r) => c.fourthBatch.has(r.split("__")[0])), q.query);
  });
  // Roughly one easy query in five, the rest split between paraphrases and goals.
  const count = (kind: string) => c.heldout5.filter((q) => q.kind === kind).length;
  assert.ok(count("easy") <= c.heldout5.length * 0.25, `${count("easy")} easy`);
  assert.ok(count("paraphrase") >= c.heldout5.length * 0.35, `${count("paraphrase")} paraphrase`);
  assert.ok(count("hard") >= c.heldout5.length * 0.35, `${count("hard")} hard`);
  assert.ok(count("easy") > 0, "no easy query");
});

Deno.test("held-out 5 is a tuning set of the default run since round 5; held-out 6 is not", async () => {
  const c = await loadAll();
  assert.ok(DEFAULT_SETS.includes("heldout5"), DEFAULT_SETS.join(","));
  assert.ok(!DEFAULT_SETS.includes("heldout6"), DEFAULT_SETS.join(","));
  for (const name of DEFAULT_SETS) assert.ok(name in c, `${name} is not a loaded set`);
  assert.ok(Array.isArray(c.heldout5));
  // Held-out 5 is ranked over every batch, so earlier batches' tools compete with the fourth's.
  const fourth = c.fourBatchServers.filter((s) => c.fourthBatch.has(s.slug));
  const added = fourth.reduce((n, s) => n + s.tools.length, 0);
  assert.equal(c.fourBatchTools.length, c.allTools.length + added);
});
