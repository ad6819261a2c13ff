/**
 * Held-out 37 (queries_heldout37.json) asks about the thirty-sixth batch of servers
 * (corpus36.json). It was scored once in the ninth 2026-11-29 session (0.483; 0.500 with the
 * server-text scale it confirmed) and is spent; this test checks its shape only, never its figures.
 * All three of the batch's servers are transcribed from their repositories' source, not listed
 * (HELDOUT37.md).
 */
import assert from "node:assert/strict";
import type { CorpusServer } from "../../scripts/build_search_corpus.ts";
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

const DIR = new URL("../fixtures/search/", import.meta.url);

interface Transcribed extends CorpusServer {
  source: { repo: string; commit: string; path: string };
}

Deno.test("held-out 37: every label a real tool, each query about the thirty-sixth batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, and all three
  // are transcribed from source (HELDOUT37.md).
  checkLaterSet((await loadLaterSet("heldout37")).set, 3);
});

Deno.test("held-out 37 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout37");
  await checkDefaultRun(DEFAULT_SETS, "heldout37", false);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 37: the transcribed servers are corpus36.json, each naming its source", async () => {
  const read = async <T>(name: string): Promise<T> =>
    JSON.parse(await Deno.readTextFile(new URL(name, DIR)));
  const transcribed = await read<Transcribed[]>("corpus36_transcribed.json");
  const corpus = await read<CorpusServer[]>("corpus36.json");
  assert.equal(transcribed.length, 3);
  for (const { source, ...server } of transcribed) {
    // A reader of corpus36.json alone tells a transcription by its package and version.
    assert.equal(server.package, `github:${source.repo}`);
    assert.match(source.commit, /^[0-9a-f]{40}$/);
    assert.equal(server.version, source.commit.slice(0, 12));
    assert.ok(source.path.length > 0, server.slug);
    assert.ok(server.tools.length > 0, server.slug);
    for (const tool of server.tools) {
      assert.ok(tool.description, `${server.slug}__${tool.name} has no description`);
      assert.equal((tool.inputSchema as { type?: string }).type, "object", tool.name);
    }
    assert.deepEqual(corpus.find((s) => s.slug === server.slug), server);
  }
  // No listed server in this batch: corpus36.json is the transcriptions, in the same order.
  assert.deepEqual(corpus.map((s) => s.slug), transcribed.map((s) => s.slug));
});

Deno.test("held-out 37: every tool of the batch is the label of some query", async () => {
  const corpus = JSON.parse(
    await Deno.readTextFile(new URL("corpus36.json", DIR)),
  ) as CorpusServer[];
  const { set } = await loadLaterSet("heldout37");
  const labels = new Set(set.queries.flatMap((q) => q.relevant));
  for (const s of corpus) {
    for (const t of s.tools) assert.ok(labels.has(`${s.slug}__${t.name}`), `${s.slug}__${t.name}`);
  }
});
