/**
 * Held-out 37 (queries_heldout37.json) asks about the thirty-sixth batch of servers
 * (corpus36.json). It was scored once in the ninth 2026-11-29 session (0.483; 0.500 with the
 * server-text scale it confirmed) and is spent: a tuning set since round 38. This test checks its shape only, never its figures.
 * All three of the batch's servers are transcribed from their repositories' source, not listed
 * (HELDOUT37.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 37: every label a real tool, each query about the thirty-sixth batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, and all three
  // are transcribed from source (HELDOUT37.md).
  checkLaterSet((await loadLaterSet("heldout37")).set, 3);
});

Deno.test("held-out 37 is in the evaluation's default run since round 38", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout37");
  await checkDefaultRun(DEFAULT_SETS, "heldout37", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 37: the transcribed servers are corpus36.json, each naming its source", async () => {
  await checkTranscribedBatch(36, 3);
});

Deno.test("held-out 37: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout37", 36);
});
