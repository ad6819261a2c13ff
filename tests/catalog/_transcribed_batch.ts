/**
 * Shape checks shared by the held-out sets whose batch is made only of servers transcribed from
 * their repositories' source (held-out 31 and later): never a score, only what the files hold.
 */
import assert from "node:assert/strict";
import type { CorpusServer } from "../../scripts/build_search_corpus.ts";
import type { LaterName } from "../../scripts/search_eval.ts";
import { loadLaterSet } from "./_later_set.ts";

const DIR = new URL("../fixtures/search/", import.meta.url);

interface Transcribed extends CorpusServer {
  source: { repo: string; commit: string; path: string };
}

async function read<T>(name: string): Promise<T> {
  return JSON.parse(await Deno.readTextFile(new URL(name, DIR)));
}

/** corpus<batch>_transcribed.json holds `count` servers, each naming its source, and
 * corpus<batch>.json is exactly those transcriptions, in the same order. */
export async function checkTranscribedBatch(batch: number, count: number): Promise<void> {
  const transcribed = await read<Transcribed[]>(`corpus${batch}_transcribed.json`);
  const corpus = await read<CorpusServer[]>(`corpus${batch}.json`);
  assert.equal(transcribed.length, count);
  for (const { source, ...server } of transcribed) {
    // A reader of the corpus file alone tells a transcription by its package and version.
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
  // No listed server in the batch: the corpus file is the transcriptions, in the same order.
  assert.deepEqual(corpus.map((s) => s.slug), transcribed.map((s) => s.slug));
}

/** Every tool of corpus<batch>.json is the label of some query of the set `name`. */
export async function checkEveryToolLabelled(name: LaterName, batch: number): Promise<void> {
  const corpus = await read<CorpusServer[]>(`corpus${batch}.json`);
  const { set } = await loadLaterSet(name);
  const labels = new Set(set.queries.flatMap((q) => q.relevant));
  for (const s of corpus) {
    for (const t of s.tools) assert.ok(labels.has(`${s.slug}__${t.name}`), `${s.slug}__${t.name}`);
  }
}
