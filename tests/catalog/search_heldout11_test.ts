/**
 * Held-out 11 (queries_heldout11.json) asks about the tenth batch of servers (corpus10.json). The
 * lead scored it once on round 10; it is a tuning set since round 11. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 11: every label a real tool, each query about the tenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout11")).set);
});

Deno.test("held-out 11 is a tuning set of the default run since round 11", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout11");
  await checkDefaultRun(DEFAULT_SETS, "heldout11", true);
  checkRankedOverAll(set, earlierToolCount);
});
