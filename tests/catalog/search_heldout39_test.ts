/**
 * Held-out 39 (queries_heldout39.json) asks about the thirty-eighth batch of servers
 * (corpus38.json). It was scored once in the tenth 2026-11-30 session (spent): a tuning set
 * since round 41. This test checks its shape only, never its figures.
 * All three of the batch's servers are transcribed from their repositories' source, not listed
 * (HELDOUT39.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 39: every label a real tool, each query about the thirty-eighth batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, and all three
  // are transcribed from source (HELDOUT39.md).
  checkLaterSet((await loadLaterSet("heldout39")).set, 3);
});

Deno.test("held-out 39 is in the evaluation's default run since round 41", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout39");
  await checkDefaultRun(DEFAULT_SETS, "heldout39", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 39: the transcribed servers are corpus38.json, each naming its source", async () => {
  await checkTranscribedBatch(38, 3);
});

Deno.test("held-out 39: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout39", 38);
});
