/**
 * Held-out 55 (queries_heldout55.json) asks about the fifty-fourth batch of servers (corpus54.json).
 * It was scored once after round 52 (spent): a tuning set since round 53 (docs/search.md, round 53).
 * This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source (three started and listed by the
 * MCP SDK's Client, Beszel's Python read with `ast`); none is an npm-listed package (HELDOUT55.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 55: every label a real tool, each query about the fifty-fourth batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT55.md).
  checkLaterSet((await loadLaterSet("heldout55")).set, 4);
});

Deno.test("held-out 55 is in the evaluation's default run since round 53", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout55");
  await checkDefaultRun(DEFAULT_SETS, "heldout55", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 55: the servers from source are corpus54.json, each naming its source", async () => {
  await checkTranscribedBatch(54, 4);
});

Deno.test("held-out 55: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout55", 54);
});
