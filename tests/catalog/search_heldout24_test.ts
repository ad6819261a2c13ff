/**
 * Held-out 24 (queries_heldout24.json) asks about the twenty-third batch of servers
 * (corpus23.json). It is checked for shape only: it has never been scored, and scoring it here
 * would make it a set the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 24: every label a real tool, each query about the twenty-third batch, no query near an earlier one", async () => {
  // Nine packages, not fifteen: few new servers in npm's list still list offline (HELDOUT24.md).
  checkLaterSet((await loadLaterSet("heldout24")).set, 9);
});

Deno.test("held-out 24 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout24");
  await checkDefaultRun(DEFAULT_SETS, "heldout24", false);
  checkRankedOverAll(set, earlierToolCount);
});
