/**
 * Held-out 23 (queries_heldout23.json) asks about the twenty-second batch of servers
 * (corpus22.json). The lead scored it once on round 23; it is a tuning set since round 24. Checked
 * for shape here.
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

Deno.test("held-out 23: every label a real tool, each query about the twenty-second batch, no query near an earlier one", async () => {
  checkLaterSet((await loadLaterSet("heldout23")).set);
});

Deno.test("held-out 23 is a tuning set of the default run since round 24", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout23");
  await checkDefaultRun(DEFAULT_SETS, "heldout23", true);
  checkRankedOverAll(set, earlierToolCount);
});
