/**
 * Held-out 13 (queries_heldout13.json) asks about the twelfth batch of servers (corpus12.json). The
 * lead scored it once on round 12; it is a tuning set since round 13. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 13: every label a real tool, each query about the twelfth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout13")).set);
});

Deno.test("held-out 13 is a tuning set of the default run since round 13", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout13");
  await checkDefaultRun(DEFAULT_SETS, "heldout13", true);
  checkRankedOverAll(set, earlierToolCount);
});
