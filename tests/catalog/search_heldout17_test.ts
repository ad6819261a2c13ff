/**
 * Held-out 17 (queries_heldout17.json) asks about the sixteenth batch of servers (corpus16.json).
 * The lead scored it once on round 17; it is a tuning set since round 18. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 17: every label a real tool, each query about the sixteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout17")).set);
});

Deno.test("held-out 17 is a tuning set of the default run since round 18", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout17");
  await checkDefaultRun(DEFAULT_SETS, "heldout17", true);
  checkRankedOverAll(set, earlierToolCount);
});
