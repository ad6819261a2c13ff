/**
 * Held-out 48 (queries_heldout48.json) asks about the forty-seventh batch of servers (corpus47.json).
 * It was scored once at the start of the fifteenth 2026-11-30 session (spent): a tuning set since
 * round 48, and a source of the translation table round 48 rebuilt (docs/search.md, round 48).
 * This test checks its shape only, never its figures. All four of the
 * batch's servers were read from their repositories' fetched source, two of them started and
 * listed by the MCP SDK's Client; none is an npm-listed package (HELDOUT48.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 48: every label a real tool, each query about the forty-seventh batch, no query near an earlier one", async () => {
  // Four packages: no new listable server was tried on npm in the time given, and all four come
  // from fetched source (HELDOUT48.md).
  checkLaterSet((await loadLaterSet("heldout48")).set, 4);
});

Deno.test("held-out 48 is in the evaluation's default run since round 48", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout48");
  await checkDefaultRun(DEFAULT_SETS, "heldout48", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 48: the servers from source are corpus47.json, each naming its source", async () => {
  await checkTranscribedBatch(47, 4);
});

Deno.test("held-out 48: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout48", 47);
});
