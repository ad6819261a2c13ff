/**
 * Held-out 38 (queries_heldout38.json) asks about the thirty-seventh batch of servers
 * (corpus37.json). It has NEVER been scored; this test checks its shape only, never its figures.
 * All three of the batch's servers are transcribed from their repositories' source, not listed
 * (HELDOUT38.md).
 */
import assert from "node:assert/strict";
import type { CorpusServer } from "../../scripts/build_search_corpus.ts";
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

const DIR = new URL("../fixtures/search/", import.meta.url);

interface Transcribed extends CorpusServer {
  source: { repo: string; commit: string; path: string };
}

Deno.test("held-out 38: every label a real tool, each query about the thirty-seventh batch, no query near an earlier one", async () => {
  // Three packages: no new listable server was found on npm in the time given, and all three
  // are transcribed from source (HELDOUT38.md).
  checkLaterSet((await loadLaterSet("heldout38")).set, 3);
});

Deno.test("held-out 38 is not in the evaluation's default run, but can be named", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout38");
  await checkDefaultRun(DEFAULT_SETS, "heldout38", false);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 38: the transcribed servers are corpus37.json, each naming its source", async () => {
  const read = async <T>(name: string): Promise<T> =>
    JSON.parse(await Deno.readTextFile(new URL(name, DIR)));
  const transcribed = await read<Transcribed[]>("corpus37_transcribed.json");
  const corpus = await read<CorpusServer[]>("corpus37.json");
  assert.equal(transcribed.length, 3);
  for (const { source, ...server } of transcribed) {
    // A reader of corpus37.json alone tells a transcription by its package and version.
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
  // No listed server in this batch: corpus37.json is the transcriptions, in the same order.
  assert.deepEqual(corpus.map((s) => s.slug), transcribed.map((s) => s.slug));
});

Deno.test("held-out 38: every tool of the batch is the label of some query", async () => {
  const corpus = JSON.parse(
    await Deno.readTextFile(new URL("corpus37.json", DIR)),
  ) as CorpusServer[];
  const { set } = await loadLaterSet("heldout38");
  const labels = new Set(set.queries.flatMap((q) => q.relevant));
  for (const s of corpus) {
    for (const t of s.tools) assert.ok(labels.has(`${s.slug}__${t.name}`), `${s.slug}__${t.name}`);
  }
});
