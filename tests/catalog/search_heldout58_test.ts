/**
 * Held-out 58 (queries_heldout58.json) asks about the fifty-seventh batch of servers (corpus57.json).
 * It was scored once at the start of the twentieth 2026-12-01 session (spent): a tuning set since
 * round 56 (docs/search.md, round 56). This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source: three started and listed by
 * the MCP SDK's Client, NetBox's read by an `ast` extractor; none is an npm-listed package
 * (HELDOUT58.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 58: every label a real tool, each query about the fifty-seventh batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT58.md).
  checkLaterSet((await loadLaterSet("heldout58")).set, 4);
});

Deno.test("held-out 58 is in the evaluation's default run since round 56", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout58");
  await checkDefaultRun(DEFAULT_SETS, "heldout58", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 58: the servers from source are corpus57.json, each naming its source", async () => {
  await checkTranscribedBatch(57, 4);
});

Deno.test("held-out 58: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout58", 57);
});
