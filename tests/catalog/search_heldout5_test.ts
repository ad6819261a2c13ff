/**
 * Held-out 5 (queries_heldout5.json) asks about the fourth batch of servers (corpus4.json). It is
 * checked for shape only: scoring it here would make it a set the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 5: every label a real tool, each query about the fourth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout5")).set);
});

Deno.test("held-out 5 is a tuning set of the default run since round 5", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout5");
  await checkDefaultRun(DEFAULT_SETS, "heldout5", true);
  checkRankedOverAll(set, earlierToolCount);
});
