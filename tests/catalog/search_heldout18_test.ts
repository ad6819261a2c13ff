/**
 * Held-out 18 (queries_heldout18.json) asks about the seventeenth batch of servers (corpus17.json).
 * The lead scored it once on round 18; it is a tuning set since round 19. Checked for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 18: every label a real tool, each query about the seventeenth batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout18")).set);
});

Deno.test("held-out 18 is a tuning set of the default run since round 19", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout18");
  await checkDefaultRun(DEFAULT_SETS, "heldout18", true);
  checkRankedOverAll(set, earlierToolCount);
});
