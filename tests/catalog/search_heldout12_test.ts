/**
 * Held-out 12 (queries_heldout12.json) asks about the eleventh batch of servers (corpus11.json). It is
 * checked for shape only: it has never been scored, and scoring it here would make it a set the
 * ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 12: every label a real tool, each query about the eleventh batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout12")).set);
});

Deno.test("held-out 12 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout12");
  await checkDefaultRun(DEFAULT_SETS, "heldout12", false);
  checkRankedOverAll(set, earlierToolCount);
});
