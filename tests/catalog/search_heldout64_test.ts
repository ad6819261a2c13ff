/**
 * Held-out 64 (queries_heldout64.json) asks about the sixty-third batch of servers (corpus63.json).
 * It was scored once at the start of the twenty-fifth session (0.707) and is spent: round 62's
 * tuning set, in the default run; this test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source: the TypeScript one started
 * and listed by the MCP SDK's Client, the three Python ones read by `ast`; none is an npm-listed
 * package (HELDOUT64.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 64: every label a real tool, each query about the sixty-third batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT64.md).
  checkLaterSet((await loadLaterSet("heldout64")).set, 4);
});

Deno.test("held-out 64 is in the evaluation's default run since round 62", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout64");
  await checkDefaultRun(DEFAULT_SETS, "heldout64", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 64: the servers from source are corpus63.json, each naming its source", async () => {
  await checkTranscribedBatch(63, 4);
});

Deno.test("held-out 64: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout64", 63);
});
