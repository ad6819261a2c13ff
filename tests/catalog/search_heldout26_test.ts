/**
 * Held-out 26 (queries_heldout26.json) asks about the twenty-fifth batch of servers
 * (corpus25.json). It is checked for shape only: it was scored once (see HELDOUT26.md), and scoring it here
 * would make it a set the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 26: every label a real tool, each query about the twenty-fifth batch, no query near an earlier one", async () => {
  // Nine packages, not fifteen: few new servers in npm's list still list offline (HELDOUT26.md).
  checkLaterSet((await loadLaterSet("heldout26")).set, 9);
});

Deno.test("held-out 26 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout26");
  await checkDefaultRun(DEFAULT_SETS, "heldout26", false);
  checkRankedOverAll(set, earlierToolCount);
});
