/**
 * Held-out 6 (queries_heldout6.json) asks about the fifth batch of servers (corpus5.json). It is
 * checked for shape only: scoring it here would make it a set the ranking is fitted to.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  type KindQuery,
  loadHeldout6,
  loadSearchCorpus,
} from "../../scripts/search_eval.ts";

// Earlier sets, held-out 4, 5 and 6 together, as the evaluation script loads them.
async function loadAll() {
  const earlier = await loadSearchCorpus();
  return { ...earlier, ...await loadHeldout6(earlier.servers) };
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

Deno.test("held-out 6 near-copy check: case, punctuation and nearly all words shared count", () => {
  const set: KindQuery[] = [{ kind: "easy", query: "List Paddle products!", relevant: ["x"] }];
  assert.equal(nearCopy("list  paddle products", set), "List Paddle products!");
  assert.equal(nearCopy("list all the paddle products", set), undefined);
  assert.equal(nearCopy("create a paddle product", set), undefined);
});

Deno.test("held-out 6: every label a real tool, each query about the fifth batch, no query near an earlier one", async () => {
  const c = await loadAll();
  assert.ok(c.fifthBatch.size >= 15, `${c.fifthBatch.size} fifth-batch packages`);
  const earlierSlugs = new Set(c.fourBatchServers.map((s) => s.slug));
  for (const slug of c.fifthBatch) assert.ok(!earlierSlugs.has(slug), `${slug} is in batch 1-4`);
  const earlierPackages = new Set(c.fourBatchServers.map((s) => s.package));
  const fifth = c.fiveBatchServers.filter((s) => c.fifthBatch.has(s.slug));
  for (const s of fifth) assert.ok(!earlierPackages.has(s.package), `${s.package} is in batch 1-4`);
  const names = new Set(c.fiveBatchTools.map((t) => t.qualifiedName));
  assert.equal(names.size, c.fiveBatchTools.length);
  assert.ok(c.heldout6.length >= 120, `${c.heldout6.length} queries`);
  const earlier = [
    ...c.tuning,
    ...c.tuning2,
    ...c.heldout,
    ...c.heldout2,
    ...c.heldout3,
    ...c.heldout4,
    ...c.heldout5,
  ];
  c.heldout6.forEach((q, i) => {
    assert.ok(["easy", "paraphrase", "hard"].includes(q.kind), q.query);
    const copied = nearCopy(q.query, earlier);
    assert.equal(copied, undefined, `${q.query}: near "${copied}" in an earlier set`);
    const twice = nearCopy(q.query, c.heldout6.slice(0, i));
    assert.equal(twice, undefined, `${q.query}: near "${twice}" in held-out 6`);
    assert.ok(q.relevant.length > 0, `${q.query}: no label`);
    assert.equal(new Set(q.relevant).size, q.relevant.length, `${q.query}: a label twice`);
    for (const r of q.relevant) assert.ok(names.has(r), `${q.query}: unknown ${r}`);
    // Every query is about the fifth batch, which no earlier set saw.
    assert.ok(q.relevant.some((r) => c.fifthBatch.has(r.split("__")[0])), q.query);
  });
  // Roughly one easy query in five, the rest split between paraphrases and goals.
  const count = (kind: string) => c.heldout6.filter((q) => q.kind === kind).length;
  assert.ok(count("easy") <= c.heldout6.length * 0.25, `${count("easy")} easy`);
  assert.ok(count("paraphrase") >= c.heldout6.length * 0.35, `${count("paraphrase")} paraphrase`);
  assert.ok(count("hard") >= c.heldout6.length * 0.35, `${count("hard")} hard`);
  assert.ok(count("easy") > 0, "no easy query");
});

Deno.test("held-out 6 is not in the evaluation's default run, but can be named", async () => {
  const c = await loadAll();
  assert.ok(!DEFAULT_SETS.includes("heldout6"), DEFAULT_SETS.join(","));
  for (const name of DEFAULT_SETS) assert.ok(name in c, `${name} is not a loaded set`);
  assert.ok(Array.isArray(c.heldout6));
  // Held-out 6 is ranked over every batch, so earlier batches' tools compete with the fifth's.
  const fifth = c.fiveBatchServers.filter((s) => c.fifthBatch.has(s.slug));
  const added = fifth.reduce((n, s) => n + s.tools.length, 0);
  assert.equal(c.fiveBatchTools.length, c.fourBatchTools.length + added);
});
