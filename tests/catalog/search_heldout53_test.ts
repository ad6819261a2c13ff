/**
 * Held-out 53 (queries_heldout53.json) asks about the fifty-second batch of servers (corpus52.json).
 * It was scored once at the end of the seventeenth 2026-11-30 session (spent): a tuning set since
 * round 51, and a source of the translation table round 51 rebuilt (docs/search.md, round 51).
 * This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source, started and listed by the MCP
 * SDK's Client; none is an npm-listed package (HELDOUT53.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 53: every label a real tool, each query about the fifty-second batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT53.md).
  checkLaterSet((await loadLaterSet("heldout53")).set, 4);
});

Deno.test("held-out 53 is in the evaluation's default run since round 51", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout53");
  await checkDefaultRun(DEFAULT_SETS, "heldout53", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 53: the servers from source are corpus52.json, each naming its source", async () => {
  await checkTranscribedBatch(52, 4);
});

Deno.test("held-out 53: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout53", 52);
});
