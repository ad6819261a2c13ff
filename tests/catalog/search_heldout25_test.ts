/**
 * Held-out 25 (queries_heldout25.json) asks about the twenty-fourth batch of servers
 * (corpus24.json). The lead scored it once on round 24; it is a tuning set since round 26. Checked
 * for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 25: every label a real tool, each query about the twenty-fourth batch, no query near an earlier one", async () => {
  // Ten packages, not fifteen: few new servers in npm's list still list offline (HELDOUT25.md).
  checkLaterSet((await loadLaterSet("heldout25")).set, 10);
});

Deno.test("held-out 25 is a tuning set of the default run since round 26", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout25");
  await checkDefaultRun(DEFAULT_SETS, "heldout25", true);
  checkRankedOverAll(set, earlierToolCount);
});
