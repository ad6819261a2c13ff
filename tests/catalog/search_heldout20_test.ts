/**
 * Held-out 20 (queries_heldout20.json) asks about the nineteenth batch of servers (corpus19.json).
 * It is checked for shape only: it has never been scored, and scoring it here would make it a set
 * the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 20: every label a real tool, each query about the nineteenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout20")).set);
});

Deno.test("held-out 20 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout20");
  await checkDefaultRun(DEFAULT_SETS, "heldout20", false);
  checkRankedOverAll(set, earlierToolCount);
});
