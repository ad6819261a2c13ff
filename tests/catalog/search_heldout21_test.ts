/**
 * Held-out 21 (queries_heldout21.json) asks about the twentieth batch of servers (corpus20.json).
 * The lead scored it once on round 21; it is a tuning set since round 22. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 21: every label a real tool, each query about the twentieth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout21")).set);
});

Deno.test("held-out 21 is a tuning set of the default run since round 22", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout21");
  await checkDefaultRun(DEFAULT_SETS, "heldout21", true);
  checkRankedOverAll(set, earlierToolCount);
});
