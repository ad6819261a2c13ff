/**
 * Held-out 59 (queries_heldout59.json) asks about the fifty-eighth batch of servers (corpus58.json).
 * It was scored once after round 56 (spent): a tuning set since round 57
 * (docs/search.md, round 57). This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source: changedetection.io's and
 * Healthchecks.io's started and listed by the MCP SDK's Client, Glances' and Meilisearch's Python
 * read by `ast`; none is an npm-listed package (HELDOUT59.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 59: every label a real tool, each query about the fifty-eighth batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT59.md).
  checkLaterSet((await loadLaterSet("heldout59")).set, 4);
});

Deno.test("held-out 59 is in the evaluation's default run since round 57", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout59");
  await checkDefaultRun(DEFAULT_SETS, "heldout59", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 59: the servers from source are corpus58.json, each naming its source", async () => {
  await checkTranscribedBatch(58, 4);
});

Deno.test("held-out 59: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout59", 58);
});
