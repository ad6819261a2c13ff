/**
 * Held-out 24 (queries_heldout24.json) asks about the twenty-third batch of servers
 * (corpus23.json). The lead scored it once on round 23; it is a tuning set since round 24. Checked
 * for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 24: every label a real tool, each query about the twenty-third batch, no query near an earlier one", async () => {
  // Nine packages, not fifteen: few new servers in npm's list still list offline (HELDOUT24.md).
  checkLaterSet((await loadLaterSet("heldout24")).set, 9);
});

Deno.test("held-out 24 is a tuning set of the default run since round 24", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout24");
  await checkDefaultRun(DEFAULT_SETS, "heldout24", true);
  checkRankedOverAll(set, earlierToolCount);
});
