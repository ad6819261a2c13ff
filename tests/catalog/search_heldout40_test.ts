/**
 * Held-out 40 (queries_heldout40.json) asks about the thirty-ninth batch of servers
 * (corpus39.json). It was scored once at the start of the eleventh 2026-11-30 session (spent): a
 * tuning set since round 41. This test checks its shape only, never its figures.
 * All three of the batch's servers are transcribed from their repositories' source, not listed
 * (HELDOUT40.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 40: every label a real tool, each query about the thirty-ninth batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, and all three
  // are transcribed from source (HELDOUT40.md).
  checkLaterSet((await loadLaterSet("heldout40")).set, 3);
});

Deno.test("held-out 40 is in the evaluation's default run since round 41", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout40");
  await checkDefaultRun(DEFAULT_SETS, "heldout40", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 40: the transcribed servers are corpus39.json, each naming its source", async () => {
  await checkTranscribedBatch(39, 3);
});

Deno.test("held-out 40: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout40", 39);
});
