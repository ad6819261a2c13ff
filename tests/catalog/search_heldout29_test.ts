/**
 * Held-out 29 (queries_heldout29.json) asks about the twenty-eighth batch of servers
 * (corpus28.json; two of its six servers are transcribed from source, corpus28_transcribed.json).
 * It is checked for shape only: it was scored once after round 29 (0.620) and is a tuning set
 * from round 30 on; scores belong to scripts/search_eval.ts, not to tests.
 */
import assert from "node:assert/strict";
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import type { CorpusServer } from "../../scripts/build_search_corpus.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

const FIXTURES = new URL("../fixtures/search/", import.meta.url);

Deno.test("held-out 29: every label a real tool, each query about the twenty-eighth batch, no query near an earlier one", async () => {
  // Five packages, not fifteen: npm's list gave four listable servers (HELDOUT29.md); the
  // minimum leaves room for a rebuild that loses one of them.
  checkLaterSet((await loadLaterSet("heldout29")).set, 5);
});

Deno.test("held-out 29 is a tuning set of the default run since round 30", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout29");
  await checkDefaultRun(DEFAULT_SETS, "heldout29", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 29: the transcribed servers are in the batch as written, each with its source", async () => {
  const read = (f: string) => Deno.readTextFile(new URL(f, FIXTURES)).then(JSON.parse);
  const transcribed: (CorpusServer & { source: Record<string, string> })[] = await read(
    "corpus28_transcribed.json",
  );
  const batch: CorpusServer[] = await read("corpus28.json");
  assert.ok(transcribed.length > 0);
  for (const t of transcribed) {
    assert.match(t.source.commit, /^[0-9a-f]{40}$/, t.slug);
    assert.ok(t.source.repo.includes("/") && t.source.path.length > 0, t.slug);
    const listed = batch.find((s) => s.slug === t.slug);
    assert.ok(listed, `${t.slug} is not in corpus28.json`);
    assert.deepEqual(listed.tools, t.tools);
    for (const tool of t.tools) assert.ok(tool.description, `${t.slug}__${tool.name}`);
  }
});
