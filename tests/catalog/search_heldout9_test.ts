/**
 * Held-out 9 (queries_heldout9.json) asks about the eighth batch of servers (corpus8.json). The
 * lead scored it once on round 8; it is a tuning set since round 9. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 9: every label a real tool, each query about the eighth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout9")).set);
});

Deno.test("held-out 9 is a tuning set of the default run since round 9", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout9");
  await checkDefaultRun(DEFAULT_SETS, "heldout9", true);
  checkRankedOverAll(set, earlierToolCount);
});
