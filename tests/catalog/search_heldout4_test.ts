/**
 * Held-out 4 (queries_heldout4.json) asks about the third batch of servers (corpus3.json). It is
 * checked for shape only: scoring it here would make it a set the ranking is fitted to.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  loadBatches,
  loadQueries,
  loadSearchCorpus,
} from "../../scripts/search_eval.ts";
import { checkDefaultRun } from "./_later_set.ts";

Deno.test("held-out 4: every label a real tool, each query about the third batch, no query shared with earlier sets", async () => {
  const earlierSets = await loadSearchCorpus();
  const three = await loadBatches(3);
  const c = {
    ...earlierSets,
    thirdBatch: three.last,
    allTools: three.tools,
    heldout4: await loadQueries("heldout4"),
  };
  assert.ok(c.thirdBatch.size >= 10, `${c.thirdBatch.size} third-batch packages`);
  for (const slug of c.thirdBatch) {
    assert.ok(!c.servers.some((s) => s.slug === slug), `${slug} is already in batch 1 or 2`);
  }
  const names = new Set(c.allTools.map((t) => t.qualifiedName));
  assert.equal(names.size, c.allTools.length);
  assert.ok(c.heldout4.length >= 80, `${c.heldout4.length} queries`);
  const earlier = new Set(
    [...c.tuning, ...c.tuning2, ...c.heldout, ...c.heldout2, ...c.heldout3]
      .map((q) => q.query.toLowerCase().trim()),
  );
  const seen = new Set<string>();
  for (const q of c.heldout4) {
    const key = q.query.toLowerCase().trim();
    assert.ok(["easy", "paraphrase", "hard"].includes(q.kind), q.query);
    assert.ok(!earlier.has(key), `${q.query}: already in an earlier set`);
    assert.ok(!seen.has(key), `${q.query}: twice in held-out 4`);
    seen.add(key);
    assert.ok(q.relevant.length > 0, `${q.query}: no label`);
    for (const r of q.relevant) assert.ok(names.has(r), `${q.query}: unknown ${r}`);
    // Every query is about the third batch, which no earlier set saw.
    assert.ok(q.relevant.some((r) => c.thirdBatch.has(r.split("__")[0])), q.query);
  }
  for (const kind of ["easy", "paraphrase", "hard"]) {
    assert.ok(c.heldout4.some((q) => q.kind === kind), `no ${kind} query`);
  }
});

Deno.test("held-out 4 is a tuning set of the default run since round 4", async () => {
  await checkDefaultRun(DEFAULT_SETS, "heldout4", true);
});
