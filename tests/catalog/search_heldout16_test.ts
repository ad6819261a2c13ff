/**
 * Held-out 16 (queries_heldout16.json) asks about the fifteenth batch of servers (corpus15.json).
 * It is checked for shape only: it has never been scored, and scoring it here would make it a set
 * the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 16: every label a real tool, each query about the fifteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout16")).set);
});

Deno.test("held-out 16 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout16");
  await checkDefaultRun(DEFAULT_SETS, "heldout16", false);
  checkRankedOverAll(set, earlierToolCount);
});
