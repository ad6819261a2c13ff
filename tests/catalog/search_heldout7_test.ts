/**
 * Held-out 7 (queries_heldout7.json) asks about the sixth batch of servers (corpus6.json). The
 * lead scored it once on round 6; it is a tuning set since round 7. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 7: every label a real tool, each query about the sixth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout7")).set);
});

Deno.test("held-out 7 is a tuning set of the default run since round 7", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout7");
  await checkDefaultRun(DEFAULT_SETS, "heldout7", true);
  checkRankedOverAll(set, earlierToolCount);
});
