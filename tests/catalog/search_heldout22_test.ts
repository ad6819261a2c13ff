/**
 * Held-out 22 (queries_heldout22.json) asks about the twenty-first batch of servers (corpus21.json).
 * It is checked for shape only: it has never been scored, and scoring it here would make it a set
 * the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 22: every label a real tool, each query about the twenty-first batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout22")).set);
});

Deno.test("held-out 22 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout22");
  await checkDefaultRun(DEFAULT_SETS, "heldout22", false);
  checkRankedOverAll(set, earlierToolCount);
});
