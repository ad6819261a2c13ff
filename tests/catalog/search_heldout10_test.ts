/**
 * Held-out 10 (queries_heldout10.json) asks about the ninth batch of servers (corpus9.json). It is
 * checked for shape only: it has never been scored, and scoring it here would make it a set the
 * ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 10: every label a real tool, each query about the ninth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout10")).set);
});

Deno.test("held-out 10 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout10");
  await checkDefaultRun(DEFAULT_SETS, "heldout10", false);
  checkRankedOverAll(set, earlierToolCount);
});
