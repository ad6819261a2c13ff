/**
 * Held-out 47 (queries_heldout47.json) asks about the forty-sixth batch of servers (corpus46.json).
 * It was scored once at the end of the fourteenth 2026-11-30 session (spent): a tuning set since
 * round 48, and a source of the translation table round 48 rebuilt (docs/search.md, round 48).
 * This test checks its shape only, never its figures. All five of the
 * batch's servers come from their repositories' source, none from npm: three started and listed
 * by the MCP SDK's Client, two read from their Python source (HELDOUT47.md).
 */
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";
import { checkEveryToolLabelled, checkTranscribedBatch } from "./_transcribed_batch.ts";

Deno.test("held-out 47: every label a real tool, each query about the forty-sixth batch, no query near an earlier one", async () => {
  // Five packages: none of the batch's servers is on the npm registry, so all five come from
  // source (HELDOUT47.md).
  checkLaterSet((await loadLaterSet("heldout47")).set, 5);
});

Deno.test("held-out 47 is in the evaluation's default run since round 48", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout47");
  await checkDefaultRun(DEFAULT_SETS, "heldout47", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 47: the servers from source are corpus46.json, each naming its source", async () => {
  await checkTranscribedBatch(46, 5);
});

Deno.test("held-out 47: every tool of the batch is the label of some query", async () => {
  await checkEveryToolLabelled("heldout47", 46);
});
