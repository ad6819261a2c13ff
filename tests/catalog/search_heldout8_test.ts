/**
 * Held-out 8 (queries_heldout8.json) asks about the seventh batch of servers (corpus7.json). The
 * lead scored it once on round 7; it is a tuning set since round 8. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 8: every label a real tool, each query about the seventh batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout8")).set);
});

Deno.test("held-out 8 is a tuning set of the default run since round 8", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout8");
  await checkDefaultRun(DEFAULT_SETS, "heldout8", true);
  checkRankedOverAll(set, earlierToolCount);
});
