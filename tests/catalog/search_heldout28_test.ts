/**
 * Held-out 28 (queries_heldout28.json) asks about the twenty-seventh batch of servers
 * (corpus27.json). It was scored once by the lead after search round 28 (0.568; see docs/search.md)
 * and is a tuning set from the next round on; this test checks its shape only.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 28: every label a real tool, each query about the twenty-seventh batch, no query near an earlier one", async () => {
  // Seven packages, not fifteen: few new servers in npm's list still list offline (HELDOUT28.md).
  checkLaterSet((await loadLaterSet("heldout28")).set, 7);
});

Deno.test("held-out 28 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout28");
  await checkDefaultRun(DEFAULT_SETS, "heldout28", false);
  checkRankedOverAll(set, earlierToolCount);
});
