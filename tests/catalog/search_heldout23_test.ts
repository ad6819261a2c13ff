/**
 * Held-out 23 (queries_heldout23.json) asks about the twenty-second batch of servers
 * (corpus22.json). It is checked for shape only: it has never been scored, and scoring it here
 * would make it a set the ranking is fitted to.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 23: every label a real tool, each query about the twenty-second batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout23")).set);
});

Deno.test("held-out 23 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout23");
  await checkDefaultRun(DEFAULT_SETS, "heldout23", false);
  checkRankedOverAll(set, earlierToolCount);
});
