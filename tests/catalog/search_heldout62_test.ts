/**
 * Held-out 62 (queries_heldout62.json) asks about the sixty-first batch of servers (corpus61.json).
 * It was scored once at the start of the twenty-third session (0.568; spent): round 59's tuning
 * set (docs/search.md, round 59). This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source: the two TypeScript ones started
 * and listed by the MCP SDK's Client, the two Python ones read by `ast`; none is an npm-listed
 * package (HELDOUT62.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 62: every label a real tool, each query about the sixty-first batch, no query near an earlier one", async () => {
  // Four packages: all four come from fetched source, none from the npm list (HELDOUT62.md).
  checkLaterSet((await loadLaterSet("heldout62")).set, 4);
});

Deno.test("held-out 62 is in the evaluation's default run since round 59", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout62");
  await checkDefaultRun(DEFAULT_SETS, "heldout62", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 62: the servers from source are corpus61.json, each naming its source", async () => {
  await checkTranscribedBatch(61, 4);
});

Deno.test("held-out 62: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout62", 61);
});
