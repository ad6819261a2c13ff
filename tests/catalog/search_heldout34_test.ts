/**
 * Held-out 34 (queries_heldout34.json) asks about the thirty-third batch of servers
 * (corpus33.json). It was scored once in the eighth 2026-11-29 session on round 35's table (0.571) and is spent: a tuning
 * set since round 36. Both of the batch's servers are transcribed from their repositories' source, not
 * listed (HELDOUT34.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 34: every label a real tool, each query about the thirty-third batch, no query near an earlier one", async () => {
  // Two packages: no new listable server was found on npm in the time given, and both are
  // transcribed from source (HELDOUT34.md).
  checkLaterSet((await loadLaterSet("heldout34")).set, 2);
});

Deno.test("held-out 34 is a tuning set of the default run since round 36", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout34");
  await checkDefaultRun(DEFAULT_SETS, "heldout34", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 34: the transcribed servers are corpus33.json, each naming its source", async () => {
  await checkTranscribedBatch(33, 2);
});

Deno.test("held-out 34: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout34", 33);
});
