/**
 * Held-out 38 (queries_heldout38.json) asks about the thirty-seventh batch of servers
 * (corpus37.json). It was scored once at the start of the tenth 2026-11-30 session (spent): a tuning
 * set since round 38. This test checks its shape only, never its figures.
 * All three of the batch's servers are transcribed from their repositories' source, not listed
 * (HELDOUT38.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 38: every label a real tool, each query about the thirty-seventh batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, and all three
  // are transcribed from source (HELDOUT38.md).
  checkLaterSet((await loadLaterSet("heldout38")).set, 3);
});

Deno.test("held-out 38 is in the evaluation's default run since round 38", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout38");
  await checkDefaultRun(DEFAULT_SETS, "heldout38", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 38: the transcribed servers are corpus37.json, each naming its source", async () => {
  await checkTranscribedBatch(37, 3);
});

Deno.test("held-out 38: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout38", 37);
});
