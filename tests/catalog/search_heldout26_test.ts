/**
 * Held-out 26 (queries_heldout26.json) asks about the twenty-fifth batch of servers
 * (corpus25.json). The lead scored it once on round 26; it is a tuning set since round 27. Checked
 * for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 26: every label a real tool, each query about the twenty-fifth batch, no query near an earlier one", async () => {
  // Nine packages, not fifteen: few new servers in npm's list still list offline (HELDOUT26.md).
  checkLaterSet((await loadLaterSet("heldout26")).set, 9);
});

Deno.test("held-out 26 is a tuning set of the default run since round 27", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout26");
  await checkDefaultRun(DEFAULT_SETS, "heldout26", true);
  checkRankedOverAll(set, earlierToolCount);
});
