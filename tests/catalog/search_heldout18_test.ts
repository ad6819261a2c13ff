/**
 * Held-out 18 (queries_heldout18.json) asks about the seventeenth batch of servers (corpus17.json).
 * It is checked for shape only: it has never been scored, and scoring it here would make it a set
 * the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 18: every label a real tool, each query about the seventeenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout18")).set);
});

Deno.test("held-out 18 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout18");
  await checkDefaultRun(DEFAULT_SETS, "heldout18", false);
  checkRankedOverAll(set, earlierToolCount);
});
