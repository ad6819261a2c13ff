/**
 * Held-out 8 (queries_heldout8.json) asks about the seventh batch of servers (corpus7.json). It is
 * checked for shape only: it has never been scored, and scoring it here would make it a set the
 * ranking is fitted to.
 */
import assert from "node:assert/strict";
import { DEFAULT_SETS, loadHeldout8, loadSearchCorpus } from "../../scripts/search_eval.ts";
import { checkLaterSet, checkRankedOverAll, type LaterSet } from "./_later_set.ts";

// Earlier sets and held-out 4 to 8 together, as the evaluation script loads them.
async function loadAll() {
  const earlier = await loadSearchCorpus();
  return { ...earlier, ...await loadHeldout8(earlier.servers) };
}

function laterSet(c: Awaited<ReturnType<typeof loadAll>>): LaterSet {
  return {
    name: "held-out 8",
    batch: c.seventhBatch,
    earlierServers: c.sixBatchServers,
    allServers: c.sevenBatchServers,
    toolNames: c.sevenBatchTools.map((t) => t.qualifiedName),
    queries: c.heldout8,
    earlierQueries: [
      ...c.tuning,
      ...c.tuning2,
      ...c.heldout,
      ...c.heldout2,
      ...c.heldout3,
      ...c.heldout4,
      ...c.heldout5,
      ...c.heldout6,
      ...c.heldout7,
    ],
  };
}

Deno.test("held-out 8: every label a real tool, each query about the seventh batch, no query near an earlier one", async () => {
  checkLaterSet(laterSet(await loadAll()));
});

Deno.test("held-out 8 is not in the evaluation's default run, but can be named", async () => {
  const c = await loadAll();
  assert.ok(!DEFAULT_SETS.includes("heldout8"), DEFAULT_SETS.join(","));
  for (const name of DEFAULT_SETS) assert.ok(name in c, `${name} is not a loaded set`);
  assert.ok(Array.isArray(c.heldout8));
  checkRankedOverAll(laterSet(c), c.sixBatchTools.length);
});
