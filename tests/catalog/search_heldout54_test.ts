/**
 * Held-out 54 (queries_heldout54.json) asks about the fifty-third batch of servers (corpus53.json).
 * It was scored once at the start of the eighteenth 2026-11-30 session (spent): a tuning set since
 * round 52 (docs/search.md, round 52). This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source, started and listed by the MCP
 * SDK's Client; none is an npm-listed package (HELDOUT54.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 54: every label a real tool, each query about the fifty-third batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT54.md).
  checkLaterSet((await loadLaterSet("heldout54")).set, 4);
});

Deno.test("held-out 54 is in the evaluation's default run since round 52", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout54");
  await checkDefaultRun(DEFAULT_SETS, "heldout54", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 54: the servers from source are corpus53.json, each naming its source", async () => {
  await checkTranscribedBatch(53, 4);
});

Deno.test("held-out 54: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout54", 53);
});
