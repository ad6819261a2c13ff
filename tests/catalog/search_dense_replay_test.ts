/**
 * The fusion dump of round 27 (scripts/search_dense_record.ts, search_dense_replay.ts): re-ranking
 * a query from its recorded fusion inputs at the ranker's own setting must give the live top 10,
 * or a grid judged from the dump would judge another ranker.
 */
import assert from "node:assert/strict";
import { loadSearchCorpus } from "../../scripts/search_eval.ts";
import { Recorder } from "../../scripts/search_dense_record.ts";
import { AS_IS, replay } from "../../scripts/search_dense_replay.ts";

const { tools, tuning } = await loadSearchCorpus();
const recorder = new Recorder(tools, null);
const queries = tuning.map((q) => recorder.record(0, q));
const dump = recorder.frame(["tuning"], queries);

Deno.test("the trace sees the fusion of most queries (a query without vectors ranks lexically)", () => {
  const traced = queries.filter((q) => !q.fixed);
  assert.ok(traced.length > queries.length * 0.9, `${traced.length} of ${queries.length}`);
  for (const q of traced) {
    assert.ok(q.lexical.length > 0 && q.semW > 0);
    for (const [doc] of q.lexical) assert.ok(String(doc) in q.cand);
  }
});

Deno.test("replaying the dump at the ranker's own setting gives the live top 10 of every query", () => {
  for (const q of queries) assert.deepEqual(replay(dump, q, AS_IS), q.live, tools[q.live[0]]?.name);
});

Deno.test("the replay's GloVe weight is live: tripling it reorders some query's top 10", () => {
  const moved = queries.filter((q) =>
    replay(dump, q, { ...AS_IS, glove: 3 }).join() !== q.live.join()
  );
  assert.ok(moved.length > 0);
});
