/**
 * Held-out 11 (queries_heldout11.json) asks about the tenth batch of servers (corpus10.json). It is
 * checked for shape only: it has never been scored, and scoring it here would make it a set the
 * ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 11: every label a real tool, each query about the tenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout11")).set);
});

Deno.test("held-out 11 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout11");
  await checkDefaultRun(DEFAULT_SETS, "heldout11", false);
  checkRankedOverAll(set, earlierToolCount);
});
