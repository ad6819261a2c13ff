/**
 * Held-out 6 (queries_heldout6.json) asks about the fifth batch of servers (corpus5.json). It is
 * checked for shape only: scoring it here would make it a set the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 6: every label a real tool, each query about the fifth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout6")).set);
});

Deno.test("held-out 6 is a tuning set of the default run since round 6", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout6");
  await checkDefaultRun(DEFAULT_SETS, "heldout6", true);
  checkRankedOverAll(set, earlierToolCount);
});
