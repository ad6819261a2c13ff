/**
 * Held-out 56 (queries_heldout56.json) asks about the fifty-fifth batch of servers (corpus55.json).
 * It was scored once at the start of the nineteenth 2026-12-01 session (spent): a tuning set since
 * round 54 (docs/search.md, round 54). This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source: two started and listed by the
 * MCP SDK's Client, two read by an `ast` extractor; none is an npm-listed package (HELDOUT56.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 56: every label a real tool, each query about the fifty-fifth batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT56.md).
  checkLaterSet((await loadLaterSet("heldout56")).set, 4);
});

Deno.test("held-out 56 is in the evaluation's default run since round 54", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout56");
  await checkDefaultRun(DEFAULT_SETS, "heldout56", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 56: the servers from source are corpus55.json, each naming its source", async () => {
  await checkTranscribedBatch(55, 4);
});

Deno.test("held-out 56: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout56", 55);
});
