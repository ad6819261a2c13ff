/**
 * Held-out 15 (queries_heldout15.json) asks about the fourteenth batch of servers (corpus14.json).
 * It is checked for shape only: it has never been scored, and scoring it here would make it a set
 * the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 15: every label a real tool, each query about the fourteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout15")).set);
});

Deno.test("held-out 15 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout15");
  await checkDefaultRun(DEFAULT_SETS, "heldout15", false);
  checkRankedOverAll(set, earlierToolCount);
});
