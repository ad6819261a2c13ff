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
import { checkLaterSet, checkRankedOverAll, type LaterSet, nearCopy } from "./_later_set.ts";

// Earlier sets and held-out 4 to 6 together, as the evaluation script loads them.
async function loadAll() {
  const earlier = await loadSearchCorpus();
  return { ...earlier, ...await loadHeldout6(earlier.servers) };
}

function laterSet(c: Awaited<ReturnType<typeof loadAll>>): LaterSet {
  return {
    name: "held-out 6",
    batch: c.fifthBatch,
    earlierServers: c.fourBatchServers,
    allServers: c.fiveBatchServers,
    toolNames: c.fiveBatchTools.map((t) => t.qualifiedName),
    queries: c.heldout6,
    earlierQueries: [
      ...c.tuning,
      ...c.tuning2,
      ...c.heldout,
      ...c.heldout2,
      ...c.heldout3,
      ...c.heldout4,
      ...c.heldout5,
    ],
  };
}

Deno.test("held-out 6 near-copy check: case, punctuation and nearly all words shared count", () => {
  const set: KindQuery[] = [{ kind: "easy", query: "List Paddle products!", relevant: ["x"] }];
  assert.equal(nearCopy("list  paddle products", set), "List Paddle products!");
  assert.equal(nearCopy("list all the paddle products", set), undefined);
  assert.equal(nearCopy("create a paddle product", set), undefined);
});

Deno.test("held-out 6: every label a real tool, each query about the fifth batch, no query near an earlier one", async () => {
  checkLaterSet(laterSet(await loadAll()));
});

Deno.test("held-out 6 is a tuning set of the default run since round 6; held-out 8 is not", async () => {
  const c = await loadAll();
  assert.ok(DEFAULT_SETS.includes("heldout6"), DEFAULT_SETS.join(","));
  assert.ok(!DEFAULT_SETS.includes("heldout8"), DEFAULT_SETS.join(","));
  for (const name of DEFAULT_SETS.filter((n) => n !== "heldout7")) {
    assert.ok(name in c, `${name} is not a loaded set`);
  }
  assert.ok(Array.isArray(c.heldout6));
  checkRankedOverAll(laterSet(c), c.fourBatchTools.length);
});
