/**
 * Held-out 65 (queries_heldout65.json) asks about the sixty-fourth batch of servers (corpus64.json).
 * It was scored once at the start of the twenty-sixth session (0.642) and is spent: round 63's
 * tuning set, in the default run; this test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source: the TypeScript one built and
 * listed by the MCP SDK's Client, the three Python ones read by `ast`; none is an npm-listed
 * package (HELDOUT65.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 65: every label a real tool, each query about the sixty-fourth batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT65.md).
  checkLaterSet((await loadLaterSet("heldout65")).set, 4);
});

Deno.test("held-out 65 is in the evaluation's default run since round 63", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout65");
  await checkDefaultRun(DEFAULT_SETS, "heldout65", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 65: the servers from source are corpus64.json, each naming its source", async () => {
  await checkTranscribedBatch(64, 4);
});

Deno.test("held-out 65: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout65", 64);
});
