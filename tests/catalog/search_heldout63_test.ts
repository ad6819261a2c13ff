/**
 * Held-out 63 (queries_heldout63.json) asks about the sixty-second batch of servers (corpus62.json).
 * It was scored once at the start of the twenty-fourth session (0.688) and is spent: round 61's
 * tuning set, in the default run; this test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source: the three TypeScript ones
 * started and listed by the MCP SDK's Client, the Python one read by `ast`; none is an npm-listed
 * package (HELDOUT63.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 63: every label a real tool, each query about the sixty-second batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT63.md).
  checkLaterSet((await loadLaterSet("heldout63")).set, 4);
});

Deno.test("held-out 63 is in the evaluation's default run since round 61", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout63");
  await checkDefaultRun(DEFAULT_SETS, "heldout63", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 63: the servers from source are corpus62.json, each naming its source", async () => {
  await checkTranscribedBatch(62, 4);
});

Deno.test("held-out 63: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout63", 62);
});
