/**
 * Held-out 9 (queries_heldout9.json) asks about the eighth batch of servers (corpus8.json). It is
 * checked for shape only: it has never been scored, and scoring it here would make it a set the
 * ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 9: every label a real tool, each query about the eighth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout9")).set);
});

Deno.test("held-out 9 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout9");
  await checkDefaultRun(DEFAULT_SETS, "heldout9", false);
  checkRankedOverAll(set, earlierToolCount);
});
