/**
 * Held-out 31 (queries_heldout31.json) asks about the thirtieth batch of servers (corpus30.json).
 * It was scored once after round 31 (0.536) and is spent: a tuning set since round 33. All three of the batch's servers are
 * transcribed from their repositories' source, not listed (HELDOUT31.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 31: every label a real tool, each query about the thirtieth batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, all three are
  // transcribed from source (HELDOUT31.md).
  checkLaterSet((await loadLaterSet("heldout31")).set, 3);
});

Deno.test("held-out 31 is a tuning set of the default run since round 33", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout31");
  await checkDefaultRun(DEFAULT_SETS, "heldout31", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 31: the transcribed servers are corpus30.json, each naming its source", async () => {
  await checkTranscribedBatch(30, 3);
});

Deno.test("held-out 31: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout31", 30);
});
