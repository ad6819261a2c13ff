/**
 * Held-out 17 (queries_heldout17.json) asks about the sixteenth batch of servers (corpus16.json).
 * It is checked for shape only: it has never been scored, and scoring it here would make it a set
 * the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 17: every label a real tool, each query about the sixteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout17")).set);
});

Deno.test("held-out 17 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout17");
  await checkDefaultRun(DEFAULT_SETS, "heldout17", false);
  checkRankedOverAll(set, earlierToolCount);
});
