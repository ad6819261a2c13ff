/**
 * Held-out 57 (queries_heldout57.json) asks about the fifty-sixth batch of servers (corpus56.json).
 * It was scored once after round 54 (spent): a tuning set since round 55 (docs/search.md, round 55).
 * This test checks its shape only, never its figures. All four of the batch's servers are Python
 * servers read from their repositories' fetched source: each imported with its missing packages
 * stubbed and its registered tools listed; none is an npm-listed package (HELDOUT57.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 57: every label a real tool, each query about the fifty-sixth batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT57.md).
  checkLaterSet((await loadLaterSet("heldout57")).set, 4);
});

Deno.test("held-out 57 is in the evaluation's default run since round 55", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout57");
  await checkDefaultRun(DEFAULT_SETS, "heldout57", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 57: the servers from source are corpus56.json, each naming its source", async () => {
  await checkTranscribedBatch(56, 4);
});

Deno.test("held-out 57: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout57", 56);
});
