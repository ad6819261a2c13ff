/**
 * Held-out 42 (queries_heldout42.json) asks about the forty-first batch of servers (corpus41.json).
 * It was scored once at the start of the twelfth 2026-11-30 session (spent): a tuning set since
 * round 42. This test checks its shape only, never its figures. All five of the
 * batch's servers are transcribed from their repositories' source, not listed (HELDOUT42.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 42: every label a real tool, each query about the forty-first batch, no query near an earlier one", async () => {
  // Five packages: no new listable server was tried on npm in the time given, and all five are
  // transcribed from source (HELDOUT42.md).
  checkLaterSet((await loadLaterSet("heldout42")).set, 5);
});

Deno.test("held-out 42 is in the evaluation's default run since round 42", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout42");
  await checkDefaultRun(DEFAULT_SETS, "heldout42", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 42: the transcribed servers are corpus41.json, each naming its source", async () => {
  await checkTranscribedBatch(41, 5);
});

Deno.test("held-out 42: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout42", 41);
});
