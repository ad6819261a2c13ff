/**
 * Held-out 61 (queries_heldout61.json) asks about the sixtieth batch of servers (corpus60.json).
 * It was scored once at the start of the twenty-second 2026-12-01 session (0.674; spent): round
 * 59's tuning set (docs/search.md, round 59). This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source: three TypeScript ones started
 * and listed by the MCP SDK's Client, Matomo's Python read by an `ast` reader; none is an
 * npm-listed package (HELDOUT61.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 61: every label a real tool, each query about the sixtieth batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT61.md).
  checkLaterSet((await loadLaterSet("heldout61")).set, 4);
});

Deno.test("held-out 61 is in the evaluation's default run since round 59", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout61");
  await checkDefaultRun(DEFAULT_SETS, "heldout61", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 61: the servers from source are corpus60.json, each naming its source", async () => {
  await checkTranscribedBatch(60, 4);
});

Deno.test("held-out 61: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout61", 60);
});
