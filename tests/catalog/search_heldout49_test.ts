/**
 * Held-out 49 (queries_heldout49.json) asks about the forty-eighth batch of servers (corpus48.json).
 * It was scored once at the end of the fifteenth 2026-11-30 session (spent): a tuning set since
 * round 49, and a source of the translation table round 49 rebuilt (docs/search.md, round 49).
 * This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source, one of them started and
 * listed by the MCP SDK's Client; none is an npm-listed package (HELDOUT49.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 49: every label a real tool, each query about the forty-eighth batch, no query near an earlier one", async () => {
  // Four packages: the one npm name asked about was not found, and all four come from fetched
  // source (HELDOUT49.md).
  checkLaterSet((await loadLaterSet("heldout49")).set, 4);
});

Deno.test("held-out 49 is in the evaluation's default run since round 49", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout49");
  await checkDefaultRun(DEFAULT_SETS, "heldout49", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 49: the servers from source are corpus48.json, each naming its source", async () => {
  await checkTranscribedBatch(48, 4);
});

Deno.test("held-out 49: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout49", 48);
});
