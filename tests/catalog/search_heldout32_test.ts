/**
 * Held-out 32 (queries_heldout32.json) asks about the thirty-first batch of servers (corpus31.json).
 * It was scored once at 18:40 on round 33's table (0.597) and is spent: a tuning set since round 34.
 * All three of the batch's servers are transcribed from their repositories' source, not listed
 * (HELDOUT32.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 32: every label a real tool, each query about the thirty-first batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, all three are
  // transcribed from source (HELDOUT32.md).
  checkLaterSet((await loadLaterSet("heldout32")).set, 3);
});

Deno.test("held-out 32 is a tuning set of the default run since round 34", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout32");
  await checkDefaultRun(DEFAULT_SETS, "heldout32", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 32: the transcribed servers are corpus31.json, each naming its source", async () => {
  await checkTranscribedBatch(31, 3);
});

Deno.test("held-out 32: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout32", 31);
});
