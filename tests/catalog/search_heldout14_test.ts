/**
 * Held-out 14 (queries_heldout14.json) asks about the thirteenth batch of servers (corpus13.json).
 * The lead scored it once on round 14; it is a tuning set since round 15. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 14: every label a real tool, each query about the thirteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout14")).set);
});

Deno.test("held-out 14 is a tuning set of the default run since round 15", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout14");
  await checkDefaultRun(DEFAULT_SETS, "heldout14", true);
  checkRankedOverAll(set, earlierToolCount);
});
