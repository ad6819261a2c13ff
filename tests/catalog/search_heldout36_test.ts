/**
 * Held-out 36 (queries_heldout36.json) asks about the thirty-fifth batch of servers
 * (corpus35.json). It was scored once in the ninth 2026-11-29 session on round 36's table (0.421) and is spent:
 * a tuning set since round 37. This test checks its shape only, never its figures.
 * All three of the batch's servers are transcribed from their repositories' source, not listed
 * (HELDOUT36.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 36: every label a real tool, each query about the thirty-fifth batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, and all three
  // are transcribed from source (HELDOUT36.md).
  checkLaterSet((await loadLaterSet("heldout36")).set, 3);
});

Deno.test("held-out 36 is a tuning set of the default run since round 37", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout36");
  await checkDefaultRun(DEFAULT_SETS, "heldout36", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 36: the transcribed servers are corpus35.json, each naming its source", async () => {
  await checkTranscribedBatch(35, 3);
});

Deno.test("held-out 36: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout36", 35);
});
