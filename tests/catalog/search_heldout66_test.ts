/**
 * Held-out 66 (queries_heldout66.json) asks about the sixty-fifth batch of servers (corpus65.json).
 * It was scored once at the start of the twenty-seventh session (0.642) and is spent; this test
 * checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source: the TypeScript one built and
 * listed by the MCP SDK's Client, the three Python ones read by `ast`; none is an npm-listed
 * package (HELDOUT66.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 66: every label a real tool, each query about the sixty-fifth batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT66.md).
  checkLaterSet((await loadLaterSet("heldout66")).set, 4);
});

Deno.test("held-out 66 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout66");
  await checkDefaultRun(DEFAULT_SETS, "heldout66", false);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 66: the servers from source are corpus65.json, each naming its source", async () => {
  await checkTranscribedBatch(65, 4);
});

Deno.test("held-out 66: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout66", 65);
});
