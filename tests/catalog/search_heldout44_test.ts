/**
 * Held-out 44 (queries_heldout44.json) asks about the forty-third batch of servers (corpus43.json).
 * It was scored once at the start of the thirteenth 2026-11-30 session (spent): a tuning set since
 * round 44. This test checks its shape only, never its figures. All three of the
 * batch's servers are transcribed from their repositories' source, not listed (HELDOUT44.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 44: every label a real tool, each query about the forty-third batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was tried on npm in the time given, and all three are
  // transcribed from source (HELDOUT44.md).
  checkLaterSet((await loadLaterSet("heldout44")).set, 3);
});

Deno.test("held-out 44 is in the evaluation's default run since round 44", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout44");
  await checkDefaultRun(DEFAULT_SETS, "heldout44", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 44: the transcribed servers are corpus43.json, each naming its source", async () => {
  await checkTranscribedBatch(43, 3);
});

Deno.test("held-out 44: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout44", 43);
});
