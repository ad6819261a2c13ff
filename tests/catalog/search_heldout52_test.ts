/**
 * Held-out 52 (queries_heldout52.json) asks about the fifty-first batch of servers (corpus51.json).
 * It was scored once at the start of the seventeenth 2026-11-30 session (spent): a tuning set since
 * round 50, and a source of the translation table round 50 rebuilt (docs/search.md, round 50).
 * This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source, started and listed by the MCP
 * SDK's Client; none is an npm-listed package (HELDOUT52.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 52: every label a real tool, each query about the fifty-first batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT52.md).
  checkLaterSet((await loadLaterSet("heldout52")).set, 4);
});

Deno.test("held-out 52 is in the evaluation's default run since round 50", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout52");
  await checkDefaultRun(DEFAULT_SETS, "heldout52", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 52: the servers from source are corpus51.json, each naming its source", async () => {
  await checkTranscribedBatch(51, 4);
});

Deno.test("held-out 52: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout52", 51);
});
