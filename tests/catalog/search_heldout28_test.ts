/**
 * Held-out 28 (queries_heldout28.json) asks about the twenty-seventh batch of servers
 * (corpus27.json). The lead scored it once after search round 28 (0.568; see docs/search.md); it
 * is a tuning set since round 29. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 28: every label a real tool, each query about the twenty-seventh batch, no query near an earlier one", async () => {
  // Seven packages, not fifteen: few new servers in npm's list still list offline (HELDOUT28.md).
  checkLaterSet((await loadLaterSet("heldout28")).set, 7);
});

Deno.test("held-out 28 is a tuning set of the default run since round 29", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout28");
  await checkDefaultRun(DEFAULT_SETS, "heldout28", true);
  checkRankedOverAll(set, earlierToolCount);
});
