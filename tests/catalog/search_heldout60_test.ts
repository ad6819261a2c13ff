/**
 * Held-out 60 (queries_heldout60.json) asks about the fifty-ninth batch of servers (corpus59.json).
 * It was scored once at the start of the twenty-first 2026-12-01 session (spent): round 58's tuning
 * set (docs/search.md, round 58). This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source, each started and listed by the
 * MCP SDK's Client; none is an npm-listed package (HELDOUT60.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 60: every label a real tool, each query about the fifty-ninth batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT60.md).
  checkLaterSet((await loadLaterSet("heldout60")).set, 4);
});

Deno.test("held-out 60 is in the evaluation's default run since round 58", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout60");
  await checkDefaultRun(DEFAULT_SETS, "heldout60", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 60: the servers from source are corpus59.json, each naming its source", async () => {
  await checkTranscribedBatch(59, 4);
});

Deno.test("held-out 60: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout60", 59);
});
