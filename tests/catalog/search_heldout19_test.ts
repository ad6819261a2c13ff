/**
 * Held-out 19 (queries_heldout19.json) asks about the eighteenth batch of servers (corpus18.json).
 * The lead scored it once on round 19; it is a tuning set since round 20. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 19: every label a real tool, each query about the eighteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout19")).set);
});

Deno.test("held-out 19 is a tuning set of the default run since round 20", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout19");
  await checkDefaultRun(DEFAULT_SETS, "heldout19", true);
  checkRankedOverAll(set, earlierToolCount);
});
