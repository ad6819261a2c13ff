/**
 * Held-out 19 (queries_heldout19.json) asks about the eighteenth batch of servers (corpus18.json).
 * It is checked for shape only: it has never been scored, and scoring it here would make it a set
 * the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 19: every label a real tool, each query about the eighteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout19")).set);
});

Deno.test("held-out 19 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout19");
  await checkDefaultRun(DEFAULT_SETS, "heldout19", false);
  checkRankedOverAll(set, earlierToolCount);
});
