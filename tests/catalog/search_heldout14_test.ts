/**
 * Held-out 14 (queries_heldout14.json) asks about the thirteenth batch of servers (corpus13.json).
 * It is checked for shape only: it has never been scored, and scoring it here would make it a set
 * the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 14: every label a real tool, each query about the thirteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout14")).set);
});

Deno.test("held-out 14 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout14");
  await checkDefaultRun(DEFAULT_SETS, "heldout14", false);
  checkRankedOverAll(set, earlierToolCount);
});
