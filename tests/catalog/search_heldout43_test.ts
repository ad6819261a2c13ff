/**
 * Held-out 43 (queries_heldout43.json) asks about the forty-second batch of servers (corpus42.json).
 * It was scored once in the twelfth 2026-11-30 session (spent): a tuning set since round 44. This
 * test checks its shape only, never its figures. All five of the batch's servers are transcribed from their repositories'
 * source, not listed (HELDOUT43.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 43: every label a real tool, each query about the forty-second batch, no query near an earlier one", async () => {
  // Five packages: no new listable server was tried on npm in the time given, and all five are
  // transcribed from source (HELDOUT43.md).
  checkLaterSet((await loadLaterSet("heldout43")).set, 5);
});

Deno.test("held-out 43 is in the evaluation's default run since round 44", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout43");
  await checkDefaultRun(DEFAULT_SETS, "heldout43", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 43: the transcribed servers are corpus42.json, each naming its source", async () => {
  await checkTranscribedBatch(42, 5);
});

Deno.test("held-out 43: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout43", 42);
});
