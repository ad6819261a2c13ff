/**
 * Held-out 10 (queries_heldout10.json) asks about the ninth batch of servers (corpus9.json). The
 * lead scored it once on round 9; it is a tuning set since round 10. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 10: every label a real tool, each query about the ninth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout10")).set);
});

Deno.test("held-out 10 is a tuning set of the default run since round 10", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout10");
  await checkDefaultRun(DEFAULT_SETS, "heldout10", true);
  checkRankedOverAll(set, earlierToolCount);
});
