/**
 * Held-out 35 (queries_heldout35.json) asks about the thirty-fourth batch of servers
 * (corpus34.json). It was scored once at the start of the ninth 2026-11-29 session on round 35's table (0.494) and is spent: a tuning
 * set since round 36. All three of the batch's servers are transcribed from their repositories' source, not
 * listed (HELDOUT35.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 35: every label a real tool, each query about the thirty-fourth batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, and all three
  // are transcribed from source (HELDOUT35.md).
  checkLaterSet((await loadLaterSet("heldout35")).set, 3);
});

Deno.test("held-out 35 is a tuning set of the default run since round 36", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout35");
  await checkDefaultRun(DEFAULT_SETS, "heldout35", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 35: the transcribed servers are corpus34.json, each naming its source", async () => {
  await checkTranscribedBatch(34, 3);
});

Deno.test("held-out 35: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout35", 34);
});
