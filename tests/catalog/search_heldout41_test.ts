/**
 * Held-out 41 (queries_heldout41.json) asks about the fortieth batch of servers (corpus40.json).
 * It was scored once in the eleventh 2026-11-30 session (spent): a tuning set since round 42.
 * This test checks its shape only, never its figures. All four of the
 * batch's servers are transcribed from their repositories' source, not listed (HELDOUT41.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 41: every label a real tool, each query about the fortieth batch, no query near an earlier one", async () => {
  // Four packages: no new listable server was tried on npm in the time given, and all four are
  // transcribed from source (HELDOUT41.md).
  checkLaterSet((await loadLaterSet("heldout41")).set, 4);
});

Deno.test("held-out 41 is in the evaluation's default run since round 42", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout41");
  await checkDefaultRun(DEFAULT_SETS, "heldout41", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 41: the transcribed servers are corpus40.json, each naming its source", async () => {
  await checkTranscribedBatch(40, 4);
});

Deno.test("held-out 41: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout41", 40);
});
