/**
 * Held-out 8 (queries_heldout8.json) asks about the seventh batch of servers (corpus7.json). It is
 * checked for shape only: it has never been scored, and scoring it here would make it a set the
 * ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 8: every label a real tool, each query about the seventh batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout8")).set);
});

Deno.test("held-out 8 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout8");
  await checkDefaultRun(DEFAULT_SETS, "heldout8", false);
  checkRankedOverAll(set, earlierToolCount);
});
