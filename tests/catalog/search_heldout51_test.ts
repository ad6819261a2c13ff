/**
 * Held-out 51 (queries_heldout51.json) asks about the fiftieth batch of servers (corpus50.json).
 * It was scored once at the end of the sixteenth 2026-11-30 session (spent): a tuning set since
 * round 50, and a source of the translation table round 50 rebuilt (docs/search.md, round 50).
 * This test checks its shape only, never its figures. All four of the
 * batch's servers were started from their repositories' fetched source and listed by the MCP
 * SDK's Client; none is an npm-listed package (HELDOUT51.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 51: every label a real tool, each query about the fiftieth batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT51.md).
  checkLaterSet((await loadLaterSet("heldout51")).set, 4);
});

Deno.test("held-out 51 is in the evaluation's default run since round 50", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout51");
  await checkDefaultRun(DEFAULT_SETS, "heldout51", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 51: the servers from source are corpus50.json, each naming its source", async () => {
  await checkTranscribedBatch(50, 4);
});

Deno.test("held-out 51: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout51", 50);
});
