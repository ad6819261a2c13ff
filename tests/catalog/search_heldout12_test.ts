/**
 * Held-out 12 (queries_heldout12.json) asks about the eleventh batch of servers (corpus11.json). The
 * lead scored it once on round 11; it is a tuning set since round 12. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 12: every label a real tool, each query about the eleventh batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout12")).set);
});

Deno.test("held-out 12 is a tuning set of the default run since round 12", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout12");
  await checkDefaultRun(DEFAULT_SETS, "heldout12", true);
  checkRankedOverAll(set, earlierToolCount);
});
