/**
 * Held-out 34 (queries_heldout34.json) asks about the thirty-third batch of servers
 * (corpus33.json). It was scored once in the eighth 2026-11-29 session on round 35's table (0.571) and is spent: a tuning
 * set since round 36. Both of the batch's servers are transcribed from their repositories' source, not
 * listed (HELDOUT34.md).
 */
import assert from "node:assert/strict";
import type { CorpusServer } from "../../scripts/build_search_corpus.ts";
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

const DIR = new URL("../fixtures/search/", import.meta.url);

interface Transcribed extends CorpusServer {
  source: { repo: string; commit: string; path: string };
}

Deno.test("held-out 34: every label a real tool, each query about the thirty-third batch, no query near an earlier one", async () => {
  // Two packages: no new listable server was found on npm in the time given, and both are
  // transcribed from source (HELDOUT34.md).
  checkLaterSet((await loadLaterSet("heldout34")).set, 2);
});

Deno.test("held-out 34 is a tuning set of the default run since round 36; held-out 37 is not", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout34");
  await checkDefaultRun(DEFAULT_SETS, "heldout34", true);
  assert.ok(!DEFAULT_SETS.includes("heldout37"), DEFAULT_SETS.join(","));
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 34: the transcribed servers are corpus33.json, each naming its source", async () => {
  const read = async <T>(name: string): Promise<T> =>
    JSON.parse(await Deno.readTextFile(new URL(name, DIR)));
  const transcribed = await read<Transcribed[]>("corpus33_transcribed.json");
  const corpus = await read<CorpusServer[]>("corpus33.json");
  assert.equal(transcribed.length, 2);
  for (const { source, ...server } of transcribed) {
    // A reader of corpus33.json alone tells a transcription by its package and version.
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
  // No listed server in this batch: corpus33.json is the transcriptions, in the same order.
  assert.deepEqual(corpus.map((s) => s.slug), transcribed.map((s) => s.slug));
});

Deno.test("held-out 34: every tool of the batch is the label of some query", async () => {
  const corpus = JSON.parse(
    await Deno.readTextFile(new URL("corpus33.json", DIR)),
  ) as CorpusServer[];
  const { set } = await loadLaterSet("heldout34");
  const labels = new Set(set.queries.flatMap((q) => q.relevant));
  for (const s of corpus) {
    for (const t of s.tools) assert.ok(labels.has(`${s.slug}__${t.name}`), `${s.slug}__${t.name}`);
  }
});
