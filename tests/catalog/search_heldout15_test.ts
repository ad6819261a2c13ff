/**
 * Held-out 15 (queries_heldout15.json) asks about the fourteenth batch of servers (corpus14.json).
 * The lead scored it once on round 15; it is a tuning set since round 16. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 15: every label a real tool, each query about the fourteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout15")).set);
});

Deno.test("held-out 15 is a tuning set of the default run since round 16", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout15");
  await checkDefaultRun(DEFAULT_SETS, "heldout15", true);
  checkRankedOverAll(set, earlierToolCount);
});
