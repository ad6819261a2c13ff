/**
 * The fusion dump of round 27 (scripts/search_dense_record.ts, search_dense_replay.ts): re-ranking
 * a query from its recorded fusion inputs at the ranker's own setting must give the live top 10,
 * or a grid judged from the dump would judge another ranker.
 */
import assert from "node:assert/strict";
import { loadSearchCorpus } from "../../scripts/search_eval.ts";
import { Recorder } from "../../scripts/search_dense_record.ts";
import { AS_IS, gateValue, replay } from "../../scripts/search_dense_replay.ts";

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

Deno.test("round 28's gate values: margin and both coverages lie in [0, 1] and vary", () => {
  const traced = queries.filter((q) => !q.fixed);
  for (const on of ["margin", "cover", "glove"] as const) {
    const values = traced.map((q) => gateValue(q, on));
    assert.ok(values.every((v) => v >= 0 && v <= 1), on);
    assert.ok(new Set(values).size > 2, `${on} takes few values`);
  }
  assert.equal(gateValue(traced[0], "best"), traced[0].lexical[0][1]);
});

Deno.test("coverage is 1 for a query made of its best candidate's own words", () => {
  const tool = tools.find((t) => t.name === "create_issue") ?? tools[0];
  const q = recorder.record(0, { kind: "easy", query: tool.name, relevant: [tool.qualifiedName] });
  assert.ok(!q.fixed && q.cover === 1, `${q.cover}`);
  const partial = recorder.record(0, {
    kind: "hard",
    query: `${tool.name} zyxwvut`,
    relevant: [tool.qualifiedName],
  });
  assert.ok(!partial.fixed && partial.cover! < 1, `${partial.cover}`);
});
