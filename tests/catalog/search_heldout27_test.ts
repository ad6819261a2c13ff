/**
 * Held-out 27 (queries_heldout27.json) asks about the twenty-sixth batch of servers
 * (corpus26.json). The lead scored it once on round 27; it is a tuning set since round 28. Checked
 * for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 27: every label a real tool, each query about the twenty-sixth batch, no query near an earlier one", async () => {
  // Six packages, not fifteen: few new servers in npm's list still list offline (HELDOUT27.md).
  checkLaterSet((await loadLaterSet("heldout27")).set, 6);
});

Deno.test("held-out 27 is a tuning set of the default run since round 28", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout27");
  await checkDefaultRun(DEFAULT_SETS, "heldout27", true);
  checkRankedOverAll(set, earlierToolCount);
});
