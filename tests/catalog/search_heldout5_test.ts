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
import { checkLaterSet, checkRankedOverAll, type LaterSet, nearCopy } from "./_later_set.ts";

// Earlier sets and held-out 4 to 5 together, as the evaluation script loads them.
async function loadAll() {
  const earlier = await loadSearchCorpus();
  return { ...earlier, ...await loadHeldout5(earlier.servers) };
}

function laterSet(c: Awaited<ReturnType<typeof loadAll>>): LaterSet {
  return {
    name: "held-out 5",
    batch: c.fourthBatch,
    earlierServers: c.allServers,
    allServers: c.fourBatchServers,
    toolNames: c.fourBatchTools.map((t) => t.qualifiedName),
    queries: c.heldout5,
    earlierQueries: [
      ...c.tuning,
      ...c.tuning2,
      ...c.heldout,
      ...c.heldout2,
      ...c.heldout3,
      ...c.heldout4,
    ],
  };
}

Deno.test("near-copy check: same words in other case or punctuation, or nearly all words shared", () => {
  const set: KindQuery[] = [{ kind: "easy", query: "List Jenkins jobs!", relevant: ["x"] }];
  assert.equal(nearCopy("list  jenkins jobs", set), "List Jenkins jobs!");
  assert.equal(nearCopy("list all the jenkins jobs", set), undefined);
  assert.equal(nearCopy("trigger a jenkins build", set), undefined);
});

Deno.test("held-out 5: every label a real tool, each query about the fourth batch, no query near an earlier one", async () => {
  checkLaterSet(laterSet(await loadAll()));
});

Deno.test("held-out 5 is a tuning set of the default run since round 5; held-out 8 is not", async () => {
  const c = await loadAll();
  assert.ok(DEFAULT_SETS.includes("heldout5"), DEFAULT_SETS.join(","));
  assert.ok(!DEFAULT_SETS.includes("heldout8"), DEFAULT_SETS.join(","));
  for (const name of DEFAULT_SETS.filter((n) => !["heldout6", "heldout7"].includes(n))) {
    assert.ok(name in c, `${name} is not a loaded set`);
  }
  assert.ok(Array.isArray(c.heldout5));
  checkRankedOverAll(laterSet(c), c.allTools.length);
});
