/**
 * Held-out 7 (queries_heldout7.json) asks about the sixth batch of servers (corpus6.json). The
 * lead scored it once on round 6; it is a tuning set since round 7. Checked for shape here.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  type KindQuery,
  loadHeldout7,
  loadSearchCorpus,
} from "../../scripts/search_eval.ts";
import { checkLaterSet, checkRankedOverAll, type LaterSet, nearCopy } from "./_later_set.ts";

// Earlier sets and held-out 4 to 7 together, as the evaluation script loads them.
async function loadAll() {
  const earlier = await loadSearchCorpus();
  return { ...earlier, ...await loadHeldout7(earlier.servers) };
}

function laterSet(c: Awaited<ReturnType<typeof loadAll>>): LaterSet {
  return {
    name: "held-out 7",
    batch: c.sixthBatch,
    earlierServers: c.fiveBatchServers,
    allServers: c.sixBatchServers,
    toolNames: c.sixBatchTools.map((t) => t.qualifiedName),
    queries: c.heldout7,
    earlierQueries: [
      ...c.tuning,
      ...c.tuning2,
      ...c.heldout,
      ...c.heldout2,
      ...c.heldout3,
      ...c.heldout4,
      ...c.heldout5,
      ...c.heldout6,
    ],
  };
}

Deno.test("held-out 7 near-copy check: case, punctuation and nearly all words shared count", () => {
  const set: KindQuery[] = [{ kind: "easy", query: "List Telnyx numbers!", relevant: ["x"] }];
  assert.equal(nearCopy("list  telnyx numbers", set), "List Telnyx numbers!");
  assert.equal(nearCopy("list all the telnyx phone numbers", set), undefined);
  assert.equal(nearCopy("buy a telnyx number", set), undefined);
});

Deno.test("held-out 7: every label a real tool, each query about the sixth batch, no query near an earlier one", async () => {
  checkLaterSet(laterSet(await loadAll()));
});

Deno.test("held-out 7 is a tuning set of the default run since round 7; held-out 8 is not", async () => {
  const c = await loadAll();
  assert.ok(DEFAULT_SETS.includes("heldout7"), DEFAULT_SETS.join(","));
  assert.ok(!DEFAULT_SETS.includes("heldout8"), DEFAULT_SETS.join(","));
  for (const name of DEFAULT_SETS) assert.ok(name in c, `${name} is not a loaded set`);
  assert.ok(Array.isArray(c.heldout7));
  checkRankedOverAll(laterSet(c), c.fiveBatchTools.length);
});
