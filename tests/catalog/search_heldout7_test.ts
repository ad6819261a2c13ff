/**
 * Held-out 7 (queries_heldout7.json) asks about the sixth batch of servers (corpus6.json). It is
 * checked for shape only: scoring it here would make it a set the ranking is fitted to.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  type KindQuery,
  loadHeldout7,
  loadSearchCorpus,
} from "../../scripts/search_eval.ts";

// Earlier sets, held-out 4 to 7 together, as the evaluation script loads them.
async function loadAll() {
  const earlier = await loadSearchCorpus();
  return { ...earlier, ...await loadHeldout7(earlier.servers) };
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

Deno.test("held-out 7 near-copy check: case, punctuation and nearly all words shared count", () => {
  const set: KindQuery[] = [{ kind: "easy", query: "List Telnyx numbers!", relevant: ["x"] }];
  assert.equal(nearCopy("list  telnyx numbers", set), "List Telnyx numbers!");
  assert.equal(nearCopy("list all the telnyx phone numbers", set), undefined);
  assert.equal(nearCopy("buy a telnyx number", set), undefined);
});

Deno.test("held-out 7: every label a real tool, each query about the sixth batch, no query near an earlier one", async () => {
  const c = await loadAll();
  assert.ok(c.sixthBatch.size >= 15, `${c.sixthBatch.size} sixth-batch packages`);
  const earlierSlugs = new Set(c.fiveBatchServers.map((s) => s.slug));
  for (const slug of c.sixthBatch) assert.ok(!earlierSlugs.has(slug), `${slug} is in batch 1-5`);
  const earlierPackages = new Set(c.fiveBatchServers.map((s) => s.package));
  const sixth = c.sixBatchServers.filter((s) => c.sixthBatch.has(s.slug));
  for (const s of sixth) assert.ok(!earlierPackages.has(s.package), `${s.package} is in batch 1-5`);
  const names = new Set(c.sixBatchTools.map((t) => t.qualifiedName));
  assert.equal(names.size, c.sixBatchTools.length);
  assert.ok(c.heldout7.length >= 120, `${c.heldout7.length} queries`);
  const earlier = [
    ...c.tuning,
    ...c.tuning2,
    ...c.heldout,
    ...c.heldout2,
    ...c.heldout3,
    ...c.heldout4,
    ...c.heldout5,
    ...c.heldout6,
  ];
  c.heldout7.forEach((q, i) => {
    assert.ok(["easy", "paraphrase", "hard"].includes(q.kind), q.query);
    const copied = nearCopy(q.query, earlier);
    assert.equal(copied, undefined, `${q.query}: near "${copied}" in an earlier set`);
    const twice = nearCopy(q.query, c.heldout7.slice(0, i));
    assert.equal(twice, undefined, `${q.query}: near "${twice}" in held-out 7`);
    assert.ok(q.relevant.length > 0, `${q.query}: no label`);
    assert.equal(new Set(q.relevant).size, q.relevant.length, `${q.query}: a label twice`);
    for (const r of q.relevant) assert.ok(names.has(r), `${q.query}: unknown ${r}`);
    // Every query is about the sixth batch, which no earlier set saw.
    assert.ok(q.relevant.some((r) => c.sixthBatch.has(r.split("__")[0])), q.query);
  });
  // Roughly one easy query in five, the rest split between paraphrases and goals.
  const count = (kind: string) => c.heldout7.filter((q) => q.kind === kind).length;
  assert.ok(count("easy") <= c.heldout7.length * 0.25, `${count("easy")} easy`);
  assert.ok(count("paraphrase") >= c.heldout7.length * 0.35, `${count("paraphrase")} paraphrase`);
  assert.ok(count("hard") >= c.heldout7.length * 0.35, `${count("hard")} hard`);
  assert.ok(count("easy") > 0, "no easy query");
});

Deno.test("held-out 7 is not in the evaluation's default run, but can be named", async () => {
  const c = await loadAll();
  assert.ok(!DEFAULT_SETS.includes("heldout7"), DEFAULT_SETS.join(","));
  for (const name of DEFAULT_SETS) assert.ok(name in c, `${name} is not a loaded set`);
  assert.ok(Array.isArray(c.heldout7));
  // Held-out 7 is ranked over every batch, so earlier batches' tools compete with the sixth's.
  const sixth = c.sixBatchServers.filter((s) => c.sixthBatch.has(s.slug));
  const added = sixth.reduce((n, s) => n + s.tools.length, 0);
  assert.equal(c.sixBatchTools.length, c.fiveBatchTools.length + added);
});
