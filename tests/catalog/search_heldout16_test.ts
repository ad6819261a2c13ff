/**
 * Held-out 16 (queries_heldout16.json) asks about the fifteenth batch of servers (corpus15.json).
 * The lead scored it once on round 16; it is a tuning set since round 17. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 16: every label a real tool, each query about the fifteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout16")).set);
});

Deno.test("held-out 16 is a tuning set of the default run since round 17", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout16");
  await checkDefaultRun(DEFAULT_SETS, "heldout16", true);
  checkRankedOverAll(set, earlierToolCount);
});
