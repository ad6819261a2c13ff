/**
 * Held-out 30 (queries_heldout30.json) asks about the twenty-ninth batch of servers
 * (corpus29.json). It was scored once after round 30 (0.553) and is a tuning set since; this test checks its shape only. Five of the batch's
 * six servers are transcribed from their repositories' source, not listed (HELDOUT30.md).
 */
import assert from "node:assert/strict";
import type { CorpusServer } from "../../scripts/build_search_corpus.ts";
import { DEFAULT_SETS } from "../../scripts/search_eval.ts";
import { checkDefaultRun, checkLaterSet, checkRankedOverAll, loadLaterSet } from "./_later_set.ts";

const DIR = new URL("../fixtures/search/", import.meta.url);

interface Transcribed extends CorpusServer {
  source: { repo: string; commit: string; path: string };
}

Deno.test("held-out 30: every label a real tool, each query about the twenty-ninth batch, no query near an earlier one", async () => {
  // Five packages, not fifteen: npm's list had one new listable server left, the other five are
  // transcribed; five leaves room for a rebuild that loses the listed one (HELDOUT30.md).
  checkLaterSet((await loadLaterSet("heldout30")).set, 5);
});

Deno.test("held-out 30 is a tuning set of the default run since round 31", async () => {
  const { set, earlierToolCount } = await loadLaterSet("heldout30");
  await checkDefaultRun(DEFAULT_SETS, "heldout30", true);
  checkRankedOverAll(set, earlierToolCount);
});

Deno.test("held-out 30: the transcribed servers are in corpus29.json as read, each naming its source", async () => {
  const read = async <T>(name: string): Promise<T> =>
    JSON.parse(await Deno.readTextFile(new URL(name, DIR)));
  const transcribed = await read<Transcribed[]>("corpus29_transcribed.json");
  const corpus = await read<CorpusServer[]>("corpus29.json");
  assert.equal(transcribed.length, 5);
  for (const { source, ...server } of transcribed) {
    // A reader of corpus29.json alone tells a transcription by its package and version.
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
  // Listed servers come first, the transcribed ones after them, as the build script appends them.
  const listed = corpus.filter((s) => !s.package.startsWith("github:"));
  assert.deepEqual(corpus.slice(0, listed.length), listed);
});
