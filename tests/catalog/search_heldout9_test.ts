/**
 * Held-out 9 (queries_heldout9.json) asks about the eighth batch of servers (corpus8.json). It is
 * checked for shape only: it has never been scored, and scoring it here would make it a set the
 * ranking is fitted to.
 */
import assert from "node:assert/strict";
import { DEFAULT_SETS, loadHeldout9, loadSearchCorpus } from "../../scripts/search_eval.ts";
import { checkLaterSet, checkRankedOverAll, type LaterSet } from "./_later_set.ts";

// Earlier sets and held-out 4 to 9 together, as the evaluation script loads them.
async function loadAll() {
  const earlier = await loadSearchCorpus();
  return { ...earlier, ...await loadHeldout9(earlier.servers) };
}

function laterSet(c: Awaited<ReturnType<typeof loadAll>>): LaterSet {
  return {
    name: "held-out 9",
    batch: c.eighthBatch,
    earlierServers: c.sevenBatchServers,
    allServers: c.eightBatchServers,
    toolNames: c.eightBatchTools.map((t) => t.qualifiedName),
    queries: c.heldout9,
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
      ...c.heldout8,
    ],
  };
}

Deno.test("held-out 9: every label a real tool, each query about the eighth batch, no query near an earlier one", async () => {
  checkLaterSet(laterSet(await loadAll()));
});

Deno.test("held-out 9 is not in the evaluation's default run, but can be named", async () => {
  const c = await loadAll();
  assert.ok(!DEFAULT_SETS.includes("heldout9"), DEFAULT_SETS.join(","));
  for (const name of DEFAULT_SETS) assert.ok(name in c, `${name} is not a loaded set`);
  assert.ok(Array.isArray(c.heldout9));
  checkRankedOverAll(laterSet(c), c.sevenBatchTools.length);
});
