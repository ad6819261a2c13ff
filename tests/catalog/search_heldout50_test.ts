/**
 * Held-out 50 (queries_heldout50.json) asks about the forty-ninth batch of servers (corpus49.json).
 * It was scored once at the start of the sixteenth 2026-11-30 session (spent): a tuning set since
 * round 49, and a source of the translation table round 49 rebuilt (docs/search.md, round 49).
 * This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source, two of them started and
 * listed by the MCP SDK's Client and one listed by it in memory; none is an npm-listed package
 * (HELDOUT50.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 50: every label a real tool, each query about the forty-ninth batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT50.md).
  checkLaterSet((await loadLaterSet("heldout50")).set, 4);
});

Deno.test("held-out 50 is in the evaluation's default run since round 49", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout50");
  await checkDefaultRun(DEFAULT_SETS, "heldout50", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 50: the servers from source are corpus49.json, each naming its source", async () => {
  await checkTranscribedBatch(49, 4);
});

Deno.test("held-out 50: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout50", 49);
});
