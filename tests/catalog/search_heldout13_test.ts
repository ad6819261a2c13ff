/**
 * Held-out 13 (queries_heldout13.json) asks about the twelfth batch of servers (corpus12.json). It is
 * checked for shape only: it has never been scored, and scoring it here would make it a set the
 * ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 13: every label a real tool, each query about the twelfth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout13")).set);
});

Deno.test("held-out 13 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout13");
  await checkDefaultRun(DEFAULT_SETS, "heldout13", false);
  checkRankedOverAll(set, earlierToolCount);
});
