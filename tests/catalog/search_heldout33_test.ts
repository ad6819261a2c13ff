/**
 * Held-out 33 (queries_heldout33.json) asks about the thirty-second batch of servers
 * (corpus32.json). It was scored once at 20:34 on round 34's table (0.568) and is spent: a tuning
 * set since round 35. All three of the batch's servers are transcribed from their repositories'
 * source, not listed (HELDOUT33.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 33: every label a real tool, each query about the thirty-second batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, all three are
  // transcribed from source (HELDOUT33.md).
  checkLaterSet((await loadLaterSet("heldout33")).set, 3);
});

Deno.test("held-out 33 is a tuning set of the default run since round 35", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout33");
  await checkDefaultRun(DEFAULT_SETS, "heldout33", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 33: the transcribed servers are corpus32.json, each naming its source", async () => {
  await checkTranscribedBatch(32, 3);
});

Deno.test("held-out 33: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout33", 32);
});
