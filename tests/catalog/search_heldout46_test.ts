/**
 * Held-out 46 (queries_heldout46.json) asks about the forty-fifth batch of servers (corpus45.json).
 * It was scored once at the start of the fourteenth 2026-11-30 session (spent): a tuning set
 * since round 46, and a source of the translation table since round 48's rebuild (round 46 kept
 * round 44's). This test checks its shape only, never its figures. All four of the
 * batch's servers are transcribed from their repositories' source, not listed (HELDOUT46.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 46: every label a real tool, each query about the forty-fifth batch, no query near an earlier one", async () => {
  // Four packages: no new listable server was tried on npm in the time given, and all four are
  // transcribed from source (HELDOUT46.md).
  checkLaterSet((await loadLaterSet("heldout46")).set, 4);
});

Deno.test("held-out 46 is in the evaluation's default run since round 46", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout46");
  await checkDefaultRun(DEFAULT_SETS, "heldout46", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 46: the transcribed servers are corpus45.json, each naming its source", async () => {
  await checkTranscribedBatch(45, 4);
});

Deno.test("held-out 46: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout46", 45);
});
