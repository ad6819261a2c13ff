/**
 * Held-out 22 (queries_heldout22.json) asks about the twenty-first batch of servers (corpus21.json).
 * The lead scored it once on round 22; it is a tuning set since round 23. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 22: every label a real tool, each query about the twenty-first batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout22")).set);
});

Deno.test("held-out 22 is a tuning set of the default run since round 23", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout22");
  await checkDefaultRun(DEFAULT_SETS, "heldout22", true);
  checkRankedOverAll(set, earlierToolCount);
});
