/**
 * Held-out 20 (queries_heldout20.json) asks about the nineteenth batch of servers (corpus19.json).
 * The lead scored it once on round 20; it is a tuning set since round 21. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 20: every label a real tool, each query about the nineteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout20")).set);
});

Deno.test("held-out 20 is a tuning set of the default run since round 21", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout20");
  await checkDefaultRun(DEFAULT_SETS, "heldout20", true);
  checkRankedOverAll(set, earlierToolCount);
});
