/**
 * Held-out 21 (queries_heldout21.json) asks about the twentieth batch of servers (corpus20.json).
 * It is checked for shape only: it has never been scored, and scoring it here would make it a set
 * the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 21: every label a real tool, each query about the twentieth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout21")).set);
});

Deno.test("held-out 21 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout21");
  await checkDefaultRun(DEFAULT_SETS, "heldout21", false);
  checkRankedOverAll(set, earlierToolCount);
});
